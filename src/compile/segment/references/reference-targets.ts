/**
 * What a cross-reference can point at inside one document, and how each is
 * found: a section by its printed number ("7.3.4", "Annex L" — also written
 * "Appendix L"), a table by its number, a bibliography entry by its label
 * ("[3]" opening an entry of the Bibliography), and — for a link — the
 * element printed at the link's destination.
 */
import { tableKey } from '../../../model/table-number.js';
import { isLetteredAnnex } from '../../../model/section-number.js';
import type { ReferenceKind, Section } from '../../../model/types.js';
import type { WorkElement, WorkTable } from '../work.js';
import { isAnnexNumber } from '../../../model/section-number.js';

export interface Target {
  kind: ReferenceKind;
  /** Section holding the target. */
  section: string;
  element: number;
  /** How the text would cite it: "7.3.4", "Annex L", "Table 29", "[3]". */
  cited: string;
}

/** A bibliography is a section titled so; its entries open with their label. */
const BIBLIOGRAPHY_TITLE = /^(?:bibliography|references|literature|works cited)$/i;
const ENTRY_LABEL = /^\[(\d{1,3})\]\s/;
/** A destination's top may sit a little above or below the top of the line it names. */
const DEST_TOLERANCE = 12;

export class TargetIndex {
  private readonly byNumber = new Map<string, Section>();
  private readonly tables = new Map<string, { number: string; element: number }>();
  private readonly tableAt = new Map<number, string>();
  private readonly entries = new Map<string, number>();
  private readonly startOf = new Map<number, Section>();
  private readonly onPage = new Map<number, number[]>();
  /** Elements that are bibliography entries, with their label, so a label is not read as a reference to itself. */
  readonly entryElements = new Set<number>();

  constructor(
    sections: readonly Section[],
    private readonly elements: readonly WorkElement[],
    private readonly elementSection: readonly (string | null)[],
    tables: readonly WorkTable[],
  ) {
    for (const s of sections) {
      if (s.number && !this.byNumber.has(s.number)) this.byNumber.set(s.number, s);
      if (!this.byNumber.has(s.id)) this.byNumber.set(s.id, s);
      if (s.start < s.end && !this.startOf.has(s.start)) this.startOf.set(s.start, s);
    }
    const bibliographies = new Set(sections.filter((s) => BIBLIOGRAPHY_TITLE.test(s.title)).map((s) => s.id));
    elements.forEach((e, i) => {
      if (e.kind === 'table') {
        const no = tables[e.table]?.number;
        if (no && !this.tables.has(tableKey(no))) this.tables.set(tableKey(no), { number: no, element: i });
        if (no) this.tableAt.set(i, no);
      }
      const section = elementSection[i];
      if (section !== null && section !== undefined && bibliographies.has(section)) {
        const texts = e.kind === 'paragraph' ? [e.text] : e.kind === 'list' ? e.items : [];
        for (const t of texts) {
          const m = ENTRY_LABEL.exec(t);
          if (m && !this.entries.has(m[1]!)) this.entries.set(m[1]!, i);
          if (m) this.entryElements.add(i);
        }
      }
      if (e.y !== null && section !== null) {
        let list = this.onPage.get(e.page);
        if (!list) this.onPage.set(e.page, (list = []));
        list.push(i);
      }
    });
  }

  get hasBibliography(): boolean {
    return this.entries.size > 0;
  }

  section(cited: string): Target | null {
    let s = this.byNumber.get(cited);
    if (!s && isAnnexNumber(cited))
      s = this.byNumber.get(cited.startsWith('Annex') ? `Appendix${cited.slice(5)}` : `Annex${cited.slice(8)}`);
    if (!s) return null;
    return {
      kind: isLetteredAnnex(s.id) ? 'annex' : 'section',
      section: s.id,
      element: s.start,
      cited: s.number ?? s.id,
    };
  }

  table(cited: string): Target | null {
    const t = this.tables.get(tableKey(cited));
    const section = t ? this.elementSection[t.element] : null;
    return t && section ? { kind: 'table', section, element: t.element, cited: t.number } : null;
  }

  bibliography(cited: string): Target | null {
    const element = this.entries.get(cited.slice(1, -1));
    const section = element === undefined ? null : this.elementSection[element];
    return element !== undefined && section ? { kind: 'bibliography', section, element, cited } : null;
  }

  resolve(kind: ReferenceKind, cited: string): Target | null {
    switch (kind) {
      case 'section':
      case 'annex':
        return this.section(cited);
      case 'table':
        return this.table(cited);
      case 'bibliography':
        return this.bibliography(cited);
      case 'external':
        return null;
    }
  }

  /**
   * The target printed at a destination: the element whose top is nearest at
   * or below the destination's top on that page (its first element when the
   * destination gives no top), when that element starts a section, is a
   * table or a bibliography entry. Anything else (a footnote, a figure, a
   * paragraph) is no target.
   */
  atDestination(page: number, y: number | null, linkText = ''): Target | null {
    const list = this.onPage.get(page);
    if (!list?.length) return null;
    let at = list[0]!;
    if (y !== null) {
      const below = list.filter((i) => this.elements[i]!.y! <= y + DEST_TOLERANCE);
      at = below.length
        ? below.reduce((best, i) => (this.elements[i]!.y! > this.elements[best]!.y! ? i : best))
        : list[list.length - 1]!;
    }
    const e = this.elements[at]!;
    const section = this.startOf.get(at);
    if (section)
      return {
        kind: isLetteredAnnex(section.id) ? 'annex' : 'section',
        section: section.id,
        element: at,
        cited: section.number ?? section.id,
      };
    const holder = this.elementSection[at];
    if (!holder) return null;
    if (e.kind === 'table') {
      const no = this.tableAt.get(at);
      return no ? { kind: 'table', section: holder, element: at, cited: no } : null;
    }
    if (this.entryElements.has(at)) {
      // A bibliography printed as one list: the link's own text says which entry ("[5]").
      const labels = (e.kind === 'paragraph' ? [e.text] : e.kind === 'list' ? e.items : []).flatMap(
        (t) => ENTRY_LABEL.exec(t)?.[1] ?? [],
      );
      const named = /^\[(\d{1,3})\]$/.exec(linkText)?.[1];
      const label = named && labels.includes(named) ? named : labels.length === 1 ? labels[0] : undefined;
      if (label) return { kind: 'bibliography', section: holder, element: at, cited: `[${label}]` };
    }
    return null;
  }
}
