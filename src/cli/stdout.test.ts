import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeAll, writeWholeChunks } from './stdout.js';

/** A write(2) that takes at most `step` bytes per call and fails with `code` once `room` bytes are in. */
function failingAfter(room: number, step: number, code = 'ENOSPC') {
  const got: number[] = [];
  const write = (_fd: number, buf: Uint8Array, off: number, len: number) => {
    if (got.length >= room) throw Object.assign(new Error(code), { code });
    const n = Math.min(len, step, room - got.length);
    got.push(...buf.subarray(off, off + n));
    return n;
  };
  return { got, write };
}

describe('writeAll: every byte, or the error that stopped it', () => {
  it('joins short writes into the whole chunk', () => {
    const sink = failingAfter(1000, 7);
    writeAll(1, Buffer.from('x'.repeat(100)), sink.write);
    expect(sink.got).toHaveLength(100);
  });

  it('throws the error of the write after the last byte that fit (a stream that fails after N bytes)', () => {
    const sink = failingAfter(64, 50);
    expect(() => writeAll(1, Buffer.alloc(200), sink.write)).toThrow(expect.objectContaining({ code: 'ENOSPC' }));
    expect(sink.got).toHaveLength(64);
  });

  it('a write that takes 0 bytes is an error, not a loop', () => {
    expect(() => writeAll(1, Buffer.alloc(10), () => 0)).toThrow(expect.objectContaining({ code: 'EIO' }));
  });
});

describe('writeWholeChunks', () => {
  it('leaves a stream without a file descriptor alone', () => {
    const w = new Writable({ write: (_c, _e, cb) => cb() });
    const before = w._write;
    writeWholeChunks(w as never);
    expect(w._write).toBe(before);
  });

  it("writes a file stream's chunks whole through its descriptor", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdfspec-stdout-'));
    const fd = openSync(join(dir, 'out'), 'w');
    try {
      const w = Object.assign(new Writable({ write: (_c, _e, cb) => cb(new Error('not replaced')) }), { fd });
      writeWholeChunks(w as never);
      await new Promise<void>((done, fail) => w.write('héllo\n', (err) => (err ? fail(err) : done())));
      expect(readFileSync(join(dir, 'out'), 'utf8')).toBe('héllo\n');
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
