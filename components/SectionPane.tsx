/**
 * The section being read, rendered for the terminal (see lib/section-lines).
 * ↑↓/j k scroll, PgUp/PgDn page, g/G top and bottom, ←→ scroll wide tables;
 * n/p open the next/previous section, or — while a search is highlighted —
 * n/N step through its hits, and past the last (first) one on to the next
 * (previous) search result. Cross-references are underlined; Tab/Shift-Tab
 * select one (the status line says where it points), Enter follows it.
 */
import { Box, Text } from 'ink';
import { useEffect, useMemo, useState } from 'react';
import { GET_REQUIREMENTS, type PdfspecError } from '../src/core/index.js';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { useCore } from './hooks/use-core.js';
import { useObservable } from './hooks/use-observable.js';
import { useSection } from './hooks/use-section.js';
import { hasTone, type Line, lineWidth, seg, sliceLine, truncate } from './lib/line.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { queryPatterns } from './lib/mark.js';
import { clampTop, hitStarts, nextHit, stepHit } from './lib/scroll.js';
import { type ContentItem, sectionLines } from './lib/section-lines.js';
import { sectionName } from './lib/tree.js';

export interface Target {
  section: string;
  /** Text to highlight (a search query, a term, a table number). */
  highlight?: string;
  nonce: number;
}

interface Props {
  spec: string | undefined;
  target: Target | null;
  width: number;
  height: number;
  focused: boolean;
  /** n/p and hit keys work whenever the browse view is showing, whatever has focus. */
  active: boolean;
  onVisibleSection(section: string): void;
  onNavigate(step: 1 | -1): void;
  /** n/N past the last (first) hit: true when the browser went on to another search result. */
  onHitsEnd?(step: 1 | -1): boolean;
  onError(error: PdfspecError | null): void;
  /** How many cross-references the section shows (Tab selects among them while there are any). */
  onRefCount?(count: number): void;
  /** The selected reference changed (null: none selected). */
  onRefSelected?(ref: SelectedRef | null): void;
  /** Enter on a selected reference. */
  onFollow?(ref: SelectedRef): void;
}

export type SelectedRef = NonNullable<ContentItem['refs']>[number];

/** "→ 7.3.4 General", "→ Table 3 in 7.2.1", "FX 32000-1:2008, 8.4.2: another document", "9.9: not in this document". */
export function describeRef(r: SelectedRef): string {
  if (r.target === null)
    return r.kind === 'external'
      ? `${r.text}: another document (${r.document ?? 'not named'}) — refs lists it`
      : `${r.text}: names nothing in this document (unresolved)`;
  const where = r.kind === 'table' || r.kind === 'bibliography' ? `${r.cited} in ${r.target}` : r.target;
  return `${r.text} → ${where}${r.targetTitle ? ` ${r.targetTitle}` : ''} (Enter: follow, Backspace: back)`;
}

const CONTEXT_ABOVE_HIT = 2;

