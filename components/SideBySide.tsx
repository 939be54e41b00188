/**
 * Two sections next to each other, each read from its own edition with
 * the section operation — the diff's Enter. Both sides scroll together. Words only one
 * edition has are marked (lib/word-diff.ts): `[-removed-]` on the left,
 * `{+added+}` on the right, coloured too.
 */
import { Box } from 'ink';
import { useMemo, useState } from 'react';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { useQuit } from './hooks/use-quit.js';
import { useSection } from './hooks/use-section.js';
import { type Line, seg, sliceLine, truncate } from './lib/line.js';
import { clampTop } from './lib/scroll.js';
import { type ContentItem, sectionLines } from './lib/section-lines.js';
import { colourLines, markWordDiff } from './lib/word-diff.js';

export interface Side {
  spec: string;
  section: string | null;
}

interface Props {
  left: Side;
  right: Side;
  width: number;
  height: number;
  onClose(): void;
}

type SectionState = ReturnType<typeof useSection>['state'];

function sideLines(
  side: Side,
  state: SectionState,
  content: readonly ContentItem[] | null,
  width: number,
): { title: string; lines: Line[] } {
  if (!side.section)
    return { title: `${side.spec}: —`, lines: [{ segments: [seg('(not in this edition)', 'label')] }] };
  switch (state.status) {
    case 'ok':
      return {
        title: `${side.spec}: ${state.value.sectionNumber} ${state.value.title}`,
        lines: colourLines(sectionLines(content ?? state.value.content, width)),
      };
    case 'error':
      return {
        title: `${side.spec}: ${side.section}`,
        lines: [{ segments: [seg(`✖ ${state.error.message}`, 'error')] }],
      };
    case 'idle':
    case 'loading':
      return { title: `${side.spec}: ${side.section}`, lines: [{ segments: [seg('loading …', 'label')] }] };
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** Both sides' lines, with the word diff once both have loaded. */
function useSideLines(left: Side, right: Side, width: number) {
  const a = useSection(left.spec, left.section).state;
  const b = useSection(right.spec, right.section).state;
  return useMemo(() => {
    const marked = a.status === 'ok' && b.status === 'ok' ? markWordDiff(a.value.content, b.value.content) : null;
    return {
      a: sideLines(left, a, marked?.left ?? null, width),
      b: sideLines(right, b, marked?.right ?? null, width),
      marked: marked !== null,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by what a side shows: its object is new on every render
  }, [left.spec, left.section, right.spec, right.section, a, b, width]);
}

export function SideBySide({ left, right, width, height, onClose }: Props) {
  const colWidth = Math.max(10, Math.floor((width - 3) / 2));
  const { a, b } = useSideLines(left, right, colWidth);
  const quit = useQuit();
  const [top, setTop] = useState(0);
  const body = Math.max(1, height - 1);
  const total = Math.max(a.lines.length, b.lines.length);
  const scrollTo = (t: number) => setTop(clampTop(t, total, body));

  const scrollBy = (delta: number) => setTop((t) => clampTop(t + delta, total, body));
  useActions(VIEW_SCOPES.side, {
    close: onClose,
    quit,
    up: (n) => scrollBy(-n),
    down: (n) => scrollBy(n),
    'page-up': (n) => scrollBy(-(body - 1) * n),
    'page-down': (n) => scrollBy((body - 1) * n),
    top: () => scrollTo(0),
    bottom: () => scrollTo(total),
  });

  const column = (lines: Line[]) => lines.slice(top, top + body).map((l) => (l.wide ? sliceLine(l, 0, colWidth) : l));
  const divider = Array.from({ length: body }, () => ({ segments: [seg(' │ ', 'border')] }));
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Box>
        <LinesBox lines={[{ segments: [seg(truncate(a.title, colWidth), 'heading')] }]} width={colWidth} height={1} />
        <LinesBox lines={[{ segments: [seg(' │ ', 'border')] }]} width={3} height={1} />
        <LinesBox lines={[{ segments: [seg(truncate(b.title, colWidth), 'heading')] }]} width={colWidth} height={1} />
      </Box>
      <Box>
        <LinesBox lines={column(a.lines)} width={colWidth} height={body} />
        <LinesBox lines={divider} width={3} height={body} />
        <LinesBox lines={column(b.lines)} width={colWidth} height={body} />
      </Box>
    </Box>
  );
}
