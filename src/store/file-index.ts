/**
 * A small persistent map from a file's path and version (size, mtime, ctime,
 * inode) to facts learned about it at some cost: its sha256 (store) or its
 * title and page count (registry). A warm process reads one small JSON file
 * instead of hashing 20 MB or loading pdfjs.
 *
 * Best effort by design: an unreadable or corrupt index is an empty one, a
 * failed save is logged, and concurrent writers never break the file (atomic
 * write). A save merges this process's changes into the rows on disk at that
 * moment, so writers lose each other's rows only in the instant between that
 * read and the rename (such rows are then recomputed).
 */
import type { Stats } from 'node:fs';
import { writeFileAtomic } from './atomic-write.js';
import { readRegularFile } from './fs-guards.js';

export interface FileVersion {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

export function versionOf(st: Stats): FileVersion {
  return { size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs, ino: st.ino };
}

function sameVersion(a: FileVersion, b: FileVersion): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

type Row<T> = FileVersion & { facts: T };

export class FileIndex<T> {
  private rows: Record<string, Row<T>> | null = null;
  /** Rows this process set (or deleted: null) since its last save. */
  private readonly changed = new Map<string, Row<T> | null>();

  constructor(
    private readonly path: string,
    /** Bumped when T changes shape; an index of another version is ignored. */
    private readonly version: number,
    private readonly log: (m: string) => void = () => undefined,
  ) {}

  private async read(): Promise<Record<string, Row<T>>> {
    try {
      const parsed = JSON.parse((await readRegularFile(this.path)).toString('utf8')) as {
        version?: unknown;
        rows?: unknown;
      };
      if (parsed && parsed.version === this.version && parsed.rows && typeof parsed.rows === 'object') {
        return parsed.rows as Record<string, Row<T>>;
      }
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') this.log(`ignoring unreadable index ${this.path}: ${(err as Error).message}`);
    }
    return {};
  }

  private async load(): Promise<Record<string, Row<T>>> {
    this.rows ??= await this.read();
    return this.rows;
  }

  async get(file: string, v: FileVersion): Promise<T | undefined> {
    const row = (await this.load())[file];
    return row && sameVersion(row, v) ? row.facts : undefined;
  }

  async set(file: string, v: FileVersion, facts: T): Promise<void> {
    const rows = await this.load();
    rows[file] = { ...v, facts };
    this.changed.set(file, rows[file]);
  }

  /** Forget rows for which `keep` says no (files gone from a scanned directory). */
  async prune(keep: (file: string) => boolean): Promise<void> {
    const rows = await this.load();
    for (const file of Object.keys(rows)) {
      if (!keep(file)) {
        delete rows[file];
        this.changed.set(file, null);
      }
    }
  }

  async save(): Promise<void> {
    if (!this.changed.size) return;
    try {
      // Other processes may have saved rows since we loaded: keep theirs, with ours on top.
      const rows = await this.read();
      for (const [file, row] of this.changed) {
        if (row) rows[file] = row;
        else delete rows[file];
      }
      await writeFileAtomic(this.path, JSON.stringify({ version: this.version, rows }));
      this.rows = rows;
      this.changed.clear();
    } catch (err) {
      this.log(`could not save index ${this.path}: ${(err as Error).message}`);
    }
  }
}
