import { CLI_VOCABULARY } from '../../cli/vocabulary.js';
import { describe, expect, it } from 'vitest';
import type { SpecEntry } from '../../core/operation-context.js';
import { PdfspecError } from '../../core/errors.js';
import { aliasKey, loadCatalogue } from '../../core/catalogue.js';
import { resolveSpecIn, type ResolveEnv } from './resolve.js';

const cat = loadCatalogue();

/** The catalogue as the registry lists it, with files for the given ids only. */
function entries(available: string[], extra: SpecEntry[] = []): SpecEntry[] {
  return [
    ...cat.specs.map((c) => ({
      id: c.id,
      title: c.title,
      category: c.category,
      pages: c.pages,
      file: available.includes(c.id) ? `/specs/${c.fileNames![0]}` : null,
      available: available.includes(c.id),
    })),
    ...extra,
  ];
}

function env(notices: string[] = [], dirs = ['/specs']): ResolveEnv {
  return { catalogue: cat, dirs, problems: [], notice: (m) => notices.push(m) };
}

function errorOf(f: () => unknown): PdfspecError {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(PdfspecError);
    return err as PdfspecError;
  }
  throw new Error('expected an error');
}

const all = cat.specs.map((s) => s.id);

describe('resolveSpecIn: ids, case and prefixes', () => {
  it('takes an exact id even when it is the prefix of another id', () => {
    expect(resolveSpecIn(entries(all), 'pdf17', 'iso32000-2', env()).id).toBe('pdf17');
    expect(resolveSpecIn(entries(all), 'iso32000-2', 'iso32000-2', env()).id).toBe('iso32000-2');
  });

  it('ignores case', () => {
    expect(resolveSpecIn(entries(all), 'PDF17', 'iso32000-2', env()).id).toBe('pdf17');
    expect(resolveSpecIn(entries(all), 'WTPDF', 'iso32000-2', env()).id).toBe('wtpdf');
  });

  it('accepts an unambiguous prefix', () => {
    expect(resolveSpecIn(entries(all), 'wt', 'iso32000-2', env()).id).toBe('wtpdf');
    expect(resolveSpecIn(entries(all), 'Decl', 'iso32000-2', env()).id).toBe('declarations');
    expect(resolveSpecIn(entries(all), 'pdf17o', 'iso32000-2', env()).id).toBe('pdf17old');
    expect(resolveSpecIn(entries(all), 'iso32000-2-', 'iso32000-2', env()).id).toBe('iso32000-2-2020');
  });

  it('takes the names users write for a catalogue spec as its id, before any prefix', () => {
    for (const [name, id] of [
      ['iso32000-1', 'pdf17'],
      ['iso-32000-1', 'pdf17'],
      ['ISO 32000-1', 'pdf17'],
      ['iso32000-1:2008', 'pdf17'],
      ['pdf1.7', 'pdf17'],
      ['pdf20', 'iso32000-2'],
      ['pdf2', 'iso32000-2'],
      ['PDF-2.0', 'iso32000-2'],
      ['iso-32000-2', 'iso32000-2'],
      ['iso_32000-2-2020', 'iso32000-2-2020'],
      ['pdf-ua-1', 'pdfua1'],
    ])
      expect([name, resolveSpecIn(entries(all), name, 'iso32000-2', env()).id]).toEqual([name, id]);
    // The spec it names, present or not: a missing file is that spec's error.
    const e = errorOf(() => resolveSpecIn(entries(['wtpdf']), 'iso32000-1', 'iso32000-2', env()));
    expect([e.code, e.message]).toEqual(['missing_file', expect.stringMatching(/^no file for pdf17 /)]);
    // A user spec's own id wins over an alias.
    const user: SpecEntry = {
      id: 'pdf20',
      title: 'x',
      category: 'user',
      pages: 1,
      file: '/specs/pdf20.pdf',
      available: true,
    };
    expect(resolveSpecIn(entries(all, [user]), 'pdf20', 'iso32000-2', env()).id).toBe('pdf20');
  });

  it('gives no two catalogue specs the same name, aliases and ids compared as specIdOfAlias compares them', () => {
    const owner = new Map<string, string>();
    for (const c of cat.specs)
      for (const name of new Set([c.id, ...(c.aliases ?? [])].map(aliasKey))) {
        expect([name, owner.get(name) ?? c.id]).toEqual([name, c.id]);
        owner.set(name, c.id);
      }
  });

  it('rejects an ambiguous prefix, listing the candidates', () => {
    const e = errorOf(() => resolveSpecIn(entries(all), 'iso', 'iso32000-2', env()));
    expect(e.code).toBe('unknown_spec');
    expect(e.message).toContain('ambiguous');
    expect(e.message).toContain('iso32000-2, iso32000-2-2020');
    expect(e.suggestions).toEqual(['iso32000-2', 'iso32000-2-2020']);
    const ts = errorOf(() => resolveSpecIn(entries(all), 'ts', 'iso32000-2', env()));
    expect(ts.suggestions).toHaveLength(5);
  });

  it('rejects unknown ids with close suggestions', () => {
    const e = errorOf(() => resolveSpecIn(entries(all), 'wtpfd', 'iso32000-2', env()));
    expect(e.code).toBe('unknown_spec');
    expect(e.message).toBe('unknown spec "wtpfd"');
    expect(e.suggestions).toContain('wtpdf');
    // One hint, two vocabularies: MCP (the default wording) names the tool, the CLI the command.
    expect(e.hint).toMatch(/^call list_specs to see the ids/);
    expect(e.in(CLI_VOCABULARY).hint).toMatch(/^run `pdfspec list-specs` to see the ids/);
  });

  it('resolves user specs by their id', () => {
    const user: SpecEntry = {
      id: 'my-notes',
      title: 'My notes',
      category: 'user',
      pages: 3,
      file: '/specs/My Notes.pdf',
      available: true,
    };
    expect(resolveSpecIn(entries([], [user]), 'my-n', 'iso32000-2', env()).id).toBe('my-notes');
  });
});