export function SectionPane({
  spec,
  target,
  width,
  height,
  focused,
  active,
  onVisibleSection,
  onNavigate,
  onHitsEnd,
  onError,
  onRefCount,
  onRefSelected,
  onFollow,
}: Props) {
  const core = useCore();
  const section = target?.section ?? null;
  const { state, more, loadMore } = useSection(spec, section);
  const reqs = useObservable(
    () => (section ? core[GET_REQUIREMENTS]({ ...(spec ? { spec } : {}), section, limit: 1000 }) : null),
    [core, spec, section],
  );
  const [top, setTop] = useState(0);
  const [left, setLeft] = useState(0);
  const [hit, setHit] = useState<number | null>(null);
  const [refSel, setRefSel] = useState<number | null>(null);

  const highlight = target?.highlight;
  const pattern = useMemo(() => {
    const [phrase, words] = highlight ? queryPatterns(highlight) : [];
    return { phrase: phrase ?? null, words: words ?? null };
  }, [highlight]);

  const content = state.value?.content;
  const requirements = reqs.status === 'ok' ? reqs.value.requirements : undefined;
  // Every reference of the section, in reading order, with the content item holding it.
  const refs = useMemo(
    () => (content ?? []).flatMap((c, item) => (c.refs ?? []).map((r, ref) => ({ item, ref, r }))),
    [content],
  );
  const selectedRef = refSel === null ? null : (refs[refSel] ?? null);
  const lines = useMemo(() => {
    if (!content) return [];
    const opts = { requirements, selectedRef: selectedRef ? { item: selectedRef.item, ref: selectedRef.ref } : null };
    const withPhrase = sectionLines(content, width, { ...opts, highlight: pattern.phrase });
    // A query whose exact phrase is absent (AND-matched words) highlights its words.
    if (pattern.words && !withPhrase.some((l) => hasTone(l, 'hit')))
      return sectionLines(content, width, { ...opts, highlight: pattern.words });
    return withPhrase;
  }, [content, requirements, width, pattern, selectedRef]);
  const hits = useMemo(() => (pattern.phrase ? hitStarts(lines.map((l) => hasTone(l, 'hit'))) : []), [lines, pattern]);

  const bodyHeight = Math.max(1, height - 1);
  // Wide tables scroll only as far as their right edge.
  const maxLeft = useMemo(
    () => Math.max(0, ...lines.filter((l) => l.wide).map((l) => lineWidth(l) - width)),
    [lines, width],
  );
  const scrollTo = (t: number) => setTop(clampTop(t, lines.length, bodyHeight));
  // Scrolling is a functional update, so a burst of scroll keys is one update.
  const scrollBy = (delta: number) => setTop((t) => clampTop(t + delta, lines.length, bodyHeight));

  // A new target starts at the top, or at its first hit once the lines are there.
  useEffect(() => {
    setTop(0);
    setLeft(0);
    setHit(null);
    setRefSel(null);
  }, [target?.nonce, target?.section]);
  // A reference selected in the pane is let go when the focus leaves it: its note and mark would be stale.
  useEffect(() => {
    if (!focused) setRefSel(null);
  }, [focused]);
  useEffect(() => onRefCount?.(refs.length), [refs.length, onRefCount]);
  useEffect(() => onRefSelected?.(selectedRef?.r ?? null), [selectedRef, onRefSelected]);
  // A selected reference is scrolled into view.
  useEffect(() => {
    if (selectedRef === null) return;
    const at = lines.findIndex((l) => hasTone(l, 'refSelected'));
    if (at >= 0 && (at < top || at >= top + Math.max(1, height - 1))) scrollTo(at - CONTEXT_ABOVE_HIT);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedRef]);
  useEffect(() => {
    if (hit === null && hits.length > 0) {
      setHit(hits[0] ?? null);
      scrollTo((hits[0] ?? 0) - CONTEXT_ABOVE_HIT);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hits, hit]);

  useEffect(() => {
    onError(state.status === 'error' ? state.error : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status, state.error]);

  const visible = lines.slice(top).find((l) => l.section)?.section ?? state.value?.sectionNumber ?? null;
  useEffect(() => {
    if (visible) onVisibleSection(visible);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  useEffect(() => {
    if (more && top + bodyHeight * 2 >= lines.length) loadMore();
  }, [more, top, bodyHeight, lines.length, loadMore]);

  const goHit = (step: 1 | -1, wrap: boolean): boolean => {
    const next = (wrap ? stepHit : nextHit)(hits, hit ?? top, step);
    if (next === null) return false;
    setHit(next);
    scrollTo(next - CONTEXT_ABOVE_HIT);
    return true;
  };

  // n/N step through the hits here; past the last one, the next search result; without a search, n is the next section.
  const stepOrGo = (step: 1 | -1) => {
    if (hits.length > 0 && goHit(step, false)) return;
    if (highlight && onHitsEnd?.(step)) return;
    // No other result to go to: round to the first (last) hit here.
    if (hits.length > 0) goHit(step, true);
    else if (step === 1) onNavigate(1);
  };
  useActions(
    VIEW_SCOPES.sectionHits,
    { next: () => stepOrGo(1), 'previous-hit': () => stepOrGo(-1), 'previous-section': () => onNavigate(-1) },
    { isActive: active },
  );
  const selectRef = (step: number) => {
    const n = refs.length;
    if (n > 0) setRefSel((s) => ((((s === null ? (step > 0 ? -1 : 0) : s) + step) % n) + n) % n);
  };
  useActions(
    VIEW_SCOPES.section,
    {
      'next-ref': (n) => selectRef(n),
      'previous-ref': (n) => selectRef(-n),
      follow: () => {
        if (selectedRef) onFollow?.(selectedRef.r);
      },
      up: (n) => scrollBy(-n),
      down: (n) => scrollBy(n),
      'page-up': (n) => scrollBy(-(bodyHeight - 1) * n),
      'page-down': (n) => scrollBy((bodyHeight - 1) * n),
      top: () => scrollTo(0),
      bottom: () => scrollTo(lines.length),
      'scroll-left': (n) => setLeft((l) => Math.max(0, l - 8 * n)),
      'scroll-right': (n) => setLeft((l) => Math.min(l + 8 * n, maxLeft)),
    },
    { isActive: active && focused },
  );

  if (!section)
    return (
      <Placeholder width={width} height={height} text="No section open — pick one in the tree, or press : to jump." />
    );
  const result = state.value;
  if (!result) {
    const text = state.status === 'error' ? `✖ ${state.error.message}` : `Loading ${section} …`;
    return <Placeholder width={width} height={height} text={text} />;
  }

  const range =
    result.pageRange.startLabel === result.pageRange.endLabel
      ? `p. ${result.pageRange.startLabel}`
      : `pp. ${result.pageRange.startLabel}–${result.pageRange.endLabel}`;
  const pct =
    lines.length <= bodyHeight
      ? 'all'
      : `${Math.round((Math.min(top + bodyHeight, lines.length) / lines.length) * 100)}%`;
  const hitInfo = hits.length > 0 ? `hit ${Math.max(1, hits.indexOf(hit ?? -1) + 1)}/${hits.length}  ` : '';
  const right = ` ${hitInfo}${range}  ${pct}${more ? '+' : ''}`;
  const title = truncate(`§ ${sectionName(result.sectionNumber, result.title)}`, Math.max(1, width - right.length));
  // The focused pane's title stands out (inverse), beside the divider's ».
  const header: Line = {
    segments: [
      seg(title, focused ? 'selected' : 'heading'),
      seg(' '.repeat(Math.max(0, width - title.length - right.length))),
      seg(right, 'label'),
    ],
  };

  const shown = lines.slice(top, top + bodyHeight).map((l) => (l.wide ? sliceLine(l, left, width) : l));
  return (
    <Box flexDirection="column" width={width} height={height}>
      <LinesBox lines={[header]} width={width} height={1} />
      <LinesBox lines={shown} width={width} height={bodyHeight} />
    </Box>
  );
}

function Placeholder({ width, height, text }: { width: number; height: number; text: string }) {
  return (
    <Box width={width} height={height}>
      <Text wrap="wrap">{text}</Text>
    </Box>
  );
}
