/**
 * What `cache info` and `cache clear` do with the cache dir: list every entry
 * (each checked in full), and remove pdfspec's own files — and nothing else,
 * reporting each file that could not be removed rather than claiming success.
 */
import { readdir, rmdir, stat, unlink } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-write.js';
import { join } from 'node:path';
import { writeErrorReason } from '../model/file-reasons.js';
import { decodeEntry, decodeHeader, type EntryHeader } from './entry-format.js';
import { readRegularFile, refuseSymlink } from './fs-guards.js';

export const ENTRY_NAME = /^m-([0-9a-f]{64})-(\d+)-c(\d+)\.pdfspec$/;
export const HASH_INDEX = 'hashes.json';
export const SCAN_INDEX = 'scan.json';

export interface CacheEntryInfo {
  path: string;
  spec: string | null;
  file: string | null;
  /** Size of the source PDF. */
  size: number | null;
  /** Size of the cache entry. */
  bytes: number;
  compiledAt: string | null;
  compilerVersion: number | null;
  /** Built by this version of the compiler (older entries are never read). */
  current: boolean;
  valid: boolean;
  reason?: string;
}

export interface ClearResult {
  dir: string;
  removed: number;
  bytes: number;
  /** Files (or the directories holding them) that could not be removed, with why. */
  failed: Array<{ path: string; reason: string }>;
}

export async function listEntries(modelsDir: string, compilerVersion: number): Promise<CacheEntryInfo[]> {
  const names = await readdir(modelsDir).catch(() => [] as string[]);
  const out: CacheEntryInfo[] = [];
  for (const name of names.sort()) {
    const m = ENTRY_NAME.exec(name);
    if (!m) continue;
    const path = join(modelsDir, name);
    const buf = await readRegularFile(path).catch(() => null);
    if (!buf) continue;
    let header: EntryHeader | null = null;
    let reason: string | undefined;
    try {
      header = decodeHeader(buf);
      decodeEntry(buf);
      if (header.sha256 !== m[1] || header.size !== Number(m[2]) || header.compilerVersion !== Number(m[3])) {
        reason = 'header does not match the file name';
      }
    } catch (err) {
      reason = (err as Error).message;
    }
    out.push({
      path,
      spec: header?.spec ?? null,
      file: header?.file ?? null,
      size: header?.size ?? null,
      bytes: buf.length,
      compiledAt: header?.createdAt ?? null,
      compilerVersion: header?.compilerVersion ?? null,
      current: header?.compilerVersion === compilerVersion,
      valid: !reason,
      ...(reason ? { reason } : {}),
    });
  }
  return out;
}

/**
 * The dir may be one the user chose ($PDFSPEC_CACHE_DIR=~/something), so only
 * pdfspec's own file names go, and never recursively.
 */
export async function clearCache(dir: string, modelsDir: string): Promise<ClearResult> {
  const result: ClearResult = { dir, removed: 0, bytes: 0, failed: [] };
  const fail = (path: string, err: unknown) => result.failed.push({ path, reason: writeErrorReason(err) });
  // A directory that is not there (or is not a directory) holds nothing to remove; one that cannot be read is a failure.
  const names = async (d: string) =>
    readdir(d).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT' && err.code !== 'ENOTDIR') fail(d, err);
      return [] as string[];
    });
  const drop = async (path: string) => {
    const st = await stat(path).catch(() => null);
    if (!st?.isFile()) return;
    try {
      await unlink(path);
      result.removed++;
      result.bytes += st.size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') fail(path, err);
    }
  };
  // Never through a link: models -> /etc must not empty /etc of anything that looks like ours.
  const linked = await refuseSymlink(modelsDir).then(
    () => false,
    (err: unknown) => (fail(modelsDir, err), true),
  );
  for (const name of linked ? [] : await names(modelsDir)) {
    const base = name.replace(/\.lock$/, '').replace(/\.tmp-.*$/, '');
    if (ENTRY_NAME.test(base)) await drop(join(modelsDir, name));
  }
  // Empty now, unless something else lives there (or removing failed): then it stays.
  if (!linked) await rmdir(modelsDir).catch(() => undefined);
  for (const name of await names(dir)) {
    const base = name.replace(/\.tmp-.*$/, '');
    if (base === HASH_INDEX || base === SCAN_INDEX) await drop(join(dir, name));
  }
  return result;
}

/**
 * `cache clear --spec`: the entries compiled from `file` (by its path or its spec id) and the rows the
 * indexes keep about it — its hash, its title, and a mark of unusable — so the next command reads it afresh.
 */
export async function clearFile(
  dir: string,
  modelsDir: string,
  compilerVersion: number,
  target: { file: string; spec: string },
): Promise<ClearResult> {
  const result: ClearResult = { dir, removed: 0, bytes: 0, failed: [] };
  for (const e of await listEntries(modelsDir, compilerVersion)) {
    if (e.file !== target.file && e.spec !== target.spec) continue;
    try {
      await unlink(e.path);
      result.removed++;
      result.bytes += e.bytes;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        result.failed.push({ path: e.path, reason: writeErrorReason(err) });
    }
  }
  for (const name of [HASH_INDEX, SCAN_INDEX]) {
    const path = join(dir, name);
    try {
      const index = JSON.parse((await readRegularFile(path)).toString('utf8')) as { rows?: Record<string, unknown> };
      if (!index.rows || !Object.hasOwn(index.rows, target.file)) continue;
      delete index.rows[target.file];
      await writeFileAtomic(path, JSON.stringify(index));
      result.removed++;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // No index, or one not readable as JSON (it is rebuilt as empty anyway): nothing of this file is kept.
      if (code !== 'ENOENT' && !(err instanceof SyntaxError))
        result.failed.push({ path, reason: writeErrorReason(err) });
    }
  }
  return result;
}
