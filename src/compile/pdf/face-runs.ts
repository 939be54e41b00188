/**
 * Which tagged text runs are set in an italic or a bold face. A document may set its commentary wholly in italic
 * (DWARF 4 declares its italic text explanatory, not part of the format): such a paragraph states no requirement
 * (segment/requirements/requirements.ts). A line alone in bold that the tree tags as a paragraph may be a
 * sub-heading (DWARF 4's "Use of DW_TAG_imported_unit", segment/sections/bold-headings.ts). Only pages whose font
 * resources (read with pdf-lib, page-fonts.ts) name an italic or a bold face, or hold a font only pdf.js can name (a
 * standard font without a descriptor, a Type 3 font), are looked at, and their fonts are named the way the layout
 * reader names them (font-styles.ts): from the resources where they can say, else from one operator list per page
 * that brings a font not seen before. Without the resources nothing is marked: no operator list is built only for
 * this.
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { FontStyleResolver, styleFromName } from './font-styles.js';
import type { PageFont } from './page-fonts.js';
import type { Run, RunMarker } from './page-text.js';

export class FaceRuns implements RunMarker {
  private readonly fonts = new Map<number, PageFont[] | null>();
  private readonly resolver = new FontStyleResolver((page) => this.fonts.get(page) ?? null);

  /** The font resources of pages about to be read (null where only pdf.js can name them). */
  learn(page: number, fonts: PageFont[] | null): void {
    this.fonts.set(page, fonts);
  }

  /** Marks the runs of `page` set in an italic or a bold face; `families` is getTextContent's `styles`. */
  async mark(page: PDFPageProxy, families: Record<string, { fontFamily: string }>, runs: readonly Run[]) {
    const fonts = this.fonts.get(page.pageNumber);
    try {
      if (!fonts?.some(mayBeStyled)) return;
      const styles = await this.resolver.resolve(page, families);
      for (const run of runs) {
        const style = run.f === undefined ? undefined : styles.get(run.f);
        if (style?.italic) run.i = true;
        if (style?.bold) run.b = true;
      }
    } finally {
      // The resolver asks for a page's fonts only while resolving that page.
      this.fonts.delete(page.pageNumber);
    }
  }
}

const mayBeStyled = (f: PageFont) => {
  const style = f.name === null ? null : styleFromName(f.name, undefined);
  return style === null || style.italic || style.bold;
};
