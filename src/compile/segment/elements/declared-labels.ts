/**
 * Labels a document declares informative: "The sections of the text marked as Rationale are explanatory and are
 * non-normative" (the Filesystem Hierarchy Standard). A block under such a label — the label alone on its line over
 * its text, or run in before a colon — is commentary, read as a note with that label, so that its "must" and "may"
 * state no requirement. Only the document's own declaration makes a label one: "Rationale" is a clause title
 * elsewhere.
 */

/** A word in either case of its first letter: "Text" opens a sentence, "text" goes on one. */
const eitherCase = (words: readonly string[]) =>
  words.map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join('|');
const NOUNS = eitherCase(['sections?', 'parts?', 'paragraphs?', 'passages?', 'text', 'material', 'blocks?']);

/** The words a declaration names the labelled text by, and says it is not normative with. */
const DECLARATION = new RegExp(
  String.raw`\b(?:${NOUNS})\b[^.]{0,40}?` +
    String.raw`\b(?:marked|labell?ed|headed|titled|introduced)\s+(?:as\s+|with\s+|by\s+)?(?:the\s+(?:label|word|heading)\s+)?` +
    String.raw`["“‘]?(\p{Lu}[\p{L}-]+(?:\s[\p{L}-]+){0,2}?)["”’]?\s+(?:are|is)\b[^.]{0,60}?` +
    String.raw`\b(?:non-?normative|informative|explanatory|not\s+normative)\b`,
  'u',
);

/** The labels the texts declare informative, as printed ("Rationale"). */
export function declaredInformativeLabels(texts: Iterable<string>): Set<string> {
  const labels = new Set<string>();
  for (const text of texts) {
    const m = DECLARATION.exec(text);
    if (m && !/^(?:non-?normative|informative)$/i.test(m[1]!)) labels.add(m[1]!);
  }
  return labels;
}

/** A paragraph opening with a declared label: alone ("Rationale"), or run in before a colon ("Rationale: …"). */
export function declaredLabelOf(text: string, labels: ReadonlySet<string>): { label: string; text: string } | null {
  for (const label of labels) {
    if (!text.startsWith(label)) continue;
    const rest = text.slice(label.length);
    if (/^:?$/.test(rest)) return { label, text: '' };
    const run = /^:\s+(?=\S)/.exec(rest);
    if (run) return { label, text: rest.slice(run[0].length) };
  }
  return null;
}
