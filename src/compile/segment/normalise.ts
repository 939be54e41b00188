/**
 * Text normalisation, exactly as docs/model.md states it, applied once by the
 * segmenter to every text field, whichever extractor produced the text.
 * Extractors keep printed line breaks as "\n" so the hyphenation rule can see them.
 */

const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;
/** A soft hyphen at a line end marks a hyphenation point: the word continues on the next line. */
const SOFT_HYPHEN_EOL = /\u00AD[^\S\n]*\n[^\S\n]*/g;
const SOFT_HYPHEN = /\u00AD/g;
/** "hyphen-" + "ation": a hyphen right after a letter, at a line end, before a lower-case letter. */
const HYPHEN_EOL = /(\p{L})-[^\S\n]*\n[^\S\n]*(?=\p{Ll})/gu;
/**
 * Any other hyphen that ends a line right after a non-space is part of the token
 * ("ISO 32000-" + "2:2020", "UTF-" + "16"): keep it and join without a space.
 */
const HARD_HYPHEN_EOL = /(\S)-[^\S\n]*\n[^\S\n]*(?=\S)/gu;
/**
 * An identifier or a path broken after an underscore or a slash ("traffic_" + "secret", "EncryptedExtensions/" +
 * "CertificateRequest", "and/" + "or"): one token, joined without a space.
 */
const JOINER_EOL = /([\p{L}\p{N}][_/])[^\S\n]*\n[^\S\n]*(?=[\p{L}\p{N}[])/gu;
/** A URN broken after one of its colons ("urn:oasis:names:tc:opendocument:xmlns:" + "manifest:1.0"). */
const URN_EOL = /(?<=(?:^|\s)[\w.-]+:[\w.:-]*[\p{L}\p{N}]:)[^\S\n]*\n[^\S\n]*(?=[\p{L}\p{N}])/gu;
const WHITESPACE = /\s+/g;
/**
 * Control characters are never printed text: a symbol-font bullet whose glyph the font maps to one (U+001F
 * before "Vulnerability: …") becomes "•" when it opens a line before a space; any other is dropped.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BULLET = /(^|\n)[^\S\n]*[\u0001-\u0008\u000E-\u001F](?=[^\S\n])/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/g;

/** Control characters and zero-width ones out, a control character that stands for a bullet a bullet. */
const printable = (raw: string): string =>
  raw.replace(CONTROL_BULLET, '$1•').replace(CONTROL, '').replace(ZERO_WIDTH, '');

export function normaliseText(raw: string): string {
  return printable(raw)
    .replace(SOFT_HYPHEN_EOL, '')
    .replace(SOFT_HYPHEN, '')
    .replace(HYPHEN_EOL, '$1')
    .replace(HARD_HYPHEN_EOL, '$1-')
    .replace(JOINER_EOL, '$1')
    .replace(URN_EOL, '')
    .replace(WHITESPACE, ' ')
    .trim();
}

/** A line of code: its spaces kept where they stand (indentation, columns), every blank one a plain space. */
function normaliseCodeLine(raw: string): string {
  return printable(raw).replace(SOFT_HYPHEN, '').replace(/\s/g, ' ').trimEnd();
}

/**
 * Code keeps its lines and their layout: each line is normalised on its own with its spaces kept, blank lines
 * dropped, and the indentation all lines share taken off.
 */
export function normaliseCode(raw: string): string {
  const lines = raw
    .split('\n')
    .map(normaliseCodeLine)
    .filter((l) => l.trim() !== '');
  const shared = Math.min(...lines.map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(shared)).join('\n');
}

/** Lower-case letters and digits only: for comparing titles whatever their punctuation and spacing. */
export function compact(text: string): string {
  return normaliseText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
