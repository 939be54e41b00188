/**
 * Spec switcher (`s`): every catalogue spec with its category and page count;
 * Enter switches to an available one. Missing specs say why, and the selected
 * one which file to get and where: the core's own answer for that spec (its
 * missing_file error names the file, where to get it and where to put it).
 */
import { Box } from 'ink';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { useCore } from './hooks/use-core.js';
import { useObservable } from './hooks/use-observable.js';
import { useSpecList } from './hooks/use-spec-list.js';
import { useQuit } from './hooks/use-quit.js';
import { type Line, seg, truncate } from './lib/line.js';
import { listWindow } from './lib/list-window.js';
import { wrapSegments } from './lib/wrap.js';
import { GET_STRUCTURE } from '../src/core/index.js';

interface Props {
  current: string | undefined;
  width: number;
  height: number;
  onSelect(spec: string): void;
  onClose(): void;
}

export function SpecsView({ current, width, height, onSelect, onClose }: Props) {
  const quit = useQuit();
  const core = useCore();
  const { state, specs, sel, moves } = useSpecList(current, false);
  const selected = specs[sel];
  const missing = selected && !selected.available ? selected.id : null;
  // Asking a missing spec for its structure reads no file: the answer is the error that says how to get it.
  const getting = useObservable(
    () => (missing ? core[GET_STRUCTURE]({ spec: missing, max_depth: 1 }) : null),
    [core, missing],
  );

  useActions(VIEW_SCOPES.specs, {
    close: onClose,
    quit,
    ...moves,
    open: () => {
      const s = specs[sel];
      if (s?.available) onSelect(s.id);
    },
  });

  const head: Line[] = [
    { segments: [seg('Specs', 'heading'), seg('  ● available  ○ missing · Enter switches · Esc back', 'label')] },
  ];
  if (state.status === 'error') head.push({ segments: [seg(`✖ ${state.error.message}`, 'error')] });
  else if (state.status !== 'ok') head.push({ segments: [seg('loading …', 'label')] });
  const how: Line[] =
    missing && getting.status === 'error'
      ? wrapSegments(
          [seg(`${getting.error.message}${getting.error.hint ? ` — ${getting.error.hint}` : ''}`, 'notice')],
          width,
        )
      : [];
  const room = Math.max(1, height - head.length - 1 - how.length);
  const { start, end } = listWindow(specs.length, sel, room);
  const rows = specs.slice(start, end).map((s, i): Line => {
    const isSel = start + i === sel;
    const pages = s.pages === null ? '   ?' : String(s.pages).padStart(4);
    const why = s.available ? '' : ` (${s.reason ?? 'no file'})`;
    const text = truncate(
      `${s.id === current ? '▶' : ' '}${s.available ? '●' : '○'} ${s.id.padEnd(16)} ${s.category.padEnd(8)} ${pages} pp  ${s.title}${why}`,
      width,
    );
    const tone = isSel ? 'selected' : s.available ? 'plain' : 'dim';
    return { segments: [seg(text, tone), seg(' '.repeat(Math.max(0, width - text.length)), tone)] };
  });
  const note: Line[] =
    state.status === 'ok' ? [{ segments: [seg(truncate(state.value.coverage.note, width), 'label')] }] : [];
  return (
    <Box width={width} height={height}>
      <LinesBox lines={[...head, ...rows, ...how, ...note]} width={width} height={height} />
    </Box>
  );
}
