/** The section tree: indented on a terminal; depth, number, title and page label per line when piped. */
import type { GetStructureResult, StructureNode } from './schema.js';
import type { TextStyle } from '../text-style.js';

export function formatStructure(r: GetStructureResult, s: TextStyle): string[] {
  const out: string[] = [];
  const walk = (nodes: StructureNode[], depth: number) => {
    for (const n of nodes) {
      if (s.tty) {
        out.push(`${'  '.repeat(depth - 1)}${s.c.bold(n.sectionNumber)}  ${n.title}  ${s.c.dim(`p. ${n.pageLabel}`)}`);
      } else {
        out.push([depth, n.sectionNumber, n.title, n.pageLabel, n.page].join('\t'));
      }
      walk(n.children, depth + 1);
    }
  };
  walk(r.sections, 1);
  return out;
}
