/**
 * Where the sections of an untagged PDF come from: its outline when it has
 * one; else its printed Contents pages; else the headings found on the pages.
 * Each fallback says so in a diagnostic.
 */
import type { ExtractResult, OutlineEntry, RawBlock } from '../blocks.js';
import { contentsOutline, depthOf, type ContentsPages, type PageMap } from './contents-page.js';
import type { Diagnostic } from './page-flow.js';

export interface SectionChoice {
  outline: OutlineEntry[];
  sectionSource: ExtractResult['sectionSource'];
  diagnostics: Diagnostic[];
}

export function headingsOutline(blocks: RawBlock[]): OutlineEntry[] {
  return blocks.flatMap((b) =>
    b.kind === 'heading'
      ? [{ title: b.text.replace(/\s+/g, ' ').trim(), page: b.page, y: b.y, depth: depthOf(b.text) }]
      : [],
  );
}

export function chooseSections(
  outline: OutlineEntry[],
  contents: ContentsPages | null,
  map: PageMap,
  blocks: RawBlock[],
): SectionChoice {
  if (outline.length) return { outline, sectionSource: 'outline', diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  if (contents && contents.entries.length) {
    const headings = blocks.flatMap((b) => (b.kind === 'heading' ? [{ text: b.text, page: b.page }] : []));
    const { entries, unmapped } = contentsOutline(contents, map, headings);
    diagnostics.push({
      severity: 'warning',
      code: 'outline-missing',
      message: `no outline: ${entries.length} sections read from the printed Contents (page ${contents.pages.join(', ')})`,
      page: contents.pages[0],
    });
    for (const title of unmapped) {
      diagnostics.push({ severity: 'warning', code: 'contents-unmapped', message: `Contents entry "${title}" matches no page` });
    }
    if (entries.length) return { outline: entries, sectionSource: 'contents-page', diagnostics };
  }
  const entries = headingsOutline(blocks);
  diagnostics.push({
    severity: 'warning',
    code: 'outline-missing',
    message: `no outline and no Contents page: ${entries.length} sections derived from detected headings`,
  });
  return { outline: entries, sectionSource: 'headings', diagnostics };
}
