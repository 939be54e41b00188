/**
 * The section tree as the structure pane shows it: visible rows for a set of
 * expanded nodes, document order for n/p, and the ancestor path of a section.
 */
import type { StructureNode } from '../../src/core/index.js';

export interface TreeRow {
  node: StructureNode;
  depth: number;
  expanded: boolean;
  hasChildren: boolean;
}

export function visibleRows(
  nodes: readonly StructureNode[],
  expanded: ReadonlySet<string>,
  depth = 0,
  out: TreeRow[] = [],
): TreeRow[] {
  for (const node of nodes) {
    const open = expanded.has(node.sectionNumber);
    out.push({ node, depth, expanded: open, hasChildren: node.children.length > 0 });
    if (open) visibleRows(node.children, expanded, depth + 1, out);
  }
  return out;
}

/** Every node in document order (pre-order). */
export function documentOrder(nodes: readonly StructureNode[], out: StructureNode[] = []): StructureNode[] {
  for (const node of nodes) {
    out.push(node);
    documentOrder(node.children, out);
  }
  return out;
}

/** Ids from the root down to (excluding) the section, or null when it is not in the tree. */
export function ancestorsOf(nodes: readonly StructureNode[], id: string, path: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.sectionNumber === id) return path;
    const found = ancestorsOf(node.children, id, [...path, node.sectionNumber]);
    if (found) return found;
  }
  return null;
}

export function findNode(nodes: readonly StructureNode[], id: string): StructureNode | null {
  for (const node of nodes) {
    if (node.sectionNumber === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** The section after (step 1) or before (step -1) `id` in document order. */
export function neighbour(nodes: readonly StructureNode[], id: string, step: 1 | -1): StructureNode | null {
  const order = documentOrder(nodes);
  const at = order.findIndex((n) => n.sectionNumber === id);
  if (at < 0) return null;
  return order[at + step] ?? null;
}

/** The row to highlight for `current`: itself, or its nearest visible ancestor. */
export function highlightIndex(
  rows: readonly TreeRow[],
  nodes: readonly StructureNode[],
  current: string | null,
): number {
  if (!current) return -1;
  const own = rows.findIndex((r) => r.node.sectionNumber === current);
  if (own >= 0) return own;
  const path = ancestorsOf(nodes, current) ?? [];
  for (let i = path.length - 1; i >= 0; i--) {
    const at = rows.findIndex((r) => r.node.sectionNumber === path[i]);
    if (at >= 0) return at;
  }
  return -1;
}

/** Unnumbered entries carry a slug id ("foreword"); those show only their title. */
export function isNumbered(id: string): boolean {
  return !/^[a-z][a-z0-9-]*$/.test(id);
}

export function sectionName(id: string, title: string): string {
  return isNumbered(id) ? `${id} ${title}` : title;
}

/**
 * Where reading starts when no section was asked for: the first numbered
 * clause ("1 Scope"), not front matter such as a Contents page, a Foreword or
 * an Introduction; a document without numbered clauses starts at its first section.
 */
export function firstClause(nodes: readonly StructureNode[]): StructureNode | undefined {
  return documentOrder(nodes).find((n) => /^\d/.test(n.sectionNumber)) ?? nodes[0];
}
