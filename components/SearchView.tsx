/**
 * Search (`/`): results as you type, each with its section, title, printed
 * page and a snippet with the match highlighted. Enter opens the section at
 * the hit (and n/N there go on through the other results); Esc returns to reading.
 */
import { Box } from 'ink';
import { useState } from 'react';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { useSearch } from './hooks/use-search.js';
import { type Line, seg, truncate } from './lib/line.js';
import { fieldActions, inputLine, withInputNote } from './lib/edit-text.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { clampIndex, listMoves, listWindow } from './lib/list-window.js';
import { queryPatterns } from './lib/mark.js';
import { snippetLine } from './lib/snippet.js';
import type { SearchOutcome } from './lib/search-stream.js';
import { type SearchTrail, trailOf } from './lib/search-trail.js';

interface Props {
  spec: string | undefined;
  query: string;
  width: number;
  height: number;
  onQuery(query: string): void;
  /** `trail`: the results' sections, for n/N to go on to the next result. */
  onOpen(section: string, highlight: string, trail: SearchTrail): void;
  onClose(): void;
}

type Hit = Extract<SearchOutcome, { kind: 'ok' }>['result']['results'][number];

function statusText(outcome: SearchOutcome | undefined, loading: boolean): Line {
  if (!outcome || loading) return { segments: [seg('searching …', 'label')] };
  switch (outcome.kind) {
    case 'empty':
      return { segments: [seg('type to search; Enter opens, Esc closes', 'label')] };
    case 'error':
      return { segments: [seg(`✖ ${outcome.error.message}`, 'error')] };
    case 'ok': {
      const r = outcome.result;
      if (r.totalResults === 0) {
        const dym = r.suggestions?.length ? ` — did you mean: ${r.suggestions.join(', ')}` : '';
        return { segments: [seg(`no hits for "${outcome.query}"${dym}`, 'notice')] };
      }
      return { segments: [seg(`${r.results.length} of ${r.totalResults} results for "${outcome.query}"`, 'label')] };
    }
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

function hitLines(hit: Hit, selected: boolean, patterns: RegExp[], width: number): Line[] {
  const where = hit.section ?? '(front matter)';
  const right = ` p. ${hit.pageLabel || hit.page}`;
  const head = truncate(`${selected ? '›' : ' '} ${where} ${hit.title}`, Math.max(1, width - right.length));
  const tone = selected ? 'selected' : 'title';
  return [
    {
      segments: [
        seg(head, tone),
        seg(' '.repeat(Math.max(0, width - head.length - right.length)), tone),
        seg(right, selected ? 'selected' : 'label'),
      ],
    },
    snippetLine(hit.snippet, patterns, width),
  ];
}

export function SearchView({ spec, query, width, height, onQuery, onOpen, onClose }: Props) {
  const state = useSearch(spec, query);
  const [selected, setSelected] = useState(0);
  const outcome = state.status === 'ok' ? state.value : undefined;
  const results = outcome?.kind === 'ok' && outcome.query === query.trim() ? outcome.result.results : [];
  const sel = clampIndex(selected, results.length);
  const stale = outcome?.kind === 'ok' && outcome.query !== query.trim();

  const perHit = 2;
  const room = Math.max(1, Math.floor((height - 2) / perHit));
  useActions(VIEW_SCOPES.search, {
    ...fieldActions(query, (next) => {
      onQuery(next);
      setSelected(0);
    }),
    ...listMoves(setSelected, results.length, room),
    close: onClose,
    open: () => {
      const hit = results[sel];
      if (hit?.section) onOpen(hit.section, query.trim(), trailOf(results, hit.section));
    },
  });

  const patterns = queryPatterns(query);
  const { start, end } = listWindow(results.length, sel, room);
  const lines: Line[] = [
    inputLine('/ ', query, width),
    withInputNote(
      query,
      statusText(
        state.status === 'error' ? { kind: 'error', query, error: state.error } : outcome,
        stale || state.status === 'loading',
      ),
    ),
    ...results.slice(start, end).flatMap((hit, i) => hitLines(hit, start + i === sel, patterns, width)),
  ];
  return (
    <Box width={width} height={height}>
      <LinesBox lines={lines} width={width} height={height} />
    </Box>
  );
}
