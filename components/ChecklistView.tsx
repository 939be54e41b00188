/**
 * Checklist (`c`): the requirements of the open section and its subtree as a checklist, grouped by section —
 * each item with its id, printed label, level, role and page; `x` ticks an item off (for this session),
 * `o` cycles the role filter, Enter opens the sentence in its section.
 */
import { Box } from 'ink';
import { useState } from 'react';
import { GET_CHECKLIST, type ChecklistItem } from '../src/core/index.js';
import { LinesBox } from './LineView.js';
import { roleChoices } from './RequirementsView.js';
import { useActions } from './hooks/use-actions.js';
import { useCore } from './hooks/use-core.js';
import { useObservable } from './hooks/use-observable.js';
import { useQuit } from './hooks/use-quit.js';
import { useRoles } from './hooks/use-roles.js';
import { type Line, seg, truncate } from './lib/line.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { clampIndex, listMoves } from './lib/list-window.js';
import { levelTone } from './lib/mark.js';
import { wrapSegments } from './lib/wrap.js';
import { listItemLines } from './lib/list-item-lines.js';

interface Props {
  spec: string | undefined;
  section: string | null;
  width: number;
  height: number;
  onOpen(section: string, highlight: string): void;
  onClose(): void;
}

type Entry = ChecklistItem & { section: string; title: string; first: boolean };

export function ChecklistView({ spec, section, width, height, onOpen, onClose }: Props) {
  const core = useCore();
  const quit = useQuit();
  const roles = useRoles(spec, section);
  const [selected, setSelected] = useState(0);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const state = useObservable(
    () =>
      core[GET_CHECKLIST]({ ...(spec ? { spec } : {}), ...(section ? { section } : {}), ...roles.param, limit: 1000 }),
    [core, spec, section, roles.role],
  );
  const entries: Entry[] =
    state.status === 'ok'
      ? state.value.groups.flatMap((g) =>
          g.items.map((item, i) => ({ ...item, section: g.section, title: g.title, first: i === 0 })),
        )
      : [];
  const sel = clampIndex(selected, entries.length);

  useActions(VIEW_SCOPES.checklist, {
    close: onClose,
    quit,
    role: () => {
      roles.next();
      setSelected(0);
    },
    tick: () => {
      const id = entries[sel]?.id;
      if (id) setDone((d) => toggled(d, id));
    },
    ...listMoves(setSelected, entries.length, height - 3),
    open: () => {
      const e = entries[sel];
      if (e) onOpen(e.section, e.text);
    },
  });

  const ticked = entries.filter((e) => done.has(e.id)).length;
  const head: Line[] = [
    {
      segments: [
        seg(
          truncate(`Checklist of ${section ?? 'the whole spec'}: ${ticked} of ${entries.length} done`, width),
          'heading',
        ),
      ],
    },
    ...wrapSegments([seg('o role: ', 'accent'), ...roleChoices(roles.choices, roles.role)], width),
  ];
  if (state.status === 'error') head.push({ segments: [seg(`✖ ${state.error.message}`, 'error')] });
  else if (state.status !== 'ok') head.push({ segments: [seg('loading …', 'label')] });
  else if (entries.length === 0) head.push({ segments: [seg('no requirements for this role', 'label')] });

  const blocks = entries.map((e, i) => entryLines(e, i === sel, done.has(e.id), width));
  const room = Math.max(1, height - head.length);
  let first = 0;
  let used = 0;
  for (let i = sel; i >= 0; i--) {
    used += blocks[i]?.length ?? 0;
    if (used > room && i < sel) break;
    first = i;
  }
  return (
    <Box width={width} height={height}>
      <LinesBox lines={[...head, ...blocks.slice(first).flat()]} width={width} height={height} />
    </Box>
  );
}

function toggled(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** A section's heading before its first item, then the item: its box, ids, level, role, page and sentence. */
function entryLines(e: Entry, isSel: boolean, isDone: boolean, width: number): Line[] {
  const heading: Line[] = e.first ? [{ segments: [seg(truncate(`${e.section} ${e.title}`, width), 'heading')] }] : [];
  const marker = `${isSel ? '›' : ' '}${isDone ? '[x]' : '[ ]'} `;
  const label = e.label ? ` [${e.label}]` : '';
  const body = [
    seg(`${e.id}${label} `, 'label'),
    seg(e.level, levelTone(e.level)),
    seg(` · ${e.role} · p. ${e.pageLabel}  `, 'label'),
    seg(e.text),
  ];
  return [
    ...heading,
    ...wrapSegments(body, width, {
      first: [seg(marker, isSel ? 'selected' : 'label')],
      rest: [seg(' '.repeat(marker.length))],
    }),
    ...listItemLines(e.listItems, width, marker.length),
  ];
}
