/**
 * Adding an operation is one folder and its entry in src/core/ops/list.ts (docs/architecture.md, "A new
 * operation"). In a copy of the product tree this adds a throw-away operation, count_letters — its folder and
 * its entry in the list, nothing else — builds the copy, and asks each front end for it: the core's list and
 * loader, the CLI (command, help, validation with the flag's name, output as text and JSON) and the MCP
 * server (tools/list, tools/call).
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/fixture-paths.js';

const run = promisify(execFile);

/** The folder of the new operation, as a maintainer would write it from docs/architecture.md. */
const FOLDER: Record<string, string> = {
  'name.ts': `export const COUNT_LETTERS = 'count_letters';\n`,
  'schema.ts': `import * as z from 'zod';
export const countLettersInput = z.object({ word: z.string().min(1).max(20).describe('A word.') }).strict();
export const countLettersOutput = z.object({ word: z.string(), letters: z.number().int() });
export type CountLettersResult = z.infer<typeof countLettersOutput>;
`,
  'operation.ts': `import { of } from 'rxjs';
import { defineOperation } from '../define-operation.js';
import { COUNT_LETTERS } from './name.js';
import { countLettersInput, countLettersOutput } from './schema.js';
export const countLettersOperation = defineOperation({
  name: COUNT_LETTERS,
  input: countLettersInput,
  output: countLettersOutput,
  run: (_ctx, input) => of({ word: input.word, letters: [...input.word].length }),
});
`,
  'tool.ts': `import type { ToolWords } from '../define-entry.js';
export const countLettersTool: ToolWords = { title: 'Letters of a word', description: 'Counts the letters of a word.', paged: false };
`,
  'format.ts': `import type { TextStyle } from '../text-style.js';
import type { CountLettersResult } from './schema.js';
export const formatLetters = (r: CountLettersResult, s: TextStyle): string[] => [\`\${s.c.bold(r.word)} has \${r.letters} letters\`];
`,
  'command.ts': `import { defineCommand } from '../define-command.js';
import { formatLetters } from './format.js';
import type { CountLettersResult } from './schema.js';
export const countLettersCommand = defineCommand<CountLettersResult>({
  name: 'letters',
  positional: { name: 'word', key: 'word', describe: 'The word' },
  flags: { word: { takes: 'string', describe: 'The word to count' } },
  describe: 'Count the letters of a word',
  examples: [['$0 letters hello', 'five']],
  format: formatLetters,
  records: (r) => [r],
});
`,
  'index.ts': `import { defineEntry } from '../define-entry.js';
import { countLettersCommand } from './command.js';
import { COUNT_LETTERS } from './name.js';
import { countLettersTool } from './tool.js';
export const countLettersEntry = defineEntry({
  name: COUNT_LETTERS,
  load: () => import('./operation.js').then((m) => m.countLettersOperation),
  tool: countLettersTool,
  command: countLettersCommand,
});
`,
};

/** The list with the new entry: its import, and its line at the end of the array. */
function withEntry(list: string): string {
  const lines = list.split('\n');
  const lastImport = lines.findLastIndex((l) => l.startsWith('import '));
  lines.splice(lastImport + 1, 0, "import { countLettersEntry } from './count-letters/index.js';");
  const close = lines.findIndex((l) => l.startsWith('] as const'));
  lines.splice(close, 0, '  countLettersEntry,');
  return lines.join('\n');
}

const copy = mkdtempSync(join(tmpdir(), 'pdfspec-new-op-'));
afterAll(() => rmSync(copy, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));

