/**
 * A compile lock per cache entry, so that of several processes wanting the same
 * model only one compiles while the others wait and then read its result.
 *
 * The lock is an optimisation, not what keeps the cache correct: entries are
 * written by atomic rename, so two processes that both compile (after a stale
 * lock was broken at the same moment, say) just write identical entries.
 * A lock is stale when its holder is a dead process on this host, or when its
 * heartbeat (the holder touches the file every few seconds) has stopped.
 *
 * A lock that can be neither taken nor broken (a read-only or sticky cache
 * dir, a directory in its place, a full disk) is a LockUnusableError: the
 * caller compiles without the cache instead of waiting for ever. Every lock a
 * process holds is removed on each way out: release, exit, and a stop signal.
 */
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { lstatSync, unlinkSync } from 'node:fs';
import { lstat, open, readFile, unlink, utimes } from 'node:fs/promises';
import { writeErrorReason } from '../model/file-reasons.js';
import { pidAlive } from './atomic-write.js';

export const HEARTBEAT_MS = 2_000;
export const STALE_MS = 30_000;

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

export type Release = () => Promise<void>;

/** The lock can be neither taken nor broken; `reason` says why, with the path ("cannot write …: permission denied"). */
export class LockUnusableError extends Error {
  override name = 'LockUnusableError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

export function lockPathFor(entryPath: string): string {
  return `${entryPath}.lock`;
}

/** The locks this process holds, removed synchronously however it ends. */
const held = new Set<string>();
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Locks being created right now: the file exists as soon as the open succeeds in the thread pool, a moment
 * before this process records it as held. A stop signal in that moment finds it still empty (its owner's
 * pid is written next), and removes it.
 */
const creating = new Set<string>();

function removeHeld(): void {
  for (const path of held) {
    try {
      unlinkSync(path);
    } catch {
      // Gone already, or the dir became unwritable: a dead holder's lock is broken by the next process.
    }
  }
  held.clear();
  for (const path of creating) {
    try {
      if (lstatSync(path).size === 0) unlinkSync(path);
    } catch {
      // Not created after all.
    }
  }
  creating.clear();
}

/**
 * On a stop signal: remove the locks, then let the signal do what it would
 * have done. A process that handles the signal itself (the MCP server) exits
 * through process.exit, which the 'exit' hook covers; one that does not is
 * ended by the signal again, as if nobody had listened.
 */
function onStopSignal(signal: NodeJS.Signals): void {
  removeHeld();
  // Counted before any other listener runs (ours is prepended, and `once` listeners leave as they run).
  if (process.listenerCount(signal) === 1) {
    unwatch();
    process.kill(process.pid, signal);
  }
}

let watching = false;
function watch(): void {
  if (watching) return;
  watching = true;
  process.on('exit', removeHeld);
  for (const s of STOP_SIGNALS) process.prependListener(s, onStopSignal);
}
function unwatch(): void {
  if (!watching) return;
  watching = false;
  process.off('exit', removeHeld);
  for (const s of STOP_SIGNALS) process.off(s, onStopSignal);
}

/** Whether the lock at `lockPath` (a regular file) belongs to nobody any more. */
export async function isStale(lockPath: string, now = Date.now()): Promise<boolean> {
  const st = await lstat(lockPath).catch(() => null);
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

/**
 * Take the lock, or return null when a live process holds it. Throws
 * LockUnusableError when it can be neither taken nor broken.
 */
export async function tryLock(lockPath: string, log: (m: string) => void = () => undefined): Promise<Release | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    let fh;
    // Watched before the file can exist, so that no stop signal finds a lock of ours that nobody removes.
    creating.add(lockPath);
    watch();
    try {
      fh = await open(lockPath, 'wx', 0o644);
    } catch (err) {
      creating.delete(lockPath);
      if (!held.size && !creating.size) unwatch();
      const code = (err as NodeJS.ErrnoException).code;
      // The folder is what cannot be written (read-only, not a folder, full): name it, as a cache write would.
      if (code !== 'EEXIST') throw new LockUnusableError(`cannot write ${dirname(lockPath)}: ${writeErrorReason(err)}`);
      const st = await lstat(lockPath).catch(() => null);
      // Not a file we could have written (a directory, a link): never ours to break.
      if (st && !st.isFile())
        throw new LockUnusableError(`cannot use the compile lock ${lockPath}: it is not a regular file`);
      if (attempt === 0 && (await isStale(lockPath))) {
        log(`breaking stale compile lock ${lockPath}`);
        const broken = await unlink(lockPath).then(
          () => null,
          (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? null : e),
        );
        if (broken)
          throw new LockUnusableError(`cannot break the stale compile lock ${lockPath}: ${writeErrorReason(broken)}`);
        continue;
      }
      return null;
    }
    held.add(lockPath);
    creating.delete(lockPath);
    try {
      const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
      await fh.writeFile(JSON.stringify(info));
    } catch (err) {
      // A full disk: an empty lock would make others wait for its heartbeat to stop; leave none.
      await fh.close().catch(() => undefined);
      await unlink(lockPath).catch(() => undefined);
      held.delete(lockPath);
      throw new LockUnusableError(`cannot write ${lockPath}: ${writeErrorReason(err)}`);
    }
    await fh.close();
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
      held.delete(lockPath);
      if (!held.size) unwatch();
      await unlink(lockPath).catch(() => undefined);
    };
  }
  return null;
}
