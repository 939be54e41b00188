/**
 * The browsing screen: title line, structure and section panes (or one of the
 * views that replace them: search, jump, diff, specs, requirements, help),
 * compile progress and the status line. Owns where the reader is.
 */
import { Box } from 'ink';
import { useCallback, useEffect, useState } from 'react';
import { type Observable, concat, map, of, switchMap, timer } from 'rxjs';
import { GET_STRUCTURE, type KeyRecord, type PdfspecError, type StructureNode } from '../src/core/index.js';
import { DiffView } from './DiffView.js';
import type { EditionPair } from './EditionPicker.js';
import { HelpView } from './HelpView.js';
import { JumpView } from './JumpView.js';
import { KeyPane } from './KeyPane.js';
import { LinesBox } from './LineView.js';
import { ProgressBar } from './ProgressBar.js';
import { RequirementsView } from './RequirementsView.js';
import { ChecklistView } from './ChecklistView.js';
import { SearchView } from './SearchView.js';
import { SectionPane, type SelectedRef, type Target, describeRef } from './SectionPane.js';
import { SpecsView } from './SpecsView.js';
import { StatusLine, type StatusMessage, statusLines } from './StatusLine.js';
import { StructurePane, type Reveal } from './StructurePane.js';
import { useActions } from './hooks/use-actions.js';
import { useCore } from './hooks/use-core.js';
import { useObservable } from './hooks/use-observable.js';
import { useProgress } from './hooks/use-progress.js';
import { useQuit } from './hooks/use-quit.js';
import { useTerminalSize } from './hooks/use-terminal-size.js';
import { type Line, seg, truncate } from './lib/line.js';
import { type SearchTrail, stepTrail } from './lib/search-trail.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { firstClause, neighbour } from './lib/tree.js';

export type Mode = 'browse' | 'search' | 'jump' | 'key' | 'diff' | 'specs' | 'requirements' | 'checklist' | 'help';
type Focus = 'tree' | 'section';

export interface BrowserProps {
  initialSpec?: string;
  initialSection?: string;
  /** One-line notices from the core's context (fallbacks, defaults). */
  notices?: Observable<string>;
}

const NO_NODES: StructureNode[] = [];
export const NOTICE_MS = 6000;

/** Two panes from 60 columns; below that, the focused pane alone. */
export function treeWidth(columns: number): number {
  return columns >= 60 ? Math.max(24, Math.min(48, Math.floor(columns * 0.35))) : columns;
}

