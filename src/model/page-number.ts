/**
 * The grammar of a printed page number (a folio): "17", "ii", "2-5" / "ES-1" / "A-3" (numbered within a chapter or
 * part, NIST; SP 800-26 spaces the hyphen: "C - 9"). The layout reader's running footers and Contents pages and the
 * tagged reader's page numbers tagged as content all read folios by it.
 */

/** A folio numbered within a chapter or part, as a pattern source: "2-5", "A-3", "C - 9", "B–2". */
export const SECTIONED_FOLIO = String.raw`(?:[A-Z]{1,3}|\d{1,3}) ?[-–] ?\d{1,4}`;

/** A sectioned folio in one spelling, whatever its spacing and dash: "C - 9" → "C-9". */
export const compactFolio = (token: string): string => token.replace(/ ?[-–] ?/, '-');

const SECTIONED = new RegExp(`^${SECTIONED_FOLIO}$`);

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

/** The value of a Roman numeral in either case ("iv", "XII"), or null. */
export function romanValue(s: string): number | null {
  let total = 0;
  const t = s.toLowerCase();
  for (let i = 0; i < t.length; i++) {
    const v = ROMAN[t[i]!]!;
    const next = ROMAN[t[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total > 0 ? total : null;
}

export interface PageNumber {
  token: string;
  /** `sectioned`: numbered within a chapter or part ("2-5", "ES-1", "A-3", NIST); `chapter` says which. */
  kind: 'arabic' | 'roman' | 'sectioned';
  value: number;
  chapter?: string;
}

/** The folio a token prints, or null: "17" (arabic), "ii" or "IV" (roman), "2-5" (sectioned). */
export function parsePageNumber(token: string): PageNumber | null {
  if (/^\d{1,5}$/.test(token)) return { token, kind: 'arabic', value: Number(token) };
  if (SECTIONED.test(token)) {
    const compact = compactFolio(token);
    const [chapter, value] = compact.split('-') as [string, string];
    return { token: compact, kind: 'sectioned', value: Number(value), chapter };
  }
  const value = /^[ivxlcdm]{1,8}$/i.test(token) ? romanValue(token) : null;
  return value === null ? null : { token, kind: 'roman', value };
}
