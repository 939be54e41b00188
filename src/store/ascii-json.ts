/**
 * JSON written in ASCII alone, every other character as a \u escape, so that the bytes decode with latin1 — a plain
 * byte copy into a one-byte string, which V8 also parses fastest (entry-format.ts). The cache entry's parts and its
 * header are written so, and the line of JSON that heads the search part (search-part.ts).
 */

/** `json` with every character beyond ASCII written as a \u escape. */
export const asciiEscaped = (json: string): string =>
  json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function asciiJson(value: unknown): Buffer {
  return Buffer.from(asciiEscaped(JSON.stringify(value)), 'latin1');
}
