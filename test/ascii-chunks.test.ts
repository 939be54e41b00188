/**
 * The build writes dist/ in ASCII only (tools/ascii-chunks.mjs): the non-ASCII characters esbuild leaves in regular
 * expression literals and String.raw templates become escapes that mean the same. Each case evaluates the code before
 * and after and compares what it gives; the last reads the built files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiChunk } from '../tools/ascii-chunks.mjs';
import { REPO_ROOT } from './support/fixture-paths.js';

const NON_ASCII = /[^\x00-\x7f]/;
const valueOf = (code: string): unknown => new Function(`return (${code});`)();

/** The expression rewritten: ASCII only, and each probe matched the same way before and after. */
function sameRegex(expr: string, probes: string[]): void {
  const out = asciiChunk(`x=${expr};`).slice(2, -1);
  expect(out).not.toMatch(NON_ASCII);
  const [before, after] = [valueOf(expr), valueOf(out)] as RegExp[];
  expect(after!.flags).toBe(before!.flags);
  for (const p of probes) expect([p, after!.test(p)]).toEqual([p, before!.test(p)]);
}

function sameString(expr: string): void {
  const out = asciiChunk(`x=${expr};`).slice(2, -1);
  expect(out).not.toMatch(NON_ASCII);
  expect(valueOf(out)).toBe(valueOf(expr));
}

describe('asciiChunk', () => {
  it('escapes a regular expression in a class, an alternation and a quantifier, with and without the u flag', () => {
    sameRegex('/^[—–-]\\s*(…|\\.{2,})+$/', ['— …', '–..', '- x', '—', '…']);
    sameRegex('/^[—–-]\\s*(…|\\.{2,})+$/u', ['— …', '–..', '- x']);
    sameRegex('/[\\p{L}’]+é/giu', ['l’é', 'abé', 'ab e']);
  });

  it('turns an identity escape of a non-ASCII character into its \\u escape, and keeps an escaped backslash', () => {
    sameRegex('/a\\…b/', ['a…b', 'a\\…b']);
    sameRegex('/a\\\\…b/', ['a\\…b', 'a…b']);
  });

  it('keeps a character outside the BMP one character under the u flag and two units without it', () => {
    sameRegex('/^😀$/u', ['😀', '\ud83d']);
    sameRegex('/^😀{2}$/', ['😀😀', '😀\ude00']);
  });

  it('cuts a String.raw template around its non-ASCII runs and keeps its raw text, substitutions and backslashes', () => {
    sameString('String.raw`‑‒–\\-`');
    sameString('String.raw`(?:${"a|b"})[\\s.:—–-]*(“?)${1 + 2}…\\d`');
    sameString('String.raw`\\…x\\\\…`');
    sameString('String.raw`😀\\u{1F600}`');
  });

  it('leaves an ASCII file as it is, and every other kind of node untouched', () => {
    const ascii = 'const a=/x/g,b=String.raw`\\d`;';
    expect(asciiChunk(ascii)).toBe(ascii);
    expect(asciiChunk('const c="é",d=/é/;')).toBe('const c="é",d=/\\u00e9/;');
  });

  it('has left every file of dist/ in ASCII', () => {
    const dist = join(REPO_ROOT, 'dist');
    const files = readdirSync(dist).filter((f) => /\.c?js$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => NON_ASCII.test(readFileSync(join(dist, f), 'utf8')))).toEqual([]);
  });
});
