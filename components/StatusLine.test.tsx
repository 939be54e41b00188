import { describe, expect, it } from 'vitest';
import { statusLine } from './StatusLine.js';
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
    const long = lineText(statusLine({ width: 30, message: { kind: 'notice', text: 'compiling iso32000-2 (ISO_32000-2.pdf); this happens once' }, where: 'x' }));
    expect(long).toHaveLength(30);
    expect(long.startsWith('! compiling')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
  });
});
