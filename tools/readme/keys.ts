/**
 * `npm run readme:keys`: writes the TUI's key list into README.md (between the
 * `<!-- keys:start -->` and `<!-- keys:end -->` markers) from the one key table,
 * components/lib/keymap.ts. components/lib/keymap.test.ts fails when they differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keymapMarkdown } from '../../components/lib/keymap.js';

export const START = '<!-- keys:start -->';
export const END = '<!-- keys:end -->';

/** The README with its key list replaced by the table's. */
export function withKeyList(readme: string): string {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, from + START.length)}\n${keymapMarkdown()}\n${readme.slice(to)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md');
  writeFileSync(file, withKeyList(readFileSync(file, 'utf8')));
  console.log('README.md: key list written from components/lib/keymap.ts');
}
