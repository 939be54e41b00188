/**
 * Bad input, table-driven over every parameter of every operation, through the
 * CLI and through the MCP server (`pdfspec serve` with the SDK Client over
 * stdio). Each case must give ONE line naming the parameter (or the bad
 * spec/section value), the documented exit code or `isError` with the error
 * code, no stack trace, no raw control characters echoed back, and finish
 * within a timeout. Every CLI case runs the CLI's main() in this process over
 * the real core (the spec folder and cache below); a sample of them — each
 * operation's first case of each outcome, and its first case whose value
 * carries control characters — runs again as a process of the built binary
 * (`node bin/pdfspec.js`), which must print the same.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OP_COMMANDS } from '../src/cli/commands/op-commands.js';
import { main } from '../src/cli/main.js';
import { createCore } from '../src/core/create-core.js';
import { EXIT_CODES } from '../src/core/errors.js';
import { createProcessContext } from '../src/host/index.js';
import { testFactory } from './support/test-factory.js';
import { type BadCase, badCases, OLD_SPEC, SPEC } from './support/hardening-cases.js';
import { SAMPLES, call, ensureBuilt, startServer, type Served } from './support/mcp-harness.js';
import { type CliRun, RAW_CONTROL, STACK, baseEnv, copySamples, pool, runCli } from './support/hardening-run.js';

const haveSamples = existsSync(join(SAMPLES, `${SPEC}.pdf`)) && existsSync(join(SAMPLES, `${OLD_SPEC}.pdf`));
if (!haveSamples)
  console.warn(
    `test/hardening-input.test.ts: SKIPPED — bundled samples missing in ${SAMPLES}; run \`npm run prepare\``,
  );

const CASES = badCases();
const CLI_CASES = CASES.filter((c) => c.only !== 'mcp');
const MCP_CASES = CASES.filter((c) => c.only !== 'cli');
console.log(
  `hardening-input: ${CLI_CASES.length} CLI cases + ${MCP_CASES.length} MCP cases = ${CLI_CASES.length + MCP_CASES.length} bad-input cases`,
);

/** A case that takes longer than this has hung. */
const CASE_TIMEOUT_MS = 30_000;
/** CLI processes at once: the machine is shared. */
const CLI_PARALLEL = 3;

const carriesControl = (c: BadCase) => Object.values(c.args).some((v) => typeof v === 'string' && RAW_CONTROL.test(v));

/**
 * The cases run again as processes: each operation's first of each outcome, and its first whose value carries
 * control characters (what a real stderr is given of them; main() is held to every other one in this process).
 */
function processSample(cases: readonly BadCase[]): BadCase[] {
  const seen = new Set<string>();
  return cases.filter((c) => {
    const key = carriesControl(c) ? `${c.op} control` : `${c.op} ${c.expect} ${c.param === null}`;
    const first = !seen.has(key);
    seen.add(key);
    return first;
  });
}

const kebab = (k: string) => k.replace(/_/g, '-');
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the error must name the parameter in each front end. */
function namesParam(c: BadCase, via: 'cli' | 'mcp'): RegExp {
  if (c.expect !== 'invalid_input') {
    // Unknown spec/section/table: the line names the kind and the (clipped, quoted) value.
    const value = String(c.args[c.param!]).slice(0, 20);
    const kind = c.expect === 'unknown_spec' ? 'spec' : c.expect === 'unknown_table' ? 'Table' : 'section';
    return new RegExp(`(?=.*\\b${kind}\\b).*${esc(value)}`);
  }
  if (c.param === null) return via === 'cli' ? /unknown option --bogus/ : /unknown parameter bogus/;
  return via === 'cli'
    ? new RegExp(`(--${esc(kebab(c.param))}\\b|<${esc(c.param)}>)`)
    : new RegExp(`\\b${esc(c.param)}\\b`);
}

function argvOf(c: BadCase): string[] {
  const cmd = OP_COMMANDS.find((o) => o.op === c.op)!;
  const argv = [cmd.name];
  for (const [k, v] of Object.entries(c.args)) {
    if (v === undefined) continue;
    if (cmd.positional?.key === k) argv.push(String(v));
    else argv.push(`--${kebab(k)}=${String(v)}`);
  }
  return [...argv, ...(c.extraArgv ?? [])];
}

let specDir = '';
let cacheDir = '';
const pdfspec = (argv: string[]) => runCli(argv, baseEnv(specDir, cacheDir), { timeoutMs: CASE_TIMEOUT_MS });

