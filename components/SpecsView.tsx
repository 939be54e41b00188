/**
 * Spec switcher (`s`): every catalogue spec with its category and page count;
 * Enter switches to an available one. Missing specs say why.
 */
import { Box } from 'ink';
import { LinesBox } from './LineView.js';
import { useKeys } from './hooks/use-keys.js';
import { useSpecList } from './hooks/use-spec-list.js';
import { useQuit } from './hooks/use-quit.js';
import { type Line, seg, truncate } from './lib/line.js';
import { listWindow } from './lib/list-window.js';

interface Props {
  current: string | undefined;
  width: number;
  height: number;
  onSelect(spec: string): void;
  onClose(): void;
}

export function SpecsView({ current, width, height, onSelect, onClose }: Props) {
  const quit = useQuit();
  const { state, specs, sel, move } = useSpecList(current, false);

  useKeys((input, key) => {
    if (key.escape) onClose();
    else if (input === 'q') quit();
    else if (key.upArrow || input === 'k') move(-1);
    else if (key.downArrow || input === 'j') move(1);
    else if (key.return) {
      const s = specs[sel];
      if (s?.available) onSelect(s.id);
    }
  });

  const head: Line[] = [
    { segments: [seg('Specs', 'heading'), seg('  ● available  ○ missing · Enter switches · Esc back', 'label')] },
  ];
  if (state.status === 'error') head.push({ segments: [seg(`✖ ${state.error.message}`, 'error')] });
  else if (state.status !== 'ok') head.push({ segments: [seg('loading …', 'label')] });
  const room = Math.max(1, height - head.length - 1);
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
      <LinesBox lines={[...head, ...rows, ...note]} width={width} height={height} />
    </Box>
  );
}