const env = { ...process.env, NO_COLOR: '1', PDFSPEC_CACHE_DIR: join(copy, 'cache'), PDF_SPEC_DIR: join(copy, 'none') };
const cli = (args: string[]) =>
  run(process.execPath, ['bin/pdfspec.js', ...args], { cwd: copy, env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** The MCP server's answers to `requests` over stdio, by id; its input closes once all are answered. */
async function mcp(
  requests: Array<{ id: number; [key: string]: unknown }>,
): Promise<Map<number, Record<string, unknown>>> {
  const init = { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'test', version: '1' } };
  const lines = [
    { jsonrpc: '2.0', id: 0, method: 'initialize', params: init },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    ...requests,
  ];
  const child = spawn(process.execPath, ['bin/pdfspec.js', 'serve'], { cwd: copy, env });
  child.stdin.write(lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  const answers = new Map<number, Record<string, unknown>>();
  let out = '';
  for await (const chunk of child.stdout) {
    out += String(chunk);
    for (let nl = out.indexOf('\n'); nl >= 0; nl = out.indexOf('\n')) {
      const answer = JSON.parse(out.slice(0, nl)) as Record<string, unknown>;
      answers.set(answer.id as number, answer);
      out = out.slice(nl + 1);
    }
    if (requests.every((r) => answers.has(r.id))) child.stdin.end();
  }
  return answers;
}

beforeAll(async () => {
  for (const part of [
    'src',
    'components',
    'bin',
    'corpus',
    'package.json',
    'tsconfig.json',
    'tools/build.mjs',
    'tools/warm-chunk.mjs',
    'tools/ascii-chunks.mjs',
  ])
    cpSync(join(REPO_ROOT, part), join(copy, part), { recursive: true });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  mkdirSync(join(copy, 'none'));
  const ops = join(copy, 'src', 'core', 'ops');
  mkdirSync(join(ops, 'count-letters'));
  for (const [file, text] of Object.entries(FOLDER)) writeFileSync(join(ops, 'count-letters', file), text);
  writeFileSync(join(ops, 'list.ts'), withEntry(readFileSync(join(ops, 'list.ts'), 'utf8')));
  await run(process.execPath, ['tools/build.mjs'], { cwd: copy });
}, 120_000);

describe('a new operation: one folder and one entry in the list', () => {
  it("is in the core's list and its loader, with a method on the core", async () => {
    const script = `import('./src/core/index.ts').then(async (core) => {
      const op = await core.loadOperation('count_letters');
      const made = (await core.loadCreateCore())({ specs: () => [] });
      console.log(JSON.stringify({ names: core.OPERATION_NAMES, loaded: op.name, method: typeof made.count_letters }));
    })`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: copy,
      env,
    });
    const seen = JSON.parse(stdout) as { names: string[]; loaded: string; method: string };
    expect(seen.names.at(-1)).toBe('count_letters');
    expect(seen.loaded).toBe('count_letters');
    expect(seen.method).toBe('function');
  });

  it('is a CLI command: in --help, run by name or alias, its flag checked and named', async () => {
    expect((await cli(['--help'])).stdout).toMatch(/pdfspec letters \[word\]\s+Count the letters of a word/);
    expect(await cli(['letters', 'hello'])).toMatchObject({ code: 0, stdout: 'hello has 5 letters\n' });
    expect(JSON.parse((await cli(['count_letters', '--word', 'été', '--json'])).stdout)).toEqual({
      word: 'été',
      letters: 3,
    });
    const bad = await cli(['letters', 'x'.repeat(21)]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('invalid <word>');
  });

  it('is an MCP tool: listed with its words and schema, and called', async () => {
    const answers = await mcp([
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'count_letters', arguments: { word: 'spec' } } },
    ]);
    const tools = (answers.get(1)?.result as { tools: Array<Record<string, unknown>> }).tools;
    const tool = tools.find((t) => t.name === 'count_letters');
    expect(tools.at(-1)).toBe(tool);
    expect(tool).toMatchObject({
      title: 'Letters of a word',
      inputSchema: { properties: { word: { type: 'string', description: 'A word.' } } },
    });
    expect((tool?.description as string).startsWith('Counts the letters of a word.')).toBe(true);
    const call = answers.get(2)?.result as { structuredContent: unknown; isError?: boolean };
    expect(call.isError).toBeFalsy();
    expect(call.structuredContent).toEqual({ word: 'spec', letters: 4 });
  });
});
