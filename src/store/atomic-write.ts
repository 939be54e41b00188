/**
 * Crash-safe file replacement: a reader sees the old file or the new one, never
 * half of either. The temp file sits in the target's own directory so the
 * rename never crosses a file system; its name carries our pid so a sweep can
 * tell a dead writer's leftovers from a live writer's work in progress.
 */
import { open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { makeDir } from './fs-guards.js';

const TMP_MARK = '.tmp-';
/** A temp file older than this is abandoned even if its pid looks alive (pid reuse). */
const ABANDONED_MS = 60 * 60 * 1000;

export function isTempName(name: string): boolean {
  return name.includes(TMP_MARK);
}

export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const dir = dirname(path);
  await makeDir(dir);
  // node:crypto loaded on first write, not imported: a warm command that writes nothing never loads it (~6 ms).
  const nonce = process.getBuiltinModule('node:crypto').randomBytes(4).toString('hex');
  const tmp = join(dir, `${basename(path)}${TMP_MARK}${process.pid}-${nonce}`);
  let renamed = false;
  try {
    const fh = await open(tmp, 'wx', 0o644);
    try {
      await fh.writeFile(data);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, path);
    renamed = true;
    await syncDir(dir);
  } finally {
    if (!renamed) await unlink(tmp).catch(() => undefined);
  }
}

/** Make the rename itself durable; not every platform lets a directory be fsynced. */
async function syncDir(dir: string): Promise<void> {
  try {
    const fh = await open(dir, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch {
    // best effort (Windows, some network file systems)
  }
}

export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Remove the files of writers that died (SIGKILL, power loss): every file in
 * `dir` whose name `pidOf` reads a writer's pid from, when that process is
 * gone (or the file is older than an hour: pids are reused). Returns how many.
 */
export async function sweepDeadWriters(dir: string, pidOf: (name: string) => number | null): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = pidOf(name);
    if (pid === null) continue;
    const path = join(dir, name);
    const st = await stat(path).catch(() => null);
    if (!st?.isFile()) continue;
    if (pidAlive(pid) && Date.now() - st.mtimeMs < ABANDONED_MS) continue;
    if (
      await unlink(path).then(
        () => true,
        () => false,
      )
    )
      removed++;
  }
  return removed;
}

/** Remove temp files left by writers that died (SIGKILL, power loss). Returns how many were removed. */
export function sweepTempFiles(dir: string): Promise<number> {
  return sweepDeadWriters(dir, (name) => {
    const at = name.indexOf(TMP_MARK);
    return at < 0 ? null : Number(name.slice(at + TMP_MARK.length).split('-')[0]);
  });
}
