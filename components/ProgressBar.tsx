/** Compile progress: a bar with pages done, the spec id and an ETA. */
import type { ProgressEvent } from '../src/core/index.js';
import { LinesBox } from './LineView.js';
import { type Line, seg, truncate } from './lib/line.js';

export function formatEta(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

export function progressLine(e: ProgressEvent, width: number): Line {
  const eta = e.page > 0 ? formatEta((e.elapsedMs / e.page) * (e.pages - e.page)) : '…';
  const label = ` ${e.page}/${e.pages} pages · ETA ${eta}`;
  const lead = `compiling ${e.spec} `;
  const barWidth = Math.max(5, width - lead.length - label.length - 2);
  const done = e.pages > 0 ? Math.round((barWidth * Math.min(e.page, e.pages)) / e.pages) : 0;
  const bar = `${'█'.repeat(done)}${'░'.repeat(barWidth - done)}`;
  const text = truncate(`${lead}[${bar}]${label}`, width);
  return { segments: [seg(text, 'notice')] };
}

export function ProgressBar({ event, width }: { event: ProgressEvent; width: number }) {
  return <LinesBox lines={[progressLine(event, width)]} width={width} height={1} />;
}
