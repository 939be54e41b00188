/**
 * `trace` on real code bases, as npm ships them: aedes and mqtt-packet cite MQTT conformance statements in code
 * and tests (traced against ../shared/corpus-open/mqtt-v5.0.pdf), pdf-lib cites PDF spec sections and tables (traced
 * against the bundled sample and the ISO-shaped fixture). The packages are fetched with `npm pack` into
 * node_modules/.cache/pdfspec-trace-packages on first use — never a dependency — and the test skips, visibly, when the
 * registry cannot be reached. The numbers are a hand count (grep over the unpacked packages, and the labels of
 * MQTT 5.0's Appendix B read from the PDF). The HTML report is opened in headless Chromium and printed to PDF,
 * whose text is what a reader sees; skipped, visibly, where no chromium is installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter, lastValueFrom, map } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceHtml } from '../src/cli/commands/trace/report-html.js';
import { compile$, type CompileEvent } from '../src/compile/compile.js';
import { citationNames } from '../src/core/trace/names.js';
import { traceCitations, type TraceReport } from '../src/core/trace/trace.js';
import { readSourceTree } from '../src/host/trace-files.js';
import type { DocModel } from '../src/model/types.js';
import { compiledModels } from '../tools/eval/models.js';
import { sharedDir } from '../tools/eval/truth.js';
import { FIXTURE_DIR, REPO_ROOT } from './support/fixture-paths.js';

const PACKAGES = ['aedes@1.2.0', 'mqtt-packet@9.0.2', 'pdf-lib@1.17.1'] as const;
// Under node_modules/.cache, like the eval's models: outside what tsc, eslint and prettier read.
const DIR = join(REPO_ROOT, 'node_modules', '.cache', 'pdfspec-trace-packages');
const MQTT_PDF = join(sharedDir(), 'corpus-open', 'mqtt-v5.0.pdf');

/** Unpacks each package into DIR/<name>@<version>/package; null when npm cannot fetch them. */
function fetchPackages(): string | null {
  try {
    mkdirSync(DIR, { recursive: true });
    for (const spec of PACKAGES) {
      const into = join(DIR, spec);
      if (existsSync(join(into, 'package', 'package.json'))) continue;
      const name = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', DIR], {
        encoding: 'utf8',
        timeout: 180_000,
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim();
      mkdirSync(into, { recursive: true });
      execFileSync('tar', ['xzf', join(DIR, name.split('\n').pop()!), '-C', into]);
    }
    return null;
  } catch (err) {
    return (err as Error).message.split('\n')[0]!;
  }
}

async function compiled(pdf: string): Promise<DocModel> {
  return lastValueFrom(
    compile$(pdf, { workers: 1 }).pipe(
      filter((e): e is Extract<CompileEvent, { type: 'model' }> => e.type === 'model'),
      map((e) => e.model),
    ),
  );
}

const pkg = (spec: string, ...sub: string[]) => join(DIR, spec, 'package', ...sub);
let unreachable: string | null = null;
let mqtt: DocModel | null = null;
// The end-to-end files share a process (vitest.config.ts): what this file holds is let go after it.
afterAll(() => (mqtt = null));

beforeAll(async () => {
  unreachable = fetchPackages();
  if (unreachable) console.warn(`trace-packages: SKIPPED — npm could not fetch ${PACKAGES.join(', ')}: ${unreachable}`);
  if (!existsSync(MQTT_PDF)) console.warn(`trace-packages: MQTT parts SKIPPED — no ${MQTT_PDF}`);
  else mqtt = (await compiledModels([{ stem: 'mqtt-v5.0', pdf: MQTT_PDF }]))[0]!.model;
}, 900_000);

const traceMqtt = (spec: string): TraceReport =>
  traceCitations(readSourceTree(['.'], pkg(spec)).files, mqtt!, citationNames(mqtt!, ['MQTT Version 5.0']));

describe('trace on aedes 1.2.0 against MQTT 5.0', () => {
  it('reports every MQTT label it cites, code against tests, and which resolve (hand count)', (ctx) => {
    if (unreachable || !mqtt) ctx.skip();
    const r = traceMqtt('aedes@1.2.0');
    const labels = r.citations.filter((c) => c.kind === 'label');
    // grep -o 'MQTT-[0-9.]*-[0-9]*': 32 in code and docs, 23 under test/; "[MQTT-3.3.1-9] through [MQTT-3.3.1-11]"
    // (lib/handlers/subscribe.js) adds MQTT-3.3.1-10.
    expect(labels.length).toBe(56);
    expect(labels.filter((c) => !c.test).length).toBe(33);
    expect(labels.filter((c) => c.test).length).toBe(23);
    const distinct = new Set(labels.map((c) => c.target));
    expect(distinct.size).toBe(33);
    // Of the 33, three are not in MQTT 5.0's list of conformance statements (Appendix B): MQTT 3.1.1's.
    const unresolved = new Set(r.unresolved.map((c) => c.target));
    expect([...unresolved].sort()).toEqual(['MQTT-3.3.5-1', 'MQTT-3.3.5-2', 'MQTT-4.7.1-3']);
    expect(r.unresolved.length).toBe(5);
    // "MQTT 3.1.1" throughout its docs and tests is the protocol's version, never a section.
    expect(r.citations.filter((c) => c.kind === 'section')).toEqual([]);
    const resolved = labels.filter((c) => c.requirements.length > 0);
    expect(new Set(resolved.map((c) => c.target)).size).toBe(30);
    for (const c of resolved) expect(mqtt!.requirements.find((q) => q.id === c.requirements[0])?.label).toBe(c.target);
    expect(r.coverage.cited).toBe(new Set(resolved.flatMap((c) => c.requirements)).size);
  });
});

