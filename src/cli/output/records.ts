/**
 * The list inside each result, for --ndjson: one JSON record per line.
 * Nested trees are flattened (with depth and parent) and the comparison's
 * three lists become one stream with a status on every record.
 */
import type { OperationName, StructureNode } from '../../core/schemas.js';
import type { ResultOf } from '../../core/create-core.js';

type Flat = Omit<StructureNode, 'children'> & { depth: number; parent: string | null };

function flatten(nodes: StructureNode[], depth = 1, parent: string | null = null, out: Flat[] = []): Flat[] {
  for (const { children, ...n } of nodes) {
    out.push({ ...n, depth, parent });
    flatten(children, depth + 1, n.sectionNumber, out);
  }
  return out;
}

export function listRecords<K extends OperationName>(op: K, result: ResultOf<K>): unknown[] {
  const r = result as ResultOf<OperationName>;
  switch (op) {
    case 'list_specs':
      return (r as ResultOf<'list_specs'>).specs;
    case 'get_structure':
      return flatten((r as ResultOf<'get_structure'>).sections);
    case 'get_section':
      return (r as ResultOf<'get_section'>).content;
    case 'search_spec':
      return (r as ResultOf<'search_spec'>).results;
    case 'get_requirements':
      return (r as ResultOf<'get_requirements'>).requirements;
    case 'get_definitions':
      return (r as ResultOf<'get_definitions'>).definitions;
    case 'get_tables':
      return (r as ResultOf<'get_tables'>).tables;
    case 'compare_versions': {
      const c = r as ResultOf<'compare_versions'>;
      if (c.requirements) return c.requirements.changes;
      return [
        ...c.matched,
        ...c.added.map((a) => ({ status: 'added', section17: null, section20: a.sectionNumber, title: a.title })),
        ...c.removed.map((x) => ({ status: 'removed', section17: x.sectionNumber, section20: null, title: x.title })),
      ];
    }
    case 'find_references': {
      const x = r as ResultOf<'find_references'>;
      return [
        ...x.outgoing.map((o) => ({ direction: 'outgoing', ...o })),
        ...x.incoming.map((i) => ({ direction: 'incoming', ...i })),
      ];
    }
    case 'find_key': {
      const k = r as ResultOf<'find_key'>;
      return k.verify ? k.verify.tables : k.keys;
    }
    default:
      throw new Error(`no list in ${String(op)}`);
  }
}
