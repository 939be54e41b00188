/**
 * Dictionary keys (docs/model.md, "Dictionary keys"): the rows of the Key /
 * Type / Value tables that make up most of ISO 32000's tables ("Table 29 —
 * Entries in a stream dictionary"). Each row defines a key; the parenthesis
 * that opens its value text says whether it is required, since which PDF
 * version, whether it is deprecated or inheritable: "(Required; PDF 1.5)",
 * "(Optional; deprecated in PDF 2.0)", "(Required if …)", "(PDF 1.4)".
 */
import type { DictionaryKey } from '../../../model/types.js';
import type { WorkTable } from '../work.js';

const KEY_HEADER = /^keys?(?: name)?$/i;
const TYPE_HEADER = /^(?:value )?type$/i;
const VALUE_HEADER = /^(?:value|values|description|meaning|semantics|value\s*\/\s*description)\b/i;
/** A PDF name as printed in a Key cell, with or without its slash. */
const NAME = /^\/?([A-Za-z0-9_.#:*-]+)$/;

/** The columns of a Key / Type / Value table, or null when the table is none. */
export function keyColumns(headers: readonly string[]): { type: number; value: number } | null {
  if (headers.length < 3 || !KEY_HEADER.test(headers[0]!.trim())) return null;
  const type = headers.findIndex((h) => TYPE_HEADER.test(h.trim()));
  if (type < 1) return null;
  let value = -1;
  headers.forEach((h, i) => {
    if (i > type && value < 0 && VALUE_HEADER.test(h.trim())) value = i;
  });
  return value < 0 ? null : { type, value };
}

/** A Type cell: a PDF object type, or several ("array or dictionary", "name, array"). */
const TYPE_CELL =
  /^(?:(?:text |byte |ASCII )?string|name|stream|dictionary|array|integer|number|boolean|date|rectangle|name tree|number tree|function|file specification|null)s?(?:(?:,|\s+or)\s+.+)?$/i;

/**
 * The columns of a table printed without a header row (PDF 2.0 application notes: "Metadata | stream |
 * (Optional; …)"), when every row reads as Key, Type, Value; else null.
 */
export function headerlessKeyColumns(t: Pick<WorkTable, 'headers' | 'rows'>): { type: number; value: number } | null {
  if (t.headers.length || !t.rows.length) return null;
  const keyRow = (row: readonly string[]) =>
    row.length >= 3 && NAME.test((row[0] ?? '').trim()) && TYPE_CELL.test((row[1] ?? '').trim());
  return t.rows.every(keyRow) ? { type: 1, value: 2 } : null;
}

/**
 * The dictionary a caption names: "Entries in a stream dictionary" → "stream dictionary",
 * "Entries common to all stream dictionaries" → "stream dictionary", "Additional entries specific
 * to a Type 1 font dictionary" → "Type 1 font dictionary", "Stream dictionary entries" → "stream
 * dictionary"; "" when it names none.
 */
export function dictionaryOf(caption: string): string {
  const c = caption.replace(/\s*\((?:continued|PDF \d+\.\d+)\)\s*$/i, '').trim();
  const entriesIn =
    /^(?:(?:additional|optional|required|standard|further|other|common)\s+)?entries\s+(?:(?:specific|common|particular|unique)\s+)?(?:to|in|of|for)\s+(?:(?:all|an?|the|each|any|every)\s+)?(.+)$/i.exec(
      c,
    );
  const entriesAfter = /^(.+?)\s+entries$/i.exec(c);
  const named = /^(.*?\bdictionar(?:y|ies))\b/i.exec(c);
  const phrase = entriesIn?.[1] ?? entriesAfter?.[1] ?? named?.[1] ?? '';
  const singular = phrase.replace(/\bdictionaries\b/i, 'dictionary').trim();
  // A capital that only opens the caption is no part of the name ("Stream dictionary"); "Type 1 font …" keeps its own.
  return /^\p{Lu}\p{Ll}/u.test(singular) && !entriesIn ? singular[0]!.toLowerCase() + singular.slice(1) : singular;
}

/** The parenthesis opening a value text, with one level of nesting allowed inside. */
const OPENING = /^\(((?:[^()]|\([^()]*\))*)\)/;
const VERSION = /\bPDF\s*(\d+\.\d+)\b/i;

export interface ValueNote {
  status: DictionaryKey['status'];
  note: string | null;
  since: string | null;
  deprecated: string | null;
  inheritable: boolean;
}

/** What the opening parenthesis of a value text says. */
export function parseValueNote(value: string): ValueNote {
  const m = OPENING.exec(value.trim());
  const out: ValueNote = { status: null, note: null, since: null, deprecated: null, inheritable: false };
  if (!m) return out;
  const note = m[1]!.replace(/\s+/g, ' ').trim();
  out.note = note;
  for (const raw of note.split(/;|,(?=\s*(?:PDF\b|inheritable|deprecated|required|optional|not\b))/i)) {
    const part = raw.trim();
    if (
      /^(?:sometimes|conditionally)\s+required\b/i.test(part) ||
      /^required\s+(?:if|when|unless|for|in|only|except)\b/i.test(part)
    ) {
      out.status = 'conditional';
    } else if (/^required\b/i.test(part)) {
      out.status ??= 'required';
    } else if (/^optional\b/i.test(part)) {
      out.status ??= 'optional';
    } else if (/\brequired\s+(?:if|when|for|unless)\b/i.test(part) && out.status === 'optional') {
      out.status = 'conditional';
    }
    const deprecated = /\bdeprecated\b(?:\s+(?:in|since|with|as of)\s+PDF\s*(\d+\.\d+))?/i.exec(part);
    if (deprecated) out.deprecated ??= deprecated[1] ?? '';
    else {
      const v = VERSION.exec(part);
      if (v && out.since === null) out.since = v[1]!;
    }
    if (/\binheritable\b/i.test(part) && !/\bnot\s+inheritable\b/i.test(part)) out.inheritable = true;
  }
  return out;
}

/** Every row of every Key / Type / Value table; `sectionOf(t)` is the section holding table t. */
export function extractDictionaryKeys(
  tables: readonly WorkTable[],
  sectionOf: (table: number) => string | null,
): DictionaryKey[] {
  const out: DictionaryKey[] = [];
  tables.forEach((t, ti) => {
    const cols = keyColumns(t.headers) ?? headerlessKeyColumns(t);
    if (!cols) return;
    const dictionary = dictionaryOf(t.caption);
    t.rows.forEach((row, r) => {
      const name = NAME.exec((row[0] ?? '').trim());
      // A row of one cell across the table (a sub-heading) defines no key.
      if (!name || t.copies[r]?.[1]) return;
      const spansValue = t.copies[r]?.[cols.value] === true && row[cols.value] === row[cols.type];
      out.push({
        key: name[1]!,
        dictionary,
        type: spansValue ? '' : (row[cols.type] ?? ''),
        ...parseValueNote(row[cols.value] ?? ''),
        table: ti,
        row: r,
        valueColumn: cols.value,
        section: sectionOf(ti),
        page: t.rowPages[r] ?? t.page,
      });
    });
  });
  return out;
}
