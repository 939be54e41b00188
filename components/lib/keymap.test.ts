import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { END, START, withKeyList } from '../../tools/readme/keys.js';
import { KEYMAP, VIEW_SCOPES, bindingOf, keyName } from './keymap.js';
import { NO_KEY } from './split-presses.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The product files of components/ (tests aside). */
function componentFiles(dir = join(ROOT, 'components')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? componentFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

describe('the key table', () => {
  it("is the README's key list, row for row (npm run readme:keys writes it)", () => {
    expect(README).toContain(START);
    expect(README).toContain(END);
    expect(withKeyList(README)).toBe(README);
  });

  it('binds no key twice among the groups one view reads', () => {
    for (const [view, scopes] of Object.entries(VIEW_SCOPES)) {
      const keys = KEYMAP.filter((g) => (scopes as readonly string[]).includes(g.scope)).flatMap((g) =>
        g.bindings.flatMap((b) => b.keys),
      );
      const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
      expect([view, twice]).toEqual([view, []]);
    }
  });

  it('names every key so that a press finds its binding', () => {
    for (const g of KEYMAP)
      for (const b of g.bindings)
        for (const k of b.keys) {
          const [input, key] = pressNamed(k);
          expect([k, keyName(input, key)]).toEqual([k, k]);
          expect(bindingOf([g.scope], input, key)).toBe(b);
        }
  });

  it('every action of the table is handled by a view, and every view reads its groups from VIEW_SCOPES', () => {
    const code = componentFiles()
      .filter((f) => !f.endsWith(join('lib', 'keymap.ts')))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unhandled = [...new Set(KEYMAP.flatMap((g) => g.bindings.map((b) => b.action)))].filter(
      (a) => !new RegExp(`(^|[\\s{,])'?${a}'?: `, 'm').test(code) && !code.includes(`{ ${a} }`),
    );
    expect(unhandled).toEqual([]);
    for (const view of Object.keys(VIEW_SCOPES)) expect(code).toContain(`VIEW_SCOPES.${view}`);
  });

  it('views look keys up in the table: no key tests or useKeys outside the input layer', () => {
    const INPUT_LAYER = ['lib/keymap.ts', 'lib/input-events.ts', 'lib/split-presses.ts', 'lib/key-queue.ts', 'hooks/'];
    const KEY_TEST =
      /\binput === '|\bkey\.(upArrow|downArrow|leftArrow|rightArrow|pageUp|pageDown|return|escape|tab|backspace|delete|home|end|ctrl)\b|\buseKeys\(/;
    const offenders = componentFiles()
      .map((f) => relative(join(ROOT, 'components'), f))
      .filter((f) => !INPUT_LAYER.some((p) => f.startsWith(p)))
      .filter((f) => KEY_TEST.test(readFileSync(join(ROOT, 'components', f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/** The press a key name stands for. */
function pressNamed(name: string): [string, typeof NO_KEY] {
  const flag: Record<string, Partial<typeof NO_KEY>> = {
    up: { upArrow: true },
    down: { downArrow: true },
    left: { leftArrow: true },
    right: { rightArrow: true },
    pageup: { pageUp: true },
    pagedown: { pageDown: true },
    home: { home: true },
    end: { end: true },
    enter: { return: true },
    esc: { escape: true },
    tab: { tab: true },
    'shift-tab': { tab: true, shift: true },
    backspace: { backspace: true },
  };
  if (flag[name]) return ['', { ...NO_KEY, ...flag[name] }];
  if (name === 'space') return [' ', NO_KEY];
  if (name.startsWith('ctrl-')) return [name.slice(5), { ...NO_KEY, ctrl: true }];
  return [name, { ...NO_KEY, shift: /^[A-Z]$/.test(name) }];
}
