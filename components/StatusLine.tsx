/**
 * The bottom of the screen: an error or notice when there is one (wrapped to
 * at most two lines, so a file name and its hint survive 80 columns), else
 * where you are and the main keys on one line.
 */
import { LinesBox } from './LineView.js';
import { statusHints } from './lib/keymap.js';
import { type Line, seg, truncate } from './lib/line.js';
import { wrapSegments } from './lib/wrap.js';

export interface StatusMessage {
  kind: 'error' | 'notice';
  text: string;
}

interface Props {
  width: number;
  message: StatusMessage | null;
  where: string;
}

const HINTS = statusHints(false);
const SHORT_HINTS = statusHints(true);
export const MAX_STATUS_LINES = 2;

export function statusLines({ width, message, where }: Props): Line[] {
  if (message) {
    const tone = message.kind === 'error' ? 'error' : 'notice';
    const lines = wrapSegments([seg(`${message.kind === 'error' ? '✖' : '!'} ${message.text}`, tone)], width, {
      rest: [seg('  ', tone)],
    });
    if (lines.length <= MAX_STATUS_LINES) return lines;
    const kept = lines.slice(0, MAX_STATUS_LINES);
    const last = kept[MAX_STATUS_LINES - 1]!;
    const text = last.segments.map((s) => s.text).join('');
    kept[MAX_STATUS_LINES - 1] = { segments: [seg(truncate(`${text} …`, width).replace(/ …$/, '…'), tone)] };
    return kept;
  }
  const hints = width - where.length >= HINTS.length + 2 ? HINTS : SHORT_HINTS;
  const left = truncate(where, Math.max(1, width - hints.length - 2));
  return [
    {
      segments: [
        seg(left, 'accent'),
        seg(' '.repeat(Math.max(1, width - left.length - hints.length))),
        seg(hints, 'label'),
      ],
    },
  ];
}

export function StatusLine({ lines, width }: { lines: Line[]; width: number }) {
  return <LinesBox lines={lines} width={width} height={lines.length} />;
}
