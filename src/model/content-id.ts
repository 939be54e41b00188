/**
 * A requirement's content id (docs/model.md, "Content ids"): a short hash of the document's identity, the
 * section and the sentence's normalised text. A reprint of the same text (another file, other page breaks,
 * other typography) keeps every id; a changed word changes it. Ids look like "c-3fa9b2c1"; a sentence printed
 * twice in one section gets "-2", "-3" in document order.
 */
import { createHash } from 'node:crypto';

/** Every content id has this shape, so a front end can tell one from a requirement id or a label. */
export const CONTENT_ID = /^c-[0-9a-f]{8}(?:-\d+)?$/;

/**
 * What names the document across reprints: its title as the file's metadata gives it, without a word
 * processor's "Microsoft Word - " and file extension, compared without case and punctuation ("" when the
 * file names no title).
 */
export function documentIdentity(title: string | null): string {
  if (!title) return '';
  const t = title
    .replace(/^microsoft word\s*-\s*/i, '')
    .replace(/\.(?:docx?|odt|rtf|txt)$/i, '')
    .trim();
  return normaliseText(t);
}

/**
 * The text as the id reads it: compatibility forms folded (ligatures, full-width letters), letter case,
 * quotation marks, dashes and every run of punctuation and space ignored.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function contentId(identity: string, section: string, text: string): string {
  const hash = createHash('sha256')
    .update(`${identity}\n${section}\n${normaliseText(text)}`)
    .digest('hex');
  return `c-${hash.slice(0, 8)}`;
}

/** Content ids for a document's requirements in order, a repeat within the document numbered "-2", "-3" … */
export function contentIds(identity: string, requirements: readonly { section: string; text: string }[]): string[] {
  const seen = new Map<string, number>();
  return requirements.map((r) => {
    const id = contentId(identity, r.section, r.text);
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n === 1 ? id : `${id}-${n}`;
  });
}
