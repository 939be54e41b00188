import { describe, expect, it } from 'vitest';
import { hasTone, lineText } from './line.js';
import { NO_CELL_TEXT } from '../../src/core/index.js';
import { READABLE_WIDTH, sectionLines, type ContentItem } from './section-lines.js';

const item = (type: ContentItem['type'], extra: Partial<ContentItem>): ContentItem => ({
  type,
  section: '6.5.3.4',
  page: 3,
  pageLabel: '3',
  ...extra,
});

describe('sectionLines: examples', () => {
  const content = [
    item('paragraph', { text: 'The sizeof operator shall not be applied to a function.' }),
    item('example', { label: 'EXAMPLE 1', text: 'A storage-allocation function might accept a size. For example:' }),
    item('code', { text: 'double *dp = alloc(sizeof *dp);' }),
    item('example', {
      label: 'EXAMPLE 1',
      text: 'The implementation of the alloc function should ensure that its return value is aligned.',
    }),
    item('example', { label: 'EXAMPLE 2', text: 'Another use of the sizeof operator.' }),
  ];
  const requirements = [
    {
      level: 'should',
      text: 'The implementation of the alloc function should ensure that its return value is aligned.',
    },
  ];
  const lines = sectionLines(content, 80, { requirements });
  const texts = lines.map(lineText);

  it('shows each example labelled and dimmed, like a note', () => {
    const first = lines.find((l) => lineText(l).includes('EXAMPLE 1'))!;
    expect(lineText(first)).toMatch(/^ {2}EXAMPLE 1 {2}A storage-allocation/);
    expect(hasTone(first, 'dim')).toBe(true);
    expect(texts.some((t) => t.startsWith('  EXAMPLE 2  Another use'))).toBe(true);
  });

  it('prints the label of an example that runs on after its code only once, and marks no requirement in it', () => {
    expect(texts.filter((t) => t.includes('EXAMPLE 1'))).toHaveLength(1);
    const cont = lines.find((l) => lineText(l).includes('The implementation of the alloc'))!;
    expect(lineText(cont)).toMatch(/^ {13}The implementation/);
    expect(texts.join('\n')).not.toContain('[SHOULD]');
  });
});

describe('sectionLines: margin paragraph numbers', () => {
  it('hangs the number printed in the margin before its paragraph, dimmed, out of the text', () => {
    const lines = sectionLines(
      [
        item('paragraph', {
          text: 'The sizeof operator yields the size (in bytes) of its operand, which may be an expression.',
          marginNumber: 2,
        }),
      ],
      40,
    );
    expect(lineText(lines[0]!)).toMatch(/^2 The sizeof operator/);
    expect(lines[0]!.segments[0]).toEqual({ text: '2 ', tone: 'dim' });
    expect(
      lines
        .slice(1)
        .filter((l) => l.segments.length)
        .every((l) => lineText(l).startsWith('  ')),
    ).toBe(true);
  });
});

describe('sectionLines: a readable width on a wide terminal', () => {
  const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
  const cells = Array.from({ length: 6 }, (_, i) => `column ${i} ${'x'.repeat(20)}`);
  const content = [
    item('heading', { level: 2, text: `A heading ${words}` }),
    item('paragraph', { text: words }),
    item('list', { items: [words] }),
    item('note', { label: 'NOTE', text: words }),
    item('table', {
      table: {
        ...{ index: 0, section: '6.5.3.4', page: 3, pageLabel: '3', pageEnd: 3 },
        ...{ number: 'Table 1', caption: 'Wide', headers: cells, rows: [cells], notes: [] },
      },
    }),
  ];

  it('stops prose at READABLE_WIDTH (100) columns, while a table still uses the whole width', () => {
    const lines = sectionLines(content, 240).map(lineText);
    const prose = lines.filter((l) => /word\d/.test(l));
    expect(prose.length).toBeGreaterThan(4);
    for (const l of prose) expect(l.length).toBeLessThanOrEqual(READABLE_WIDTH);
    expect(Math.max(...prose.map((l) => l.length))).toBeGreaterThan(READABLE_WIDTH - 15);
    expect(Math.max(...lines.filter((l) => /column/.test(l)).map((l) => l.length))).toBeGreaterThan(READABLE_WIDTH);
  });
});

describe('sectionLines: a table the page draws with no text in it', () => {
  it('shows its caption and says that no cell of it is text, dimmed, where a grid would be', () => {
    const content = [
      item('table', {
        table: {
          ...{ index: 0, section: '6.5.3.4', page: 3, pageLabel: '3', pageEnd: 3 },
          ...{ number: 'Table 1', caption: 'Schedule', headers: [], rows: [], notes: [] },
        },
      }),
    ];
    const lines = sectionLines(content, 80);
    expect(lines.map(lineText).filter(Boolean)).toEqual(['Table 1 — Schedule', NO_CELL_TEXT]);
    expect(hasTone(lines[1]!, 'dim')).toBe(true);
  });
});
