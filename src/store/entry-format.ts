/**
 * The on-disk format of one cached model.
 *
 *   bytes 0–7    magic "PDFSPECM"
 *   bytes 8–11   format version (uint32 LE)
 *   bytes 12–15  header length H (uint32 LE)
 *   bytes 16–19  CRC-32 of the header bytes (uint32 LE)
 *   bytes 20–47  zero
 *   bytes 48…    header: ASCII JSON (EntryHeader)
 *   then         the parts, each ASCII JSON (the search part: a line of JSON,
 *                then the text's bytes), at the offsets the header gives,
 *                each with a CRC-32 of its bytes
 *
 * Why parts: a warm command must finish in ~150 ms as a whole process, and a
 * 1000-page model is 10–20 MB of JSON. `structure` needs only the sections,
 * `requirements` only the requirements; each part is parsed on first use
 * (see lazy-reader.ts). Why ASCII: non-ASCII characters are written as \u
 * escapes, so a part decodes with latin1 — a plain byte copy into a one-byte
 * string, which V8 also parses fastest. A part's CRC is checked when the part
 * is first read (entry-file.ts), before any of its bytes is used.
 * The header has a CRC too, not a cryptographic digest: the check is against
 * damage, not forgery, and node:crypto alone costs a warm command ~6 ms to load.
 *
 * The elements part (~4 MB for 1000 pages) and the requirements part are
 * written in chunks with their own CRCs, so `section` and `search` parse only
 * the element chunks they touch, and `requirements --section` only the chunks
 * holding requirements of that subtree.
 *
 * Optional parts hold data derived from the model (the search text), which a
 * reader may use or ignore. They are written before the model's parts, so the
 * entry still ends with the last required part, and a reader that does not
 * know them accepts the entry unchanged.
 */
import { crc32 } from 'node:zlib';
import type { StoredSearchText } from '../model/reader.js';
import type { DocModel } from '../model/types.js';
import { asciiEscaped, asciiJson } from './ascii-json.js';
import { encodeSearchPart } from './search-part.js';

export const MAGIC = Buffer.from('PDFSPECM', 'latin1');
// 5: the search part is JSON again (version 3-4 wrote it in binary: UTF-16 made every entry ~35% bigger).
// 6: cross-references and dictionary keys are parts of their own (a spec has tens of thousands of references).
// 7: the header is checked by a CRC-32 (bytes 16–19), not a sha256 (bytes 16–47).
// 8: the search part is a line of JSON, then the text's bytes (search-part.ts); parts are checked when first read.
export const FORMAT_VERSION = 8;
export const FIXED = 48;
/** Elements per chunk of the elements part (~70 KB of JSON each). */
export const ELEMENT_CHUNK = 256;
/** Requirements per chunk of the requirements part (~65 KB of JSON each). */
export const REQUIREMENT_CHUNK = 256;

/** Parts parsed only when an operation touches them. Everything else of the model is in `meta`. */
export const LAZY_PARTS = ['elements', 'tables', 'definitions', 'requirements', 'references', 'keys'] as const;
export type LazyPart = (typeof LAZY_PARTS)[number];
const PART_NAMES = ['meta', 'sections', ...LAZY_PARTS] as const;
export type PartName = (typeof PART_NAMES)[number];
/** search: the folded search text (src/core/search/search-index.ts, storedSearchText). */
export const OPTIONAL_PARTS = ['search'] as const;
export type OptionalPart = (typeof OPTIONAL_PARTS)[number];
/**
 * One chunk of a chunked part (elements, requirements): `count` items whose
 * JSON, without the enclosing brackets, is at [offset, offset + length) of the
 * part. A requirements chunk also lists the sections its requirements belong to.
 */
export type PartChunk = { count: number; offset: number; length: number; crc32: number; sections?: string[] };
export type ChunkedPart = 'elements' | 'requirements';
export type EntryParts = Record<PartName, Buffer> &
  Partial<Record<OptionalPart, Buffer>> & { chunks?: Partial<Record<ChunkedPart, PartChunk[]>> };
export type PartInfo = { offset: number; length: number; crc32: number; chunks?: PartChunk[] };

export interface EntryHeader {
  formatVersion: number;
  compilerVersion: number;
  /** Cache key: the source PDF's sha256 and size. */
  sha256: string;
  size: number;
  /** Spec id and file at the time of compiling (informative, for `cache info`). */
  spec: string;
  file: string;
  createdAt: string;
  /** The model's own key order, so a cached model serialises byte for byte like the compiled one. */
  keys?: string[];
  parts: Record<PartName, PartInfo> & Partial<Record<OptionalPart, PartInfo>>;
}

