/**
 * Requirement-level comparison of two editions (docs/model.md, "Comparison"):
 * the requirement sentences of each pair of matched sections are paired by
 * normalised text similarity — the Dice coefficient over word sets of
 * title-similarity.ts — greedily, most similar first, when it is at least
 * PAIR_THRESHOLD. A pair whose normalised texts are equal is "unchanged"
 * (or "level-changed" if its level differs, which equal words cannot do
 * unless the keyword differs only in case or spacing); otherwise
 * "level-changed" when the level moved ("should" → "shall") and "changed"
 * when only the words did, both with a word diff. Unpaired sentences of the
 * newer section are "added", of the older "removed". A lead-in is compared with the items it
 * introduces (Requirement.listItems), as `requirements` shows it: a changed item changes the requirement.
 */
import { diffWords } from 'diff';
import type { Requirement, Section } from '../../model/types.js';
import { normaliseTitle, titleSimilarity, titleTokens } from './title-similarity.js';
import { withListItems } from '../ops/list-items.js';

/** The requirement as stated: its sentence, and the items a lead-in introduces. */
const stated = (r: Requirement): string => withListItems(r.text, r.listItems);

/** Half the words shared: a reworded sentence still pairs, a different one does not. */
export const PAIR_THRESHOLD = 0.5;

export type RequirementStatus = 'unchanged' | 'changed' | 'level-changed' | 'added' | 'removed';

export interface RequirementChange {
  status: RequirementStatus;
  section17: string | null;
  section20: string | null;
  id17: string | null;
  id20: string | null;
  level17: string | null;
  level20: string | null;
  text17: string | null;
  text20: string | null;
  similarity?: number;
  diff?: { op: 'same' | 'added' | 'removed'; text: string }[];
}

export function wordDiff(older: string, newer: string): NonNullable<RequirementChange['diff']> {
  return diffWords(older, newer).map((p) => ({
    op: p.added ? 'added' : p.removed ? 'removed' : 'same',
    text: p.value,
  }));
}

/** The requirements of one section pair, paired and classified; in the newer section's order, removed ones last. */
export function pairRequirements(
  from: Section,
  to: Section,
  older: readonly Requirement[],
  newer: readonly Requirement[],
): RequirementChange[] {
  const tokens17 = older.map((r) => titleTokens(stated(r)));
  const tokens20 = newer.map((r) => titleTokens(stated(r)));
  const candidates: { i: number; j: number; sim: number }[] = [];
  older.forEach((_, i) =>
    newer.forEach((_, j) => {
      const sim = titleSimilarity(tokens17[i]!, tokens20[j]!);
      if (sim >= PAIR_THRESHOLD) candidates.push({ i, j, sim });
    }),
  );
  // Most similar first; among equals, document order on both sides.
  candidates.sort((a, b) => b.sim - a.sim || a.j - b.j || a.i - b.i);
  const partnerOf20 = new Map<number, { i: number; sim: number }>();
  const used17 = new Set<number>();
  for (const c of candidates) {
    if (used17.has(c.i) || partnerOf20.has(c.j)) continue;
    used17.add(c.i);
    partnerOf20.set(c.j, { i: c.i, sim: c.sim });
  }
  const out: RequirementChange[] = [];
  newer.forEach((b, j) => {
    const p = partnerOf20.get(j);
    if (!p) {
      out.push({
        status: 'added',
        section17: null,
        section20: to.id,
        id17: null,
        id20: b.id,
        level17: null,
        level20: b.level,
        text17: null,
        text20: stated(b),
      });
      return;
    }
    const a = older[p.i]!;
    const same = normaliseTitle(stated(a)) === normaliseTitle(stated(b));
    const status: RequirementStatus = a.level !== b.level ? 'level-changed' : same ? 'unchanged' : 'changed';
    out.push({
      status,
      section17: from.id,
      section20: to.id,
      id17: a.id,
      id20: b.id,
      level17: a.level,
      level20: b.level,
      text17: stated(a),
      text20: stated(b),
      similarity: Math.round(p.sim * 100) / 100,
      ...(status === 'unchanged' ? {} : { diff: wordDiff(stated(a), stated(b)) }),
    });
  });
  older.forEach((a, i) => {
    if (!used17.has(i))
      out.push({
        status: 'removed',
        section17: from.id,
        section20: null,
        id17: a.id,
        id20: null,
        level17: a.level,
        level20: null,
        text17: stated(a),
        text20: null,
      });
  });
  return out;
}

/** A requirement of a section only one edition has: added (newer) or removed (older), unpaired. */
function unpaired(r: Requirement, status: 'added' | 'removed'): RequirementChange {
  const older = status === 'removed';
  return {
    status,
    section17: older ? r.section : null,
    section20: older ? null : r.section,
    id17: older ? r.id : null,
    id20: older ? null : r.id,
    level17: older ? r.level : null,
    level20: older ? null : r.level,
    text17: older ? stated(r) : null,
    text20: older ? null : stated(r),
  };
}

/**
 * Every requirement change: those of each matched section pair, then the requirements of the sections only the
 * newer edition has (added) and only the older has (removed) — a new section's sentences are new requirements.
 */
export function compareRequirements(
  pairs: readonly { from: Section; to: Section }[],
  older: readonly Requirement[],
  newer: readonly Requirement[],
  sections: { added: readonly Section[]; removed: readonly Section[] } = { added: [], removed: [] },
): { statistics: Record<RequirementStatus, number>; changes: RequirementChange[] } {
  const bySection = (list: readonly Requirement[]) => {
    const m = new Map<string, Requirement[]>();
    for (const r of list) {
      let l = m.get(r.section);
      if (!l) m.set(r.section, (l = []));
      l.push(r);
    }
    return m;
  };
  const a = bySection(older);
  const b = bySection(newer);
  const changes = [
    ...pairs.flatMap((p) => pairRequirements(p.from, p.to, a.get(p.from.id) ?? [], b.get(p.to.id) ?? [])),
    ...sections.added.flatMap((s) => (b.get(s.id) ?? []).map((r) => unpaired(r, 'added'))),
    ...sections.removed.flatMap((s) => (a.get(s.id) ?? []).map((r) => unpaired(r, 'removed'))),
  ];
  const statistics: Record<RequirementStatus, number> = {
    unchanged: 0,
    changed: 0,
    'level-changed': 0,
    added: 0,
    removed: 0,
  };
  for (const c of changes) statistics[c.status]++;
  return { statistics, changes };
}
