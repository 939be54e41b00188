/**
 * Lists for --ndjson that are not one array of the answer: the section tree
 * flattened (with depth and parent), the comparison's three lists and the
 * references' two as one stream with a status or direction on every record.
 */
import type { CompareVersionsResult, FindReferencesResult, StructureNode } from '../../core/index.js';

type Flat = Omit<StructureNode, 'children'> & { depth: number; parent: string | null };

export function flattenStructure(
  nodes: StructureNode[],
  depth = 1,
  parent: string | null = null,
  out: Flat[] = [],
): Flat[] {
  for (const { children, ...n } of nodes) {
    out.push({ ...n, depth, parent });
    flattenStructure(children, depth + 1, n.sectionNumber, out);
  }
  return out;
}

export function compareRecords(c: CompareVersionsResult): unknown[] {
  if (c.requirements) return c.requirements.changes;
  return [
    ...c.matched,
    ...c.added.map((a) => ({ status: 'added', section17: null, section20: a.sectionNumber, title: a.title })),
    ...c.removed.map((x) => ({ status: 'removed', section17: x.sectionNumber, section20: null, title: x.title })),
  ];
}

export function referenceRecords(x: FindReferencesResult): unknown[] {
  return [
    ...x.outgoing.map((o) => ({ direction: 'outgoing', ...o })),
    ...x.incoming.map((i) => ({ direction: 'incoming', ...i })),
  ];
}
