/**
 * MCP resources: every section of every available spec, as Markdown
 * (src/core/markdown.ts), at pdfspec://SPEC/section/NUMBER, with a resource
 * template for clients that build URIs themselves. resources/list is paged one
 * spec per page (the cursor is the next spec's id), so listing never compiles
 * more than one model per request.
 */
import { firstValueFrom, lastValueFrom } from 'rxjs';
import {
  ErrorCode,
  type ListResourcesResult,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplate,
} from '@modelcontextprotocol/sdk/types.js';
import {
  type Core,
  GET_SECTION,
  GET_STRUCTURE,
  LIST_SPECS,
  sectionMarkdown,
  type StructureNode,
  toPdfspecError,
} from '../core/index.js';
import { invalidParams, resourceNotFound, RpcError } from './rpc-error.js';

export const SCHEME = 'pdfspec:';
const MIME = 'text/markdown';

export const SECTION_TEMPLATE: ResourceTemplate = {
  uriTemplate: 'pdfspec://{spec}/section/{section}',
  name: 'section',
  title: 'A section of a spec',
  description: `One clause with its whole subtree as Markdown: spec is an id from ${LIST_SPECS}, section a number such as 7.3.4 or "Annex A" (URI-encoded).`,
  mimeType: MIME,
};

export const sectionUri = (spec: string, section: string) =>
  `pdfspec://${encodeURIComponent(spec)}/section/${encodeURIComponent(section)}`;

/** { spec, section } of a section URI, or null. */
export function parseSectionUri(uri: string): { spec: string; section: string } | null {
  const m = /^pdfspec:\/\/([^/]+)\/section\/([^/]+)$/.exec(uri);
  if (!m) return null;
  try {
    return { spec: decodeURIComponent(m[1]!), section: decodeURIComponent(m[2]!) };
  } catch {
    return null;
  }
}

function flatten(nodes: StructureNode[], out: StructureNode[] = []): StructureNode[] {
  for (const n of nodes) {
    out.push(n);
    flatten(n.children, out);
  }
  return out;
}

export async function listResources(core: Core, cursor: string | undefined): Promise<ListResourcesResult> {
  const { specs } = await lastValueFrom(core[LIST_SPECS]({}));
  const available = specs.filter((s) => s.available);
  const at = cursor === undefined ? 0 : available.findIndex((s) => s.id === cursor);
  if (at === -1)
    throw invalidParams(`invalid cursor ${JSON.stringify(cursor)}: not a spec id from an earlier resources/list`);
  const spec = available[at];
  if (!spec) return { resources: [] };
  const next = available[at + 1]?.id;
  let resources: Resource[] = [];
  try {
    const structure = await lastValueFrom(core[GET_STRUCTURE]({ spec: spec.id }));
    resources = flatten(structure.sections).map((n) => ({
      uri: sectionUri(spec.id, n.sectionNumber),
      name: `${spec.id} ${n.sectionNumber} ${n.title}`.trim(),
      title: `${n.sectionNumber} ${n.title} (${spec.title}, p. ${n.pageLabel})`.trim(),
      mimeType: MIME,
    }));
  } catch (err) {
    // A spec that cannot be read lists nothing; the others still do.
    core.context.log(`resources/list: skipped ${spec.id}: ${toPdfspecError(err).message}`);
  }
  return { resources, ...(next ? { nextCursor: next } : {}) };
}

export async function readResource(core: Core, uri: string): Promise<ReadResourceResult> {
  const at = parseSectionUri(uri);
  if (!at)
    throw resourceNotFound(
      uri,
      `unknown resource ${JSON.stringify(uri.slice(0, 200))}: expected ${SECTION_TEMPLATE.uriTemplate}`,
    );
  try {
    const section = await firstValueFrom(core[GET_SECTION]({ spec: at.spec, section: at.section }));
    return { contents: [{ uri, mimeType: MIME, text: sectionMarkdown(section) }] };
  } catch (err) {
    // No such spec, section or file is "resource not found" (MCP's -32002); only our own failures are internal.
    const e = toPdfspecError(err);
    const message = `${e.message}${e.hint ? ` (${e.hint})` : ''}`;
    if (e.code === 'internal' || e.code === 'write_failed') throw new RpcError(ErrorCode.InternalError, message);
    throw resourceNotFound(uri, message);
  }
}
