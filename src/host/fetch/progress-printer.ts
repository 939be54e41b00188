/**
 * Download progress on stderr: bytes, rate and retries. On a terminal one line
 * is redrawn in place (at most ten times a second); when stderr is a pipe or a
 * log, plain lines are written — the start, each retry, a heartbeat every few
 * seconds and the summary — so logs stay readable.
 */
import type { FetchEvent } from './fetch-spec.js';
import { formatBytes } from '../../model/bytes.js';

export interface ProgressSink {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function fetchProgressPrinter(sink: ProgressSink, now: () => number = Date.now): (e: FetchEvent) => void {
  const tty = sink.isTTY === true;
  let started = now();
  let lastDraw = 0;
  let retries = 0;
  let drawn = false;

  const line = (bytes: number, total: number | null) => {
    const elapsed = Math.max(1, now() - started);
    const rate = `${formatBytes(Math.round((bytes * 1000) / elapsed))}/s`;
    const size = total
      ? `${formatBytes(bytes)} / ${formatBytes(total)} (${Math.floor((bytes * 100) / total)}%)`
      : formatBytes(bytes);
    return `  ${size}  ${rate}${retries ? `  ${retries} ${retries === 1 ? 'retry' : 'retries'}` : ''}`;
  };
  const clear = () => {
    if (tty && drawn) sink.write('\r\x1b[K');
    drawn = false;
  };
  const say = (text: string) => {
    clear();
    sink.write(`${text}\n`);
  };

  return (e) => {
    switch (e.kind) {
      case 'start':
        started = now();
        lastDraw = 0;
        retries = 0;
        say(`fetching ${e.url}${e.as ? ` as ${e.as}` : ''}`);
        return;
      case 'response':
        return;
      case 'bytes': {
        const t = now();
        if (tty) {
          if (t - lastDraw < 100 && e.bytes !== e.total) return;
          sink.write(`\r\x1b[K${line(e.bytes, e.total)}`);
          drawn = true;
        } else {
          if (lastDraw === 0) lastDraw = t;
          if (t - lastDraw < 5000) return;
          sink.write(`${line(e.bytes, e.total)}\n`);
        }
        lastDraw = t;
        return;
      }
      case 'retry':
        retries = e.retry;
        say(`  retry ${e.retry}/${e.of} in ${seconds(e.delayMs)}: ${e.reason}`);
        return;
      case 'verifying':
        clear();
        return;
      case 'done': {
        const r = e.result;
        const rate = formatBytes(Math.round((r.bytes * 1000) / Math.max(1, r.elapsedMs)));
        const tries = r.retries ? `, ${r.retries} ${r.retries === 1 ? 'retry' : 'retries'}` : '';
        say(`  ${formatBytes(r.bytes)} in ${seconds(r.elapsedMs)} (${rate}/s${tries}), ${r.pages} pages`);
        return;
      }
      default: {
        const never: never = e;
        return never;
      }
    }
  };
}
