/**
 * Pairs the sections of two editions of a spec (e.g. ISO 32000-1 → ISO 32000-2),
 * by title, because numbers move between editions (1.7's clause 4 "Terms and
 * definitions" is 2.0's clause 3).
 *
 * Algorithm (titles normalised as in title-similarity.ts):
 *  1. Full path: sections whose titles AND all their ancestors' titles are equal
 *     pair up ("Syntax / Objects / General").
 *  Then repeat until nothing new pairs:
 *  2. Same title under paired parents (or both at the top level) — this is what
 *     tells the many "General" subclauses apart.
 *  3. Same title under parents with the same title.
 *  4. A title that occurs exactly once among the still unpaired sections on each
 *     side (a clause moved to another parent).
 *  5. Only when 2–4 found nothing: fuzzy renames. Unpaired sections with
 *     compatible parents (paired with each other, equal titles, or both top
 *     level) and a title similarity ≥ RENAME_THRESHOLD (0.8, Dice over title
 *     words) pair greedily, most similar first.
 *  Within one key, several candidates pair in document order (k-th with k-th).
 *
 * Status: "same" when the ids (numbers) are equal, "moved" when they differ,
 * "renamed" for pairs from step 5. Unpaired sections of the newer edition are
 * "added", of the older one "removed".
 */
import type { DocModel, Section } from '../../model/types.js';
import { ancestors, sectionIndex } from '../model-index.js';
import { RENAME_THRESHOLD, normaliseTitle, titleSimilarity, titleTokens } from './title-similarity.js';

export interface SectionPair {
  from: Section;
  to: Section;
  status: 'same' | 'moved' | 'renamed';
  /** Title similarity of a renamed pair. */
  similarity?: number;
}

export interface SectionMatching {
  /** In the older edition's document order. */
  pairs: SectionPair[];
  added: Section[];
  removed: Section[];
}

type Key = (s: Section, side: Side) => string | null;

class Side {
  readonly norm = new Map<string, string>();
  readonly partner = new Map<string, Section>();
  constructor(readonly model: DocModel) {
    for (const s of model.sections) this.norm.set(s.id, normaliseTitle(s.title));
  }
  parent(s: Section): Section | undefined {
    return s.parent ? sectionIndex(this.model).byId.get(s.parent) : undefined;
  }
  unpaired(): Section[] {
    return this.model.sections.filter((s) => !this.partner.has(s.id));
  }
}

const memo = new WeakMap<DocModel, WeakMap<DocModel, SectionMatching>>();

export function matchSections(older: DocModel, newer: DocModel): SectionMatching {
  const cached = memo.get(older)?.get(newer);
  if (cached) return cached;
  const a = new Side(older);
  const b = new Side(newer);
  const fuzzy = new Map<string, number>();
  const pair = (x: Section, y: Section) => {
    a.partner.set(x.id, y);
    b.partner.set(y.id, x);
  };

  /** Pair unpaired sections with equal keys; `unique` = only keys that occur once per side. */
  const pairByKey = (key: Key, unique = false): boolean => {
    const groups = new Map<string, [Section[], Section[]]>();
    for (const [side, i] of [
      [a, 0],
      [b, 1],
    ] as const) {
      for (const s of side.unpaired()) {
        const k = key(s, side);
        if (k === null) continue;
        let g = groups.get(k);
        if (!g) groups.set(k, (g = [[], []]));
        g[i].push(s);
      }
    }
    let changed = false;
    for (const [xs, ys] of groups.values()) {
      if (unique && (xs.length !== 1 || ys.length !== 1)) continue;
      for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        pair(xs[i]!, ys[i]!);
        changed = true;
      }
    }
    return changed;
  };

  const title = (s: Section, side: Side) => side.norm.get(s.id)!;
  const fullPath: Key = (s, side) =>
    [s, ...ancestors(side.model, s)]
      .map((x) => title(x, side))
      .reverse()
      .join(' / ');
  // The parent is named by the newer edition's id on both sides, so paired parents give equal keys.
  const pairedParent: Key = (s, side) => {
    const p = side.parent(s);
    if (!p) return `${title(s, side)}|^`;
    const id = side === a ? a.partner.get(p.id)?.id : p.id;
    return id === undefined || (side === b && !b.partner.has(p.id)) ? null : `${title(s, side)}|${id}`;
  };
  const parentTitle: Key = (s, side) => {
    const p = side.parent(s);
    return `${title(s, side)}|${p ? title(p, side) : '^'}`;
  };

  pairByKey(fullPath);
  for (;;) {
    const exact = pairByKey(pairedParent) || pairByKey(parentTitle) || pairByKey(title, true);
    if (exact) continue;
    if (!pairFuzzy(a, b, pair, fuzzy)) break;
  }

  const order = sectionIndex(older).order;
  const pairs: SectionPair[] = [...a.partner.entries()]
    .map(([id, to]) => ({ from: sectionIndex(older).byId.get(id)!, to }))
    .sort((x, y) => order.get(x.from.id)! - order.get(y.from.id)!)
    .map(({ from, to }) => {
      const sim = fuzzy.get(from.id);
      if (sim !== undefined) return { from, to, status: 'renamed' as const, similarity: Math.round(sim * 100) / 100 };
      return { from, to, status: from.id === to.id ? ('same' as const) : ('moved' as const) };
    });
  const result = { pairs, added: b.unpaired(), removed: a.unpaired() };
  let inner = memo.get(older);
  if (!inner) memo.set(older, (inner = new WeakMap()));
  inner.set(newer, result);
  return result;
}

/** Step 5: greedy pairing of similar titles with compatible parents. */
function pairFuzzy(a: Side, b: Side, pair: (x: Section, y: Section) => void, fuzzy: Map<string, number>): boolean {
  const bs = b.unpaired();
  const tokensB = new Map(bs.map((s) => [s.id, titleTokens(s.title)]));
  const byToken = new Map<string, Section[]>();
  for (const s of bs) for (const t of tokensB.get(s.id)!) (byToken.get(t) ?? byToken.set(t, []).get(t)!).push(s);

  const candidates: Array<{ x: Section; y: Section; sim: number; order: number }> = [];
  a.unpaired().forEach((x, order) => {
    const tx = titleTokens(x.title);
    const seen = new Set<string>();
    for (const t of tx) {
      for (const y of byToken.get(t) ?? []) {
        if (seen.has(y.id)) continue;
        seen.add(y.id);
        const sim = titleSimilarity(tx, tokensB.get(y.id)!);
        if (sim >= RENAME_THRESHOLD && compatibleParents(a, b, x, y)) candidates.push({ x, y, sim, order });
      }
    }
  });
  candidates.sort((p, q) => q.sim - p.sim || p.order - q.order);
  let changed = false;
  for (const { x, y, sim } of candidates) {
    if (a.partner.has(x.id) || b.partner.has(y.id)) continue;
    pair(x, y);
    fuzzy.set(x.id, sim);
    changed = true;
  }
  return changed;
}

function compatibleParents(a: Side, b: Side, x: Section, y: Section): boolean {
  const px = a.parent(x);
  const py = b.parent(y);
  if (!px || !py) return !px && !py;
  return a.partner.get(px.id)?.id === py.id || a.norm.get(px.id) === b.norm.get(py.id);
}
