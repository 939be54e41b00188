import { describe, expect, it } from 'vitest';
import { statusLines } from './StatusLine.js';

const statusLine = (p: Parameters<typeof statusLines>[0]) => statusLines(p)[0]!;
import { lineText } from './lib/line.js';

describe('statusLine', () => {
  it('shows where the reader is and the main keys, within the width', () => {
    const text = lineText(statusLine({ width: 80, message: null, where: 'iso32000-2 § 7.3.4' }));
    expect(text).toMatch(/^iso32000-2 § 7\.3\.4 +\?:help \/:search ::jump d:diff s:specs r:reqs q:quit$/);
    expect(text.length).toBe(80);
  });

  it('falls back to a short hint on a narrow terminal', () => {
    const text = lineText(statusLine({ width: 40, message: null, where: 'iso32000-2 § 7.3.4' }));
    expect(text).toContain('? help · q quit');
    expect(text.length).toBeLessThanOrEqual(40);
  });

  it('puts errors and notices first, marked in text as well as colour', () => {
    const err = statusLine({ width: 60, message: { kind: 'error', text: 'no section 99 in iso32000-2' }, where: 'x' });
    expect(lineText(err)).toBe('✖ no section 99 in iso32000-2');
    expect(err.segments[0]?.tone).toBe('error');
  });

  it('wraps a long message to two lines and cuts the rest', () => {
    const two = statusLines({
      width: 60,
      message: {
        kind: 'error',
        text: 'iso32000-2: ISO_32000-2_sponsored-ec2.pdf not found — get it from the PDF Association',
      },
      where: 'x',
    }).map(lineText);
    expect(two).toHaveLength(2);
    expect(two.every((l) => l.length <= 60)).toBe(true);
    expect(two.join(' ').replace(/\s+/g, ' ')).toContain('ISO_32000-2_sponsored-ec2.pdf not found');
    const cut = statusLines({
      width: 30,
      message: {
        kind: 'notice',
        text: 'compiling iso32000-2 (ISO_32000-2.pdf); this happens once per file version, then never again',
      },
      where: 'x',
    }).map(lineText);
    expect(cut).toHaveLength(2);
    expect(cut[0]?.startsWith('! compiling')).toBe(true);
    expect(cut[1]?.endsWith('…')).toBe(true);
    expect(cut.every((l) => l.length <= 30)).toBe(true);
  });
});
