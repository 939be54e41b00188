import { describe, expect, it } from 'vitest';
import { formatBytes, formatMiB } from './bytes.js';

describe('sizes in text', () => {
  it('formats sizes in binary units', () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(5 * 1024 * 1024)]).toEqual(['512 B', '1.5 KB', '5.0 MB']);
    expect(formatBytes(1_000_000)).toBe('976.6 KB');
  });

  it('states limits in MiB, whole or to a decimal', () => {
    expect(formatMiB(2 * 1024 * 1024)).toBe('2 MiB');
    expect(formatMiB(10 * 1024 * 1024, 1)).toBe('10.0 MiB');
    expect(formatMiB(1.5 * 1024 * 1024)).toBe('2 MiB');
  });
});
