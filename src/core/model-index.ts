/**
 * Lookups over a model's section list, built once per model and memoised, so
 * that a long-lived process (MCP server, TUI) pays for them once.
 */
import type { DocModel, Section } from '../model/types.js';

export interface SectionIndex {
  byId: Map<string, Section>;
  /** Position of each section in document order. */
  order: Map<string, number>;
  /** Children of each section id ('' = top level), in document order. */
  children: Map<string, Section[]>;
}

const memo = new WeakMap<DocModel, SectionIndex>();

export function sectionIndex(model: DocModel): SectionIndex {
  let idx = memo.get(model);
  if (idx) return idx;
  const byId = new Map<string, Section>();
  const order = new Map<string, number>();
  const children = new Map<string, Section[]>();
  model.sections.forEach((s, i) => {
    byId.set(s.id, s);
    order.set(s.id, i);
  });
  for (const s of model.sections) {
    // A parent that is not in the model (malformed input) makes the section top level.
    const key = s.parent && byId.has(s.parent) ? s.parent : '';
    let list = children.get(key);
    if (!list) children.set(key, (list = []));
    list.push(s);
  }
  idx = { byId, order, children };
  memo.set(model, idx);
  return idx;
}

/** The section and all its descendants, in document order. */
export function subtree(model: DocModel, root: Section): Section[] {
  const { children } = sectionIndex(model);
  const out: Section[] = [];
  const seen = new Set<string>();
  const walk = (s: Section) => {
    if (seen.has(s.id)) return; // guards against a parent cycle in a malformed model
    seen.add(s.id);
    out.push(s);
    for (const c of children.get(s.id) ?? []) walk(c);
  };
  walk(root);
  const { order } = sectionIndex(model);
  return out.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** Ancestors from the parent up to the top. */
export function ancestors(model: DocModel, s: Section): Section[] {
  const { byId } = sectionIndex(model);
  const out: Section[] = [];
  const seen = new Set<string>([s.id]);
  let p = s.parent ? byId.get(s.parent) : undefined;
  while (p && !seen.has(p.id)) {
    out.push(p);
    seen.add(p.id);
    p = p.parent ? byId.get(p.parent) : undefined;
  }
  return out;
}

/** "7.3.4 Stream objects", or the bare title for unnumbered sections. */
export function sectionLabel(s: Section): string {
  return s.number ? `${s.number} ${s.title}` : s.title;
}

/** Printed label of a physical page, falling back to the decimal number. */
export function pageLabel(model: DocModel, page: number): string {
  return model.pageLabels[page - 1] ?? String(page);
}
