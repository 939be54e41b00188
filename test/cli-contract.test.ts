/**
 * The CLI's contract, as whole processes of the built binary over ../shared/corpus (WTPDF, AN003) and the
 * bundled samples: switches take no value, a cut list says so on stderr in every mode, search --regex is a
 * mode of the query, requirements takes its section as a positional, key --dict, compare --requirements;
 * definitions --kind.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCache } from './support/seeded-cache.js';
import { ensureBuilt } from './support/mcp-harness.js';
import { baseEnv, runCli } from './support/hardening-run.js';

const corpus = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/corpus');
const haveCorpus = existsSync(join(corpus, 'Well-Tagged-PDF-WTPDF-1.0.pdf'));
if (!haveCorpus) console.warn(`test/cli-contract.test.ts: SKIPPED — no corpus at ${corpus}`);

describe.skipIf(!haveCorpus)('the CLI to the contract', () => {
  let specDir = '';
  let cacheDir = '';
  const pdfspec = (argv: string[]) => runCli(argv, baseEnv(specDir, cacheDir), { timeoutMs: 300_000 });
  const json = async (argv: string[]) => {
    const r = await pdfspec([...argv, '--json']);
    expect(r.code, `${argv.join(' ')}: ${r.err}`).toBe(0);
    return JSON.parse(r.out);
  };

  beforeAll(async () => {
    ensureBuilt();
    specDir = mkdtempSync(join(tmpdir(), 'pdfspec-contract-specs-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'pdfspec-contract-cache-'));
    for (const f of readdirSync(corpus).filter((n) => n.endsWith('.pdf')))
      symlinkSync(join(corpus, f), join(specDir, f));
    await seedCache(
      cacheDir,
      ['Well-Tagged-PDF-WTPDF-1.0.pdf', 'PDF20_AN003-ObjectMetadataLocations.pdf'].map((f) => join(corpus, f)),
    );
    for (const spec of ['wtpdf', 'an003']) {
      const r = await pdfspec(['cache', 'build', '--spec', spec]);
      expect(r.code, r.err).toBe(0);
    }
  }, 600_000);
  afterAll(() => {
    for (const d of [specDir, cacheDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it('switches take no value: the next word stays a word (search --case-sensitive X, tables --all S)', async () => {
    const cs = await json(['search', '--case-sensitive', 'Artifact', '--spec', 'wtpdf']);
    expect(cs).toMatchObject({ query: 'Artifact', caseSensitive: true, mode: 'words' });
    const folded = await json(['search', 'Artifact', '--spec', 'wtpdf']);
    expect(folded.totalResults).toBeGreaterThan(cs.totalResults);
    // --all with a section: that section's tables, one line each (caption, section, page label, pages, size).
    const list = await pdfspec(['tables', '--all', '8.2.5', '--spec', 'wtpdf']);
    expect(list.code, list.err).toBe(0);
    const lines = list.out.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.split('\t')[3]).toMatch(/^8\.2\.5/);
    const bad = await pdfspec(['tables', '--all=yes', '--spec', 'wtpdf']);
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('pdfspec: invalid --all: got "yes"; expected true or false (or --all alone)\n');
  });

  it('definitions --kind: terms or abbreviations, each record saying its kind (JSON, and the last piped column)', async () => {
    const all = await json(['definitions', '--spec', 'wtpdf']);
    expect(all.totalDefinitions).toBeGreaterThan(0);
    const terms = await json(['definitions', '--kind', 'term', '--spec', 'wtpdf']);
    expect(terms.totalDefinitions).toBe(all.definitions.filter((d: { kind: string }) => d.kind === 'term').length);
    for (const d of terms.definitions) expect(d.kind).toBe('term');
    const piped = await pdfspec(['definitions', '--kind', 'term', '--spec', 'wtpdf']);
    expect(piped.code, piped.err).toBe(0);
    for (const l of piped.out.trim().split('\n')) expect(l.split('\t').at(-1)).toBe('term');
    // WTPDF has no abbreviations clause: nothing matches (exit 1), and a bad kind is a usage error (exit 2).
    const none = await pdfspec(['definitions', '--kind', 'abbreviation', '--spec', 'wtpdf']);
    expect(none.code).toBe(1);
    expect(none.out).toBe('');
    const bad = await pdfspec(['definitions', '--kind', 'acronym', '--spec', 'wtpdf']);
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('pdfspec: invalid --kind: got "acronym"; expected one of "term", "abbreviation"\n');
  });

  it('search --regex PATTERN: the query read as a regular expression', async () => {
    const r = await json(['search', '--regex', 'Struct[A-Z]\\w+', '--case-sensitive', '--spec', 'wtpdf']);
    expect(r).toMatchObject({ mode: 'regex', query: 'Struct[A-Z]\\w+', caseSensitive: true });
    expect(r.totalResults).toBeGreaterThan(0);
    const bad = await pdfspec(['search', '--regex', 'a(b', '--spec', 'wtpdf']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^pdfspec: invalid <query>: got "a\(b"; not an RE2 regular expression/);
  });

  it('a cut list says so on stderr in every mode; search --all and --max-results all return every hit', async () => {
    for (const mode of [[], ['--json'], ['--ndjson']]) {
      const r = await pdfspec(['search', 'structure', '--spec', 'wtpdf', ...mode]);
      expect(r.code, r.err).toBe(0);
      expect(r.err, mode.join(' ')).toMatch(/^pdfspec: showing 1–10 of (\d+); --offset 10 for more/m);
    }
    const total = (await json(['search', 'structure', '--spec', 'wtpdf'])).totalResults as number;
    expect(total).toBeGreaterThan(50);
    const every = await pdfspec(['search', 'structure', '--spec', 'wtpdf', '--all']);
    expect(every.code, every.err).toBe(0);
    expect(every.out.trim().split('\n')).toHaveLength(total);
    expect(every.err).not.toMatch(/showing/);
    // Without --spec: the substituted default is said once, not once per page asked.
    const fallback = await pdfspec(['search', 'structure', '--all']);
    expect(fallback.code, fallback.err).toBe(0);
    expect(fallback.err.match(/iso32000-2 not found/g)).toHaveLength(1);
    const all = await json(['search', 'structure', '--spec', 'wtpdf', '--max-results', 'all']);
    expect(all.results).toHaveLength(total);
    expect(all.paging).toBeUndefined();
    // Paged lists of the other commands too.
    const reqs = await pdfspec(['requirements', '--spec', 'wtpdf', '--limit', '3', '--ndjson']);
    expect(reqs.out.trim().split('\n')).toHaveLength(3);
    expect(reqs.err).toMatch(/showing 1–3 of \d+; --offset 3 for more/);
  });

  it('requirements 8.2.5 takes the section as a positional; --level must is shall', async () => {
    const flag = await json(['requirements', '--section', '8.2.5', '--spec', 'wtpdf']);
    const positional = await json(['requirements', '8.2.5', '--spec', 'wtpdf']);
    expect(positional).toEqual(flag);
    expect(positional.filter.section).toBe('8.2.5');
    const must = await json(['requirements', '8.2.5', '--spec', 'wtpdf', '--level', 'must']);
    const shall = await json(['requirements', '8.2.5', '--spec', 'wtpdf', '--level', 'shall']);
    expect(must).toEqual(shall);
    expect(must.totalRequirements).toBeGreaterThan(0);
  });

  it('compare --requirements on the samples: every kind of change, added and removed sections counted, --changes-only', async () => {
    const base = ['compare', '--from', 'sample17', '--to', 'sample20'];
    const all = await json([...base, '--requirements']);
    expect(all.requirements.statistics).toEqual({
      unchanged: 27,
      changed: 1,
      'level-changed': 1,
      added: 3,
      removed: 1,
    });
    const only = await json([...base, '--requirements', '--changes-only']);
    expect(only.requirements.statistics).toEqual(all.requirements.statistics);
    expect(only.requirements.changes.map((c: { status: string }) => c.status)).toEqual([
      'changed',
      'level-changed',
      'added',
      'added',
      'added',
      'removed',
    ]);
    expect(only.matched.every((m: { status: string }) => m.status !== 'same')).toBe(true);
    // The switch does not swallow the section after it.
    const six = await json([...base, '--requirements', '6']);
    expect(six.section).toBe('6');
    expect(six.requirements.statistics).toMatchObject({ changed: 1, added: 1, removed: 1 });
  });

  it('key --dict: a caption that names no dictionary still matches; --dict alone lists its keys; headerless key tables', async () => {
    // WTPDF Table 2, "Standard FENote attributes": its dictionary is the caption, and --dict FENote finds it.
    const fenote = await json(['key', '--dict', 'FENote', '--spec', 'wtpdf', '--source', 'spec']);
    expect(fenote.keys.map((k: { key: string; dictionary: string }) => [k.key, k.dictionary])).toEqual([
      ['NoteType', 'Standard FENote attributes'],
    ]);
    // AN003 Tables 2–5 have no header row, yet each row is Key / Type / Value.
    const metadata = await json(['key', 'Metadata', '--spec', 'an003', '--source', 'spec']);
    expect(metadata.keys.map((k: { table: string }) => k.table)).toEqual(['Table 2', 'Table 3', 'Table 4', 'Table 5']);
    const fonts = await json(['key', '--dict', 'font streams', '--spec', 'an003', '--source', 'spec']);
    expect(fonts.keys).toHaveLength(1);
    expect(fonts.keys[0]).toMatchObject({ key: 'Metadata', type: 'stream', status: 'optional' });
  });

  it('one name per concept and one value per piped column: refs (out/in), key, every table view', async () => {
    const refs = await json(['refs', '8.2.5.14', '--spec', 'wtpdf']);
    expect(refs.sectionTitle).toBeTruthy();
    const resolved = refs.outgoing.find((o: { target: unknown }) => o.target !== null);
    expect(Object.keys(resolved.target)).toEqual(
      expect.arrayContaining(['spec', 'section', 'sectionTitle', 'page', 'pageLabel']),
    );
    expect(resolved.target.title).toBeUndefined();
    const piped = (await pdfspec(['refs', '8.2.5.14', '--spec', 'wtpdf'])).out.trim().split('\n');
    for (const line of piped) expect(line.split('\t')[0]).toMatch(/^(?:out|in)$/);
    expect(piped.join('\n')).not.toMatch(/[→←]/);
    // Table 1 cited from 8.2.5.14.2: spec, section, table, section title, page label, page — each its own column.
    const table1 = piped.map((l) => l.split('\t')).find((f) => f[1] === 'Table 1')!;
    expect(table1.slice(0, 8)).toEqual([
      'out',
      'Table 1',
      'wtpdf',
      '8.2.5.14.2',
      'Table 1',
      'FENote Attribute Owner',
      '17',
      '20',
    ]);

    const key = (await pdfspec(['key', '--dict', 'FENote', '--spec', 'wtpdf', '--source', 'spec'])).out.trim();
    expect(key.split('\t').slice(0, 14)).toEqual([
      'spec',
      'NoteType',
      '',
      'Standard FENote attributes',
      'name',
      'optional',
      '',
      '',
      '',
      'Table 2',
      '8.2.5.14.2',
      '18',
      '21',
      expect.stringMatching(/^\(Optional\) The type of the FENote/),
    ]);

    // The same place columns in the table itself and in the lists: #index, number, caption, section, page label, page, last page.
    const place = ['#1', 'Table 2', 'Standard FENote attributes', '8.2.5.14.2', '18', '21', '21'];
    const one = (await pdfspec(['tables', 'Table 2', '--spec', 'wtpdf'])).out.split('\n')[0]!.split('\t');
    expect(one).toEqual(['#0', ...place.slice(1)]);
    const listed = (await pdfspec(['tables', '--all', '8.2.5.14', '--spec', 'wtpdf'])).out.trim().split('\n');
    expect(listed[1]!.split('\t')).toEqual([...place, '3 × 1']);
  });
});
