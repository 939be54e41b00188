/**
 * Finds the PDFs in the spec directories and learns, once per file version,
 * whether each opens and what its title and page count are. The facts are
 * kept in a small index in the cache dir, so a warm process never loads pdfjs:
 * only a file that is new or changed since the last run is probed.
 */
import type { Stats } from 'node:fs';
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { defer, lastValueFrom, map, tap } from 'rxjs';
import type { FileIndex } from '../../store/file-index.js';
import { versionOf } from '../../store/file-index.js';
import { DIR_REASONS, FILE_REASONS, cannotOpenReason } from '../../model/file-reasons.js';
import { COMPILER_VERSION } from '../../model/types.js';
import type { TitleFault } from '../../model/document-title.js';
import {
  isTransient,
  openFailureReason,
  retryTransient,
  unavailableOnOpenFailure,
  type RetryTransientConfig,
} from '../../core/resilience/index.js';

/** What a probe learns; facts of a file probed by an older pdfspec (no printed title) are probed again. */
export const PROBE_VERSION = 2;

export interface ProbeFacts {
  /** The metadata title (Info, else XMP). */
  title: string | null;
  pages: number | null;
  /** The title printed on page 1, and why the metadata title is not the one to show (null: it is). */
  printedTitle?: string | null;
  titleFault?: TitleFault | null;
  probeVersion?: number;
  /** Set when the file cannot be used: "encrypted (password required)", "empty file (0 bytes)" … */
  reason?: string;
  /** The compiler that found the file unusable: a mark made by another compiler is tried again. */
  compiler?: number;
}

/** A remembered mark of unusable that this pdfspec should not trust: made by another compiler (or by one that did not say). */
export const staleMark = (facts: ProbeFacts): boolean =>
  facts.reason !== undefined && facts.compiler !== COMPILER_VERSION;

export interface ScannedFile extends ProbeFacts {
  path: string;
  name: string;
  dir: string;
}

export interface ScanResult {
  files: ScannedFile[];
  /** Directory-level problems ("/x/specs: no such directory"), for messages about missing files. */
  problems: string[];
}

export type Probe = (file: string) => Promise<{
  title: string | null;
  pages: number;
  printedTitle?: string | null;
  titleFault?: TitleFault | null;
}>;

/** What the scan keeps of a probe's answer: the same for a probe run now and for facts shipped beside a file. */
export function factsOfProbe(info: Awaited<ReturnType<Probe>>): ProbeFacts {
  return {
    title: info.title,
    pages: info.pages,
    printedTitle: info.printedTitle ?? null,
    titleFault: info.titleFault ?? null,
    probeVersion: PROBE_VERSION,
  };
}

/** Facts known without a probe for a file of this size (the bundled samples'), or undefined. */
export type ShippedFacts = (path: string, size: number) => Promise<ProbeFacts | undefined>;

export interface ScanOptions {
  /** Asked before a probe, for a file the index does not know (registry.ts: the bundled samples' facts.json). */
  shipped?: ShippedFacts;
  index?: FileIndex<ProbeFacts> | null;
  log?: (m: string) => void;
  /** Opens a PDF and reads its title and page count; default: the compiler's probe, in a worker thread (loads pdfjs there). */
  probe?: Probe;
  retry?: RetryTransientConfig;
}

const defaultProbe: Probe = async (file) => (await import('../../compile/isolated.js')).isolatedProbe(file);

/** Why a file cannot be used, in the words shared with the resilience fallbacks. */
function reasonOf(err: unknown, isLink = false): string {
  if (isLink && (err as NodeJS.ErrnoException).code === 'ENOENT') return FILE_REASONS.brokenLink;
  return openFailureReason(err) ?? cannotOpenReason(err);
}

/** A directory's PDFs by name; `named: false` for a name that is not valid UTF-8, which no path string can reach. */
async function listDir(dir: string, problems: string[]): Promise<Array<{ name: string; named: boolean }>> {
  try {
    return (await readdir(dir, { encoding: 'buffer' }))
      .map((raw) => {
        const name = raw.toString('utf8');
        return { name, named: Buffer.from(name, 'utf8').equals(raw) };
      })
      .filter((e) => /\.pdf$/i.test(e.name))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    problems.push(`${dir}: ${code === 'ENOENT' || code === 'ENOTDIR' ? DIR_REASONS[code] : reasonOf(err)}`);
    return [];
  }
}

