/**
 * stderr for people: one-line notices, errors, and a compile progress bar that
 * is redrawn in place on a terminal. A notice first clears the bar, so the two
 * never garble each other.
 */
import type { Observable, Subscription } from 'rxjs';
import type { ProgressEvent } from '../core/operation-context.js';
import type { PdfspecError } from '../core/errors.js';
import type { Factory } from './factory.js';
import { colors } from './output/style.js';

export interface StatusLine {
  notice(message: string): void;
  error(err: PdfspecError): void;
  /** Show compile progress (only when stderr is a terminal); returns the subscription. */
  progress(events: Observable<ProgressEvent>): Subscription | null;
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

/** One line: the message, suggestions not already in it, and the hint. */
export function errorLine(err: PdfspecError): string {
  const extra = err.suggestions.filter((s) => !err.message.includes(s));
  const did = extra.length ? `; did you mean ${extra.map((s) => `"${s}"`).join(', ')}?` : '';
  const hint = err.hint ? ` (${err.hint})` : '';
  return `pdfspec: ${err.message}${did}${hint}`.replace(/[\r\n]+/g, ' ');
}

export function statusLine(f: Factory): StatusLine {
  const c = colors(f.stderrColor);
  let shown = false;
  const clear = () => {
    if (shown) f.stderr.write('\r\x1b[K');
    shown = false;
  };
  return {
    notice(message) {
      clear();
      f.stderr.write(`${c.dim('pdfspec:')} ${message.replace(/^pdfspec:\s*/, '').replace(/[\r\n]+/g, ' ')}\n`);
    },
    error(err) {
      clear();
      f.stderr.write(`${c.red(errorLine(err))}\n`);
    },
    progress(events) {
      if (!f.stderrIsTTY) return null;
      let last = 0;
      return events.subscribe((e) => {
        const now = Date.now();
        if (now - last < REDRAW_MS && e.page < e.pages) return;
        last = now;
        f.stderr.write(`\r${progressText(e).slice(0, Math.max(20, f.columns - 1))}\x1b[K`);
        shown = true;
      });
    },
    clear,
  };
}
