/**
 * Which pdfjs fonts are bold, italic or monospaced. `getTextContent` only says
 * "serif/sans-serif/monospace" per font; the base font name ("…-Bold",
 * "…-Semibold", "CourierNew") is only handed to the main thread when a page's
 * operator list is built. Fonts are cached per document by pdfjs, so each font
 * costs one operator-list pass on the first page that uses it — not one per page.
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { FontStyle } from './types.js';

const BOLD = /bold|semibold|demi|heavy|black|[-,]B$|[-,]BD$|[-,]SB$|bd$/i;
const ITALIC = /italic|oblique|[-,]I$|[-,]It$/i;
const MONO = /courier|mono|consol|menlo|typewriter|code|fixed/i;

export function styleFromName(name: string | null, fallbackFamily: string | undefined): FontStyle {
  const base = name?.replace(/^[A-Z]{6}\+/, '') ?? null;
  return {
    name,
    bold: base != null && BOLD.test(base),
    italic: base != null && ITALIC.test(base),
    mono: fallbackFamily === 'monospace' || (base != null && MONO.test(base)),
  };
}

interface LoadedFont {
  name?: string;
}

interface CommonObjs {
  has(id: string): boolean;
  get(id: string): unknown;
}

export class FontStyleResolver {
  private readonly known = new Map<string, FontStyle>();

  /**
   * Styles for the fonts a page uses. `families` is getTextContent's `styles`
   * map (loaded font id → fallback family).
   */
  async resolve(page: PDFPageProxy, families: Record<string, { fontFamily: string }>): Promise<Map<string, FontStyle>> {
    const ids = Object.keys(families);
    const common = (page as unknown as { commonObjs: CommonObjs }).commonObjs;
    if (ids.some((id) => !this.known.has(id) && !common.has(id))) {
      // Building the operator list is what makes pdfjs send the fonts' names.
      // Page content only (AnnotationMode.DISABLE = 0): text runs never come from annotation appearances.
      await page.getOperatorList({ annotationMode: 0 }).catch(() => undefined);
    }
    const out = new Map<string, FontStyle>();
    for (const id of ids) {
      let style = this.known.get(id);
      if (!style) {
        let name: string | null = null;
        if (common.has(id)) {
          const font = common.get(id) as LoadedFont | null;
          name = typeof font?.name === 'string' ? font.name : null;
        }
        style = styleFromName(name, families[id]?.fontFamily);
        this.known.set(id, style);
      }
      out.set(id, style);
    }
    return out;
  }
}
