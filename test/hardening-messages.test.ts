/**
 * Hardening: what the CLI says when it refuses. Each message in the CLI's own words (`pdfspec list-specs`,
 * never the MCP tool name), one line, the parameter named: a mistyped PDFSPEC_DEFAULT_SPEC gets the nearest
 * ids as --spec does, a bad PDFSPEC_COMPILE_HEAP_MB is one line whatever the command, an RE2 refusal shows the
 * expression as typed and says what RE2 leaves out, a 100,000-character URL is shown cut; and the parts
 * outside the numbered sections (front-matter) are sections to `refs` and `tables` as they are to `section`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES, ensureBuilt } from './support/mcp-harness.js';
import { STACK, baseEnv, copySamples, runCli } from './support/hardening-run.js';

const T = 120_000;
let tmp = '';
let specs = '';
const env = (extra: Record<string, string> = {}) => baseEnv(specs, join(tmp, 'cache'), extra);
const cli = (argv: string[], extra: Record<string, string> = {}) => runCli(argv, env(extra), { timeoutMs: T });
const lines = (err: string) => err.split('\n').filter((l) => l && !/^pdfspec: compiling /.test(l));

describe('hardening: messages', () => {
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), 'pdfspec-messages-'));
    specs = join(tmp, 'specs');
    mkdirSync(specs);
    await copySamples(SAMPLES, specs, ['sample17', 'sample20']);
    // Warm the cache once, so that the cases below run without compiling.
    expect((await cli(['cache', 'build', '--all'])).code).toBe(0);
  }, T);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it.each([
    [['cache', 'build', '--spec', 'nope']],
    [['cache', 'build', '--spec', 'nope', '--json']],
    [['cache', 'clear', '--spec', 'nope']],
    [['cache', 'clear', '--spec', 'nope', '--json']],
    [['section', '1', '--spec', 'nope']],
    [['refs', '1', '--spec', 'nope', '--json']],
    [['compare', '1', '--from', 'nope', '--to', 'sample20']],
  ])('%j: the CLI says `pdfspec list-specs`, never "call list_specs"', async (argv) => {
    const r = await cli(argv);
    expect(r.code).toBe(3);
    expect(lines(r.err)).toHaveLength(1);
    expect(r.err).toContain('`pdfspec list-specs`');
    expect(r.err + r.out).not.toMatch(/\bcall \w+|list_specs/);
  });

  it('a mistyped PDFSPEC_DEFAULT_SPEC suggests the nearest ids, as --spec does', async () => {
    const bySpec = await cli(['section', '1', '--spec', 'smaple20']);
    const byDefault = await cli(['section', '1'], { PDFSPEC_DEFAULT_SPEC: 'smaple20' });
    expect(bySpec.err).toMatch(/did you mean sample20\b/);
    expect(byDefault.code).toBe(2);
    expect(lines(byDefault.err)).toEqual([
      expect.stringMatching(/^pdfspec: invalid PDFSPEC_DEFAULT_SPEC: .*"smaple20".*did you mean sample20\b/),
    ]);
    expect(byDefault.err).not.toMatch(/list_specs|shows the ids/);
  });

  it.each([
    [['search', 'reading', '--spec', 'all']],
    [['cache', 'build', '--all']],
    [['structure', '--spec', 'sample17']],
    [['list-specs']],
    [['serve']],
  ])(
    '%j with PDFSPEC_COMPILE_HEAP_MB=abc: one line naming it and its range, exit 2',
    async (argv) => {
      const r = await cli(argv, { PDFSPEC_COMPILE_HEAP_MB: 'abc' });
      expect(r.err).not.toMatch(STACK);
      expect([r.code, lines(r.err)]).toEqual([
        2,
        ['pdfspec: invalid PDFSPEC_COMPILE_HEAP_MB: got "abc"; expected a whole number of MiB from 32 to 1048576'],
      ]);
    },
    T,
  );

  it.each([
    ['refs', 'front-matter'],
    ['tables', 'front-matter'],
    ['section', 'front-matter'],
  ])('%s %s is accepted, as search hits name it', async (command, section) => {
    const r = await cli([command, section, '--spec', 'sample20', '--json']);
    expect([0, 1]).toContain(r.code);
    expect(r.err).not.toMatch(/no section/);
    expect(JSON.stringify(JSON.parse(r.out))).toContain('front-matter');
  });

  it.each([
    ['(', /^pdfspec: invalid <query>: got "\("; not an RE2 regular expression: missing closing \): `\(`$/],
    ['(?<=a)b', /^pdfspec: invalid <query>: got "\(\?<=a\)b"; look-behind is not supported \(RE2\)$/],
    ['(?<!a)b', /look-behind is not supported \(RE2\)$/],
    ['(?=a)b', /look-ahead is not supported \(RE2\)$/],
  ])('--regex %j: the expression as typed, never the internal (?i)', async (query, said) => {
    const r = await cli(['search', query, '--regex', '--spec', 'sample20']);
    expect(r.code).toBe(2);
    expect(lines(r.err)).toEqual([expect.stringMatching(said)]);
    expect(r.err).not.toContain('(?i)');
  });

  it(
    'a 100,000-character URL is shown cut to 200 characters in every line',
    async () => {
      const url = `http://127.0.0.1:1/${'d'.repeat(100_000)}`;
      const r = await cli(['fetch', url], { PDFSPEC_RETRY_BASE_MS: '1', PDFSPEC_RETRY_MAX_MS: '2' });
      expect(r.code).toBe(4);
      const said = r.err.split('\n').filter(Boolean);
      expect(said.length).toBeGreaterThan(1);
      for (const line of said) expect(line.length).toBeLessThan(400);
      expect(r.err).toContain(`http://127.0.0.1:1/${'d'.repeat(180)}`);
      expect(r.err).toMatch(/d…/);
    },
    T,
  );

  it('pdfspec help help prints the help, exit 0', async () => {
    const r = await cli(['help', 'help']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out).toMatch(/^Commands:/m);
    expect(r.out).toContain('pdfspec help COMMAND');
  });
});
