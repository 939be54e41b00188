/**
 * The model cache stores the built search text beside the model, so a one-shot
 * search only decodes it. Searching a cached model must give exactly what
 * searching the compiled model gives; a stale or missing stored text must fall
 * back to building it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syntheticModel } from '#test-support/synthetic-model.js';
import { inMemoryReader, type ModelReader } from '../../model/reader.js';
import type { DocModel } from '../../model/types.js';
import { decodeEntry, encodeEntry } from '../../store/entry-format.js';
import { lazyReader } from '../../store/lazy-reader.js';
import { entryOfBytes } from '../../store/entry-file.js';
import { ModelStore, type CacheKey } from '../../store/model-store.js';
import { storePolicies } from '../../host/resilience/index.js';
import { encodeSearchPart } from '../../store/search-part.js';
import { SEARCH_TEXT_VERSION, originalIndex, searchIndex, storedSearchText } from './search-index.js';
import { searchModel } from './search-model.js';
import { fold } from './tokenize.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdfspec-stored-search-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ID = { spec: 'x', file: '/specs/x.pdf' };

function model(): DocModel {
  const m = syntheticModel({ pages: 20, sections: 30, tables: 5, elementsPerSection: 5, seed: 3 });
  // Folding must keep offsets even where lower case is longer (İ) and beyond the BMP.
  m.elements[2] = {
    type: 'paragraph',
    text: 'İstanbul Ελληνικά “Stream” 𝔘𝔫𝔦 — a conforming reader',
    page: 1,
    section: m.elements[2]!.section,
  };
  return m;
}

const newStore = () => new ModelStore({ dir, policies: { ...storePolicies(), searchText: storedSearchText } });

async function roundTrip(m: DocModel): Promise<ModelReader> {
  const store = newStore();
  const key: CacheKey = { sha256: 'cd'.repeat(32), size: 42, compilerVersion: store.compilerVersion };
  await store.write(key, m, ID);
  return (await firstValueFrom(store.read$(key)))!;
}

describe('stored search text', () => {
  it('is written with the model and used by a search of the cached model, with identical results', async () => {
    const compiled = model();
    const cached = await roundTrip(compiled);
    expect(cached.storedSearchText()).toMatchObject({ version: SEARCH_TEXT_VERSION });
    // Derived data stays out of the model: serialisation and deep equality see the compiled model.
    expect(JSON.stringify(cached.model)).toBe(JSON.stringify(compiled));
    expect(Object.keys(cached.model)).toEqual(Object.keys(compiled));
    const fromStore = searchIndex(cached);
    expect(cached.storedSearchText()!.text).toBe(fromStore.text);
    const fresh = searchIndex(inMemoryReader(model()));
    expect(fromStore.text).toBe(fresh.text);
    expect([...fromStore.starts]).toEqual([...fresh.starts]);
    expect(fromStore.avgLength).toBe(fresh.avgLength);
    for (const q of ['conforming reader', 'stream', 'istanbul', 'shall not', 'no-such-word']) {
      const a = searchModel(cached, q, 50);
      const b = searchModel(inMemoryReader(model()), q, 50);
      expect(a.total, q).toBe(b.total);
      expect(a.hits, q).toEqual(b.hits);
      expect(
        a.hits.map((h) => a.snippetOf(h)),
        q,
      ).toEqual(b.hits.map((h) => b.snippetOf(h)));
    }
  });

  it('carries the heading elements, so a one-shot search ranks without parsing any element it does not show', async () => {
    const compiled = model();
    expect(storedSearchText(compiled).headings).toEqual(
      compiled.elements.flatMap((e, i) => (e.type === 'heading' ? [i] : [])),
    );
    const cached = await roundTrip(compiled);
    let looked = 0;
    const counting: ModelReader = { ...cached, model: cached.model, element: (i) => (looked++, cached.element(i)) };
    const q = 'stream';
    const found = searchModel(counting, q, 3);
    expect(found.total).toBeGreaterThan(3);
    expect(looked).toBe(0);
    expect(found.hits).toEqual(searchModel(inMemoryReader(model()), q, 3).hits);
    // An entry written before the list existed ranks the same, reading the elements instead.
    const { headings: _, ...older } = storedSearchText(model());
    const old: ModelReader = { ...inMemoryReader(model()), storedSearchText: () => older };
    expect(searchModel(old, q, 3).hits).toEqual(found.hits);
  });

  it('is ignored when it was built by another version of the indexer, or does not fit the model', () => {
    const m = model();
    const good = storedSearchText(m);
    for (const bad of [
      { ...good, version: SEARCH_TEXT_VERSION + 1, text: 'x'.repeat(good.text.length) },
      { ...good, starts: good.starts.slice(1) },
      { ...good, text: good.text.slice(1) },
      { ...good, headings: [good.starts.length + 5] },
    ]) {
      const reader: ModelReader = { ...inMemoryReader(model()), storedSearchText: () => bad };
      expect(searchIndex(reader).text).toBe(good.text);
    }
  });

  it('is optional: an entry without it reads as before and search builds the text', () => {
    const m = model();
    const entry = entryOfBytes(encodeEntry(m, { ...ID, sha256: 'ef'.repeat(32), size: 1, compilerVersion: 1 }));
    expect(entry.header.parts.search).toBeUndefined();
    const read = lazyReader(entry);
    expect(read.storedSearchText()).toBeNull();
    expect(searchIndex(read).text).toBe(storedSearchText(m).text);
  });

  it('is covered by the entry checksums: a flipped byte in it makes the entry unusable', async () => {
    const store = newStore();
    const key: CacheKey = { sha256: 'ab'.repeat(32), size: 7, compilerVersion: store.compilerVersion };
    await store.write(key, model(), ID);
    const buf = await readFile(store.entryPath(key));
    const { header } = decodeEntry(buf);
    const at = 48 + buf.readUInt32LE(12) + header.parts.search!.offset + 10;
    buf.writeUInt8(buf.readUInt8(at) ^ 1, at);
    await writeFile(store.entryPath(key), buf);
    expect(() => decodeEntry(buf)).toThrow(/checksum mismatch in part search/);
  });
});

/** A model whose paragraphs are `texts`, one an element. */
function modelOf(texts: readonly string[]): DocModel {
  const m = syntheticModel({ pages: 2, sections: 2, tables: 0, elementsPerSection: 1, seed: 5 });
  const section = m.elements[0]!.section;
  m.elements = texts.map((text) => ({ type: 'paragraph', text, page: 1, section }));
  return m;
}

