import { describe, expect, it } from 'vitest';
import { lines } from '#test-support/table-lines.js';
import type { PageRules } from '../pdf/page-rules.js';
import { runningLines } from './running-lines.js';
import type { Line } from './types.js';

/** A page of `rows` (each: y, then its pieces), its lines on page `n`, ruled from y 600 to 700. */
function page(n: number, ...rows: Parameters<typeof lines>) {
  const pageLines: Line[] = lines(...rows).map((l) => ({ ...l, page: n }));
  const rules: PageRules = {
    horizontal: [
      { at: 700, from: 72, to: 540 },
      { at: 600, from: 72, to: 540 },
    ],
    vertical: [],
    boxes: [],
  };
  return { lines: { page: n, top: 760, bottom: 40, lines: pageLines }, rules };
}

describe('the running lines of pages read from their drawing', () => {
  it('are the lines outside the ruling printed at the same height on another page, figures aside', () => {
    const a = page(
      218,
      [750, ['APPENDIX A–ATTRIBUTES BY TAG VALUE', 72]],
      [690, ['DW_TAG_string_type', 72]],
      [50, ['Page 204', 470]],
    );
    const b = page(
      219,
      [750, ['APPENDIX A–ATTRIBUTES BY TAG VALUE', 72]],
      [690, ['DW_TAG_subprogram', 72]],
      [50, ['Page 205', 470]],
    );
    const running = runningLines([a, b]);
    expect([...running.get(219)!].map((l) => l.text)).toEqual(['APPENDIX A–ATTRIBUTES BY TAG VALUE', 'Page 205']);
  });

  it('are never rows inside the ruling, though repeated at the same height (a header printed again)', () => {
    const a = page(5, [690, ['Kind', 72], ['Meaning', 200]], [670, ['FX_KIND_unit', 72]]);
    const b = page(6, [690, ['Kind', 72], ['Meaning', 200]], [670, ['FX_KIND_scope', 72]]);
    expect(runningLines([a, b]).size).toBe(0);
  });

  it('are never figures alone: margin line numbers at the same height on each page (MQTT) are no running title', () => {
    const a = page(108, [750, ['3433', 40]], [690, ['Non-normative comment', 72]]);
    const b = page(109, [750, ['3512', 40]], [690, ['Non-normative comment', 72]]);
    expect(runningLines([a, b]).size).toBe(0);
  });

  it('are none on a page read alone', () => {
    expect(runningLines([page(3, [750, ['APPENDIX A', 72]])]).size).toBe(0);
  });
});
