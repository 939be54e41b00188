/**
 * The diff's edition picker: any two available specs, older first. Opens when
 * the spec being read has no counterpart to compare with (or `e` in the diff);
 * Enter picks the older edition, then the newer; Esc goes back a step.
 */
import { Box } from 'ink';
import { useState } from 'react';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { useSpecList } from './hooks/use-spec-list.js';
import { useQuit } from './hooks/use-quit.js';
import { type Line, seg, truncate } from './lib/line.js';
import { listWindow } from './lib/list-window.js';

export interface EditionPair {
  from: string;
  to: string;
}

interface Props {
  /** Why the picker opened (e.g. the default pair is not available); shown above the list. */
  reason: string | null;
  /** The spec being read: the cursor starts on it. */
  current: string | undefined;
  width: number;
  height: number;
  onPick(pair: EditionPair): void;
  onClose(): void;
}

export function EditionPicker({ reason, current, width, height, onPick, onClose }: Props) {
  const quit = useQuit();
  const { state, specs, sel, moves } = useSpecList(current, true);
  const [from, setFrom] = useState<string | null>(null);

  useActions(VIEW_SCOPES.picker, {
    close: () => {
      if (from !== null) setFrom(null);
      else onClose();
    },
    quit,
    ...moves,
    open: () => {
      const s = specs[sel];
      if (!s) return;
      if (from === null) setFrom(s.id);
      else if (s.id !== from) onPick({ from, to: s.id });
    },
  });

  const step = from === null ? 'Compare: pick the older edition' : `Compare ${from} → pick the newer edition`;
  const head: Line[] = [{ segments: [seg(truncate(step, width), 'heading')] }];
  if (reason) head.push({ segments: [seg(truncate(reason, width), 'notice')] });
  head.push({
    segments: [
      seg(
        truncate(from === null ? 'Enter picks · Esc back' : 'Enter picks · Esc: pick the older one again', width),
        'label',
      ),
    ],
  });
  if (state.status === 'error') head.push({ segments: [seg(`✖ ${state.error.message}`, 'error')] });
  else if (state.status !== 'ok') head.push({ segments: [seg('loading …', 'label')] });
  else if (specs.length < 2)
    head.push({
      segments: [
        seg(
          'fewer than two specs are available: nothing to compare (see "Where to get the PDFs" in the README)',
          'label',
        ),
      ],
    });
  const room = Math.max(1, height - head.length);
  const { start, end } = listWindow(specs.length, sel, room);
  const rows = specs.slice(start, end).map((s, i): Line => {
    const isSel = start + i === sel;
    const mark = s.id === from ? '◆' : ' ';
    const text = truncate(`${mark} ${s.id.padEnd(16)} ${s.title}`, width);
    const tone = isSel ? 'selected' : s.id === from ? 'accent' : 'plain';
    return { segments: [seg(text, tone), seg(' '.repeat(Math.max(0, width - text.length)), tone)] };
  });
  return (
    <Box width={width} height={height}>
      <LinesBox lines={[...head, ...rows]} width={width} height={height} />
    </Box>
  );
}