export type EntryIdentity = Pick<EntryHeader, 'compilerVersion' | 'sha256' | 'size' | 'spec' | 'file'>;

/** Why an entry cannot be used; the store logs it and rebuilds. */
export class BadEntryError extends Error {
  override readonly name = 'BadEntryError';
  constructor(
    readonly kind: 'foreign' | 'corrupt' | 'version',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A chunked part is still one JSON array, `[c0,c1,…]`, where each ci is the
 * comma-joined JSON of `size` items; a chunk parses alone as `[ci]`.
 */
function chunkedArray(
  items: unknown[],
  size: number,
  sectionsOf?: (item: unknown) => string,
): { body: Buffer; chunks: PartChunk[] } {
  const pieces: Buffer[] = [Buffer.from('[', 'latin1')];
  const chunks: PartChunk[] = [];
  let offset = 1;
  for (let start = 0; start < items.length; start += size) {
    const part = items.slice(start, start + size);
    const inner = Buffer.from(asciiEscaped(JSON.stringify(part).slice(1, -1)), 'latin1');
    if (start) pieces.push(Buffer.from(',', 'latin1'));
    offset += start ? 1 : 0;
    // A chunk without a section list (a malformed section id) is read for any section.
    const ids = sectionsOf ? part.map(sectionsOf) : [];
    const sections = sectionsOf && ids.every((x) => typeof x === 'string') ? { sections: [...new Set(ids)] } : {};
    chunks.push({ count: part.length, offset, length: inner.length, crc32: crc32(inner), ...sections });
    pieces.push(inner);
    offset += inner.length;
  }
  pieces.push(Buffer.from(']', 'latin1'));
  return { body: Buffer.concat(pieces), chunks };
}

const corrupt = (why: string) => new BadEntryError('corrupt', why);

/** Chunks must tile the part exactly, '[' c0 ',' c1 … ']': checked on the header alone. */
function checkChunkLayout(name: ChunkedPart, part: PartInfo): PartChunk[] {
  const bad = (why: string) => corrupt(`part ${name}: ${why}`);
  const chunks: unknown = part.chunks;
  if (!Array.isArray(chunks)) throw bad('chunk list missing');
  let at = 1;
  for (const [i, c] of (chunks as PartChunk[]).entries()) {
    if (i > 0) at++;
    if (
      !c ||
      !Number.isInteger(c.count) ||
      c.count < 1 ||
      c.offset !== at ||
      !Number.isInteger(c.length) ||
      c.length < 1 ||
      at + c.length > part.length - 1
    ) {
      throw bad(`chunk ${i} out of bounds`);
    }
    if (c.sections !== undefined && !(Array.isArray(c.sections) && c.sections.every((x) => typeof x === 'string')))
      throw bad(`chunk ${i} has a bad section list`);
    at += c.length;
  }
  if (at !== part.length - 1) throw bad('chunks do not cover the part');
  return chunks as PartChunk[];
}

/** The parts an entry holds, in the order they are written. */
export const partsOf = (header: EntryHeader): (PartName | OptionalPart)[] => [
  ...OPTIONAL_PARTS.filter((n) => header.parts[n] !== undefined),
  ...PART_NAMES,
];

/**
 * Where the parts lie, checked against an entry of `size` bytes whose parts start at `base`: each part in
 * bounds, a chunked part's chunks tiling it, the last part ending the entry. Nothing but the header is read.
 */
export function checkLayout(header: EntryHeader, base: number, size: number): void {
  for (const name of partsOf(header)) {
    const p = header.parts[name];
    if (
      !p ||
      !Number.isInteger(p.offset) ||
      !Number.isInteger(p.length) ||
      p.offset < 0 ||
      p.length < 0 ||
      base + p.offset + p.length > size
    ) {
      throw corrupt(`part ${name} missing or out of bounds`);
    }
    if (name === 'elements' || name === 'requirements') checkChunkLayout(name, p);
  }
  const end = Math.max(...PART_NAMES.map((n) => header.parts[n].offset + header.parts[n].length));
  if (base + end !== size) throw corrupt(`trailing bytes after the last part`);
}

/** The bytes of a part (or of one chunk of a chunked part) against their CRC; the same words for both. */
export function checkBytes(name: string, bytes: Buffer, expected: number): Buffer {
  if (crc32(bytes) !== expected) throw corrupt(`checksum mismatch in part ${name}`);
  return bytes;
}

/** A chunked part whole: its brackets and separators, and every chunk's CRC (together every byte). */
function checkChunkedBody(name: ChunkedPart, body: Buffer, chunks: PartChunk[]): void {
  if (body[0] !== 0x5b || body[body.length - 1] !== 0x5d) throw corrupt(`part ${name}: not an array`);
  for (const [i, c] of chunks.entries()) {
    if (i > 0 && body[c.offset - 1] !== 0x2c) throw corrupt(`part ${name}: no separator before chunk ${i}`);
    checkBytes(name, body.subarray(c.offset, c.offset + c.length), c.crc32);
  }
}

export function encodeEntry(
  model: DocModel,
  id: EntryIdentity,
  createdAt = new Date(),
  optional: { search?: StoredSearchText } = {},
): Buffer {
  const { sections, elements, tables, definitions, requirements, references, keys, ...meta } = model;
  const values: Record<PartName, unknown> = {
    meta,
    sections,
    elements,
    tables,
    definitions,
    requirements,
    references,
    keys,
  };
  const bodies: Buffer[] = [];
  const parts = {} as EntryHeader['parts'];
  let offset = 0;
  for (const name of [...OPTIONAL_PARTS.filter((n) => optional[n] !== undefined), ...PART_NAMES]) {
    const chunked =
      name === 'elements'
        ? chunkedArray(elements, ELEMENT_CHUNK)
        : name === 'requirements'
          ? chunkedArray(requirements, REQUIREMENT_CHUNK, (r) => (r as { section: string }).section)
          : null;
    const body = chunked
      ? chunked.body
      : name === 'search'
        ? encodeSearchPart(optional.search!)
        : asciiJson(values[name]);
    parts[name] = { offset, length: body.length, crc32: crc32(body), ...(chunked ? { chunks: chunked.chunks } : {}) };
    bodies.push(body);
    offset += body.length;
  }
  const header: EntryHeader = {
    formatVersion: FORMAT_VERSION,
    ...id,
    createdAt: createdAt.toISOString(),
    keys: Object.keys(model),
    parts,
  };
  const headerBytes = asciiJson(header);
  const fixed = Buffer.alloc(FIXED);
  MAGIC.copy(fixed, 0);
  fixed.writeUInt32LE(FORMAT_VERSION, 8);
  fixed.writeUInt32LE(headerBytes.length, 12);
  fixed.writeUInt32LE(crc32(headerBytes), 16);
  return Buffer.concat([fixed, headerBytes, ...bodies]);
}

/** Read and check the header only (for `cache info` and key checks). */
export function decodeHeader(buf: Buffer): EntryHeader {
  if (buf.length < FIXED || !buf.subarray(0, 8).equals(MAGIC))
    throw new BadEntryError('foreign', 'not a pdfspec cache entry (bad magic)');
  const format = buf.readUInt32LE(8);
  if (format !== FORMAT_VERSION)
    throw new BadEntryError('version', `cache format ${format}, expected ${FORMAT_VERSION}`);
  const len = buf.readUInt32LE(12);
  if (FIXED + len > buf.length) throw new BadEntryError('corrupt', 'truncated header');
  const headerBytes = buf.subarray(FIXED, FIXED + len);
  if (crc32(headerBytes) !== buf.readUInt32LE(16) || buf.subarray(20, FIXED).some((b) => b !== 0))
    throw new BadEntryError('corrupt', 'header checksum mismatch');
  let header: EntryHeader;
  try {
    header = JSON.parse(headerBytes.toString('latin1')) as EntryHeader;
  } catch {
    throw new BadEntryError('corrupt', 'header is not JSON');
  }
  if (header?.formatVersion !== FORMAT_VERSION || !header.parts || typeof header.compilerVersion !== 'number') {
    throw new BadEntryError('corrupt', 'header fields missing');
  }
  return header;
}

/** Check everything and return each part's bytes; nothing is parsed yet except the header (`cache info`). */
export function decodeEntry(buf: Buffer): { header: EntryHeader; parts: EntryParts } {
  const header = decodeHeader(buf);
  const base = FIXED + buf.readUInt32LE(12);
  checkLayout(header, base, buf.length);
  const parts = {} as EntryParts;
  for (const name of partsOf(header)) {
    const p = header.parts[name]!;
    const body = buf.subarray(base + p.offset, base + p.offset + p.length);
    if (name === 'elements' || name === 'requirements') {
      checkChunkedBody(name, body, p.chunks!);
      (parts.chunks ??= {})[name] = p.chunks!;
    } else checkBytes(name, body, p.crc32);
    parts[name] = body;
  }
  return { header, parts };
}
