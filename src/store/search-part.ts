/**
 * The search part of a cache entry: the stored search text (model/reader.ts,
 * StoredSearchText) as one line of JSON — version, element offsets, headings,
 * the text's encoding — then the text's own bytes. Not JSON as a whole: a
 * warm `search` of a 1000-page document decodes its 3.5 MB of text in ~2 ms
 * as bytes, where JSON.parse took ~8 ms to copy the same string out of a
 * JSON literal.
 */
import type { StoredSearchText } from '../model/reader.js';
import { asciiJson } from './ascii-json.js';

type TextEncoding = 'latin1' | 'utf8';
interface SearchPartHead extends Omit<StoredSearchText, 'text'> {
  encoding: TextEncoding;
}

const NEWLINE = 0x0a;

export function encodeSearchPart({ text, ...rest }: StoredSearchText): Buffer {
  // One byte per character when every character fits in one (the usual case); else UTF-8.
  const encoding: TextEncoding = /[\u0100-\uffff]/.test(text) ? 'utf8' : 'latin1';
  const head: SearchPartHead = { ...rest, encoding };
  // JSON.stringify escapes every newline inside strings, so the first newline ends the head.
  return Buffer.concat([asciiJson(head), Buffer.from('\n', 'latin1'), Buffer.from(text, encoding)]);
}

/** The stored text; null when the part is not in this layout (the caller then rebuilds the text). */
export function decodeSearchPart(bytes: Buffer): StoredSearchText | null {
  const end = bytes.indexOf(NEWLINE);
  if (end < 0) return null;
  let head: SearchPartHead;
  try {
    head = JSON.parse(bytes.toString('latin1', 0, end)) as SearchPartHead;
  } catch {
    return null;
  }
  if (head?.encoding !== 'latin1' && head?.encoding !== 'utf8') return null;
  const { encoding, ...rest } = head;
  return { ...rest, text: bytes.toString(encoding, end + 1) };
}
