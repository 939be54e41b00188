/** This operation's CLI command: `pdfspec structure`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatStructure } from './format.js';
import type { GetStructureResult, StructureNode } from './schema.js';

type Flat = Omit<StructureNode, 'children'> & { depth: number; parent: string | null };

/** The tree as one list for --ndjson, each node with its depth and parent. */
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

export const getStructureCommand = defineCommand<GetStructureResult>({
  name: 'structure',
  flags: {
    spec: SHARED_FLAGS.spec,
    'max-depth': { takes: 'integer', describe: 'Depth of the tree, 1–10 (default: full tree)' },
  },
  describe: 'Show the section tree with printed page numbers',
  examples: [
    ['$0 structure --max-depth 2', 'clauses and their subclauses of ISO 32000-2'],
    ['$0 structure --spec wtpdf', 'the whole tree of Well-Tagged PDF'],
    ['$0 structure --spec pdf17 --ndjson', 'one JSON record per section'],
  ],
  format: formatStructure,
  records: (r) => flattenStructure(r.sections),
});
