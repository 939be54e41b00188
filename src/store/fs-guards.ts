/**
 * File-system calls for a cache directory pdfspec does not control: the user
 * points PDFSPEC_CACHE_DIR anywhere, and an unusable cache must cost speed,
 * never an answer or a hang.
 *
 * - makeDir: `mkdir -p` in a bounded number of steps. Node's recursive mkdir
 *   loops for ever where a parent exists but refuses children (/proc/1/x:
 *   ENOENT for the child, EEXIST for the parent, again and again).
 * - readRegularFile: reads a file only when it is a regular file. A FIFO put
 *   where an index or entry should be would block a plain read for ever.
 * - refuseSymlink: a folder pdfspec writes into must not be a symbolic link
 *   (models -> /etc, and a cache run as root would write into /etc).
 */
import { constants } from 'node:fs';
import { lstat, mkdir, open, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** Missing levels created at most; deeper is not a cache directory anyone meant. */
const MAX_LEVELS = 32;

export const fsError = (code: string, message: string, path: string) =>
  Object.assign(new Error(`${code}: ${message}, '${path}'`), { code, path });

export async function makeDir(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let cur = resolve(dir); ;) {
    const st = await stat(cur).catch((err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' ? null : Promise.reject(err),
    );
    if (st) {
      if (!st.isDirectory()) throw fsError('ENOTDIR', 'not a directory', cur);
      break;
    }
    if (missing.length >= MAX_LEVELS)
      throw fsError('ENOENT', `more than ${MAX_LEVELS} missing directory levels`, resolve(dir));
    missing.push(cur);
    const parent = dirname(cur);
    if (parent === cur) break;
    cur = parent;
  }
  for (const d of missing.reverse()) {
    try {
      await mkdir(d);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (!(await stat(d)).isDirectory()) throw fsError('ENOTDIR', 'not a directory', d);
    }
  }
}

export async function readRegularFile(path: string): Promise<Buffer> {
  // O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer; for a regular file it changes nothing.
  const fh = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw fsError('EINVAL', 'not a regular file', path);
    return await fh.readFile();
  } finally {
    await fh.close();
  }
}

/** Throws (code ESYMLINK) when `path` is a symbolic link; a path that is not there is fine. */
export async function refuseSymlink(path: string): Promise<void> {
  const st = await lstat(path).catch((err: NodeJS.ErrnoException) =>
    // Not there, or a file stands where a parent folder should be: no link to follow either way.
    err.code === 'ENOENT' || err.code === 'ENOTDIR' ? null : Promise.reject(err),
  );
  if (st?.isSymbolicLink()) throw fsError('ESYMLINK', 'a symbolic link', path);
}
