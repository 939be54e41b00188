/**
 * Version diff (`d`): the version comparison as four tabs — matched (same, moved,
 * renamed), added and removed sections, and the requirements of the matched
 * sections (unchanged, changed with a word diff, level changed, added,
 * removed; asked of the core only when the tab is opened). `f` filters by
 * section prefix (the core's subtree filter); Enter shows both editions' text
 * side by side. The editions are the last ones picked, else the spec's
 * counterpart (lib/diff-pair.ts); when those cannot be compared, or on `e`,
 * the edition picker opens instead of an error.
 */
import { Box } from 'ink';
import { useState } from 'react';
import { COMPARE_VERSIONS, type CompareVersionsResult } from '../src/core/index.js';
import { LinesBox } from './LineView.js';
import { EditionPicker, type EditionPair } from './EditionPicker.js';
import { SideBySide, type Side } from './SideBySide.js';
import { useActions } from './hooks/use-actions.js';
import { useCore } from './hooks/use-core.js';
import { useObservable } from './hooks/use-observable.js';
import { useQuit } from './hooks/use-quit.js';
import { diffPair } from './lib/diff-pair.js';
import { fieldActions, inputLine, withInputNote } from './lib/edit-text.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { type Line, seg, truncate } from './lib/line.js';
import { clampIndex, listMoves, listWindow } from './lib/list-window.js';
import type { Tone } from './lib/theme.js';

export const DIFF_TABS = ['matched', 'added', 'removed', 'requirements'] as const;
export type DiffTab = (typeof DIFF_TABS)[number];

interface Props {
  spec: string | undefined;
  /** The editions last picked in this session, if any. */
  chosen?: EditionPair | null;
  onChoose?(pair: EditionPair): void;
  width: number;
  height: number;
  onClose(): void;
}

/** Errors that mean "these editions cannot be compared here": the picker answers them. */
const PICKABLE = new Set(['unknown_spec', 'missing_file']);

interface Row {
  text: string;
  tone: Tone;
  left: string | null;
  right: string | null;
}

const STATUS_MARK = { same: '=', moved: '→', renamed: '~' } as const;
const REQ_MARK = { unchanged: '=', changed: '~', 'level-changed': '!', added: '+', removed: '-' } as const;
const REQ_TONE = {
  unchanged: 'plain',
  changed: 'notice',
  'level-changed': 'accent',
  added: 'added',
  removed: 'removed',
} as const;

type Change = NonNullable<CompareVersionsResult['requirements']>['changes'][number];

/** A requirement change as one line: the word diff inline ([-old-]{+new+}), the level change spelled out. */
function changeText(c: Change): string {
  const body = c.diff
    ? c.diff.map((d) => (d.op === 'same' ? d.text : d.op === 'added' ? `{+${d.text}+}` : `[-${d.text}-]`)).join('')
    : (c.text20 ?? c.text17 ?? '');
  const level = c.status === 'level-changed' ? `${c.level17} → ${c.level20}` : (c.level20 ?? c.level17 ?? '');
  return `${REQ_MARK[c.status]} ${(c.id17 ?? '').padEnd(10)} ${(c.id20 ?? '').padEnd(10)} [${level}] ${body}`;
}

function rowsOf(r: CompareVersionsResult, tab: DiffTab): Row[] {
  switch (tab) {
    case 'matched':
      return r.matched.map((m) => ({
        text: `${STATUS_MARK[m.status]} ${m.section17.padEnd(8)} ${m.section20.padEnd(8)} [${m.status}] ${m.title}${m.status === 'renamed' && m.title20 ? ` ⇒ ${m.title20}` : ''}`,
        tone: m.status === 'same' ? 'plain' : m.status === 'moved' ? 'notice' : 'accent',
        left: m.section17,
        right: m.section20,
      }));
    case 'added':
      return r.added.map((s) => ({
        text: `+ ${s.sectionNumber.padEnd(8)} ${s.title}`,
        tone: 'added',
        left: null,
        right: s.sectionNumber,
      }));
    case 'removed':
      return r.removed.map((s) => ({
        text: `- ${s.sectionNumber.padEnd(8)} ${s.title}`,
        tone: 'removed',
        left: s.sectionNumber,
        right: null,
      }));
    case 'requirements':
      return (r.requirements?.changes ?? []).map((c) => ({
        text: changeText(c),
        tone: REQ_TONE[c.status],
        left: c.section17,
        right: c.section20,
      }));
    default: {
      const never: never = tab;
      return never;
    }
  }
}

function tabsLine(r: CompareVersionsResult | undefined, tab: DiffTab): Line {
  const count = {
    matched: r?.totalMatched,
    added: r?.totalAdded,
    removed: r?.totalRemoved,
    requirements: r?.requirements ? (r.paging?.total ?? r.requirements.changes.length) : undefined,
  };
  return {
    segments: DIFF_TABS.flatMap((t) => {
      const label = `${t[0]?.toUpperCase()}${t.slice(1)} (${count[t] ?? '…'})`;
      return t === tab ? [seg(`[${label}]`, 'selected'), seg(' ')] : [seg(` ${label} `, 'label'), seg(' ')];
    }),
  };
}