describe.skipIf(!haveSamples)('hardening: bad input', () => {
  const cli = new Map<string, CliRun>();
  let served: Served;

  beforeAll(async () => {
    ensureBuilt();
    specDir = mkdtempSync(join(tmpdir(), 'pdfspec-hard-in-specs-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'pdfspec-hard-in-cache-'));
    await copySamples(SAMPLES, specDir);
    // Compile both samples once, so no case prints a "compiling …" notice.
    for (const spec of [SPEC, OLD_SPEC]) {
      const warm = await pdfspec(['cache', 'build', '--spec', spec]);
      expect(warm.code, warm.err).toBe(0);
    }
  }, 300_000);

  afterAll(() => {
    for (const d of [specDir, cacheDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it('covers every parameter of every operation', () => {
    const ops = new Set(CASES.map((c) => c.op));
    expect(ops.size).toBe(OP_COMMANDS.length);
    expect(CASES.filter((c) => c.param === null)).toHaveLength(OP_COMMANDS.length);
    expect(CLI_CASES.length + MCP_CASES.length).toBeGreaterThan(300);
  });

  describe.skipIf(process.env.HARDENING_ONLY === 'mcp')('through the CLI', () => {
    const SAMPLE = processSample(CLI_CASES);
    const processes = new Map<string, CliRun>();

    beforeAll(async () => {
      const env = baseEnv(specDir, cacheDir);
      const core = createCore(createProcessContext({ env }));
      for (const c of CLI_CASES) {
        const f = testFactory(core, { env });
        const code = await main(argvOf(c), f);
        cli.set(c.name, { code, signal: null, out: f.out(), err: f.err(), timedOut: false });
      }
      const runs = await pool(SAMPLE, CLI_PARALLEL, (c) => pdfspec(argvOf(c)));
      SAMPLE.forEach((c, i) => processes.set(c.name, runs[i]!));
    }, 900_000);

    it.each(CLI_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
      const r = cli.get(c.name)!;
      expect(r.timedOut, 'hung').toBe(false);
      const lines = r.err.split('\n').filter(Boolean);
      expect(lines, r.err).toHaveLength(1);
      const line = lines[0]!;
      expect(line).toMatch(/^pdfspec: /);
      expect(line).toMatch(namesParam(c, 'cli'));
      expect(line).not.toMatch(STACK);
      expect(line).not.toMatch(RAW_CONTROL);
      expect(line.length).toBeLessThan(1000);
      expect(r.out).toBe('');
      expect(r.code).toBe(EXIT_CODES[c.expect]);
    });

    it('the built binary prints what main() printed, case for case (a sample of every operation and outcome)', () => {
      expect(SAMPLE.length).toBeGreaterThan(OP_COMMANDS.length * 2);
      for (const c of SAMPLE) {
        const p = processes.get(c.name)!;
        const inProcess = cli.get(c.name)!;
        expect(p.timedOut, `${c.name}: hung`).toBe(false);
        expect({ code: p.code, out: p.out, err: p.err }, c.name).toEqual({
          code: inProcess.code,
          out: inProcess.out,
          err: inProcess.err,
        });
      }
    });

    it('--json also prints the error record on stdout', async () => {
      const r = await pdfspec(['structure', '--spec', SPEC, '--max-depth=0', '--json']);
      expect(r.code).toBe(2);
      expect(JSON.parse(r.out)).toEqual({
        error: expect.objectContaining({ code: 'invalid_input', message: expect.stringMatching(/--max-depth/) }),
      });
    });

    it('an unknown command is one line, exit 2', async () => {
      const r = await pdfspec(['frobnicate']);
      expect([r.code, r.err.trim().split('\n').length]).toEqual([2, 1]);
      expect(r.err).toMatch(/^pdfspec: unknown command "frobnicate"/);
    });
  });

  describe.skipIf(process.env.HARDENING_ONLY === 'cli')('through MCP', () => {
    beforeAll(async () => {
      served = await startServer({ ...process.env, ...baseEnv(specDir, cacheDir) });
    }, 60_000);
    afterAll(() => served?.close());

    it.each(MCP_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const r = await Promise.race([
        call(served.client, c.op, c.args),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('hung')), CASE_TIMEOUT_MS)),
      ]);
      expect(r.isError).toBe(true);
      const text = (r.content[0] as { text: string }).text;
      const { error } = JSON.parse(text) as { error: { code: string; message: string; hint: string } };
      expect(error.code).toBe(c.expect);
      expect(error.message).not.toMatch(/\n/);
      expect(error.message).toMatch(namesParam(c, 'mcp'));
      expect(`${error.message}\n${error.hint}`).not.toMatch(STACK);
      expect(error.message).not.toMatch(RAW_CONTROL);
      expect(error.message.length).toBeLessThan(1000);
    });

    it('an unknown tool is a JSON-RPC error -32602, and the server still answers afterwards', async () => {
      await expect(call(served.client, 'drop_tables', {})).rejects.toMatchObject({
        code: -32602,
        message: expect.stringMatching(/unknown tool "drop_tables"/),
      });
      const ok = await call(served.client, 'list_specs', {});
      expect(ok.isError).toBeFalsy();
      expect(served.transportErrors).toEqual([]);
      expect(served.stderr()).not.toMatch(STACK);
    });
  });
});