describe('resolveSpecIn: values are never paths', () => {
  const tries = [
    '../../etc/passwd',
    '/etc/passwd',
    '../specs/PDF32000_2008.pdf',
    'PDF32000_2008.pdf',
    '/specs/PDF32000_2008.pdf',
    '.',
    '..',
    '*',
    'pdf17/../wtpdf',
  ];
  it.each(tries)('%s is an unknown spec', (value) => {
    const e = errorOf(() => resolveSpecIn(entries(all), value, 'iso32000-2', env()));
    expect(e.code).toBe('unknown_spec');
  });
});

describe('resolveSpecIn: files that are missing or bad', () => {
  it('names the expected file and where to get it', () => {
    const e = errorOf(() => resolveSpecIn(entries(['wtpdf']), 'pdf17', 'iso32000-2', env()));
    expect(e.code).toBe('missing_file');
    expect(e.message).toContain('pdf17');
    expect(e.message).toContain('PDF32000_2008.pdf');
    expect(e.hint).toContain('$PDF_SPEC_DIR');
    expect(e.hint).toContain('Adobe');
    expect(e.hint).toContain('searched /specs');
  });

  it('says when PDF_SPEC_DIR is not set', () => {
    const e = errorOf(() => resolveSpecIn(entries([]), 'iso32000-2', 'iso32000-2', env([], [])));
    expect(e.message).toContain('ISO_32000-2_sponsored-ec2.pdf');
    expect(e.hint).toContain('Sponsored standards');
    expect(e.hint).toContain('PDF_SPEC_DIR is not set');
  });

  it('gives the reason for a file that is present but unusable', () => {
    const list = entries([]);
    Object.assign(
      list.find((e) => e.id === 'wtpdf')!,
      { file: '/specs/Well-Tagged-PDF-WTPDF-1.0.pdf', reason: 'encrypted (password required)' },
    );
    const e = errorOf(() => resolveSpecIn(list, 'wtpdf', 'iso32000-2', env()));
    expect(e.code).toBe('missing_file');
    expect(e.message).toBe('wtpdf: /specs/Well-Tagged-PDF-WTPDF-1.0.pdf is unavailable: encrypted (password required)');
  });
});

describe('resolveSpecIn: the default spec', () => {
  it('is iso32000-2 when available, silently', () => {
    const notices: string[] = [];
    expect(resolveSpecIn(entries(['iso32000-2', 'wtpdf']), undefined, 'iso32000-2', env(notices)).id).toBe(
      'iso32000-2',
    );
    expect(notices).toEqual([]);
  });

  it('falls back to the best available spec in catalogue order and says so', () => {
    const notices: string[] = [];
    expect(resolveSpecIn(entries(['wtpdf', 'pdf17', 'sample20']), undefined, 'iso32000-2', env(notices)).id).toBe(
      'pdf17',
    );
    expect(notices).toEqual([
      'iso32000-2 not found in PDF_SPEC_DIR; using pdf17 (ISO 32000-1:2008 (PDF 1.7)); see "Where to get the PDFs" in the README',
    ]);
  });

  it('says that PDF_SPEC_DIR is unset when it is, and where to read about getting the PDFs', () => {
    const notices: string[] = [];
    resolveSpecIn(entries(['sample20']), undefined, 'iso32000-2', env(notices, []));
    expect(notices).toEqual([
      expect.stringMatching(
        /^iso32000-2 not found: PDF_SPEC_DIR is not set; using sample20 \(.*\); see "Where to get the PDFs" in the README$/,
      ),
    ]);
  });

  it('falls back to a sample after the catalogue, and to user specs last', () => {
    const notices: string[] = [];
    const user: SpecEntry = {
      id: 'mine',
      title: 'Mine',
      category: 'user',
      pages: 1,
      file: '/specs/mine.pdf',
      available: true,
    };
    expect(resolveSpecIn(entries(['sample17', 'sample20'], [user]), undefined, 'iso32000-2', env(notices)).id).toBe(
      'sample20',
    );
    expect(notices[0]).toMatch(/^iso32000-2 not found in PDF_SPEC_DIR; using sample20 \(Bundled sample/);
    expect(resolveSpecIn(entries(['sample17', 'sample20'], [user]), undefined, 'pdf17', env()).id).toBe('sample17');
    expect(resolveSpecIn(entries(['sample17'], [user]), undefined, 'iso32000-2', env()).id).toBe('sample17');
    expect(resolveSpecIn(entries([], [user]), undefined, 'iso32000-2', env()).id).toBe('mine');
  });

  it('honours another default id (compare uses pdf17)', () => {
    expect(resolveSpecIn(entries(['pdf17', 'iso32000-2']), undefined, 'pdf17', env()).id).toBe('pdf17');
  });

  it('is a missing_file error for the default when nothing at all is available', () => {
    const e = errorOf(() => resolveSpecIn(entries([]), undefined, 'iso32000-2', env()));
    expect(e.code).toBe('missing_file');
    expect(e.message).toContain('iso32000-2');
  });
});
