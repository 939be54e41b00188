/**
 * What a table's number is, written once for the compiler (captions, Contents entries, citations in the text),
 * the core (what a user types to look a table up, the Arlington join) and the TUI (jump targets).
 *
 * As printed in a caption: "Table 29", "Table B.1", "Table 2.1", "Table 4-1", "Table 9–1" (any dash), "TABLE I",
 * "TABLE A-I", "Table A.2.3". The number is read whole — "Table 19.3" is never "Table 19" with a caption "3 …"
 * — by refusing to stop before a dot or dash that goes on with a letter or digit.
 */

/** The dashes a table number is printed with: hyphen, non-breaking hyphen, figure dash, en dash. */
const DASHES = String.raw`‑‒–\-`;
const DASH = `[${DASHES}]`;

/** The word before a table's number in a caption. */
export const TABLE_WORD = String.raw`(?:Table|TABLE)`;

/**
 * A caption's table number, as a regular-expression source (no groups). Inside a number any dash joins digits
 * ("9–1"); after it, a hyphen or a full stop before a letter or digit means the number went on (so it is no
 * caption), while an en dash before a letter is the separator ("Table 3–Caption").
 */
export const CAPTION_TABLE_NUMBER = String.raw`(?:[A-Z][.${DASHES}])?(?:\d+(?:[.${DASHES}]\d+)*|[IVXL]{1,6})(?![.-]?[\p{L}\p{N}]|[‑‒–]\d)`;

/**
 * A table number as the text cites it ("see Table 29", "Tables 2.1 and 4-1", "Table 237a"): no Roman numbers
 * (a "Table I" in running prose is as often a pronoun's neighbour as a citation), an optional letter suffix.
 * Only a hyphen joins its parts: after "Tables" an en dash is a range ("Tables 2.2–2.5").
 */
export const CITED_TABLE_NUMBER = String.raw`(?:[A-Z]\.)?\d{1,4}(?:[.-]\d{1,4})*[a-z]?`;
/** One table cited by the singular "Table": any dash joins its parts ("see Table 9–1"). */
export const CITED_ONE_TABLE_NUMBER = String.raw`(?:[A-Z]\.)?\d{1,4}(?:[.${DASHES}]\d{1,4})*[a-z]?`;

/** A figure's or table's label opening a line: "Table 3.4 Entries …", "Figure 12 – …", "TABLE A-I.", "Example 7.2". */
export const CAPTION_LABEL = new RegExp(
  String.raw`^(?:Table|TABLE|Figure|FIGURE|Fig\.|Example|Equation|Plate)\s+(?:[A-Z][.-])?(?:\d+(?:[.-]\d+)*|[IVXL]{1,6})(?![\p{L}\p{N}])`,
  'u',
);

/** A Contents line that lists a table or figure with its separator: "Table 3 — …", "Figure A.2: …". */
export const LISTED_CAPTION = /^(?:Table|Figure)\s+(?:[A-Z]\.)?\d+(?:\.\d+)*\s*[—–:.-]/;

/**
 * "Table 29 — caption", "TABLE I. caption", "Table 2-1 Caption" (no separator: the caption starts with
 * a capital or a digit; "Table 3 shows …" is a sentence), "Table 1, Caption" (a comma, Arm's AAPCS64, before
 * a capital or a digit only: "Table 1, shows …" is a sentence), or the bare label alone ("Table H.1").
 */
const SEPARATED = String.raw`\s*[—–:.-]\s*`;
const CAPTION = new RegExp(
  String.raw`^${TABLE_WORD}\s+(${CAPTION_TABLE_NUMBER})(?:${SEPARATED}(.*)|,?\s+([\p{Lu}\p{N}].*)|[.:]?\s*)$`,
  'su',
);
const CAPTION_START = new RegExp(
  String.raw`^${TABLE_WORD}\s+${CAPTION_TABLE_NUMBER}(?:${SEPARATED}\S|,?\s+[\p{Lu}\p{N}]|[.:]?\s*$)`,
  'u',
);

/** Does a line open with a table's caption ("Table 29 — …")? */
export function isTableCaption(text: string): boolean {
  return CAPTION_START.test(text);
}