export function Browser({ initialSpec, initialSection, notices }: BrowserProps) {
  const core = useCore();
  const quit = useQuit();
  const { columns, rows } = useTerminalSize();
  const [spec, setSpec] = useState(initialSpec);
  const [mode, setMode] = useState<Mode>('browse');
  const [focus, setFocus] = useState<Focus>(initialSection ? 'section' : 'tree');
  const [target, setTarget] = useState<Target | null>(initialSection ? { section: initialSection, nonce: 0 } : null);
  const [reveal, setReveal] = useState<Reveal | null>(initialSection ? { section: initialSection, nonce: 0 } : null);
  const [visible, setVisible] = useState<string | null>(null);
  const [sectionError, setSectionError] = useState<PdfspecError | null>(null);
  const [query, setQuery] = useState('');
  // Followed cross-references, like a browser's history: Backspace goes back.
  const [history, setHistory] = useState<Target[]>([]);
  const [refCount, setRefCount] = useState(0);
  const [refNote, setRefNote] = useState<string | null>(null);
  // The diff's last picked editions, kept while the browser runs.
  const [diffChoice, setDiffChoice] = useState<EditionPair | null>(null);
  // The dictionary key opened from the jump view.
  const [keyEntry, setKeyEntry] = useState<KeyRecord | null>(null);
  const openKey = useCallback((entry: KeyRecord) => {
    setKeyEntry(entry);
    setMode('key');
  }, []);

  const structure = useObservable(() => core[GET_STRUCTURE](spec ? { spec } : {}), [core, spec]);
  // A notice (e.g. "compiling …") shows for a while, then gives the line back.
  const noticeState = useObservable(
    () => notices?.pipe(switchMap((m) => concat(of<string | null>(m), timer(NOTICE_MS).pipe(map(() => null))))) ?? null,
    [notices],
  );
  const progress = useProgress();
  const nodes = structure.status === 'ok' ? structure.value.sections : NO_NODES;
  // After the first answer, ask by the resolved id (a prefix or the default becomes exact).
  const specId = structure.status === 'ok' ? structure.value.spec : spec;

  // The search results the open section came from (n/N go on through them); null when opened otherwise.
  const [trail, setTrail] = useState<SearchTrail | null>(null);

  const open = useCallback((section: string, highlight?: string, from?: SearchTrail) => {
    setTrail(from ?? null);
    setTarget((t) => ({ section, ...(highlight ? { highlight } : {}), nonce: (t?.nonce ?? 0) + 1 }));
    setReveal((r) => ({ section, nonce: (r?.nonce ?? 0) + 1 }));
    setMode('browse');
    setFocus('section');
  }, []);

  const follow = useCallback(
    (r: SelectedRef) => {
      if (r.target === null) return;
      if (target) setHistory((h) => [...h, target]);
      open(r.target, r.kind === 'table' || r.kind === 'bibliography' ? r.cited : undefined);
    },
    [target, open],
  );
  const back = () => {
    const previous = history[history.length - 1];
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    setTarget((t) => ({ ...previous, nonce: (t?.nonce ?? 0) + 1 }));
    setReveal((r) => ({ section: previous.section, nonce: (r?.nonce ?? 0) + 1 }));
    setFocus('section');
  };
  const onRefSelected = useCallback((r: SelectedRef | null) => setRefNote(r ? describeRef(r) : null), []);

  // With no section asked for, start at the first clause, past the front matter (focus stays in the tree).
  useEffect(() => {
    const first = firstClause(nodes);
    if (!target && first) setTarget({ section: first.sectionNumber, nonce: 0 });
  }, [nodes, target]);

  const navigate = useCallback(
    (step: 1 | -1) => {
      const from = visible ?? target?.section;
      const next = from ? neighbour(nodes, from, step) : null;
      if (next) open(next.sectionNumber);
    },
    [visible, target, nodes, open],
  );

  const onHitsEnd = (step: 1 | -1): boolean => {
    const next = trail && target?.highlight ? stepTrail(trail, step) : null;
    if (!next) return false;
    open(next.sections[next.at]!, target!.highlight, next);
    return true;
  };

  const switchSpec = (id: string) => {
    setSpec(id);
    setTarget(null);
    setVisible(null);
    setSectionError(null);
    setMode('browse');
    setFocus('tree');
  };

  useActions(VIEW_SCOPES.browser, { quit });
  useActions(
    VIEW_SCOPES.reading,
    {
      quit,
      help: () => setMode('help'),
      search: () => setMode('search'),
      jump: () => setMode('jump'),
      diff: () => setMode('diff'),
      specs: () => setMode('specs'),
      requirements: () => setMode('requirements'),
      checklist: () => setMode('checklist'),
      // In a section with cross-references, Tab selects among them (SectionPane).
      focus: () => {
        if (!(focus === 'section' && refCount > 0)) setFocus((f) => (f === 'tree' ? 'section' : 'tree'));
      },
      back: () => {
        if (history.length > 0) back();
      },
      clear: () => {
        if (target?.highlight) setTarget({ section: target.section, nonce: target.nonce });
        else if (focus === 'section') setFocus('tree');
      },
    },
    { isActive: mode === 'browse' },
  );

  const message: StatusMessage | null =
    structure.status === 'error'
      ? {
          kind: 'error',
          text: `${structure.error.message}${structure.error.hint ? ` — ${structure.error.hint}` : ''} (s: pick another spec)`,
        }
      : sectionError
        ? {
            kind: 'error',
            text: `${sectionError.message}${sectionError.suggestions.length ? ` — did you mean ${sectionError.suggestions.join(', ')}` : ''}`,
          }
        : noticeState.status === 'ok' && noticeState.value
          ? { kind: 'notice', text: noticeState.value }
          : refNote && mode === 'browse'
            ? { kind: 'notice', text: refNote }
            : null;
  const where = `${specId ?? '…'}${visible ? ` § ${visible}` : ''}`;
  const status = statusLines({ width: columns, message, where });

  const height = Math.max(4, rows - 1); // Ink prints a newline after the frame
  const mainHeight = Math.max(1, height - 1 - status.length - (progress ? 1 : 0));
  const close = () => setMode('browse');

  const title: Line = {
    segments: [
      seg(' pdfspec ', 'selected'),
      seg(
        truncate(
          ` ${specId ?? 'loading …'}${structure.status === 'ok' ? ` · ${structure.value.totalSections} sections` : ''} · ${mode}`,
          Math.max(1, columns - 9),
        ),
        'label',
      ),
    ],
  };

  let main;
  switch (mode) {
    case 'browse': {
      const two = columns >= 60;
      const tw = two ? treeWidth(columns) : columns;
      const sw = two ? columns - tw - 1 : columns;
      const showTree = two || focus === 'tree';
      const showSection = two || focus === 'section';
      const tree =
        structure.status === 'ok' ? (
          <StructurePane
            nodes={nodes}
            width={tw}
            height={mainHeight}
            focused={focus === 'tree'}
            current={visible ?? target?.section ?? null}
            reveal={reveal}
            onOpen={(s) => open(s)}
          />
        ) : (
          <LinesBox
            lines={[
              { segments: [seg(structure.status === 'error' ? 'No structure.' : 'Loading structure …', 'label')] },
            ]}
            width={tw}
            height={mainHeight}
          />
        );
      main = (
        <Box height={mainHeight}>
          {showTree ? tree : null}
          {/* The divider's head points at the focused pane (a text marker, so it shows without colour too). */}
          {two ? (
            <LinesBox
              lines={Array.from({ length: mainHeight }, (_, i) => ({
                segments: [i === 0 ? seg(focus === 'tree' ? '«' : '»', 'accent') : seg('│', 'border')],
              }))}
              width={1}
              height={mainHeight}
            />
          ) : null}
          {/* The section pane stays mounted in narrow mode so its scroll position survives. */}
          <Box width={showSection ? sw : 0} height={mainHeight} overflow="hidden">
            <SectionPane
              spec={specId}
              target={target}
              width={sw}
              height={mainHeight}
              focused={focus === 'section'}
              active={mode === 'browse'}
              onVisibleSection={setVisible}
              onNavigate={navigate}
              onHitsEnd={onHitsEnd}
              onError={setSectionError}
              onRefCount={setRefCount}
              onRefSelected={onRefSelected}
              onFollow={follow}
            />
          </Box>
        </Box>
      );
      break;
    }
    case 'search':
      main = (
        <SearchView
          spec={specId}
          query={query}
          width={columns}
          height={mainHeight}
          onQuery={setQuery}
          onOpen={open}
          onClose={close}
        />
      );
      break;
    case 'jump':
      main = (
        <JumpView
          spec={specId}
          nodes={nodes}
          width={columns}
          height={mainHeight}
          onOpen={open}
          onKey={openKey}
          onClose={close}
        />
      );
      break;
    case 'key':
      main = keyEntry ? (
        <KeyPane entry={keyEntry} width={columns} height={mainHeight} onOpen={open} onClose={() => setMode('jump')} />
      ) : null;
      break;
    case 'diff':
      main = (
        <DiffView
          spec={specId}
          chosen={diffChoice}
          onChoose={setDiffChoice}
          width={columns}
          height={mainHeight}
          onClose={close}
        />
      );
      break;
    case 'specs':
      main = <SpecsView current={specId} width={columns} height={mainHeight} onSelect={switchSpec} onClose={close} />;
      break;
    case 'requirements':
      main = (
        <RequirementsView
          spec={specId}
          section={visible ?? target?.section ?? null}
          width={columns}
          height={mainHeight}
          onOpen={open}
          onClose={close}
        />
      );
      break;
    case 'checklist':
      main = (
        <ChecklistView
          spec={specId}
          section={visible ?? target?.section ?? null}
          width={columns}
          height={mainHeight}
          onOpen={open}
          onClose={close}
        />
      );
      break;
    case 'help':
      main = <HelpView width={columns} height={mainHeight} onClose={close} />;
      break;
    default: {
      const never: never = mode;
      throw new Error(`unknown mode ${String(never)}`);
    }
  }

  return (
    <Box flexDirection="column" width={columns} height={height}>
      <LinesBox lines={[title]} width={columns} height={1} />
      {main}
      {progress ? <ProgressBar event={progress} width={columns} /> : null}
      <StatusLine width={columns} lines={status} />
    </Box>
  );
}