/** The search text as stored before separators above U+00FF were narrowed: the folded text alone. */
function unnarrowed(m: DocModel): ModelReader {
  const reader = inMemoryReader(m);
  const stored = { ...storedSearchText(m), text: fold(originalIndex(inMemoryReader(m)).text) };
  return { ...reader, storedSearchText: () => stored };
}

const encodingOf = (bytes: Buffer) =>
  (JSON.parse(bytes.toString('latin1', 0, bytes.indexOf(10))) as { encoding: string }).encoding;

describe('the stored search text, narrowed to Latin-1 separators', () => {
  it('is one byte a character when every letter is Latin-1, whatever its quotes, dashes and signs', () => {
    const m = modelOf(['The “Stream” — a reader’s x ≤ y, anti‐aliasing 𝔘 café', 'non–zero • ‰']);
    const stored = storedSearchText(m);
    expect(stored.text).toMatch(/^[\u0000-\u00ff]*$/);
    expect(stored.text.length).toBe(fold(originalIndex(inMemoryReader(m)).text).length);
    expect(stored.text).toContain('the ¤stream¤ - a reader¤s x ¤ y, anti-aliasing ¤¤ café');
    expect(encodingOf(encodeSearchPart(stored))).toBe('latin1');
    // A letter above U+00FF stays, and the text is then stored as UTF-8.
    const greek = storedSearchText(modelOf(['Ελληνικά “x”']));
    expect(greek.text).toContain('ελληνικά ¤x¤');
    expect(encodingOf(encodeSearchPart(greek))).toBe('utf8');
  });

  it('gives the answers the folded text gave, so entries stored before it read the same', () => {
    const rand = (() => {
      let x = 12345;
      return () => ((x = (x * 1103515245 + 12345) % 2 ** 31), x / 2 ** 31);
    })();
    const alphabet = [
      'ab',
      'ba',
      'é',
      'λx',
      'ab',
      ' ',
      ' ',
      '-',
      '‐',
      '–',
      '—',
      '’',
      '“',
      '≤',
      '/',
      '.',
      '\u00a0',
      '¤',
      '𝔘',
      '7',
    ];
    const pick = () => alphabet[Math.floor(rand() * alphabet.length)]!;
    const texts = Array.from({ length: 200 }, () => Array.from({ length: 4 + Math.floor(rand() * 30) }, pick).join(''));
    const queries = [
      'ab',
      'ba',
      'ab ba',
      'ab-ba',
      'ab ab ba',
      'λx',
      'é ab',
      'ab*',
      '7 ab',
      'ab.ba',
      'ab’ba',
      'ba—ab',
      '“ab”',
    ];
    // Two models of the same text: the index is kept per model.
    const now = inMemoryReader(modelOf(texts));
    const before = unnarrowed(modelOf(texts));
    expect(searchIndex(now).text).not.toBe(searchIndex(before).text);
    for (const q of queries) {
      const a = searchModel(now, q, 500);
      const b = searchModel(before, q, 500);
      expect(a.total, q).toBe(b.total);
      expect(a.hits, q).toEqual(b.hits);
      expect(
        a.hits.map((h) => a.snippetOf(h)),
        q,
      ).toEqual(b.hits.map((h) => b.snippetOf(h)));
    }
    expect(searchModel(now, 'ab ba', 500).total).toBeGreaterThan(0);
  });
});
