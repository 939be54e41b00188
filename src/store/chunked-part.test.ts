/**
 * The elements and requirements parts are stored in chunks, so `section`,
 * `search` and `requirements --section` parse only the chunks they touch.
 * Whatever is read through the chunks must equal the compiled model, and a
 * damaged chunk must make the entry unusable.
 */
import { describe, expect, it } from 'vitest';
import { syntheticModel } from '#test-support/synthetic-model.js';
import { inMemoryReader, type ModelReader } from '../model/reader.js';
import type { DocModel } from '../model/types.js';
import { sectionOf } from '../core/ops/get-section/get-section.js';
import { requirementsOf } from '../core/ops/get-requirements/get-requirements.js';
import { tablesOf } from '../core/ops/get-tables/get-tables.js';
import { BadEntryError, ELEMENT_CHUNK, REQUIREMENT_CHUNK, decodeEntry, encodeEntry } from './entry-format.js';
import { entryOfBytes } from './entry-file.js';
import { lazyReader } from './lazy-reader.js';

const ID = { spec: 'x', file: '/specs/x.pdf', sha256: 'ab'.repeat(32), size: 1, compilerVersion: 1 };

function compiled(): DocModel {
  const m = syntheticModel({ pages: 40, sections: 30, tables: 6, elementsPerSection: 25, seed: 5 });
  m.elements[ELEMENT_CHUNK] = {
    type: 'paragraph',
    text: 'Ελληνικά “quotes” 📄 at a chunk start',
    page: 2,
    section: m.elements[ELEMENT_CHUNK]!.section,
  };
  return m;
}

const read = (buf: Buffer): ModelReader => lazyReader(entryOfBytes(buf));
const unparsed = (r: ModelReader, part: 'elements' | 'requirements' = 'elements') =>
  typeof Object.getOwnPropertyDescriptor(r.model, part)!.get === 'function';

describe('chunked elements and requirements parts', () => {
  const m = compiled();
  const plain = JSON.parse(JSON.stringify(m)) as DocModel;
  const buf = encodeEntry(m, ID);

  it('has several chunks and stays one JSON array', () => {
    const { header, parts } = decodeEntry(buf);
    expect(m.elements.length).toBeGreaterThan(2 * ELEMENT_CHUNK);
    expect(header.parts.elements.chunks!.length).toBe(Math.ceil(m.elements.length / ELEMENT_CHUNK));
    expect(JSON.parse(parts.elements.toString('latin1'))).toEqual(plain.elements);
  });

  it('reads slices and single elements like Array.prototype, without parsing the whole part', () => {
    const back = read(buf);
    const n = plain.elements.length;
    expect(back.elementCount()).toBe(n);
    const ranges: [number, number][] = [
      [0, 3],
      [ELEMENT_CHUNK - 2, ELEMENT_CHUNK + 2],
      [-5, -1],
      [n - 2, n + 9],
      [9, 4],
      [0, n],
      [1.7, 300.2],
    ];
    for (const [a, b] of ranges) expect(back.elements(a, b)).toEqual(plain.elements.slice(a, b));
    for (const i of [0, ELEMENT_CHUNK - 1, ELEMENT_CHUNK, n - 1, n, -1, 2.5])
      expect(back.element(i)).toEqual(plain.elements[i]);
    expect(unparsed(back)).toBe(true);
    // The whole array, once asked for, reuses the chunks already parsed.
    const first = back.element(ELEMENT_CHUNK);
    expect(back.model.elements).toEqual(plain.elements);
    expect(back.model.elements[ELEMENT_CHUNK]).toBe(first);
    expect(JSON.stringify(back.model)).toBe(JSON.stringify(m));
  });

  it('follows an elements array assigned before any read', () => {
    const back = read(buf);
    back.model.elements = plain.elements.slice(0, 3);
    expect(back.elementCount()).toBe(3);
    expect(back.elements(0, 10)).toEqual(plain.elements.slice(0, 3));
  });

  it('gives get_section and get_tables the same answers as the compiled model', () => {
    const back = read(buf);
    for (const s of plain.sections) {
      expect(
        sectionOf(
          'x',
          back,
          back.model.sections.find((x) => x.id === s.id)!,
        ),
      ).toEqual(sectionOf('x', inMemoryReader(plain), s));
      expect(tablesOf('x', back, { section: s.id })).toEqual(tablesOf('x', inMemoryReader(plain), { section: s.id }));
    }
    expect(unparsed(back)).toBe(true);
  });

  it('gives get_requirements for a section the same answer, reading only the chunks that list it', () => {
    expect(plain.requirements.length).toBeGreaterThan(REQUIREMENT_CHUNK);
    const back = read(buf);
    for (const s of plain.sections) {
      for (const level of ['all', 'shall', 'may'] as const) {
        expect(requirementsOf('x', back, { section: s.id, level, limit: 1000 })).toEqual(
          requirementsOf('x', inMemoryReader(plain), { section: s.id, level, limit: 1000 }),
        );
      }
    }
    expect(unparsed(back, 'requirements')).toBe(true);
    expect(requirementsOf('x', back, { limit: 5 })).toEqual(requirementsOf('x', inMemoryReader(plain), { limit: 5 }));
    expect(back.model.requirements).toEqual(plain.requirements);
  });

  it('reads every chunk of a requirements part written without section lists', () => {
    const m2 = compiled();
    m2.requirements[3] = { ...m2.requirements[3]!, section: undefined as unknown as string };
    const back = read(encodeEntry(m2, ID));
    const s = m2.sections.find((x) => x.id === m2.requirements[4]!.section)!;
    const p2 = JSON.parse(JSON.stringify(m2)) as DocModel;
    expect(requirementsOf('x', back, { section: s.id })).toEqual(
      requirementsOf('x', inMemoryReader(p2), { section: s.id }),
    );
  });

  it('rejects a flipped byte in a chunk or in a separator between chunks', () => {
    const { header } = decodeEntry(buf);
    for (const name of ['elements', 'requirements'] as const) {
      const base = 48 + buf.readUInt32LE(12) + header.parts[name].offset;
      const c = header.parts[name].chunks![1]!;
      for (const at of [base + c.offset + 10, base + c.offset - 1, base]) {
        const bad = Buffer.from(buf);
        bad[at] = bad[at]! ^ 0x01;
        expect(() => decodeEntry(bad), `${name} byte ${at - base}`).toThrow(BadEntryError);
      }
    }
  });

  it('read a chunk at a time, finds a flipped byte in a chunk when that chunk is read, and no sooner', () => {
    const { header } = decodeEntry(buf);
    const c = header.parts.elements.chunks![1]!;
    const bad = Buffer.from(buf);
    const at = 48 + buf.readUInt32LE(12) + header.parts.elements.offset + c.offset + 10;
    bad[at] = bad[at]! ^ 0x01;
    const back = read(bad);
    expect(back.element(0)).toEqual(plain.elements[0]);
    expect(() => back.element(ELEMENT_CHUNK)).toThrow(/checksum mismatch in part elements/);
  });
});