export function DiffView({ spec, chosen = null, onChoose, width, height, onClose }: Props) {
  const core = useCore();
  const quit = useQuit();
  const [tab, setTab] = useState<DiffTab>('matched');
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<string | null>(null);
  const [selected, setSelected] = useState(0);
  const [pair, setPair] = useState<{ left: Side; right: Side } | null>(null);
  const [picked, setPicked] = useState<EditionPair | null>(chosen);
  const [picking, setPicking] = useState(false);
  const editions = picked ?? diffPair(spec);
  const withRequirements = tab === 'requirements';
  const state = useObservable(
    () =>
      core[COMPARE_VERSIONS]({
        ...editions,
        ...(filter ? { section: filter } : {}),
        ...(withRequirements ? { requirements: true } : {}),
        limit: 1000,
      }),
    [core, editions.from, editions.to, filter, withRequirements],
  );
  const result = state.status === 'ok' ? state.value : undefined;
  const unpickable = state.status === 'error' && PICKABLE.has(state.error.code) ? state.error : null;
  const showPicker = picking || unpickable !== null;
  const rows = result ? rowsOf(result, tab) : [];
  const sel = clampIndex(selected, rows.length);

  const switchTab = (step: 1 | -1) => {
    const i = DIFF_TABS.indexOf(tab);
    setTab(DIFF_TABS[(i + step + DIFF_TABS.length) % DIFF_TABS.length] ?? 'matched');
    setSelected(0);
  };

  useActions(
    VIEW_SCOPES.diffFilter,
    {
      ...fieldActions(draft ?? '', setDraft),
      close: () => setDraft(null),
      open: () => {
        setFilter((draft ?? '').trim());
        setDraft(null);
        setSelected(0);
      },
    },
    { isActive: pair === null && !showPicker && draft !== null },
  );
  useActions(
    VIEW_SCOPES.diff,
    {
      close: onClose,
      quit,
      editions: () => setPicking(true),
      'next-tab': () => switchTab(1),
      'previous-tab': () => switchTab(-1),
      'pick-tab': (_n, input) => {
        setTab(DIFF_TABS[Number(input) - 1] ?? 'matched');
        setSelected(0);
      },
      filter: () => setDraft(filter),
      ...listMoves(setSelected, rows.length, height - 4),
      open: () => {
        const row = rows[sel];
        if (row && result)
          setPair({ left: { spec: result.from, section: row.left }, right: { spec: result.to, section: row.right } });
      },
    },
    { isActive: pair === null && !showPicker && draft === null },
  );

  if (showPicker) {
    const pick = (p: EditionPair) => {
      setPicked(p);
      setPicking(false);
      setSelected(0);
      setFilter('');
      onChoose?.(p);
    };
    const reason = unpickable
      ? `cannot compare ${editions.from ?? 'pdf17'} → ${editions.to ?? 'iso32000-2'}: ${unpickable.message}`
      : null;
    // Esc from a picker that opened by itself leaves the diff: there is nothing behind it to show.
    return (
      <EditionPicker
        reason={reason}
        current={spec}
        width={width}
        height={height}
        onPick={pick}
        onClose={unpickable ? onClose : () => setPicking(false)}
      />
    );
  }
  if (pair)
    return (
      <SideBySide left={pair.left} right={pair.right} width={width} height={height} onClose={() => setPair(null)} />
    );

  const title = result ? `compare ${result.from} → ${result.to}` : 'compare …';
  const filterLine: Line =
    draft !== null
      ? withInputNote(draft, inputLine('filter by section prefix: ', draft, width))
      : {
          segments: [
            seg(
              truncate(
                filter
                  ? `filter: ${filter}  (f to change)`
                  : 'f: filter by section prefix · Tab: next tab · Enter: side by side · e: editions',
                width,
              ),
              'label',
            ),
          ],
        };
  const status: Line[] =
    state.status === 'error'
      ? [{ segments: [seg(`✖ ${state.error.message}`, 'error')] }]
      : state.status === 'ok'
        ? rows.length === 0
          ? [{ segments: [seg(`no ${tab} sections${filter ? ` under ${filter}` : ''}`, 'label')] }]
          : []
        : [{ segments: [seg('comparing …', 'label')] }];
  const room = Math.max(1, height - 3 - status.length);
  const { start, end } = listWindow(rows.length, sel, room);
  const lines: Line[] = [
    { segments: [seg(truncate(title, width), 'heading')] },
    tabsLine(result, tab),
    filterLine,
    ...status,
    ...rows.slice(start, end).map((r, i) => {
      const isSel = start + i === sel;
      const text = truncate(`${isSel ? '›' : ' '}${r.text}`, width);
      return {
        segments: [
          seg(text, isSel ? 'selected' : r.tone),
          seg(' '.repeat(Math.max(0, width - text.length)), isSel ? 'selected' : 'plain'),
        ],
      };
    }),
  ];
  return (
    <Box width={width} height={height}>
      <LinesBox lines={lines} width={width} height={height} />
    </Box>
  );
}
