/**
 * A caption beside a frame the page draws with no text in it: a table whose words are shapes or an image (FIPS
 * 140-1's Tables 1 and 2). Only a closed frame counts, right next to the caption, with no text in it or between.
 */
import { describe, expect, it } from 'vitest';
import type { PageRules } from '../pdf/page-rules.js';
import { lines, m } from '#test-support/table-lines.js';
import { captionsTextlessFrame } from './textless-table.js';

/** A frame from x 80 to 530 between y `bottom` and `top`, drawn a cell border at a time (two rows). */
const frame = (top: number, bottom: number, extra: Partial<PageRules> = {}): PageRules => {
  const middle = (top + bottom) / 2;
  return {
    horizontal: [top, middle, bottom].map((at) => ({ at, from: 80, to: 530 })),
    vertical: [80, 530].flatMap((at) => [
      { at, from: middle, to: top },
      { at, from: bottom, to: middle },
    ]),
    boxes: [],
    ...extra,
  };
};

describe('captionsTextlessFrame', () => {
  const page = lines(
    [700, ['The schedule is drawn in Table 3-4.', 72]],
    [420, ['Table 3-4: Schedule of reviews', 200]],
  );
  const caption = page.findIndex((l) => l.text.startsWith('Table 3-4:'));

  it('takes a caption right under a closed frame with no text in it', () => {
    expect(captionsTextlessFrame(page, caption, caption, frame(600, 440), m)).toBe(true);
  });

  it('takes a caption right over one', () => {
    const over = lines([700, ['Table 3-4: Schedule of reviews', 200]], [400, ['The next paragraph.', 72]]);
    expect(captionsTextlessFrame(over, 0, 0, frame(680, 600), m)).toBe(true);
  });

  it('turns down a frame with a text line in it: a table the readers did not take is no textless one', () => {
    const filled = lines(
      [700, ['The schedule is drawn in Table 3-4.', 72]],
      [520, ['First review', 90]],
      [420, ['Table 3-4: Schedule of reviews', 200]],
    );
    const at = filled.findIndex((l) => l.text.startsWith('Table 3-4:'));
    expect(captionsTextlessFrame(filled, at, at, frame(600, 440), m)).toBe(false);
  });

  it('turns down a frame far from the caption, an open one (no side rules), and a narrow one', () => {
    expect(captionsTextlessFrame(page, caption, caption, frame(650, 520), m)).toBe(false);
    expect(captionsTextlessFrame(page, caption, caption, { ...frame(600, 440), vertical: [] }, m)).toBe(false);
    const narrow: PageRules = {
      horizontal: [600, 440].map((at) => ({ at, from: 80, to: 200 })),
      vertical: [80, 200].map((at) => ({ at, from: 440, to: 600 })),
      boxes: [],
    };
    expect(captionsTextlessFrame(page, caption, caption, narrow, m)).toBe(false);
  });

  it('turns down a page whose drawing was not read', () => {
    expect(captionsTextlessFrame(page, caption, caption, undefined, m)).toBe(false);
  });
});
