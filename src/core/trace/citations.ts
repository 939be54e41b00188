/**
 * The citations of one specification in a source file (docs/model.md, "Tracing a code base"): conformance labels
 * ("[MQTT-3.1.2-3]", ranges "[MQTT-3.3.1-9] through [MQTT-3.3.1-11]"), requirement ids ("R-7.3.4-2"), content
 * ids ("c-3fa9b2c1"), sections with the document's name ("ISO 32000-2 7.3.4", "PDF spec section 7.5.2", "RFC
 * 8446 4.1.2", "section 7.9.4 of the PDF specification") or a section sign ("§ 12.8"), tables ("PDF spec table
 * 221", "Table 29"), and quoted requirement text (in quotation marks, a comment line opened by ">", or the
 * sentence a conformance label closes). A name that is another document's ("Unicode 3.0 spec, section 3.7")
 * cites nothing here.
 */
import { CONTENT_ID } from '../../model/content-id.js';
import { CITED_CLAUSE, CITED_SECTION, REQUIREMENT_ID } from '../../model/section-number.js';
import { CITED_TABLE_NUMBER } from '../../model/table-number.js';
import { escapeRegExp } from '../../model/regexp.js';

export type CitationKind = 'label' | 'requirement-id' | 'content-id' | 'section' | 'table' | 'quote';

export interface FoundCitation {
  kind: CitationKind;
  /** As printed ("[MQTT-3.1.2-3]", "PDF spec table 221", the quoted sentence). */
  text: string;
  /** What it names: the label, id, section number, table number ("Table 221") or the quoted text. */
  target: string;
  line: number;
  column: number;
  /** A quote's label, when the sentence it closes carries one. */
  label?: string;
}

export interface CitationNames {
  /** How the code base may name the document: "ISO 32000-2", "PDF", "MQTT", "RFC 8446" (regex-safe words). */
  designations: string[];
  /** The prefixes of the document's conformance labels ("MQTT"). */
  labelPrefixes: string[];
}

const esc = (s: string) => escapeRegExp(s).replace(/\s+/g, '\\s*');
const GENERIC = String.raw`(?:spec(?:ification)?s?|standard|reference)`;
const SECTION_WORD = String.raw`(?:section|sect\.|sec\.|clause|subclause|chapter|§)`;
const NUMBER = `(${CITED_SECTION})`;
/** After a name without "section": a dotted number or an annex only ("MQTT 3" is no citation). */
const DOTTED = `(${CITED_CLAUSE})`;
const MODAL = /\b(?:MUST|SHALL|SHOULD|REQUIRED|RECOMMENDED|MAY|shall|should|must)\b/;
/** A sentence a label closes quotes the document when it prints a keyword as documents do (MUST, shall). */
const PRINTED_MODAL = /\b(?:MUST|SHALL|SHOULD|REQUIRED|RECOMMENDED|MAY|shall)\b/;

/** A pattern of a section or table citation: the number it names and, where it has one, the name before it. */
interface Cited {
  re: RegExp;
  target: (m: RegExpExecArray) => string;
  name?: (m: RegExpExecArray) => string;
}

interface Patterns {
  label: RegExp | null;
  section: Cited[];
  table: Cited[];
}

