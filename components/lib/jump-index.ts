/**
 * Fuzzy jump targets: sections (by number and title), tables ("Table 29") and
 * defined terms, ranked by the core's "did you mean" ranking. An exact key
 * ("7.3.4", "table 29") always ranks first, because people type the numbers
 * they cite, then keys that start with what was typed.
 */
import { didYouMean, type KeyRecord, type StructureNode } from '../../src/core/index.js';
import { documentOrder } from './tree.js';
import { enclosingNumbers } from '../../src/model/section-number.js';

export type JumpKind = 'section' | 'table' | 'term' | 'key';

export interface JumpTarget {
  kind: JumpKind;
  /** What the user types to hit it exactly: "7.3.4", "Table 29", the term. */
  key: string;
  label: string;
  /** Section to open. */
  section: string;
  /** Text to highlight in that section, if any. */
  highlight?: string;
  /** A dictionary key: the entry its pane shows (the model's row, the spec's row). */
  entry?: KeyRecord;
}

export interface TableRef {
  number: string | null;
  caption: string;
  section: string | null;
}

export interface TermRef {
  /** An abbreviation says so in its label. */
  kind?: 'term' | 'abbreviation';
  term: string;
  admittedTerms: string[];
  section: string;
}

export function sectionTargets(nodes: readonly StructureNode[]): JumpTarget[] {
  return documentOrder(nodes).map((n) => ({
    kind: 'section',
    key: n.sectionNumber,
    label: n.title,
    section: n.sectionNumber,
  }));
}

export function tableTargets(tables: readonly TableRef[]): JumpTarget[] {
  return tables
    .filter((t): t is TableRef & { number: string; section: string } => !!t.number && !!t.section)
    .map((t) => ({ kind: 'table', key: t.number, label: t.caption, section: t.section, highlight: t.number }));
}

/** Dictionary keys (the core's key lookup, model and spec): each opens the key pane. */
export function keyTargets(keys: readonly KeyRecord[]): JumpTarget[] {
  return keys.map((k) => ({
    kind: 'key',
    key: `/${k.key}`,
    label: `${k.object ?? (k.dictionary || k.caption)}${k.type ? ` · ${k.type}` : ''}${k.status ? ` · ${k.status}` : ''}${k.table ? ` (${k.table})` : ''}`,
    section: k.section ?? '',
    ...(k.section ? { highlight: k.key } : {}),
    entry: k,
  }));
}

/**
 * A term's printed number ("3.29") is often not an outline entry; open the
 * closest section the tree has (its parent clause) and highlight the term.
 */
export function termTargets(terms: readonly TermRef[], nodes: readonly StructureNode[]): JumpTarget[] {
  const known = new Set(documentOrder(nodes).map((n) => n.sectionNumber));
  const openable = (num: string): string => {
    return [num, ...enclosingNumbers(num)].find((s) => known.has(s)) ?? num;
  };
  return terms.map((t) => ({
    kind: 'term',
    key: t.term,
    label: `${t.kind === 'abbreviation' ? 'abbreviation · ' : ''}${t.section}${t.admittedTerms.length ? ` (also: ${t.admittedTerms.join(', ')})` : ''}`,
    section: openable(t.section),
    highlight: t.term,
  }));
}

export interface JumpIndex {
  search(query: string, limit: number): JumpTarget[];
}

export function createJumpIndex(targets: readonly JumpTarget[]): JumpIndex {
  return {
    search(query, limit) {
      const q = query.trim();
      if (!q) return targets.slice(0, limit);
      const lower = q.toLowerCase();
      const exact = targets.filter((t) => t.key.toLowerCase() === lower);
      const prefix = targets.filter(
        (t) => t.kind !== 'term' && t.key.toLowerCase().startsWith(lower) && !exact.includes(t),
      );
      const fuzzy = didYouMean(q, targets, (t) => `${t.key} ${t.label}`, limit * 2);
      const seen = new Set<JumpTarget>();
      const out: JumpTarget[] = [];
      for (const t of [...exact, ...prefix.slice(0, limit), ...fuzzy]) {
        if (seen.has(t)) continue;
        seen.add(t);
        out.push(t);
        if (out.length >= limit) break;
      }
      return out;
    },
  };
}
