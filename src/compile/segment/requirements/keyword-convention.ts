/**
 * The document's requirement-keyword convention, decided once from the whole document
 * (docs/model.md, "Requirement keywords"):
 * - `bcp14` (RFC 2119 / RFC 8174; IETF, OASIS, W3C and many NIST documents): the capitalised
 *   keywords are the requirements, and a lower-case "must" is prose;
 * - `usage` (capitalised keywords declared after the ISO/IEC Directives, OGC; or used by habit, declared nowhere):
 *   the capitals, and the Directives' lower-case shall, should and may, but a lower-case "must";
 * - `directives` (ISO/IEC Directives, and guides that declare nothing): shall/should/may in lower case.
 * A document is `bcp14` when it says so — a sentence that names RFC 2119, RFC 8174 or BCP 14, introduces "key
 * words", or says what a quoted capitalised keyword indicates — and uses capitalised keywords; `usage` when that
 * statement names the Directives, or, saying nothing, when it uses capitalised keywords in running text at least as
 * often as lower-case ones (and often enough to be a habit).
 */
import type { KeywordConvention } from '../../pipeline/profile.js';
import type { WorkElement, WorkTable } from '../work.js';

export type { KeywordConvention };

export interface ConventionDecision {
  convention: KeywordConvention;
  /** Why, in words, for `reading`. */
  evidence: string;
  /** Page of the declaring statement, when there is one. */
  page?: number;
  /** The declaring statement's text, when there is one. */
  statement?: string;
}

const UPPER = /(?<![\p{L}\p{N}])(?:MUST|SHALL|SHOULD|MAY|REQUIRED|RECOMMENDED|OPTIONAL)(?![\p{L}\p{N}])/gu;
const LOWER = /(?<![\p{L}\p{N}])(?:must|shall|should)(?![\p{L}\p{N}])/gu;
const CITES = /\b(?:RFC\s?2119|RFC\s?8174|BCP\s?14)\b|\bkey\s?words?\b|\bkeywords?\b/i;
/**
 * A capitalised keyword in quotation marks said to indicate something: "The terms “SHALL” and “SHALL NOT” indicate
 * requirements to be followed strictly" (SP 800-63B), "the word "SHALL" … is the verb form used to indicate" (OGC).
 */
const DEFINES =
  /[“"‘'] ?(?:MUST|SHALL|SHOULD|MAY|REQUIRED|RECOMMENDED|OPTIONAL)(?: NOT)? ?[”"’'][^.]{0,80}\b(?:indicates?|means?|denotes?|signif(?:y|ies))\b/u;
/** The ISO/IEC Directives named as the source of the keywords: lower-case shall, should and may keep their meaning. */
const DIRECTIVES = /\bISO\/IEC Directives\b|\bDirectives,? Part 2\b/i;

/** Capitalised keywords only count in running text: a line in capitals ("WHAT SHALL BE DONE") is no usage. */
const hasLowerCase = (text: string) => /\p{Ll}{3}/u.test(text);

/** Habit: this many capitalised keywords at least, in running text, for an undeclared convention. */
const MIN_UNDECLARED = 10;

function texts(elements: WorkElement[], tables: WorkTable[]): { text: string; page: number }[] {
  const out: { text: string; page: number }[] = [];
  for (const e of elements) {
    if (e.kind === 'paragraph' || e.kind === 'note' || e.kind === 'example') out.push({ text: e.text, page: e.page });
    else if (e.kind === 'list') for (const item of e.items) out.push({ text: item, page: e.page });
    else if (e.kind === 'table') {
      const t = tables[e.table];
      if (t) for (const cell of t.rows.flat()) out.push({ text: cell, page: t.page });
    }
  }
  return out;
}

export function keywordConvention(elements: WorkElement[], tables: WorkTable[]): ConventionDecision {
  let upper = 0;
  let lower = 0;
  let declared: { page: number; text: string } | null = null;
  for (const { text, page } of texts(elements, tables)) {
    if (!hasLowerCase(text)) continue;
    const caps = text.match(UPPER) ?? [];
    upper += caps.length;
    lower += (text.match(LOWER) ?? []).length;
    // A statement of the convention names several capitalised keywords and what governs them, or says what one of
    // them, quoted, indicates.
    if (!declared && ((new Set(caps).size >= 3 && CITES.test(text)) || DEFINES.test(text))) declared = { page, text };
  }
  const counts = `${upper} capitalised and ${lower} lower-case keywords`;
  if (declared && upper > 0) {
    const iso = DIRECTIVES.test(declared.text);
    return {
      convention: iso ? 'usage' : 'bcp14',
      evidence: iso
        ? `capitalised keywords declared after the ISO/IEC Directives (page ${declared.page}), lower-case shall, should and may too; ${counts}`
        : `BCP 14: the document declares capitalised keywords (page ${declared.page}); ${counts}`,
      page: declared.page,
      statement: declared.text,
    };
  }
  if (upper >= MIN_UNDECLARED && upper >= lower) {
    return { convention: 'usage', evidence: `BCP 14 by usage (no statement found): ${counts}` };
  }
  return { convention: 'directives', evidence: `ISO/IEC Directives verbal forms: ${counts}` };
}
