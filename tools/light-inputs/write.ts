/**
 * `npm run light-inputs`: writes src/core/ops/light-inputs.ts, each operation's parameters as the core checks
 * them without zod, read off its input schema (src/core/light-input-of.ts). src/core/light-input.test.ts fails
 * when the file differs from the schemas: run this after changing an operation's input.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { OPERATION_NAMES, loadOperation } from '../../src/core/ops/load.js';
import { lightInputOf } from '../../src/core/light-input-of.js';

export const LIGHT_INPUTS_FILE = join(fileURLToPath(import.meta.url), '..', '..', '..', 'src/core/ops/light-inputs.ts');

/** The text of src/core/ops/light-inputs.ts, from the schemas as they are. */
export async function lightInputsSource(): Promise<string> {
  // Each operation named by its constant (test/operation-names.test.ts), imported from its folder.
  const constant = (name: string) => name.toUpperCase();
  const imports = OPERATION_NAMES.map(
    (name) => `import { ${constant(name)} } from './${name.replace(/_/g, '-')}/name.js';`,
  );
  const rows: string[] = [];
  for (const name of OPERATION_NAMES)
    rows.push(`[${constant(name)}]: ${JSON.stringify(lightInputOf((await loadOperation(name)).input))},`);
  const text = `/**
 * Written by \`npm run light-inputs\` (tools/light-inputs/write.ts) from each operation's input schema; do not edit.
 * The parameters the core checks without zod (../light-input.ts), so that a warm command loads no zod.
 */
import type { LightInput } from '../light-input.js';
import type { OperationName } from './index.js';
${imports.join('\n')}

export const LIGHT_INPUTS: Readonly<Partial<Record<OperationName, LightInput>>> = {
${rows.join('\n')}
};
`;
  return prettier.format(text, { ...(await prettier.resolveConfig(LIGHT_INPUTS_FILE)), filepath: LIGHT_INPUTS_FILE });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(LIGHT_INPUTS_FILE, await lightInputsSource());
  console.log("src/core/ops/light-inputs.ts: written from the operations' input schemas");
}
