/**
 * The spec registry of one process: which specs exist, which have a usable
 * file, and what a `spec` parameter means. Directories are scanned on every
 * call (a readdir and a stat per PDF — cheap), or, where a long-running MCP
 * server or TUI watches them (`watch`), whenever they have changed
 * (dir-watch.ts): either way it sees files added to PDF_SPEC_DIR. What is
 * costly (opening a PDF) happens once per file version thanks to the scan index.
 */
import { stat } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import { FileIndex, versionOf } from '../../store/file-index.js';
import { COMPILER_VERSION } from '../../model/types.js';
import { unusableUntil } from '../../model/file-reasons.js';
import { SCAN_INDEX } from '../../store/model-store.js';
import type { SpecEntry } from '../../core/operation-context.js';
import type { RetryTransientConfig } from '../../core/resilience/index.js';
import { loadCatalogue, type Catalogue } from '../../core/catalogue.js';
import { resolveSpecIn } from './resolve.js';
import { scanSpecDirs, type Probe, type ProbeFacts, type ShippedFacts } from './scan.js';
import { shippedFactsIn } from './shipped-facts.js';
import { buildSpecList } from './spec-list.js';
import { DirWatch, type Moment } from './dir-watch.js';

/** PDF_SPEC_DIR may list several directories, separated like PATH. */
export function specDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    ...new Set(
      (env.PDF_SPEC_DIR ?? '')
        .split(delimiter)
        .filter((d) => d.trim())
        .map((d) => resolve(d)),
    ),
  ];
}

export interface RegistryOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the scan index lives; null keeps no index (every file is probed in every process). */
  cacheDir: string | null;
  log?: (m: string) => void;
  probe?: Probe;
  retry?: RetryTransientConfig;
  /** Override the bundled sample dir (tests). */
  sampleDir?: string;
  /** Watch the directories and reuse a scan until they change: for a long-lived process (server, TUI). */
  watch?: boolean;
}

export interface RegistrySnapshot {
  entries: SpecEntry[];
  problems: string[];
}

export class SpecRegistry {
  readonly catalogue: Catalogue;
  readonly dirs: string[];
  private readonly sampleDir: string;
  private readonly index: FileIndex<ProbeFacts> | null;
  private readonly log: (m: string) => void;
  private inFlight: Promise<RegistrySnapshot> | null = null;
  private readonly dirWatch: DirWatch | null;
  /** The bundled samples' facts, so that a fresh cache probes none of them (shipped-facts.ts). */
  private readonly shipped: ShippedFacts;
  /** The last scan that ended, and the moment it started from. */
  private lastScan: { since: Moment; snapshot: RegistrySnapshot } | null = null;
  private scanCount = 0;

  constructor(private readonly opts: RegistryOptions) {
    this.catalogue = loadCatalogue();
    this.dirs = specDirs(opts.env ?? process.env);
    this.sampleDir = resolve(opts.sampleDir ?? this.catalogue.sampleDir);
    this.shipped = shippedFactsIn(this.sampleDir);
    this.log = opts.log ?? (() => undefined);
    this.index = opts.cacheDir ? new FileIndex<ProbeFacts>(join(opts.cacheDir, SCAN_INDEX), 1, this.log) : null;
    this.dirWatch = opts.watch ? new DirWatch() : null;
  }

  /** How many times the directories were scanned. */
  get scans(): number {
    return this.scanCount;
  }

  /** One scan at a time per process; callers arriving meanwhile share it; a watched scan stands until a change. */
  snapshot(): Promise<RegistrySnapshot> {
    const last = this.lastScan;
    if (last && this.dirWatch?.unchangedSince(last.since)) return Promise.resolve(last.snapshot);
    this.inFlight ??= this.watchedScan().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async watchedScan(): Promise<RegistrySnapshot> {
    // Watched before the scan starts: a change made while it runs makes the next call scan again.
    const watched = this.dirWatch?.arm([...this.dirs, this.sampleDir]) ?? false;
    const since = this.dirWatch?.now() ?? { generation: 0, at: 0 };
    this.scanCount++;
    const snapshot = await this.scan();
    this.lastScan = watched ? { since, snapshot } : null;
    return snapshot;
  }

  /** Stops watching the directories (a server shutting down); every later call scans. */
  close(): void {
    this.dirWatch?.stop();
    this.lastScan = null;
  }

  private async scan(): Promise<RegistrySnapshot> {
    const { files, problems } = await scanSpecDirs([...this.dirs, this.sampleDir], {
      shipped: this.shipped,
      index: this.index,
      log: this.log,
      probe: this.opts.probe,
      retry: this.opts.retry,
    });
    for (const p of problems) this.log(`spec dir ${p}`);
    return {
      entries: buildSpecList(this.catalogue, files, this.log),
      problems: problems.filter((p) => !p.startsWith(`${this.sampleDir}:`)),
    };
  }

  /**
   * Remember that this version of `file` cannot be used (a compile found it
   * damaged), so that listings say so from now on instead of offering it; a
   * changed file is probed afresh.
   */
  async markUnusable(file: string, reason: string): Promise<void> {
    if (!this.index) return;
    const st = await stat(file).catch(() => null);
    if (!st) return;
    // The title stays: a file recognised by its title must still be named, with its damage, next time.
    const known = await this.index.get(file, versionOf(st)).catch(() => undefined);
    await this.index.set(file, versionOf(st), {
      title: known?.title ?? null,
      pages: known?.pages ?? null,
      reason,
      compiler: COMPILER_VERSION,
    });
    await this.index.save();
    this.dirWatch?.changed();
    this.lastScan = null;
    this.log(`${file} is unusable: ${reason} (${unusableUntil()})`);
  }

  async specs(): Promise<SpecEntry[]> {
    return (await this.snapshot()).entries;
  }

  async resolve(
    spec: string | undefined,
    defaultId: string,
    notice: (m: string) => void,
    opts: { unusableToo?: boolean } = {},
  ): Promise<SpecEntry> {
    const { entries, problems } = await this.snapshot();
    return resolveSpecIn(entries, spec, defaultId, {
      catalogue: this.catalogue,
      dirs: this.dirs,
      problems,
      notice,
      ...opts,
    });
  }
}
