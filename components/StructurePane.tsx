/**
 * The section tree: moves, expand and collapse, Enter opens (keys: lib/keymap). The
 * section being read is marked (▶, and coloured) and stays visible; page
 * labels sit at the right edge of each row.
 */
import { Box } from 'ink';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StructureNode } from '../src/core/index.js';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { type Line, seg, truncate } from './lib/line.js';
import { ancestorsOf, highlightIndex, sectionName, visibleRows, type TreeRow } from './lib/tree.js';

export interface Reveal {
  section: string;
  nonce: number;
}

interface Props {
  nodes: readonly StructureNode[];
  width: number;
  height: number;
  focused: boolean;
  /** The section being read (highlighted). */
  current: string | null;
  /** Expand to and move the cursor onto this section when it changes. */
  reveal: Reveal | null;
  onOpen(section: string): void;
}

function rowLine(row: TreeRow, width: number, isCurrent: boolean, isCursor: boolean): Line {
  const { node, depth } = row;
  const glyph = row.hasChildren ? (row.expanded ? '▾' : '▸') : ' ';
  const label = node.pageLabel || String(node.page);
  const name = sectionName(node.sectionNumber, node.title);
  const lead = `${isCurrent ? '▶' : isCursor ? '›' : ' '}${'  '.repeat(depth)}${glyph} `;
  const room = width - lead.length - label.length - 1;
  const text = truncate(name, Math.max(room, 1));
  const gap = ' '.repeat(Math.max(1, width - lead.length - text.length - label.length));
  const tone = isCursor ? 'selected' : isCurrent ? 'current' : 'plain';
  return {
    segments: [
      seg(lead, isCurrent ? 'current' : tone),
      seg(text, tone),
      seg(gap, isCursor ? 'selected' : 'plain'),
      seg(label, isCursor ? 'selected' : 'label'),
    ],
  };
}

export function StructurePane({ nodes, width, height, focused, current, reveal, onOpen }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [cursorId, setCursorId] = useState<string | null>(null);
  const top = useRef(0);

  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const found = rows.findIndex((r) => r.node.sectionNumber === cursorId);
  const cursor = found >= 0 ? found : 0;

  useEffect(() => {
    if (!reveal) return;
    const path = ancestorsOf(nodes, reveal.section);
    if (!path) return;
    setExpanded((prev) => new Set([...prev, ...path]));
    setCursorId(reveal.section);
  }, [reveal, nodes]);

  // Moves are functional updates of the cursor, so a burst of them (2,000 × j) is one update.
  const moveTo = (to: (from: number) => number) =>
    setCursorId((id) => {
      const at = rows.findIndex((r) => r.node.sectionNumber === id);
      const row = rows[Math.max(0, Math.min(rows.length - 1, to(at >= 0 ? at : 0)))];
      return row ? row.node.sectionNumber : id;
    });
  const toggle = (id: string, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const row = rows[cursor];
  useActions(
    VIEW_SCOPES.structure,
    {
      up: (n) => moveTo((c) => c - n),
      down: (n) => moveTo((c) => c + n),
      'page-up': (n) => moveTo((c) => c - height * n),
      'page-down': (n) => moveTo((c) => c + height * n),
      top: () => moveTo(() => 0),
      bottom: () => moveTo(() => rows.length - 1),
      expand: () => {
        if (!row?.hasChildren) return;
        if (!row.expanded) toggle(row.node.sectionNumber, true);
        else moveTo(() => cursor + 1);
      },
      collapse: () => {
        if (!row) return;
        if (row.expanded) toggle(row.node.sectionNumber, false);
        else {
          const parent = ancestorsOf(nodes, row.node.sectionNumber)?.at(-1);
          if (parent) setCursorId(parent);
        }
      },
      open: () => {
        if (row) onOpen(row.node.sectionNumber);
      },
    },
    { isActive: focused },
  );

  // Keep the cursor inside the window; the window only moves when it must.
  if (cursor < top.current) top.current = cursor;
  if (cursor >= top.current + height) top.current = cursor - height + 1;
  top.current = Math.max(0, Math.min(top.current, Math.max(0, rows.length - height)));

  const mark = highlightIndex(rows, nodes, current);
  const lines = rows
    .slice(top.current, top.current + height)
    .map((row, i) => rowLine(row, width, top.current + i === mark, focused && top.current + i === cursor));

  return (
    <Box width={width} height={height}>
      <LinesBox lines={lines} width={width} height={height} />
    </Box>
  );
}
