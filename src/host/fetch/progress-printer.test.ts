import { describe, expect, it } from 'vitest';
import type { FetchEvent, FetchResult } from './fetch-spec.js';
import { fetchProgressPrinter } from './progress-printer.js';

const result: FetchResult = {
  url: 'http://h/a.pdf',
  file: '/specs/a.pdf',
  bytes: 2 * 1024 * 1024,
  pages: 57,
  title: 'T',
  id: 'wtpdf',
  recognisedBy: 'name',
  replaced: false,
  retries: 2,
  elapsedMs: 2000,
};

function drive(isTTY: boolean, events: Array<[number, FetchEvent]>): string {
  let out = '';
  let now = 0;
  const print = fetchProgressPrinter({ write: (s) => (out += s), isTTY }, () => now);
  for (const [t, e] of events) {
    now = t;
    print(e);
  }
  return out;
}

const events: Array<[number, FetchEvent]> = [
  [0, { kind: 'start', url: 'http://h/a.pdf', as: null }],
  [10, { kind: 'retry', retry: 1, of: 3, delayMs: 1000, reason: 'HTTP 503 Service Unavailable: http://h/a.pdf' }],
  [1100, { kind: 'response', url: 'http://h/a.pdf', total: 2 * 1024 * 1024, suggestedName: null }],
  [1150, { kind: 'bytes', bytes: 1024, total: 2 * 1024 * 1024 }],
  [1160, { kind: 'bytes', bytes: 2048, total: 2 * 1024 * 1024 }],
  [7000, { kind: 'bytes', bytes: 1024 * 1024, total: 2 * 1024 * 1024 }],
  [8000, { kind: 'bytes', bytes: 2 * 1024 * 1024, total: 2 * 1024 * 1024 }],
  [8010, { kind: 'verifying', url: 'http://h/a.pdf' }],
  [8200, { kind: 'done', result }],
];

describe('fetchProgressPrinter', () => {
  it('writes plain lines when stderr is not a terminal: start, retries, a heartbeat every 5 s, the summary', () => {
    expect(drive(false, events).split('\n')).toEqual([
      'fetching http://h/a.pdf',
      '  retry 1/3 in 1.0 s: HTTP 503 Service Unavailable: http://h/a.pdf',
      '  1.0 MB / 2.0 MB (50%)  146.3 KB/s  1 retry',
      '  2.0 MB in 2.0 s (1.0 MB/s, 2 retries), 57 pages',
      '',
    ]);
  });

  it('redraws one line in place on a terminal, at most every 100 ms, and clears it before other lines', () => {
    const out = drive(true, events);
    const redraws = out.match(/\r\x1b\[K {2}[\d.]+ [KM]?B \/ /g) ?? [];
    // 1150 draws, 1160 is throttled, 7000 and the final 100% draw.
    expect(redraws).toHaveLength(3);
    expect(out).toContain('\r\x1b[K  2.0 MB / 2.0 MB (100%)');
    expect(out.endsWith('\r\x1b[K  2.0 MB in 2.0 s (1.0 MB/s, 2 retries), 57 pages\n')).toBe(true);
  });
});
