/**
 * When a line goes on with the paragraph above it (paragraphs.ts): a numbered item after a full line that ends a
 * clause is the next paragraph only where it is the item after the paragraph's own (SP 800-63B's "3." / "4.").
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './lines.js';
import { continuesParagraph } from './paragraphs.js';
import type { LayoutMetrics } from './metrics.js';
import { run } from '../../../test/support/table-lines.js';

const m: LayoutMetrics = {
  bodySize: 12,
  pitch: (s) => 1.15 * s,
  left: () => 72,
  right: () => 540,
  paragraphSpacing: true,
};

/** Two lines at 12 pt, the first reaching the right edge (468 pt of text at 6 pt a character is 78 characters). */
const pair = (first: string, second: string) => {
  if (first.length > 78) throw new Error(`longer than a line: ${first}`);
  return buildLines(1, [run(first.padEnd(78, ' '), 72, 400, 12), run(second, 72, 386, 12)]);
};

describe('continuesParagraph', () => {
  it('starts a paragraph at the item after the paragraph’s own, after a line that ends a clause', () => {
    const [a, b] = pair(
      '3. SHALL be erased or invalidated by the session subject at log out.',
      '4. SHOULD be erased on the subscriber endpoint',
    );
    expect(continuesParagraph([a!], b!, m)).toBe(false);
  });

  it('starts a paragraph at a bullet, under a line that reads as full', () => {
    const [a, b] = pair(
      '\uf0b7 Chapter 3 describes the levels of verification for the people who handle',
      '\uf0b7 The appendices define the terms used in this publication and list its acronyms.',
    );
    expect(continuesParagraph([a!], b!, m)).toBe(false);
  });

  it('goes on over an enumerator that a wrapped line happens to start with', () => {
    const [a, b] = pair(
      'notation denotes exponentiation. For example, 2 to the power of 64 is:',
      '264. In the plain-text version of this specification',
    );
    expect(continuesParagraph([a!], b!, m)).toBe(true);
    const [c, d] = pair(
      'Depending on context floating point means: (a) floating-point arithmetic;',
      '(b) the Armv8 floating point instruction set;',
    );
    expect(continuesParagraph([c!], d!, m)).toBe(true);
  });

  it('goes on at the column edge after lines set in beside a figure, where the sentence runs on in lower case', () => {
    const beside = (t: string, y: number) => run(t.padEnd(66, ' '), 144, y, 12);
    const [a, b, c] = buildLines(1, [
      beside('These devices have an embedded secret that is used as the seed of', 400),
      beside('OTPs, thereby proving possession and control of the device. An OTP device', 386),
      run('may, for example, display 6 characters at a time.', 72, 372, 12),
    ]);
    expect(continuesParagraph([a!, b!], c!, m)).toBe(true);
    const [d, e, f] = buildLines(1, [
      beside('These devices have an embedded secret that is used as the seed of', 400),
      beside('OTPs, thereby proving possession and control of the device', 386),
      run('The device is something you have.', 72, 372, 12),
    ]);
    expect(continuesParagraph([d!, e!], f!, m)).toBe(false);
  });
});
