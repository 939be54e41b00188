import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../core/create-core.js';
import { OPERATIONS } from '#test-support/operations.js';
import { inMemoryReader, type ModelReader } from '../model/reader.js';
import { buildModel, isoLikeModel, testContext, type TestSpec } from '#test-support/test-model.js';
import { wantsColor } from './factory.js';
import { buildParser, main } from './main.js';
import { testFactory } from '#test-support/test-factory.js';

const SPECS: TestSpec[] = [
  { id: 'iso32000-2', model: isoLikeModel() },
  { id: 'pdf17', model: isoLikeModel('old.pdf') },
  { id: 'wtpdf', category: 'guide' },
];

async function run(args: string[], opts: { tty?: boolean; color?: boolean; specs?: TestSpec[] } = {}) {
  const f = testFactory((req) => createCore(testContext(opts.specs ?? SPECS, { onNotice: req.notice })), opts);
  const code = await main(args, f);
  return { code, out: f.out(), err: f.err() };
}

const ANSI = /\x1b\[/;

describe('pdfspec CLI (in-process)', () => {
  it('prints exactly the result record with --json, valid against the output schema', async () => {
    for (const [args, op] of [
      [['list-specs'], 'list_specs'],
      [['structure'], 'get_structure'],
      [['section', '7.3'], 'get_section'],
      [['search', 'stream'], 'search_spec'],
      [['requirements', '--section', '7'], 'get_requirements'],
      [['definitions', 'glyph'], 'get_definitions'],
      [['tables', '7.3'], 'get_tables'],
      [['compare'], 'compare_versions'],
    ] as const) {
      const r = await run([...args, '--json']);
      expect(r.code, args.join(' ')).toBe(0);
      expect(() => OPERATIONS[op].output.parse(JSON.parse(r.out))).not.toThrow();
      expect(r.err).toBe('');
    }
  });

  it('accepts the exact tool names as aliases', async () => {
    const a = await run(['get_section', '7.4', '--json']);
    const b = await run(['section', '7.4', '--json']);
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out).sectionNumber).toBe('7.4');
  });

  it('prints one JSON record per line with --ndjson', async () => {
    const r = await run(['requirements', '--ndjson']);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(['R-7.1-1', 'R-7.3.4-1', 'R-7.3.4-2', 'R-7.3.4-3', 'R-7.3.4-4', 'R-7.4-1']);
    const tree = (await run(['structure', '--ndjson'])).out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(tree.find((n) => n.sectionNumber === '7.3.4')).toMatchObject({
      depth: 3,
      parent: '7.3',
      title: 'Stream objects',
    });
  });

  it('prints tab-separated records without colour when piped, aligned and coloured on a terminal', async () => {
    const piped = await run(['requirements', '--level', 'shall']);
    expect(piped.out.split('\n')[0]).toBe('R-7.1-1\tshall\t7.1\tA conforming reader shall read the file.');
    expect(piped.out).not.toMatch(ANSI);
    const tty = await run(['requirements', '--level', 'shall'], { tty: true, color: true });
    expect(tty.out).toMatch(ANSI);
    const plainTty = await run(['requirements', '--level', 'shall'], { tty: true, color: false });
    expect(plainTty.out).not.toMatch(ANSI);
    expect(plainTty.out.split('\n')[0]).toMatch(/^R-7\.1-1 {4}shall {2}7\.1 {4}A conforming/);
  });

  it('decides colour from the terminal, NO_COLOR and FORCE_COLOR', () => {
    expect(wantsColor(true, {})).toBe(true);
    expect(wantsColor(false, {})).toBe(false);
    expect(wantsColor(true, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColor(true, { NO_COLOR: '' })).toBe(true);
    expect(wantsColor(false, { FORCE_COLOR: '1' })).toBe(true);
    expect(wantsColor(true, { FORCE_COLOR: '0' })).toBe(false);
  });

  it.each([
    [['search', 'x', '--max-results', 'abc'], 'invalid --max-results: got "abc"; expected an integer from 1 to 50'],
    [['search', 'x', '--max-results', '1.5'], 'invalid --max-results: got "1.5"; expected an integer from 1 to 50'],
    [['structure', '--max-depth', '5e0'], 'invalid --max-depth: got "5e0"; expected an integer from 1 to 10'],
    [['structure', '--max-depth', '00005'], 'invalid --max-depth: got "00005"; expected an integer from 1 to 10'],
    [['search', 'x', '--max-results', '0'], 'invalid --max-results: got 0'],
    [['structure', '--max-depth', '11'], 'invalid --max-depth: got 11; expected an integer from 1 to 10'],
    [['tables', '7.3', '--table-index', '-1'], 'invalid --table-index: got -1'],
    [['requirements', '--level', 'must be'], 'invalid --level: got "must be"'],
    [['section'], 'missing required parameter <section>'],
    [['search'], 'missing required parameter <query>'],
    [['search', '--regex'], 'missing required parameter <query>'],
    [['search', '--regex', 'a(b'], 'invalid <query>: got "a(b"; not an RE2 regular expression'],
    [['search', 'x', '--regex=yes'], 'invalid --regex: got "yes"; expected true or false'],
    [['search', 'x', '--all', '--max-results', '5'], 'use either --all or --max-results, not both'],
    [['search', 'x', '--max-results', 'every'], 'invalid --max-results: got "every"'],
    [['search', 'ar*tifact'], '"*" is a wildcard only at the end of a word'],
    [['search', 'x', '--offset', '-1'], 'invalid --offset'],
    [['search', 'x', '-c', '-l'], 'either -c/--count or -l/--files-with-matches'],
    [['section', '7', '--limit', '5x'], 'invalid --limit: got "5x"'],
    [['list-specs', '--category', 'book'], 'invalid --category'],
    [['definitions', '--kind', 'acronym'], 'invalid --kind: got "acronym"; expected one of "term", "abbreviation"'],
    [['structure', '--bogus'], 'unknown option --bogus'],
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['serach', 'logical', 'order'], 'unknown command "serach"; did you mean search?'],
    [['structure', '--spce', 'x'], 'unknown option --spce; did you mean --spec?'],
    [['tables', '--key', 'AF'], '--key is not an option of tables; key takes it'],
    [['structure', 'extra'], 'unexpected argument "extra"'],
    [['section', '7', '--json', '--ndjson'], 'either --json or --ndjson'],
    [['section', '7', '--spec'], 'Not enough arguments following: spec'],
    [['tables'], 'give <section> (a section "7.3.4" or a table "Table 29"), or --all for every table of the document'],
    [['tables', '--all=yes'], 'invalid --all: got "yes"; expected true or false'],
    [
      ['tables', '--all', '--table-index', '0'],
      '--table-index picks a table within a section: give <section> too, or page the whole-document list with --offset/--limit',
    ],
  ])('%j is invalid input: exit 2 and one line naming the flag', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('exits 1 when search finds nothing, with suggestions on stderr', async () => {
    const r = await run(['search', 'strem', 'objekts']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/no results for "strem objekts" in iso32000-2; did you mean .*"Stream objects"/);
    const j = await run(['search', 'zzzz', '--json']);
    expect(j.code).toBe(1);
    expect(JSON.parse(j.out)).toMatchObject({ totalResults: 0, results: [] });
  });

  it('exits 3 for unknown spec, section and table, 4 for a missing file', async () => {
    expect((await run(['section', '99.9'])).code).toBe(3);
    expect((await run(['tables', 'Table 99'])).code).toBe(3);
    expect((await run(['tables', '7.3', '--table-index', '5'])).err).toContain(
      'section 7.3 has 2 tables (--table-index 0–1); --table-index 5 is out of range',
    );
    expect((await run(['structure', '--spec', 'nosuch'])).code).toBe(3);
    const missing = await run(['structure', '--spec', 'wtpdf']);
    expect(missing.code).toBe(4);
    expect(missing.err.trim().split('\n')).toHaveLength(1);
  });

  it('with --json also prints the error record on stdout', async () => {
    const r = await run(['section', '99.9', '--json']);
    expect(r.code).toBe(3);
    const rec = JSON.parse(r.out);
    expect(rec.error).toMatchObject({ code: 'unknown_section', message: expect.stringContaining('99.9') });
    expect(typeof rec.error.hint).toBe('string');
    expect(r.err).toContain('no section "99.9"');
  });

  it('prints notices (default-spec fallback) as one stderr line, keeping stdout clean', async () => {
    const r = await run(['structure', '--json'], {
      specs: [{ id: 'iso32000-2' }, { id: 'wtpdf', model: isoLikeModel() }],
    });
    expect(r.code).toBe(0);
    expect(r.err.trim()).toBe('pdfspec: iso32000-2 is not available; using wtpdf');
    expect(JSON.parse(r.out).spec).toBe('wtpdf');
  });

  it('notes on stderr when a list was paged', async () => {
    const r = await run(['requirements', '--limit', '2']);
    expect(r.out.trim().split('\n')).toHaveLength(2);
    expect(r.err.trim()).toBe('pdfspec: showing 1–2 of 6; --offset 2 for more');
  });

  it('renders sections, tables, search hits and the comparison for people', async () => {
    const sec = await run(['section', '7.3.4']);
    expect(sec.out.split('\n')[0]).toBe('7.3.4 Stream objects  pp. 3–4 (PDF pages 5–6)');
    expect(sec.out).toContain('Table 5 — Entries common to all stream dictionaries');
    expect(sec.out).toMatch(/Length +integer +\(Required\) The number of bytes\./);
    const tables = await run(['tables', 'Table 5']);
    expect(tables.out.split('\n').slice(0, 3)).toEqual([
      '#0\tTable 5\tEntries common to all stream dictionaries\t7.3.4\t3\t5\t6',
      'Key\tType\tValue',
      'Length\tinteger\t(Required) The number of bytes.',
    ]);
    const all = await run(['tables', '--all']);
    expect(all.out.trim().split('\n')).toEqual([
      '#0\tTable 5\tEntries common to all stream dictionaries\t7.3.4\t3\t5\t6\t3 × 2',
      '#1\tTable 6\tNull values\t7.3.5\t4\t6\t6\t1 × 1',
    ]);
    const listed = await run(['tables', '--all', '--offset', '1', '--limit', '1'], { tty: true });
    expect(listed.out.trim().split('\n')).toEqual([
      expect.stringMatching(/^\[1\] +Table 6 — Null values +7\.3\.5, p\. 4 \(page 6\) +1 × 1$/),
    ]);
    expect(listed.err).toBe('');
    expect((await run(['tables', '--all', '--limit', '1'])).err.trim()).toBe(
      'pdfspec: showing 1–1 of 2; --offset 1 for more',
    );
    const ndjson = (await run(['tables', '--all', '--ndjson'])).out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(ndjson.map((t) => [t.index, t.number, t.section, t.page])).toEqual([
      [0, 'Table 5', '7.3.4', 5],
      [1, 'Table 6', '7.3.5', 6],
    ]);
    const hits = await run(['search', 'logical', 'content', 'order']);
    expect(hits.out.trim().split('\n')).toEqual([
      expect.stringMatching(/^iso32000-2\t7\.3\.4\t3\tStream objects\tA stream object/),
    ]);
    const cmp = await run(['compare', '--section', '7.3']);
    expect(cmp.out.trim().split('\n')[0]).toBe('same\t7.3\t7.3\tObjects\tObjects');
  });

  it('shows a progress bar on a terminal while a model compiles, then clears it', async () => {
    const model = buildModel().section('1', 'Scope').para('x').build();
    const ctx = testContext([{ id: 'iso32000-2', model }]);
    ctx.reader = () =>
      new Observable<ModelReader>((sub) => {
        for (let p = 1; p <= 4; p++) ctx.progress$.next({ spec: 'iso32000-2', page: p, pages: 4, elapsedMs: p * 1000 });
        sub.next(inMemoryReader(model));
        sub.complete();
      });
    const f = testFactory(createCore(ctx), { tty: true });
    expect(await main(['structure'], f)).toBe(0);
    expect(f.err()).toContain('compiling iso32000-2 [');
    expect(f.err()).toContain('4/4 pages');
    expect(f.err().endsWith('\r\x1b[K')).toBe(true);
    const piped = testFactory(createCore(ctx));
    await main(['structure'], piped);
    expect(piped.err()).toBe('');
  });

  it('has help with examples on every command', async () => {
    for (const cmd of [
      'list-specs',
      'structure',
      'section',
      'search',
      'requirements',
      'definitions',
      'tables',
      'compare',
    ]) {
      const r = await run([cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.out).toContain('Examples:');
      expect(r.out).toContain(`pdfspec ${cmd}`);
    }
    const top = await run([]);
    expect(top.out).toContain('Commands:');
    expect((await run(['completion'])).out).toContain('complete');
  });

  it('keeps section numbers as strings (7.10 is not 7.1)', async () => {
    const m = buildModel().section('7', 'A').section('7.1', 'One').section('7.10', 'Ten').build();
    const r = await run(['section', '7.10', '--json'], { specs: [{ id: 'iso32000-2', model: m }] });
    expect(JSON.parse(r.out).title).toBe('Ten');
  });

  it('takes the words after -- as the positional value, never as options', async () => {
    const dashes = await run(['search', '--json', '--', '--spec']);
    expect(JSON.parse(dashes.out).query).toBe('--spec');
    const mixed = await run(['search', 'stream', '--json', '--', '--max-results', 'x']);
    expect(JSON.parse(mixed.out).query).toBe('stream --max-results x');
    const section = await run(['section', '--json', '--', '7.4']);
    expect([section.code, JSON.parse(section.out).sectionNumber]).toEqual([0, '7.4']);
    // Words of a positional are joined, as for search: "Annex A" and "Table 1" need no quotes.
    const twice = await run(['section', '7.4', '--', '7.3']);
    expect(twice.code).toBe(3);
    expect(twice.err).toMatch(/"7\.4 7\.3"/);
    const both = await run(['section', '7.4', '--section', '7.3']);
    expect([both.code, both.err]).toEqual([2, 'pdfspec: give <section> or --section once, not both\n']);
    const none = await run(['structure', '--', 'x']);
    expect([none.code, none.err]).toEqual([
      2,
      'pdfspec: unexpected argument "x": structure takes no words, only options\n',
    ]);
  });

  describe('empty answers, search modes, help and completion', () => {
    it.each([
      [['definitions', 'zzz'], 'pdfspec: no definitions for "zzz" in iso32000-2\n'],
      [
        ['requirements', '--section', '7.3', '--level', 'shall not'],
        'pdfspec: no requirements for "7.3", --level "shall not" in iso32000-2\n',
      ],
      [['list-specs', '--category', 'appnote'], 'pdfspec: no specs for --category "appnote"\n'],
      [['search', 'zzzz', '--case-sensitive'], 'pdfspec: no results for "zzzz", --case-sensitive in iso32000-2\n'],
      [['key', 'Qqqqzzzz'], 'pdfspec: no dictionary entries for "Qqqqzzzz" in iso32000-2\n'],
    ])(
      '%j matches nothing: exit 1 and one line on stderr, piped or not, the empty record with --json',
      async (args, line) => {
        for (const tty of [false, true]) {
          const r = await run(args, { tty });
          expect([r.code, r.out, r.err]).toEqual([1, '', line]);
        }
        const j = await run([...args, '--json']);
        expect(j.code).toBe(1);
        expect(j.err).toBe(line);
        expect(() => JSON.parse(j.out)).not.toThrow();
      },
    );

    it('does not call a page past the end empty', async () => {
      const r = await run(['requirements', '--offset', '999']);
      expect([r.code, r.err]).toEqual([0, '']);
    });

    it('prints hits per spec with -c and the specs with hits with -l', async () => {
      const c = await run(['search', 'stream', '--spec', 'all', '-c']);
      expect([c.code, c.out]).toEqual([0, 'iso32000-2\t5\npdf17\t5\n']);
      const l = await run(['search', 'stream', '--spec', 'all', '-l']);
      expect([l.code, l.out]).toEqual([0, 'iso32000-2\npdf17\n']);
      const none = await run(['search', 'zzzz', '--spec', 'all', '-l']);
      expect([none.code, none.out]).toEqual([1, '']);
      expect((await run(['search', 'x', '-c', '--json'])).err).toMatch(
        /-c\/--count and -l print plain lines; with --json read bySpec/,
      );
    });

    it('pages search with --offset and says how to get more', async () => {
      const all = await run(['search', 'stream', '--json', '--max-results', '50']);
      const page = await run(['search', 'stream', '--json', '--max-results', '1', '--offset', '1']);
      const total = JSON.parse(all.out).totalResults as number;
      expect(JSON.parse(page.out).results).toEqual(JSON.parse(all.out).results.slice(1, 2));
      expect(JSON.parse(page.out).paging).toEqual({
        offset: 1,
        limit: 1,
        total,
        truncated: total > 2,
        nextOffset: total > 2 ? 2 : null,
      });
    });

    it("answers `help <command>` with that command's help, and lists a positional's flag and numeric types", async () => {
      const viaHelp = await run(['help', 'compare']);
      const viaFlag = await run(['compare', '--help']);
      expect(viaHelp).toEqual(viaFlag);
      expect(viaHelp.out).toMatch(/^\s+--section\s/m);
      const search = await run(['help', 'search']);
      expect(search.out).toMatch(/--max-results .*\[number\]/);
      expect(search.out).toMatch(/--offset .*\[number\]/);
      expect(search.out).toMatch(/-c, --count/);
      const x = await run(['-x']);
      expect(x.code).toBe(2);
      expect(x.err.match(/see pdfspec --help/g)).toHaveLength(1);
    });

    it('joins the words of a table number: `tables Table 1` needs no quotes', async () => {
      const r = await run(['tables', 'Table', '5', '--json']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out).tables[0].number).toBe('Table 5');
    });

    it('prints a completion script for bash, zsh and fish by argument, and refuses another shell', async () => {
      for (const [shell, mark] of [
        ['bash', 'complete -o bashdefault'],
        ['zsh', '#compdef pdfspec'],
        ['fish', 'complete -c pdfspec'],
      ]) {
        const r = await run(['completion', shell!]);
        expect(r.code).toBe(0);
        expect(r.out).toContain(mark);
        expect(r.out).toContain('--get-yargs-completions');
      }
      const bad = await run(['completion', 'tcsh']);
      expect([bad.code, bad.err]).toEqual([
        2,
        'pdfspec: invalid <shell>: got "tcsh"; expected one of bash, zsh, fish\n',
      ]);
      expect((await run(['completion', '--help'])).out).toContain(
        'Print a shell completion script (bash, zsh or fish)',
      );
    });

    it('completes the values of --spec (available specs), --level and --category', async () => {
      const complete = async (...words: string[]) =>
        (await run(['--get-yargs-completions', 'pdfspec', ...words])).out.trim().split('\n');
      expect(await complete('search', '--spec', '')).toEqual(['iso32000-2', 'pdf17', 'all']);
      expect(await complete('requirements', '--level', 'sh')).toEqual(['shall', 'shall not', 'should', 'should not']);
      expect(await complete('list-specs', '--category', 'g')).toEqual(['guide']);
      expect(await complete('search', '--c')).toEqual(expect.arrayContaining(['--count', '--case-sensitive', '-c']));
    });
  });
});

describe('the parser of one command line', () => {
  const commandsOf = (args: string[]) =>
    (
      buildParser(testFactory(createCore(testContext(SPECS))), args) as unknown as {
        getInternalMethods(): { getCommandInstance(): { getCommands(): string[] } };
      }
    )
      .getInternalMethods()
      .getCommandInstance()
      .getCommands()
      // yargs lists aliases beside names, and its own completion command, which every parser has.
      .filter((c) => c !== '__yargs-completion');

  it('holds only the command the line names (by name or alias), so a warm command builds no other', () => {
    expect(commandsOf(['search', 'x'])).toEqual(['search', 'search_spec']);
    expect(commandsOf(['search_spec', 'x'])).toEqual(['search', 'search_spec']);
    expect(commandsOf(['cache', 'info'])).toEqual(['cache']);
  });

  it('holds every command for a line without a known one (help, completion, a typo)', () => {
    const all = commandsOf(['--help']);
    expect(all.length).toBeGreaterThan(10);
    expect(commandsOf(['serch', 'x'])).toEqual(all);
    expect(commandsOf([])).toEqual(all);
  });
});
