/**
 * Which title a person recognises a document by. A PDF's metadata title is
 * often not its title: a file name ("riscv-privileged-v1.10.pdf"), what a
 * word processor or printer wrote ("Microsoft Word - NIST-SP800-147.docx",
 * "Enscript Output"), a draft's ("882D Rev 1 - Draft" in MIL-STD-882E), or
 * the title mangled on the way ("The Transport Layer Security †TLS‡
 * Protocol"). The title printed on the first page is then the one to show;
 * these rules say when, from the metadata title and the first page's text.
 */

/** The extensions of documents and their sources: a title ending in one is a file name. */
const FILE_EXTENSION =
  /\.(pdf|docx?|dotx?|rtf|odt|ott|pages|wpd|wps|txt|tex|dvi|e?ps|html?|xml|md|indd|qxd|fm|book|mif|pptx?|xlsx?|vsd|pub)$/i;
/** A path, or one word joined with underscores ("ISO_32000-2_sponsored"). */
const PATH_LIKE = /^(?:[a-z]:\\|\/|~\/)|^[^\s]*_[^\s]*$/i;

/** Titles that word processors, printer drivers and converters write in place of one. */
const ARTEFACTS = [
  /^microsoft (?:word|powerpoint|excel|publisher|visio)\b/i,
  /^enscript output$/i,
  /^untitled\b/i,
  /^(?:document|doc|presentation|slide|book|title|print|printout|output|no title|none|pdf)\s*\d*$/i,
  /^(?:powerpoint presentation|word document|adobe acrobat|acrobat pdfmaker)$/i,
];

/** The share of the metadata title's words the first page must print for the two to agree. */
const MIN_WORDS_PRINTED = 0.5;

export type TitleFault = 'missing' | 'a file name' | 'a word processor or printer artefact' | 'not on the first page';

const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) as string[];
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A character other than letters, digits, spaces and ASCII punctuation: †, ‡, … where a converter lost "(". */
const UNUSUAL = /[^\p{L}\p{N}\s\x21-\x7e]/gu;

/**
 * Why the metadata title is not the one to show, or null when it is: absent, a file name (`fileName` is the
 * PDF's own), an artefact, or not what the first page prints (`firstPage`: its text; less than half of the
 * title's words are on it, or it holds a sign the page never prints). With no first-page text, only the
 * first three are judged.
 */
export function metadataTitleFault(title: string | null, fileName: string, firstPage: string): TitleFault | null {
  const t = title?.trim() ?? '';
  if (!t) return 'missing';
  const base = fileName.replace(/\.pdf$/i, '').toLowerCase();
  if (ARTEFACTS.some((a) => a.test(t))) return 'a word processor or printer artefact';
  if (FILE_EXTENSION.test(t) || PATH_LIKE.test(t) || t.toLowerCase() === base) return 'a file name';
  if (!firstPage.trim()) return null;
  const page = compact(firstPage);
  const own = words(t);
  const printed = own.filter((w) => page.includes(w)).length;
  if (own.length && printed / own.length < MIN_WORDS_PRINTED) return 'not on the first page';
  const unusual = [...new Set(t.match(UNUSUAL) ?? [])];
  if (unusual.some((c) => !firstPage.includes(c))) return 'not on the first page';
  return null;
}

/** The title to show: the printed one when the metadata title has a fault and a title is printed. */
export function shownTitle(metadata: string | null, printed: string | null, fault: TitleFault | null): string | null {
  if (fault && printed) return printed;
  return metadata?.trim() || null;
}
