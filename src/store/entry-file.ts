/**
 * A cache entry opened to be read a part at a time. The header is read and
 * checked at open, with the layout of every part; a part's bytes (a chunk's,
 * for a chunked part) are read when first asked for and checked then, before
 * any is used — the trust rule of docs/cache.md. A warm `search` of a
 * 1000-page document reads about 4.5 of its 13.5 MB.
 *
 * The file stays open until every piece has been read (or the process ends),
 * so an entry replaced meanwhile by a writer's rename does not change what
 * this reader sees: it reads the file it opened.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import {
  BadEntryError,
  FIXED,
  checkBytes,
  checkLayout,
  decodeHeader,
  partsOf,
  type ChunkedPart,
  type EntryHeader,
  type OptionalPart,
  type PartChunk,
  type PartName,
} from './entry-format.js';
import { fsError } from './fs-guards.js';

export interface EntryFile {
  readonly header: EntryHeader;
  /** A part's bytes, checked; null for an optional part the entry does not hold. */
  part(name: PartName | OptionalPart): Buffer | null;
  /** A chunked part's chunks, as the header lists them. */
  chunks(name: ChunkedPart): PartChunk[];
  /** The bytes of chunk k of a chunked part (without brackets), checked. */
  chunk(name: ChunkedPart, k: number): Buffer;
  /** True once a part failed its check (the store's guard says; absent: not watched). */
  damaged?(): boolean;
}

type ReadAt = (position: number, length: number) => Buffer;

/** Opens the entry at `path` and checks its header; throws BadEntryError, or the file system's error. */
export function openEntry(path: string): EntryFile {
  // O_NONBLOCK: a FIFO in the entry's place opens at once instead of waiting for a writer.
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw fsError('EINVAL', 'not a regular file', path);
    const file = entryFile(
      st.size,
      (at, length) => readFd(fd, at, length),
      () => {
        closeWhenCollected.unregister(file);
        closeSync(fd);
      },
    );
    closeWhenCollected.register(file, fd, file);
    return file;
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

/** The same reading over an entry's bytes in memory (tests, and whatever holds an entry whole). */
export const entryOfBytes = (buf: Buffer): EntryFile =>
  entryFile(
    buf.length,
    (at, length) => buf.subarray(at, at + length),
    () => undefined,
  );

/** An entry whose reader is collected before it read every piece is closed then (a server keeps readers for long). */
const closeWhenCollected = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
});

function entryFile(size: number, readAt: ReadAt, readAll: () => void): EntryFile {
  const fixed = readAt(0, Math.min(FIXED, size));
  const headerLength = fixed.length === FIXED ? fixed.readUInt32LE(12) : 0;
  const header = decodeHeader(FIXED + headerLength <= size ? readAt(0, FIXED + headerLength) : fixed);
  const base = FIXED + headerLength;
  checkLayout(header, base, size);
  // Every piece (an unchunked part, a chunk) is read once; the file is closed after the last.
  const unread = new Set<string>();
  for (const name of partsOf(header)) {
    const chunks = header.parts[name]!.chunks;
    if (chunks) chunks.forEach((_, k) => unread.add(`${name}#${k}`));
    else unread.add(name);
  }
  const read = (piece: string, at: number, length: number): Buffer => {
    if (!unread.delete(piece)) throw new Error(`internal error: ${piece} of a cache entry read twice`);
    try {
      return readAt(base + at, length);
    } finally {
      if (!unread.size) readAll();
    }
  };
  return {
    header,
    part(name) {
      const p = header.parts[name];
      return p ? checkBytes(name, read(name, p.offset, p.length), p.crc32) : null;
    },
    chunks: (name) => header.parts[name].chunks!,
    chunk(name, k) {
      const p = header.parts[name];
      const c = p.chunks![k]!;
      return checkBytes(name, read(`${name}#${k}`, p.offset + c.offset, c.length), c.crc32);
    },
  };
}

function readFd(fd: number, position: number, length: number): Buffer {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, position + got);
    if (n === 0) throw new BadEntryError('corrupt', 'truncated');
    got += n;
  }
  return buf;
}
