/**
 * stdout either receives every byte of the answer or the run ends with exit 5
 * and one line on stderr. A closed pipe (`pdfspec … | head`) is the reader's
 * choice and ends the run quietly.
 *
 * Node writes a stdout that is a file (or a device that is not a terminal)
 * with one write(2) per chunk and ignores a short count: on a full file system
 * or past `ulimit -f` it keeps the first bytes, drops the rest and reports
 * nothing. The stream's _write is replaced by one that writes until every
 * byte is out, so the failure of the next write(2) (ENOSPC, EFBIG, EIO)
 * reaches the stream's 'error' event.
 */
import { fstatSync, writeSync } from 'node:fs';
import { EXIT_CODES } from '../core/index.js';
import { writeErrorReason } from '../model/file-reasons.js';

type WriteSync = (fd: number, buffer: Uint8Array, offset: number, length: number) => number;

/** Write every byte of `bytes` to `fd`; throws the error of the first write(2) that fails. */
export function writeAll(fd: number, bytes: Uint8Array, write: WriteSync = writeSync): void {
  let done = 0;
  while (done < bytes.length) {
    const n = write(fd, bytes, done, bytes.length - done);
    // A count of 0 for a non-empty write: the next write would only repeat it.
    if (n <= 0) throw Object.assign(new Error('write returned 0 bytes'), { code: 'EIO' });
    done += n;
  }
}

interface FdStream {
  fd?: number;
  _write?: (chunk: Uint8Array | string, encoding: BufferEncoding, cb: (err?: Error | null) => void) => void;
}

/** Whether fd 1 is written by Node's SyncWriteStream: anything but a terminal, a pipe or a socket. */
function isSyncFile(fd: number): boolean {
  try {
    const st = fstatSync(fd);
    return !process.stdout.isTTY && !st.isFIFO() && !st.isSocket();
  } catch {
    return false;
  }
}

/** Make `stream` (process.stdout by default) write every byte of each chunk, or fail with the error that stops it. */
export function writeWholeChunks(stream: FdStream = process.stdout as unknown as FdStream): void {
  const fd = stream.fd;
  if (typeof fd !== 'number' || typeof stream._write !== 'function' || !isSyncFile(fd)) return;
  stream._write = (chunk, encoding, cb) => {
    try {
      writeAll(fd, typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
    } catch (err) {
      cb(err as Error);
      return;
    }
    cb();
  };
}

/**
 * Guard the real process's stdout: every byte written, and a write error is one
 * line and exit 5 (`exitCode()` is the run's own code, kept when the reader went away).
 */
export function guardProcessStdout(exitCode: () => number): void {
  writeWholeChunks();
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(exitCode());
    try {
      process.stderr.write(`pdfspec: cannot write output: ${writeErrorReason(err)}\n`);
    } finally {
      process.exit(EXIT_CODES.write_failed);
    }
  });
}