/** The regular expressions of one document's names, built once per trace. */
export function citationPatterns(names: CitationNames): Patterns {
  // Longest first, so "MQTT 5.0" is read as a name before "MQTT" and its "5.0" as a section.
  const byLength = [...names.designations].sort((a, b) => b.length - a.length);
  const numbered = byLength
    .filter((d) => /\d/.test(d))
    .map(esc)
    .join('|');
  const plain = byLength
    .filter((d) => !/\d/.test(d))
    .map(esc)
    .join('|');
  // A numbered document's name (and a year), or a plain one followed by spec/standard, may stand right before
  // a dotted number ("RFC 8446 4.1.2", "PDF spec 7.3.4"); after a plain name or "the spec" alone a bare number
  // is a version ("MQTT 3.1.1", "spec 1.7"), so a section word must come first ("MQTT section 4.7").
  const strong = [
    numbered && String.raw`(?:${numbered})(?::\d{4})?(?:\s+${GENERIC})?`,
    plain && String.raw`(?:${plain})\s+${GENERIC}`,
  ]
    .filter(Boolean)
    .join('|');
  const weak = [plain && String.raw`(?:${plain})`, String.raw`(?:the\s+)?${GENERIC}`].filter(Boolean).join('|');
  const any = strong ? `${strong}|${weak}` : weak;
  const prefixes = names.labelPrefixes.map(esc).join('|');
  const tail = String.raw`(?![\p{N}]|\.\d)`;
  const section: Cited[] = [
    {
      re: new RegExp(String.raw`(?<![\p{L}\p{N}])(${any})[\s,:]*${SECTION_WORD}\s*["“]?${NUMBER}${tail}`, 'giu'),
      target: (m) => m[2]!,
      name: (m) => m[1]!,
    },
    {
      re: new RegExp(
        String.raw`\b${SECTION_WORD}\s*["“]?${NUMBER}\b[^.;\n]{0,40}?\b(?:of|in)\s+(?:the\s+)?(?:${any})\b`,
        'giu',
      ),
      target: (m) => m[1]!,
    },
    { re: new RegExp(String.raw`§\s*${NUMBER}${tail}`, 'gu'), target: (m) => m[1]! },
  ];
  if (strong)
    section.push({
      re: new RegExp(String.raw`(?<![\p{L}\p{N}])(${strong})[\s,:]*["“]?${DOTTED}${tail}`, 'giu'),
      target: (m) => m[2]!,
      name: (m) => m[1]!,
    });
  const table: Cited[] = [
    {
      re: new RegExp(String.raw`(?<![\p{L}\p{N}])(${any})[\s,:]*(?:table|tbl\.)\s*(${CITED_TABLE_NUMBER})\b`, 'giu'),
      target: (m) => `Table ${m[2]!}`,
      name: (m) => m[1]!,
    },
    { re: new RegExp(String.raw`\bTable\s+(${CITED_TABLE_NUMBER})\b`, 'gu'), target: (m) => `Table ${m[1]!}` },
  ];
  return {
    label: prefixes ? new RegExp(String.raw`\b((?:${prefixes})-\d+(?:\.\d+)*-)(\d+)\b`, 'g') : null,
    section,
    table,
  };
}

/** A generic name ("spec") that another document's name stands before ("Unicode 3.0 spec", "PDF-A3 specification"). */
function anotherDocument(line: string, at: number, matched: string, names: CitationNames): boolean {
  if (
    !new RegExp(`^(?:the\\s+)?${GENERIC}$`, 'i').test(
      matched
        .trim()
        .split(/[\s,:]+(?=section|sect|sec|clause|§|\d)/i)[0]!
        .trim(),
    )
  )
    return false;
  const before = line
    .slice(Math.max(0, at - 30), at)
    .trim()
    .split(/\s+/)
    .slice(-2)
    .join(' ');
  if (!before) return false;
  const own = names.designations.some((d) => before.toLowerCase().endsWith(d.toLowerCase()));
  return !own && /(?:^|\s)(?:[A-Z][\w-]*\d[\w.-]*|[A-Z][a-z]+|\d+(?:\.\d+)+)$/.test(before);
}

function pushAll(
  out: FoundCitation[],
  kind: CitationKind,
  line: string,
  n: number,
  re: RegExp,
  target: (m: RegExpExecArray) => string,
  keep: (m: RegExpExecArray) => boolean = () => true,
): void {
  re.lastIndex = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (keep(m)) out.push({ kind, text: m[0].trim(), target: target(m), line: n, column: m.index + 1 });
  }
}

