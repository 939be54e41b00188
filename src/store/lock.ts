/**
 * A compile lock per cache entry, so that of several processes wanting the same
 * model only one compiles while the others wait and then read its result.
 *
 * The lock is an optimisation, not what keeps the cache correct: entries are
 * written by atomic rename, so two processes that both compile (after a stale
 * lock was broken at the same moment, say) just write identical entries.
 * A lock is stale when its holder is a dead process on this host, or when its
 * heartbeat (the holder touches the file every few seconds) has stopped.
 */
import { hostname } from 'node:os';
import { open, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { pidAlive } from './atomic-write.js';

export const HEARTBEAT_MS = 2_000;
export const STALE_MS = 30_000;

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

export type Release = () => Promise<void>;

export function lockPathFor(entryPath: string): string {
  return `${entryPath}.lock`;
}

export async function isStale(lockPath: string, now = Date.now()): Promise<boolean> {
  const st = await stat(lockPath).catch(() => null);
  if (!st) return false; // gone: not ours to break, just try again
  if (now - st.mtimeMs > STALE_MS) return true;
  let info: LockInfo | null = null;
  try {
    info = JSON.parse(await readFile(lockPath, 'utf8')) as LockInfo;
  } catch {
    // Created but not yet written, or written by a process killed mid-write.
    return now - st.mtimeMs > HEARTBEAT_MS * 2;
  }
  return info.host === hostname() && !pidAlive(info.pid);
}

/** Take the lock, or return null when a live process holds it. */
export async function tryLock(lockPath: string, log: (m: string) => void = () => undefined): Promise<Release | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fh = await open(lockPath, 'wx', 0o644);
      try {
        const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
        await fh.writeFile(JSON.stringify(info));
      } finally {
        await fh.close();
      }
      const beat = setInterval(() => {
        const t = new Date();
        utimes(lockPath, t, t).catch(() => undefined);
      }, HEARTBEAT_MS);
      beat.unref();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        clearInterval(beat);
        await unlink(lockPath).catch(() => undefined);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (attempt === 0 && (await isStale(lockPath))) {
        log(`breaking stale compile lock ${lockPath}`);
        await unlink(lockPath).catch(() => undefined);
        continue;
      }
      return null;
    }
  }
  return null;
}
