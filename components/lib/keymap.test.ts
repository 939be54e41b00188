import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEYMAP } from './keymap.js';

const README = join(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'), 'README.md');

describe('key map', () => {
  it('has no key bound twice within a group', () => {
    for (const g of KEYMAP) {
      const keys = g.bindings.map((b) => b.keys);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("is documented in the README's Terminal UI section, every key of it", () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf('## Terminal UI');
    expect(start).toBeGreaterThanOrEqual(0);
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const missing = KEYMAP.flatMap((g) => g.bindings)
      .filter((b) => !section.includes(`\`${b.keys}\``))
      .map((b) => b.keys);
    expect(missing).toEqual([]);
  });
});
