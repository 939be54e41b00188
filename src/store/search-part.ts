/**
 * The optional `search` part in binary, so a one-shot search decodes the
 * ~4 MB index text with a byte copy instead of JSON.parse (which also has to
 * unescape a \u0000 per element), and the text is a one-byte string whenever
 * it can be, which String.prototype.indexOf scans fastest.
 *
 *   bytes 0–3    SEARCH_TEXT_VERSION of the text (uint32 LE)
 *   bytes 4–7    n = number of element offsets (uint32 LE)
 *   byte  8      text encoding: 0 latin1 (every code unit ≤ 0xFF), 1 UTF-16LE
 *   bytes 9–11   zero
 *   then         n offsets (int32 LE), then the text
 */
import type { StoredSearchText } from '../core/search/search-index.js';
import { BadEntryError } from './entry-format.js';

const FIXED = 12;
const LATIN1 = 0;
const UTF16 = 1;

export function encodeSearchPart(stored: StoredSearchText): Buffer {
  const n = stored.starts.length;
  const encoding = /[^\u0000-\u00ff]/.test(stored.text) ? UTF16 : LATIN1;
  const text = Buffer.from(stored.text, encoding === UTF16 ? 'utf16le' : 'latin1');
  const out = Buffer.alloc(FIXED + 4 * n + text.length);
  out.writeUInt32LE(stored.version, 0);
  out.writeUInt32LE(n, 4);
  out[8] = encoding;
  for (let i = 0; i < n; i++) out.writeInt32LE(stored.starts[i]!, FIXED + 4 * i);
  text.copy(out, FIXED + 4 * n);
  return out;
}

/** The part's CRC was checked by decodeEntry; this checks only that the layout is whole. */
export function decodeSearchPart(buf: Buffer): StoredSearchText {
  const bad = (why: string) => new BadEntryError('corrupt', `part search: ${why}`);
  if (buf.length < FIXED) throw bad('truncated');
  const n = buf.readUInt32LE(4);
  const encoding = buf[8];
  const textAt = FIXED + 4 * n;
  if (textAt > buf.length || (encoding !== LATIN1 && encoding !== UTF16) || (encoding === UTF16 && (buf.length - textAt) % 2)) throw bad('bad layout');
  const starts = new Int32Array(n);
  for (let i = 0; i < n; i++) starts[i] = buf.readInt32LE(FIXED + 4 * i);
  return { version: buf.readUInt32LE(0), text: buf.toString(encoding === UTF16 ? 'utf16le' : 'latin1', textAt), starts };
}
