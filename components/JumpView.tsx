/**
 * Jump (`:` or Ctrl-P): fuzzy over section numbers and titles, table numbers
 * ("Table 29") and defined terms; a single word ("StructParents", "/AF") is
 * also looked up as a dictionary key. Enter opens the target.
 */
import { tableQueryNumber } from '../src/model/table-number.js';
import { Box } from 'ink';
import { useMemo, useState } from 'react';
import { FIND_KEY, GET_TABLES, type KeyRecord, type StructureNode } from '../src/core/index.js';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { useCore } from './hooks/use-core.js';
import { useJumpTargets } from './hooks/use-jump-targets.js';
import { useObservable } from './hooks/use-observable.js';
import { fieldActions, inputLine, withInputNote } from './lib/edit-text.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { createJumpIndex, type JumpKind, type JumpTarget, keyTargets, tableTargets } from './lib/jump-index.js';
import { type Line, seg, truncate } from './lib/line.js';
import { clampIndex, listMoves, listWindow } from './lib/list-window.js';

interface Props {
  spec: string | undefined;
  nodes: readonly StructureNode[];
  width: number;
  height: number;
  onOpen(section: string, highlight?: string): void;
  /** A dictionary key: its pane (model row, spec row). */
  onKey(entry: KeyRecord): void;
  onClose(): void;
}

/** A PDF name as typed: one word of letters, digits and a few marks, with or without its slash. */
const KEY_QUERY = /^\s*(\/?[A-Za-z][\w.:-]*)\s*$/;

function kindTag(kind: JumpKind): string {
  switch (kind) {
    case 'section':
      return '§   ';
    case 'table':
      return 'tbl ';
    case 'term':
      return 'term';
    case 'key':
      return 'key ';
    default: {
      const never: never = kind;
      return never;
    }
  }
}

function targetLine(t: JumpTarget, selected: boolean, width: number): Line {
  const tone = selected ? 'selected' : 'plain';
  const head = `${selected ? '›' : ' '} ${kindTag(t.kind)} ${t.key}`;
  const where = t.kind === 'section' || !t.section ? '' : `  → ${t.section}`;
  const text = truncate(`${head}  ${t.label}${where}`, width);
  return { segments: [seg(text, tone), seg(' '.repeat(Math.max(0, width - text.length)), tone)] };
}

export function JumpView({ spec, nodes, width, height, onOpen, onKey, onClose }: Props) {
  const core = useCore();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const targets = useJumpTargets(spec, nodes);
  const index = useMemo(() => createJumpIndex(targets), [targets]);

  // "Table 29" is also asked of the core directly, so it works before (or
  // without) the per-clause table list.
  const tableNo = tableQueryNumber(query);
  const direct = useObservable(
    () => (tableNo ? core[GET_TABLES]({ ...(spec ? { spec } : {}), section: `Table ${tableNo}` }) : null),
    [core, spec, tableNo],
  );

  const keyName = KEY_QUERY.exec(query)?.[1];
  const keys = useObservable(
    () => (keyName ? core[FIND_KEY]({ ...(spec ? { spec } : {}), key: keyName, limit: 50 }) : null),
    [core, spec, keyName],
  );

  const room = Math.max(1, height - 2);
  const matches = useMemo(() => {
    const found = index.search(query, 50);
    const extra = direct.status === 'ok' ? tableTargets(direct.value.tables) : [];
    const fresh = extra.filter(
      (e) => !found.some((f) => f.kind === 'table' && f.key === e.key && f.section === e.section),
    );
    // A key spelt exactly comes first; one matched ignoring case after the fuzzy hits.
    const keyHits = keys.status === 'ok' ? keyTargets(keys.value.keys) : [];
    const exactKey = keys.status === 'ok' && keys.value.match === 'exact';
    return exactKey ? [...fresh, ...keyHits, ...found] : [...fresh, ...found, ...keyHits];
  }, [index, query, direct, keys]);
  const sel = clampIndex(selected, matches.length);

  useActions(VIEW_SCOPES.jump, {
    ...fieldActions(query, (next) => {
      setQuery(next);
      setSelected(0);
    }),
    ...listMoves(setSelected, matches.length, room),
    close: onClose,
    open: () => {
      const t = matches[sel];
      if (t?.entry) onKey(t.entry);
      else if (t) onOpen(t.section, t.highlight);
    },
  });

  const { start, end } = listWindow(matches.length, sel, room);
  const info = query.trim()
    ? `${matches.length} matches`
    : 'section number or title, "Table 29", a defined term, or a dictionary key (/StructParents)';
  const lines: Line[] = [
    inputLine(': ', query, width),
    withInputNote(query, { segments: [seg(info, 'label')] }),
    ...matches.slice(start, end).map((t, i) => targetLine(t, start + i === sel, width)),
  ];
  return (
    <Box width={width} height={height}>
      <LinesBox lines={lines} width={width} height={height} />
    </Box>
  );
}