/**
 * What makes two paths one file: its device and inode, which the stat already read; where the file system gives no
 * inode (0: FAT and some network shares on Windows), its real path.
 */
export async function fileIdentity(path: string, st: Pick<Stats, 'dev' | 'ino'>): Promise<string> {
  if (st.ino) return `${st.dev}:${st.ino}`;
  return `path:${await realpath(path).catch(() => path)}`;
}

export async function scanSpecDirs(dirs: string[], opts: ScanOptions = {}): Promise<ScanResult> {
  const { index = null, log = () => undefined, probe = defaultProbe } = opts;
  const files: ScannedFile[] = [];
  const problems: string[] = [];
  const seenFile = new Map<string, string>();
  const seen = new Set<string>();
  const absDirs = [...new Set(dirs.map((d) => resolve(d)))];

  for (const dir of absDirs) {
    for (const { name, named } of await listDir(dir, problems)) {
      const path = join(dir, name);
      seen.add(path);
      if (!named) {
        files.push({ path, name, dir, title: null, pages: null, reason: FILE_REASONS.badName });
        continue;
      }
      const st = await statOf(path);
      if (!('dev' in st)) {
        files.push({ path, name, dir, ...st });
        continue;
      }
      // The same file reached twice (a link, or a spec dir inside another) is listed once.
      const identity = await fileIdentity(path, st);
      const first = seenFile.get(identity);
      if (first) {
        log(`${path} is the same file as ${first}; listed once`);
        continue;
      }
      seenFile.set(identity, path);
      files.push({ path, name, dir, ...(await factsOf(path, st)) });
    }
  }
  if (index) {
    const scanned = new Set(absDirs);
    await index.prune((file) => seen.has(file) || !scanned.has(dirname(file)));
    await index.save();
  }
  return { files, problems };

  /** The file's stat, or why it cannot be used; lstat only to say why a stat failed (a broken link). */
  async function statOf(path: string): Promise<Stats | ProbeFacts> {
    try {
      return await stat(path);
    } catch (err) {
      const isLink = (await lstat(path).catch(() => null))?.isSymbolicLink() ?? false;
      return { title: null, pages: null, reason: reasonOf(err, isLink) };
    }
  }

  async function factsOf(path: string, st: Stats): Promise<ProbeFacts> {
    if (!st.isFile()) return { title: null, pages: null, reason: FILE_REASONS.notRegular };
    if (st.size === 0) return { title: null, pages: null, reason: FILE_REASONS.empty };
    const v = versionOf(st);
    const known = await index?.get(path, v);
    // A mark of unusable is kept as long as its compiler is this one; good facts as long as the probe is.
    if (known && !staleMark(known) && (known.reason !== undefined || known.probeVersion === PROBE_VERSION))
      return known;
    const shipped = await opts.shipped?.(path, st.size).catch(() => undefined);
    if (shipped) {
      log(`${path}: facts shipped with it, no probe`);
      await index?.set(path, v, shipped);
      return shipped;
    }
    let transient = false;
    const facts = await lastValueFrom(
      defer(() => probe(path)).pipe(
        map(factsOfProbe),
        retryTransient(opts.retry ?? {}),
        tap({ error: (err: unknown) => void (transient = isTransient(err)) }),
        unavailableOnOpenFailure(
          path,
          (reason): ProbeFacts => ({ title: null, pages: null, reason, compiler: COMPILER_VERSION }),
          { log },
        ),
      ),
    ).catch((err: unknown): ProbeFacts => {
      // Not an open failure (a bug, or pdf.js failing in a way it does not name): still list the file, never hide it.
      log(`probing ${path} failed: ${(err as Error)?.message ?? String(err)}`);
      return { title: null, pages: null, reason: cannotOpenReason(err), compiler: COMPILER_VERSION };
    });
    // A fault that clears by itself must not be remembered as a property of the file.
    if (transient) return facts;
    log(`probed ${path}: ${facts.reason ?? `${facts.pages} pages, title ${JSON.stringify(facts.title)}`}`);
    // Saved at once: a first scan of many big PDFs that is interrupted keeps what it learned.
    await index?.set(path, v, facts);
    await index?.save();
    return facts;
  }
}