describe('trace on mqtt-packet 9.0.2 against MQTT 5.0', () => {
  it('finds the MQTT 3.1.1 sentences it quotes, stale in 5.0, each with the sentence printed now', (ctx) => {
    if (unreachable || !mqtt) ctx.skip();
    const r = traceMqtt('mqtt-packet@9.0.2');
    expect(r.files).toBeGreaterThan(5);
    // test.js at the package root is its test file.
    expect(r.citations.filter((c) => c.file === 'test.js').every((c) => c.test)).toBe(true);
    const reserved = r.stale.filter((c) => c.target.startsWith('Where a flag bit is marked as'));
    // grep -c 'Where a flag bit is marked as': parser.js once, test.js eleven times.
    expect(reserved.length).toBe(12);
    for (const c of reserved) {
      expect(c.stale!.nearest).toMatch(
        /^Where a flag bit is marked as “Reserved”, it is reserved for future use and MUST be set to the value listed/,
      );
      expect(c.stale!.similarity).toBeGreaterThanOrEqual(0.5);
    }
    const validate = r.stale.find((c) => c.target.startsWith('The Server MUST validate that the reserved flag'));
    expect(validate?.stale?.nearest).toContain(
      'The Server MUST validate that the reserved flag in the CONNECT packet is set to 0',
    );
    expect(r.citations.find((c) => c.target.startsWith('Bits 7-1 are reserved'))?.stale).toBeUndefined();
  });
});

describe('trace on pdf-lib 1.17.1 against the bundled sample and the ISO-shaped fixture', () => {
  const expectedTargets = [
    'section:7.3.4.3',
    'section:7.9.4',
    'table:Table 165',
    'table:Table 221',
    'table:Table 222',
    'table:Table 226',
    'table:Table 226',
    'table:Table 228',
    'table:Table 229',
    'table:Table 230',
    'table:Table 231',
    'table:Table D.2',
  ];

  it.each([
    ['sample20', join(REPO_ROOT, 'corpus', 'sample', 'sample20.pdf')],
    ['iso-part', join(FIXTURE_DIR, 'iso-part.pdf')],
  ])(
    'finds its section and table citations in src/ and resolves each as %s has it',
    async (_name, pdf) => {
      if (unreachable) return console.warn('trace-packages: pdf-lib SKIPPED (npm unreachable)');
      const model = await compiled(pdf);
      const r = traceCitations(
        readSourceTree(['src'], pkg('pdf-lib@1.17.1')).files,
        model,
        citationNames(model, ['ISO 32000-2 (PDF 2.0)']),
      );
      // grep over src/: ten tables ("PDF spec table 221", "(see Table 229)", "Table D.2 –"), "PDF spec 7.3.4.3",
      // 'section "7.9.4 Dates" of the PDF specification'; "Unicode 3.0 spec, section 3.7" is another document's.
      const got = r.citations.filter((c) => c.kind !== 'quote').map((c) => `${c.kind}:${c.target}`);
      expect(got.sort()).toEqual(expectedTargets);
      for (const c of r.citations.filter((x) => x.kind === 'table'))
        expect(c.table !== null).toBe(model.tables.some((t) => t.number === c.target));
      for (const c of r.citations.filter((x) => x.kind === 'section'))
        expect(c.section !== null).toBe(model.sections.some((s) => s.id === c.target));
      expect(r.unresolved.length).toBe(
        r.citations.filter((c) => c.requirements.length === 0 && !c.section && !c.table).length,
      );
    },
    300_000,
  );
});

describe('the HTML report', () => {
  const chromium = ['chromium', 'chromium-browser', 'google-chrome'].find((b) => {
    try {
      execFileSync('which', [b], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });

  it('is one self-contained page that headless Chromium shows: coverage, sections, citations', async (ctx) => {
    if (!chromium) {
      console.warn('trace-packages: HTML check SKIPPED — no chromium installed (apt-get install chromium)');
      ctx.skip();
    }
    if (unreachable || !mqtt) ctx.skip();
    const r = traceMqtt('aedes@1.2.0');
    const html = traceHtml({ spec: 'mqtt-v5-0', title: 'MQTT Version 5.0' }, r);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//);
    const dir = mkdtempSync(join(tmpdir(), 'pdfspec-trace-html-'));
    try {
      writeFileSync(join(dir, 'trace.html'), html);
      const flags = [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ];
      const more = ['--disable-component-update', '--disable-sync', `--user-data-dir=${join(dir, 'profile')}`];
      execFileSync(
        chromium!,
        [...flags, ...more, `--print-to-pdf=${join(dir, 'trace.pdf')}`, `file://${join(dir, 'trace.html')}`],
        {
          stdio: 'ignore',
          timeout: 120_000,
        },
      );
      const shown = await pdfText(join(dir, 'trace.pdf'));
      expect(shown).toContain(`mqtt-v5-0: ${r.coverage.cited} of ${r.coverage.requirements} requirements cited`);
      expect(shown).toContain('Unresolved citations (5)');
      expect(shown).toContain('MQTT-4.7.1-3');
      expect(shown).toContain('lib/handlers/connect.js');
      expect(shown).toMatch(/3\.1\.2\.4\s+Clean Start/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

/** The text of a PDF as a reader sees it, read with pdf.js. */
async function pdfText(file: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)) }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
