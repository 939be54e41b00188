/**
 * Whether the spec directories may have changed since a moment, for a long-lived process (the MCP server, the
 * TUI). Rescanning them is a readdir and a stat per PDF, cheap once but a large share of a warm server's answer to
 * a search asked over and over. While every directory is watched, a scan stands until the file system reports a change in one of them
 * — a file added, removed, renamed or written — or until it is MAX_AGE_MS old, for the changes no event reports
 * (a network share, the target of a link outside the directory). A directory that cannot be watched (missing, no
 * watches left) turns watching off: every call scans again, as in a one-shot process.
 */
import { watch, type FSWatcher } from 'node:fs';

/** A moment a scan starts from: the changes counted so far, and the time. */
export interface Moment {
  generation: number;
  at: number;
}

/** The oldest scan reused: what a change no event reports waits at most. */
export const MAX_AGE_MS = 2000;

export class DirWatch {
  private watchers: FSWatcher[] | null = null;
  private off = false;
  /** Counts reported changes: a scan taken at generation g stands while it is still g. */
  private generation = 0;

  /** Starts watching `dirs` (once); false when watching is off, so that nothing may be reused. */
  arm(dirs: readonly string[]): boolean {
    if (this.off) return false;
    if (this.watchers) return true;
    try {
      this.watchers = dirs.map((dir) => {
        // persistent: false — a watch never keeps the process alive.
        const w = watch(dir, { persistent: false }, () => this.changed());
        w.on('error', () => this.stop());
        return w;
      });
      return true;
    } catch {
      this.stop();
      return false;
    }
  }

  /** The moment a scan starts from. */
  now(): Moment {
    return { generation: this.generation, at: Date.now() };
  }

  /** Nothing reported a change since `since`, and it is recent enough to trust that. */
  unchangedSince(since: Moment): boolean {
    return (
      !this.off && this.watchers !== null && since.generation === this.generation && Date.now() - since.at < MAX_AGE_MS
    );
  }

  /** Something changed that no watch saw (the registry marked a file unusable). */
  changed(): void {
    this.generation++;
  }

  stop(): void {
    this.off = true;
    this.generation++;
    for (const w of this.watchers ?? []) w.close();
    this.watchers = null;
  }
}
