/**
 * stderr for people: one-line notices, errors, and a compile progress bar that
 * is redrawn in place on a terminal. A notice first clears the bar, so the two
 * never garble each other.
 */
import type { Observable, Subscription } from 'rxjs';
import type { PdfspecError, ProgressEvent } from '../core/index.js';
import type { Factory } from './factory.js';
import { colors } from './output/style.js';
import { CLI_VOCABULARY } from './vocabulary.js';

export interface StatusLine {
  notice(message: string): void;
  error(err: PdfspecError): void;
  /**
   * Show compile progress: a bar redrawn in place on a terminal; otherwise (a
   * log, CI) a plain line every PLAIN_EVERY_MS while a compile runs, so that a
   * long compile never looks hung. Returns the subscription.
   */
  progress(events: Observable<ProgressEvent>): Subscription;
  /** Remove the bar, if any. */
  clear(): void;
}

const BAR_WIDTH = 24;
const REDRAW_MS = 100;

function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** "iso32000-2 [██████░░░░░░] 120/1020 pages  ETA 45s" */
export function progressText(e: ProgressEvent): string {
  const frac = e.pages ? Math.min(1, e.page / e.pages) : 0;
  const full = Math.round(frac * BAR_WIDTH);
  const bar = '█'.repeat(full) + '░'.repeat(BAR_WIDTH - full);
  const eta = e.page > 0 && e.pages > e.page ? `  ETA ${duration((e.elapsedMs / e.page) * (e.pages - e.page))}` : '';
  return `compiling ${e.spec} [${bar}] ${e.page}/${e.pages} pages${eta}`;
}

/** `text` names `s` as a word of its own (so "iso32000-2-2020" does not name "iso32000-2"). */
const names = (text: string, s: string): boolean => {
  for (let at = text.indexOf(s); at !== -1; at = text.indexOf(s, at + 1)) {
    const after = text.slice(at + s.length);
    if (!/^[\w-]|^\.\w/.test(after) && !/[\w.-]$/.test(text.slice(0, at))) return true;
  }
  return false;
};

/** One line: the message, suggestions that neither it nor the hint names already, and the hint. */
export function errorLine(err: PdfspecError): string {
  const extra = err.suggestions.filter((s) => !names(err.message, s) && !names(err.hint, s));
  const did = extra.length ? `; did you mean ${extra.map((s) => `"${s}"`).join(', ')}?` : '';
  const hint = err.hint ? ` (${err.hint})` : '';
  return `pdfspec: ${err.message}${did}${hint}`.replace(/[\r\n]+/g, ' ');
}

/** How often a compile that is still running says so when stderr is not a terminal. */
export const PLAIN_EVERY_MS = 10_000;

/** "still compiling x: 1200/5000 pages read, 12s so far" (or, past the last page, that the model is being built). */
export function stillCompilingText(e: ProgressEvent, elapsedMs: number): string {
  const what = e.page >= e.pages ? `all ${e.pages} pages read, building the model` : `${e.page}/${e.pages} pages read`;
  return `still compiling ${e.spec}: ${what}, ${duration(elapsedMs)} so far`;
}

/** One line per running compile (`cache build --all` runs several at once), each every PLAIN_EVERY_MS. */
function plainProgress(events: Observable<ProgressEvent>, say: (line: string) => void): Subscription {
  const latest = new Map<string, { e: ProgressEvent; at: number }>();
  let timer: NodeJS.Timeout | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const sub = events.subscribe((e) => {
    if (e.done) {
      latest.delete(e.spec);
      if (!latest.size) stop();
      return;
    }
    // The first page starts the clock: page 0 only says a compile is about to start (the compiler still loading).
    if (e.page === 0) return;
    latest.set(e.spec, { e, at: Date.now() });
    if (timer) return;
    timer = setInterval(() => {
      for (const { e: last, at } of latest.values()) say(stillCompilingText(last, last.elapsedMs + Date.now() - at));
    }, PLAIN_EVERY_MS);
    timer.unref();
  });
  sub.add(stop);
  return sub;
}

export function statusLine(f: Factory): StatusLine {
  const c = colors(f.stderrColor);
  /** Lines of progress on the terminal now: one per running compile, the cursor at the end of the last. */
  let shown = 0;
  const clear = () => {
    if (shown) f.stderr.write(shown > 1 ? `\r\x1b[${shown - 1}A\x1b[J` : '\r\x1b[K');
    shown = 0;
  };
  const notice = (message: string) => {
    clear();
    f.stderr.write(`${c.dim('pdfspec:')} ${message.replace(/^pdfspec:\s*/, '').replace(/[\r\n]+/g, ' ')}\n`);
  };
  return {
    notice,
    error(err) {
      clear();
      // The CLI's words whoever made the error: `pdfspec list-specs`, --table-index, never the MCP tool names.
      f.stderr.write(`${c.red(errorLine(err.in(CLI_VOCABULARY)))}\n`);
    },
    progress(events) {
      if (!f.stderrIsTTY) return plainProgress(events, notice);
      let last = 0;
      const running = new Map<string, ProgressEvent>();
      return events.subscribe((e) => {
        const now = Date.now();
        if (e.done) {
          running.delete(e.spec);
          return;
        }
        running.set(e.spec, e);
        if (now - last < REDRAW_MS && e.page < e.pages) return;
        last = now;
        const lines = [...running.values()].map((r) => progressText(r).slice(0, Math.max(20, f.columns - 1)));
        clear();
        f.stderr.write(lines.join('\n'));
        shown = lines.length;
      });
    },
    clear,
  };
}