/** A caption's label ("Table 29", as the model spells the word) and its text; null for no caption. */
export function parseTableCaption(text: string): { number: string; caption: string } | null {
  const m = CAPTION.exec(text);
  return m ? { number: `Table ${m[1]}`, caption: (m[2] ?? m[3] ?? '').trim() } : null;
}

/**
 * The words before a figure's number where the text cites it: "see Figure 7", "Fig. 3", "Figures 2 and 3". A
 * document that captions its tables as figures (FIPS 197) cites them so.
 */
export const CITED_FIGURE_WORD = String.raw`(?:Figures?|Figs?\.)`;

/** The word before a figure's number in a caption ("Figure 7.", "FIGURE 7:"). */
const FIGURE_WORD = String.raw`(?:Figure|FIGURE)`;
const FIGURE_CAPTION = new RegExp(
  String.raw`^${FIGURE_WORD}\s+(${CAPTION_TABLE_NUMBER})(?:${SEPARATED}(.*)|\s+([\p{Lu}\p{N}].*)|[.:]?\s*)$`,
  'su',
);

/**
 * A figure's caption ("Figure 7. S-box …", "Figure 7 — …", "FIGURE 7: …", "Figure 1-1 Structure …" with no
 * separator before a capital or a digit): its label, as the model spells the word, and its text; null for
 * anything else, a sentence that names a figure ("Figure 7 shows …") among them. A
 * document that captions its tables as figures gives this label to the table (docs/model.md, "Tables").
 */
export function parseFigureCaption(text: string): { number: string; caption: string } | null {
  const m = FIGURE_CAPTION.exec(text);
  return m ? { number: `Figure ${m[1]}`, caption: (m[2] ?? m[3] ?? '').trim() } : null;
}

/** "Table 29" or "table 29" as a citation spells it: the model's spelling of the word, the number as cited. */
export function citedTableLabel(text: string): string | null {
  const m = /^Table (.+)$/i.exec(text.replace(/\s+/g, ' ').trim());
  return m ? `Table ${m[1]}` : null;
}

/** The Table labels cited in a note ("see Table 3.4 and Table 5"), once each, in order. */
export function tableLabelsIn(note: string): string[] {
  return [...new Set([...note.matchAll(/\bTable\s+([A-Z]?\.?\d+(?:\.\d+)*)/g)].map((m) => `Table ${m[1]}`))];
}

/**
 * What a user types to name a table ("Table 29", "table 2.1", "TABLE A.1.", "Table 9–1", "table 2-1",
 * "TABLE VI", "Table A-I"): the number part, or null.
 */
const queryAfter = (word: string) =>
  new RegExp(
    String.raw`^\s*${word}\s+((?:[A-Z][.${DASHES}]?)?(?:\d+(?:[.${DASHES}]\d+)*[a-z]?|[IVXL]{1,6}))\s*\.?\s*$`,
    'i',
  );
const TABLE_QUERY = queryAfter('table');

export function tableQueryNumber(text: string): string | null {
  return TABLE_QUERY.exec(text)?.[1] ?? null;
}

const FIGURE_QUERY = queryAfter(String.raw`(?:figure|fig\.)`);

/**
 * The label a user names a table by: "Table 29" for "table 29", and "Figure 7" for "figure 7" or "Fig. 7" (a
 * table the document captions as a figure); null for neither. One never stands for the other.
 */
export function tableQueryLabel(text: string): string | null {
  const table = tableQueryNumber(text);
  if (table !== null) return `Table ${table}`;
  const figure = FIGURE_QUERY.exec(text)?.[1];
  return figure === undefined ? null : `Figure ${figure}`;
}

/** Dashes of one kind, for comparing labels: "Table 9–1" and "Table 9-1" are one table. */
export const sameDash = (text: string): string => text.replace(new RegExp(DASH, 'g'), '-');

/** A table label as compared: one kind of dash, any case, spaces collapsed ("TABLE VI" = "Table VI"). */
export const tableKey = (label: string): string => sameDash(label).replace(/\s+/g, ' ').trim().toLowerCase();

/** Do two labels name the same table ("Table 9–1" and "table 9-1")? */
export function sameTable(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && tableKey(a) === tableKey(b);
}

/** The number of a label, without its word: "7" for "Figure 7" and for "Table 7". */
export const labelNumber = (label: string): string =>
  sameDash(label)
    .replace(/^\S+\s+/, '')
    .toLowerCase();
