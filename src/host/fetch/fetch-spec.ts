/**
 * `pdfspec fetch`: download one spec PDF into the spec directory.
 *
 * The body goes to a hidden temp file in the target directory (so the final
 * rename never crosses a file system), is checked to be a PDF that pdfjs opens,
 * and only then renamed into place. Whatever ends the stream early — a
 * permanent HTTP error, retries running out, a bad body, unsubscribing on
 * Ctrl-C — removes the temp file, so nothing partial is ever left behind.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { type Observable, catchError, concat, defer, finalize, ignoreElements, map, of, tap, throwError } from 'rxjs';
import { invalidInput } from '../../core/errors.js';
import { CONTROL_CHARS } from '../../core/text-rules.js';
import { sweepDeadWriters } from '../../store/atomic-write.js';
import { makeDir } from '../../store/fs-guards.js';
import { type DownloadEvent, type DownloadOptions, download$ } from './download.js';
import { saveError } from './http-attempt.js';
import { nameFromUrl } from './target-name.js';
import { redactError, redactUserinfo, shownText } from './redact.js';
import { verifyPdf } from './verify-pdf.js';

/** How fetched files are named and recognised; backed by the spec registry. */
export interface SpecNaming {
  /** Catalogue id for `--as` (exact or unambiguous prefix); throws unknown_spec. */
  resolveId(as: string): string;
  /** The file name under which the registry recognises this catalogue id (the title or URL may fill in a year). */
  canonicalFileName(id: string, hints: { title: string | null; urlName: string }): string;
  /** The catalogue id whose file-name patterns match, or null. */
  idByFileName(fileName: string): string | null;
  /** The catalogue id whose title patterns match the document title, or null. */
  idByTitle(title: string | null): string | null;
}

export interface FetchOptions extends DownloadOptions {
  /** The directory to save into (the first of PDF_SPEC_DIR). */
  dir: string;
  naming: SpecNaming;
}

export interface FetchResult {
  url: string;
  file: string;
  bytes: number;
  pages: number;
  title: string | null;
  /** Catalogue id, or null when the file matches no catalogue entry (then it is a user spec). */
  id: string | null;
  recognisedBy: 'name' | 'title' | 'as' | null;
  /** The catalogue id the file's own name or title points to, when `--as` said something else. */
  conflictsWith?: string;
  replaced: boolean;
  retries: number;
  elapsedMs: number;
}

export type FetchEvent =
  | { kind: 'start'; url: string; as: string | null }
  | DownloadEvent
  | { kind: 'verifying'; url: string }
  | { kind: 'done'; result: FetchResult };

/** Only absolute http(s) URLs; anything else is invalid input (exit 2). */
export function parseDownloadUrl(raw: string): URL {
  // The URL parser would silently drop a tab or line break; refuse them, as every other parameter does.
  if (CONTROL_CHARS.test(raw))
    throw invalidInput(
      'invalid url: it contains control characters, tabs or line breaks; expected an http:// or https:// URL',
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidInput(
      `invalid url: got ${JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw)}; expected an http:// or https:// URL`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidInput(`invalid url: got ${JSON.stringify(url.protocol)} URL; expected an http:// or https:// URL`);
  }
  return url;
}

const PART = /^\.pdfspec-fetch-(\d+)-[0-9a-f]+\.part$/;

/** The temp file of a download by this process; its name carries our pid, so a later fetch can sweep it if we die. */
const partName = () => `.pdfspec-fetch-${process.pid}-${randomBytes(4).toString('hex')}.part`;

/** Make the folder, and remove what downloads killed without a chance to clean up (SIGKILL) left in it. */
async function prepareDir(dir: string): Promise<void> {
  try {
    await makeDir(dir);
  } catch (err) {
    throw saveError(dir, err);
  }
  await sweepDeadWriters(dir, (name) => {
    const m = PART.exec(name);
    return m ? Number(m[1]) : null;
  });
}

/** A download's events and errors, with every URL's password taken out. */
export function fetchSpec$(rawUrl: string, as: string | undefined, opts: FetchOptions): Observable<FetchEvent> {
  return rawFetch$(rawUrl, as, opts).pipe(
    map(redactEvent),
    catchError((err: unknown) => throwError(() => redactError(err))),
  );
}

function redactEvent(e: FetchEvent): FetchEvent {
  if (e.kind === 'done') return { ...e, result: { ...e.result, url: redactUserinfo(e.result.url) } };
  if (e.kind === 'retry') return { ...e, reason: shownText(e.reason) };
  return 'url' in e ? { ...e, url: shownText(e.url) } : e;
}

function rawFetch$(rawUrl: string, as: string | undefined, opts: FetchOptions): Observable<FetchEvent> {
  return defer(() => {
    const url = parseDownloadUrl(rawUrl).href;
    // Resolve --as before any network traffic: a typo must not cost a download.
    const asId = as === undefined ? undefined : opts.naming.resolveId(as);
    const tmp = join(opts.dir, partName());
    const started = Date.now();
    let suggestedName: string | null = null;
    let bytes = 0;
    let retries = 0;
    let kept = false;

    const finish$ = defer(async (): Promise<FetchEvent> => {
      const info = await verifyPdf(tmp, url);
      const urlName = nameFromUrl(url, suggestedName);
      const name = asId === undefined ? urlName : opts.naming.canonicalFileName(asId, { title: info.title, urlName });
      const target = join(opts.dir, name);
      const byName = opts.naming.idByFileName(name);
      const byTitle = opts.naming.idByTitle(info.title);
      const replaced = existsSync(target);
      await rename(tmp, target).catch((err: unknown) => Promise.reject(saveError(opts.dir, err)));
      kept = true;
      const result: FetchResult = {
        url,
        file: target,
        bytes,
        pages: info.pages,
        title: info.title,
        id: asId ?? byName ?? byTitle ?? null,
        recognisedBy: asId !== undefined ? 'as' : byName ? 'name' : byTitle ? 'title' : null,
        replaced,
        retries,
        elapsedMs: Date.now() - started,
      };
      // With --as the name makes it that spec; say so when its own title points elsewhere.
      if (asId !== undefined && byTitle && byTitle !== asId) result.conflictsWith = byTitle;
      return { kind: 'done', result };
    });

    return concat(
      of<FetchEvent>({ kind: 'start', url, as: asId ?? null }),
      defer(() => prepareDir(opts.dir)).pipe(ignoreElements()),
      download$(url, tmp, opts).pipe(
        tap((e) => {
          if (e.kind === 'response') suggestedName = e.suggestedName;
          else if (e.kind === 'bytes') bytes = e.bytes;
          else if (e.kind === 'retry') retries = e.retry;
        }),
      ),
      of<FetchEvent>({ kind: 'verifying', url }),
      finish$,
    ).pipe(
      finalize(() => {
        try {
          if (!kept) rmSync(tmp, { force: true });
        } catch {
          // nothing was written there (its folder is not a folder, or not ours to write)
        }
      }),
    );
  });
}
