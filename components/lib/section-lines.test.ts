import { describe, expect, it } from 'vitest';
import { hasTone, lineText } from './line.js';
import { sectionLines, type ContentItem } from './section-lines.js';

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
