/**
 * From reading to implementing, as a user runs it (the built binary): roles, checklist, cite, check and trace.
 * The checklists are checked against hand-written truth: the ISO-shaped fixture's (iso-part, generated with its
 * truth) and MQTT 5.0's golden truth (test/golden/mqtt-v5.0.truth.json, written from the PDF; the MQTT parts are
 * skipped, visibly, without ../shared).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCache } from './support/seeded-cache.js';
import { BIN, ensureBuilt, makeSpecDir, ROOT, type SpecDir } from './support/mcp-harness.js';
import { fixturePath, truthPath } from './support/fixture-paths.js';

const MQTT_PDF = join(ROOT, '..', 'shared', 'corpus-open', 'mqtt-v5.0.pdf');
const haveMqtt = existsSync(MQTT_PDF);
if (!haveMqtt) console.warn(`cli-implementing: MQTT parts SKIPPED — no ${MQTT_PDF}`);

interface Run {
  code: number;
  out: string;
  err: string;
}

let dir: SpecDir;
const run = (args: string[], cwd = ROOT): Promise<Run> =>
  new Promise((done) =>
    execFile(process.execPath, [BIN, ...args], { cwd, env: dir.env, maxBuffer: 64 * 1024 * 1024 }, (err, out, e) =>
      done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out, err: e }),
    ),
  );

beforeAll(async () => {
  ensureBuilt();
  dir = makeSpecDir([
    join(ROOT, 'corpus', 'sample', 'sample20.pdf'),
    fixturePath('iso-part'),
    ...(haveMqtt ? [MQTT_PDF] : []),
  ]);
  await seedCache(dir.cacheDir, haveMqtt ? [MQTT_PDF] : []);
}, 900_000);
afterAll(() => dir?.cleanup());

/** One CSV row as RFC 4180 writes it (every field quoted, quotes doubled). */
const csvRow = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replace(/""/g, '"'));

interface TruthRequirement {
  id: string;
  section: string;
  level: string;
  text: string;
  page: number;
  role: string;
  label?: string;
}

describe('checklist on the ISO-shaped fixture (iso-part)', () => {
  const truth = JSON.parse(readFileSync(truthPath('iso-part'), 'utf8')) as {
    pageLabels: string[];
    requirements: TruthRequirement[];
  };

  it('checklist 4 --role writer --format md: every writer requirement of clause 4, as its truth has them', async () => {
    const r = await run(['checklist', '4', '--role', 'writer', '--format', 'md', '--spec', 'iso-part']);
    expect(r.code).toBe(0);
    const items = r.out.split('\n').filter((l) => l.startsWith('- [ ] '));
    const want = truth.requirements.filter((q) => /^4(?:\.|$)/.test(q.section) && q.role === 'writer');
    expect(want.length).toBe(4);
    expect(items).toHaveLength(want.length);
    want.forEach((q, i) => {
      const m = /^- \[ \] \*\*(\S+)\*\* \((\w[\w ]*); ([^;]+); p\. (\S+); (c-[0-9a-f]{8})\): (.*)$/.exec(items[i]!);
      expect(m, items[i]).not.toBeNull();
      expect([m![1], m![2], m![4], m![6]]).toEqual([q.id, q.level, truth.pageLabels[q.page - 1], q.text]);
      expect(m![3]).toMatch(/writer/i);
    });
    // Each item under its section's heading, in document order.
    expect(r.out.indexOf('## 4.2.1 ')).toBeLessThan(r.out.indexOf(`**${want[0]!.id}**`));
  });

  it('--format csv and json carry the same items; --role file gives what a validator checks', async () => {
    const csv = await run(['checklist', '4', '--role', 'file', '--format', 'csv', '--spec', 'iso-part']);
    const rows = csv.out.trim().split('\n').slice(1).map(csvRow);
    const want = truth.requirements.filter((q) => /^4(?:\.|$)/.test(q.section) && q.role === 'file');
    expect(rows.map((row) => [row[0], row[2], row[4], row[5], row[8]])).toEqual(
      want.map((q) => [q.id, q.section, q.level, 'file', q.text]),
    );
    const json = JSON.parse(
      (await run(['checklist', '4', '--role', 'file', '--format', 'json', '--spec', 'iso-part'])).out,
    );
    expect(json.matchedItems).toBe(want.length);
  });

  it('rejects a bad --format in one line, exit 2', async () => {
    const r = await run(['checklist', '4', '--format', 'xml', '--spec', 'iso-part']);
    expect([r.code, r.err.trim()]).toEqual([2, 'pdfspec: invalid --format: got "xml"; expected md, csv or json']);
  });
});

