/**
 * Requirements (`r`): the normative sentences of the current section and its
 * subsections, marked by level in colour and in text; `l` cycles the level
 * filter, `o` the role filter (who the sentence binds), Enter opens the sentence in its section.
 */
import { Box } from 'ink';
import { useState } from 'react';
import { GET_REQUIREMENTS, LEVEL_FILTERS } from '../src/core/index.js';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { useCore } from './hooks/use-core.js';
import { useObservable } from './hooks/use-observable.js';
import { useQuit } from './hooks/use-quit.js';
import { useRoles } from './hooks/use-roles.js';
import { type Line, seg, truncate } from './lib/line.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { clampIndex, listMoves } from './lib/list-window.js';
import { levelMarker, levelTone } from './lib/mark.js';
import { wrapSegments } from './lib/wrap.js';
import { listItemLines } from './lib/list-item-lines.js';

type LevelFilter = (typeof LEVEL_FILTERS)[number];

interface Props {
  spec: string | undefined;
  section: string | null;
  width: number;
  height: number;
  onOpen(section: string, highlight: string): void;
  onClose(): void;
}

export function RequirementsView({ spec, section, width, height, onOpen, onClose }: Props) {
  const core = useCore();
  const quit = useQuit();
  const [level, setLevel] = useState<LevelFilter>('all');
  const [selected, setSelected] = useState(0);
  const roles = useRoles(spec, section);
  const scope = { ...(spec ? { spec } : {}), ...(section ? { section } : {}), ...roles.param };
  const state = useObservable(
    () => core[GET_REQUIREMENTS]({ ...scope, level, limit: 1000 }),
    [core, spec, section, level, roles.role],
  );
  // Counts for every level whatever the filter: the same subtree (and role) at level "all" (one item is enough).
  const totals = useObservable(() => core[GET_REQUIREMENTS]({ ...scope, limit: 1 }), [core, spec, section, roles.role]);
  const reqs = state.status === 'ok' ? state.value.requirements : [];
  const sel = clampIndex(selected, reqs.length);

  useActions(VIEW_SCOPES.requirements, {
    close: onClose,
    quit,
    level: () => {
      setLevel(LEVEL_FILTERS[(LEVEL_FILTERS.indexOf(level) + 1) % LEVEL_FILTERS.length] ?? 'all');
      setSelected(0);
    },
    role: () => {
      roles.next();
      setSelected(0);
    },
    ...listMoves(setSelected, reqs.length, height - 4),
    open: () => {
      const r = reqs[sel];
      if (r) onOpen(r.section, r.text);
    },
  });

  const counts = totals.status === 'ok' ? totals.value.statistics : null;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  // Every level with its count (0 included); the one the filter shows is marked, in brackets so it reads without colour.
  const stats = LEVEL_FILTERS.flatMap((l, i) => {
    const n = l === 'all' ? all : (counts?.[l] ?? 0);
    const text = `${l} ${n ?? '…'}`;
    return [...(i ? [seg(' · ', 'label')] : []), l === level ? seg(`[${text}]`, 'accent') : seg(text, 'label')];
  });
  const head: Line[] = [
    { segments: [seg(truncate(`Requirements in ${section ?? 'the whole spec'}`, width), 'heading')] },
    ...wrapSegments([seg('l cycles: ', 'accent'), ...stats], width),
    ...wrapSegments([seg('o role: ', 'accent'), ...roleChoices(roles.choices, roles.role)], width),
  ];
  if (state.status === 'error') head.push({ segments: [seg(`✖ ${state.error.message}`, 'error')] });
  else if (state.status !== 'ok') head.push({ segments: [seg('loading …', 'label')] });
  else if (reqs.length === 0) head.push({ segments: [seg('no requirements at this level', 'label')] });

  // Items are several lines tall: start the window at the selected item's block.
  const room = Math.max(1, height - head.length);
  const blocks = reqs.map((r, i) => {
    const isSel = i === sel;
    const marker = `${isSel ? '›' : ' '}${levelMarker(r.level)} `;
    const body = [
      seg(`${r.id}${r.table ? ` (${r.table.number ?? 'table'}, ${r.table.rowKey})` : ''} · ${r.role}  `, 'label'),
      seg(r.text),
    ];
    return [
      ...wrapSegments(body, width, {
        first: [seg(marker, isSel ? 'selected' : levelTone(r.level))],
        rest: [seg(' '.repeat(marker.length))],
      }),
      ...listItemLines(r.listItems, width, marker.length),
    ];
  });
  let first = 0;
  let used = 0;
  for (let i = sel; i >= 0; i--) {
    used += blocks[i]?.length ?? 0;
    if (used > room && i < sel) break;
    first = i;
  }
  const body = blocks.slice(first).flat();
  return (
    <Box width={width} height={height}>
      <LinesBox lines={[...head, ...body]} width={width} height={height} />
    </Box>
  );
}

/** The role filter's choices, the one shown in brackets (it reads without colour). */
export function roleChoices(choices: Array<{ role: string; count: number | null }>, role: string) {
  return choices.flatMap((c, i) => {
    const text = `${c.role} ${c.count ?? '…'}`;
    return [...(i ? [seg(' · ', 'label')] : []), c.role === role ? seg(`[${text}]`, 'accent') : seg(text, 'label')];
  });
}
