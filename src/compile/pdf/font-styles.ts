/**
 * Which pdfjs fonts are bold, italic or monospaced. `getTextContent` only says
 * "serif/sans-serif/monospace" per font (by pdf.js's id for it); the base font
 * name ("…-Bold", "…-Semibold", "CourierNew") is only handed to the main thread
 * when a page's operator list is built, a second parse of the page's content.
 * The page's font resources, read with pdf-lib (pdf/page-fonts.ts), name the
 * fonts too, but not which id is which: a page whose new ids can only be fonts
 * of one name gets that name without an operator list. Otherwise the operator
 * list is built, once per page that brings a font not seen before (pdf.js
 * caches fonts per document), and what it names teaches which font object each
 * id is, so a later page's new font is told apart from the known ones.
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { PageFont } from './page-fonts.js';

export interface FontStyle {
  /** Base font name as embedded ("ABCDEF+Helvetica-Bold"), or null when unknown. */
  name: string | null;
  bold: boolean;
  italic: boolean;
  mono: boolean;
}

// TeX names its bold extended faces CMBX12, CMBXTI10, CMSSBX10. URW's fonts that Ghostscript embeds name Times-Bold
// "NimbusRomNo9L-Medi" (and its italic "-MediItal"): their medium weight is the bold one.
const BOLD =
  /bold|semibold|demi|heavy|black|[-,]B$|[-,]BD$|[-,]SB$|bd$|^(?:cm|lm)\w*bx(?:ti|sl)?\d+$|^Nimbus\w*-Medi(?:Ital)?$/i;
// TeX's faces name the shape in letters before the size: CMTI10, CMBXTI10, CMSL12, CMSSI10 (not CMMI, math letters).
const ITALIC = /ital|oblique|[-,]I$|[-,]It$|^(?:cm|lm)\w*?(?:ti|sl|ssi)\d+$/i;
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

/** pdf.js's operator code for setting the font (OPS.setFont); a test checks it against pdf.js. */
export const OPS_SET_FONT = 37;

type Families = Record<string, { fontFamily: string }>;

export class FontStyleResolver {
  private readonly known = new Map<string, FontStyle>();
  /** Font objects ("12 0 R") whose pdf.js id is known. */
  private readonly placed = new Set<string>();
  /** Operator lists built for font names (a measure of the work the resources spared). */
  operatorLists = 0;

  /** `pageFonts` gives a page's font resources by page number (none: every new font costs an operator list). */
  constructor(private readonly pageFonts: (page: number) => PageFont[] | null = () => null) {}

  /**
   * Styles for the fonts a page uses. `families` is getTextContent's `styles`
   * map (loaded font id → fallback family).
   */
  async resolve(page: PDFPageProxy, families: Families): Promise<Map<string, FontStyle>> {
    const ids = Object.keys(families);
    const common = (page as unknown as { commonObjs: CommonObjs }).commonObjs;
    const fresh = ids.filter((id) => !this.known.has(id) && !common.has(id));
    if (fresh.length && !this.nameFromResources(page.pageNumber, fresh, families)) {
      this.operatorLists++;
      // Building the operator list is what makes pdfjs send the fonts' names.
      // Page content only (AnnotationMode.DISABLE = 0): text runs never come from annotation appearances.
      const ops = await page.getOperatorList({ annotationMode: 0 }).catch(() => undefined);
      if (ops) this.learnPlaces(page.pageNumber, ops, common);
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

  /**
   * The page's new ids are fonts of the page not yet placed; when those all bear one name, that is every new
   * id's name. False where the resources cannot say (a font pdf.js may name otherwise, a font pdf.js could
   * not load, fonts of different names).
   */
  private nameFromResources(page: number, fresh: string[], families: Families): boolean {
    if (fresh.some((id) => typeof families[id]?.fontFamily !== 'string')) return false;
    const open = (this.pageFonts(page) ?? []).filter((f) => !this.placed.has(f.key));
    const name = open[0]?.name;
    // More new ids than fonts left: some font is not in the resources (pdf.js stands in for a missing one).
    if (!name || open.some((f) => f.name !== name) || fresh.length > open.length) return false;
    for (const id of fresh) this.known.set(id, styleFromName(name, families[id]!.fontFamily));
    if (open.length === 1 && fresh.length === 1) this.placed.add(open[0]!.key);
    return true;
  }

  /**
   * After an operator list: a font of the page whose name no other font of the page bears is the one id the
   * page set with that name. Not on a page with a font whose name only pdf.js knows: it might bear that name.
   */
  private learnPlaces(page: number, ops: { fnArray: number[]; argsArray: unknown[] }, common: CommonObjs): void {
    const fonts = this.pageFonts(page);
    if (!fonts || fonts.some((f) => f.name === null)) return;
    const idsByName = new Map<string, Set<string>>();
    ops.fnArray.forEach((fn, k) => {
      const id = fn === OPS_SET_FONT ? (ops.argsArray[k] as unknown[] | null)?.[0] : undefined;
      if (typeof id !== 'string' || !common.has(id)) return;
      const name = (common.get(id) as LoadedFont | null)?.name;
      if (typeof name === 'string') idsByName.set(name, (idsByName.get(name) ?? new Set()).add(id));
    });
    for (const f of fonts) {
      if (f.name === null || this.placed.has(f.key)) continue;
      if (idsByName.get(f.name)?.size === 1 && fonts.filter((g) => g.name === f.name).length === 1)
        this.placed.add(f.key);
    }
  }
}