describe.runIf(haveMqtt)('MQTT 5.0: checklist, roles, cite, check (against the golden truth)', () => {
  const golden = JSON.parse(readFileSync(join(ROOT, 'test', 'golden', 'mqtt-v5.0.truth.json'), 'utf8')) as {
    requirements: { items: Array<{ section: string; level: string; text: string; label?: string }> };
  };
  const willFlag = golden.requirements.items.filter((q) => q.section === '3.1.2.5');

  it('checklist 3.1.2.5 --format csv is complete and exact: the six sentences of the truth', async () => {
    const r = await run(['checklist', '3.1.2.5', '--format', 'csv', '--spec', 'mqtt-v5-0']);
    expect(r.code).toBe(0);
    const rows = r.out.trim().split('\n').slice(1).map(csvRow);
    expect(rows.map((row) => [row[4], row[6], row[8]])).toEqual(willFlag.map((q) => [q.level, q.label ?? '', q.text]));
  }, 300_000);

  it('checklist 3.1 --role Client --format csv lists only Client requirements of 3.1, none of the Will Flag ones', async () => {
    const r = await run(['checklist', '3.1', '--role', 'Client', '--format', 'csv', '--spec', 'mqtt-v5-0']);
    const rows = r.out.trim().split('\n').slice(1).map(csvRow);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row[2]).toMatch(/^3\.1(?:\.|$)/);
      expect(row[5]).toMatch(/\bClient\b/);
    }
    // Read from the PDF: in 3.1.2.5 the Server, the Will Message and its fields are bound, never the Client.
    for (const q of willFlag) expect(rows.some((row) => row[8] === q.text)).toBe(false);
    // MQTT-3.1.2-20 (Keep Alive): "the Client MUST send a PINGREQ packet".
    expect(rows.some((row) => row[6] === 'MQTT-3.1.2-20')).toBe(true);
    const server = (await run(['checklist', '3.1.2.5', '--role', 'Server', '--format', 'csv', '--spec', 'mqtt-v5-0']))
      .out;
    expect(server).toContain('The Server SHOULD publish Will Messages promptly');
    expect(server).toContain('the Server MAY defer publication of Will Messages');
    expect(server).not.toContain('Will Payload fields MUST be present');
  });

  it('roles lists Client and Server with counts; cite finds a label and prints one line; check answers', async () => {
    const roles = JSON.parse((await run(['roles', '--spec', 'mqtt-v5-0', '--json'])).out);
    const names = roles.roles.map((x: { role: string }) => x.role);
    expect(names).toEqual(expect.arrayContaining(['Client', 'Server', 'file']));
    const cite = await run(['cite', '[MQTT-3.1.2-3]', '--spec', 'mqtt-v5-0']);
    expect(cite.out.trim()).toMatch(
      /^MQTT Version 5\.0 .*, 3\.1\.2\.3 Connect Flags, p\. 32 \[MQTT-3\.1\.2-3, R-3\.1\.2\.3-\d+, c-[0-9a-f]{8}\]: “The Server MUST validate that the reserved flag in the CONNECT packet is set to 0 \[MQTT-3\.1\.2-3\]\.”$/,
    );
    const byContent = /c-[0-9a-f]{8}/.exec(cite.out)![0];
    expect((await run(['cite', byContent, '--spec', 'mqtt-v5-0'])).out).toBe(cite.out);
    const check = JSON.parse(
      (
        await run([
          'check',
          'The Server may send more than one CONNACK in a Network Connection',
          '--spec',
          'mqtt-v5-0',
          '--json',
        ])
      ).out,
    );
    expect(check.verdict).toBe('contradicted');
    expect(check.basis[0].text).toContain('The Server MUST NOT send more than one CONNACK in a Network Connection');
  });
});

describe('trace on a small code base against the bundled sample', () => {
  let code = '';
  beforeAll(() => {
    code = mkdtempSync(join(tmpdir(), 'pdfspec-trace-cli-'));
    mkdirSync(join(code, 'src'));
    mkdirSync(join(code, 'test'));
    writeFileSync(
      join(code, 'src', 'reader.js'),
      [
        '// R-4.2-1: follow the logical content order (sample 4.2)',
        '// "A processor shall not include artifacts in extracted text." — R-7.1-1',
        '// R-99.1-1 names nothing',
      ].join('\n'),
    );
    writeFileSync(join(code, 'test', 'reader.test.js'), '// covers R-7.1-1\n');
  });
  afterAll(() => rmSync(code, { recursive: true, force: true }));

  it('reports coverage, code against tests, the unresolved; --json, --html, --fail-under', async () => {
    const json = JSON.parse((await run(['trace', 'src', 'test', '--spec', 'sample20', '--json'], code)).out);
    expect(json.coverage).toMatchObject({ cited: 2, citedInCode: 2, citedInTests: 1 });
    expect(json.unresolved.map((c: { target: string }) => c.target)).toEqual(['R-99.1-1']);
    expect(json.notCited).not.toContain('R-4.2-1');
    const html = join(code, 'trace.html');
    const text = await run(['trace', '.', '--spec', 'sample20', '--html', html, '--fail-under', '90'], code);
    expect(text.code).toBe(1);
    expect(text.err).toContain('is under --fail-under 90 %');
    expect(readFileSync(html, 'utf8')).toContain('R-4.2-1');
    expect((await run(['trace', 'src', '--spec', 'sample20', '--fail-under', '1'], code)).code).toBe(0);
  });

  it('rejects a missing path and a bad --fail-under in one line, exit 2', async () => {
    const missing = await run(['trace', 'nowhere', '--spec', 'sample20'], code);
    expect([missing.code, missing.err.trim()]).toEqual([2, 'pdfspec: invalid <path>: "nowhere" does not exist']);
    const bad = await run(['trace', 'src', '--fail-under', '120', '--spec', 'sample20'], code);
    expect([bad.code, bad.err.trim()]).toEqual([
      2,
      'pdfspec: invalid --fail-under: got "120"; expected a percentage from 0 to 100',
    ]);
  });
});