/** Labels on a line, a range "X through Y" (same stem, at most 20 apart) read as every label between. */
function labels(line: string, n: number, re: RegExp): FoundCitation[] {
  const found: { stem: string; num: number; index: number; end: number; text: string }[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(line); m; m = re.exec(line))
    found.push({ stem: m[1]!, num: Number(m[2]), index: m.index, end: m.index + m[0].length, text: m[0] });
  const out: FoundCitation[] = [];
  found.forEach((f, i) => {
    out.push({ kind: 'label', text: f.text, target: f.text, line: n, column: f.index + 1 });
    const next = found[i + 1];
    const between = next ? line.slice(f.end, next.index) : '';
    if (
      next &&
      next.stem === f.stem &&
      next.num - f.num <= 20 &&
      /^\]?\s*(?:through|thru|to|–|—|-|\.\.)\s*\[?$/i.test(between)
    ) {
      for (let k = f.num + 1; k < next.num; k++)
        out.push({
          kind: 'label',
          text: `${f.text} … ${next.text}`,
          target: `${f.stem}${k}`,
          line: n,
          column: f.index + 1,
        });
    }
  });
  return out;
}

/** The text of a comment line, without its markers (//, #, *, --, ;, /*). */
const commentText = (line: string): string | null => {
  const m = /^\s*(?:\/\/+|#+|\*+|\/\*+|--|;+|<!--)\s?(.*)$/.exec(line);
  return m ? m[1]!.replace(/\*\/\s*$/, '') : null;
};

function quotes(line: string, n: number, labelRe: RegExp | null): FoundCitation[] {
  const out: FoundCitation[] = [];
  const words = (s: string) => s.trim().split(/\s+/).length;
  for (const m of line.matchAll(/“([^”]{20,})”|"([^"]{20,})"/g)) {
    const q = (m[1] ?? m[2]!).trim();
    if (words(q) >= 6 && MODAL.test(q)) out.push({ kind: 'quote', text: q, target: q, line: n, column: m.index + 1 });
  }
  const comment = commentText(line);
  if (comment === null) return out;
  const block = /^>\s*(.*)$/.exec(comment.trim());
  if (block && words(block[1]!) >= 6 && MODAL.test(block[1]!)) {
    out.push({
      kind: 'quote',
      text: block[1]!.trim(),
      target: block[1]!.trim(),
      line: n,
      column: line.indexOf('>') + 1,
    });
    return out;
  }
  if (!labelRe) return out;
  labelRe.lastIndex = 0;
  const label = labelRe.exec(comment);
  if (!label) return out;
  const sentence = comment
    .slice(0, label.index)
    .replace(/[[(]\s*$/, '')
    .trim();
  const last = sentence.split(/(?<=[.!?])\s+(?=[A-Z])/).pop() ?? '';
  if (words(last) >= 6 && PRINTED_MODAL.test(last) && !out.some((o) => o.target.includes(last)))
    out.push({ kind: 'quote', text: last, target: last, line: n, column: line.indexOf(last) + 1, label: label[0] });
  return out;
}

/** Every citation of the document in a file's text, in order. */
export function findCitations(text: string, names: CitationNames, patterns = citationPatterns(names)): FoundCitation[] {
  const out: FoundCitation[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const n = i + 1;
    if (line.length > 2000) return; // minified code: no citations a person wrote
    if (patterns.label) out.push(...labels(line, n, patterns.label));
    pushAll(out, 'requirement-id', line, n, new RegExp(REQUIREMENT_ID, 'g'), (m) => m[0]);
    pushAll(
      out,
      'content-id',
      line,
      n,
      /\bc-[0-9a-f]{8}(?:-\d+)?\b/g,
      (m) => m[0],
      (m) => CONTENT_ID.test(m[0]),
    );
    for (const [kind, list] of [
      ['section', patterns.section],
      ['table', patterns.table],
    ] as const) {
      const found: FoundCitation[] = [];
      for (const p of list)
        pushAll(
          found,
          kind,
          line,
          n,
          p.re,
          (m) => p.target(m).replace(/\s+/g, ' '),
          (m) => !p.name || !anotherDocument(line, m.index, p.name(m), names),
        );
      out.push(...dedupe(found));
    }
    out.push(...quotes(line, n, patterns.label));
  });
  return out;
}

/** One citation per target and place: two patterns that found the same "section 7.5.2" count once. */
function dedupe(found: FoundCitation[]): FoundCitation[] {
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.column - b.column)
    .filter((f) => {
      const key = f.target.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
