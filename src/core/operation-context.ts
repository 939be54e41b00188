/**
 * What an operation needs from the outside world: the specs there are, and a
 * reader of each one's compiled model. Operations are pure functions of
 * (context, validated input). A real process gets its context from
 * process-context.ts (registry, cache, compiler); tests build one over
 * in-memory models (test/support/test-model.ts).
 */
import type { Observable, Subject } from 'rxjs';
import type { ModelReader } from '../model/reader.js';

export type Category = 'standard' | 'ts' | 'pdfua' | 'guide' | 'appnote' | 'sample' | 'user';

export interface SpecEntry {
  id: string;
  title: string;
  category: Category;
  /** Known page count (the file's own when compiled or opened), else the catalogue's. */
  pages: number | null;
  /** Absolute path of the PDF, or null when no file was found. */
  file: string | null;
  available: boolean;
  /** Why a present file is unavailable (truncated, encrypted, not a PDF, unreadable …). */
  reason?: string;
  /** Read from the file, when there is one: its metadata title (Info or XMP), and the title printed on page 1. */
  metadataTitle?: string | null;
  printedTitle?: string | null;
}

/** Emitted while a spec is compiled; the model follows when it is done. */
export interface ProgressEvent {
  spec: string;
  /** Pages done so far and in all. */
  page: number;
  pages: number;
  /** ms since the compile started; ETA = elapsed / page * (pages - page). */
  elapsedMs: number;
  /** Set on the last event of a compile (it ended: a model, an error or cancelled). */
  done?: true;
}

export interface OperationContext {
  /** Every catalogue entry plus user specs found in the spec dirs (catalogue order, then user specs). */
  specs(): Observable<SpecEntry[]>;
  /**
   * Resolve a `spec` parameter: exact id, then case-insensitive, then unambiguous prefix.
   * undefined → the default spec (`defaultId`, normally iso32000-2); when that is not
   * available, the best available spec in catalogue order, announced via `notice`.
   * Errors: unknown_spec (with suggestions), missing_file (names the file and where to get it).
   */
  resolveSpec(spec: string | undefined, defaultId?: string): Observable<SpecEntry>;
  /** The spec a call without `spec` reads (a process: PDFSPEC_DEFAULT_SPEC); absent: iso32000-2. */
  readonly defaultSpec?: string;
  /** A reader of the compiled model of an available spec: from the cache, or compiled (progress on progress$). */
  reader(entry: SpecEntry): Observable<ModelReader>;
  /** Compile progress of any spec, for the front ends' progress displays. */
  readonly progress$: Subject<ProgressEvent>;
  /** One-line notices for the user (fallbacks, defaults); the CLI prints them on stderr. */
  notice(message: string): void;
  /** Verbose diagnostics (fallbacks taken, retries); shown with --verbose or in the MCP log. */
  log(message: string): void;
}
