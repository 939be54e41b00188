/**
 * npm run compare [-- --doc STEM] [--markdown] [--verbose] [--cached] [--odl-arg ARG]
 *
 * pdfspec and opendataloader-pdf (Apache-2.0, a general-purpose PDF extractor) over every PDF of
 * ../shared/corpus, corpus-open and corpus-open-2, one document at a time: pdfspec compiles it (fresh, unless
 * --cached reads the eval cache), opendataloader-pdf reads it (installed on demand into node_modules/.cache,
 * run with the machine's Java), and both are scored against the same truth file of test/golden: headings as
 * the sections column scores them, tables found, TEDS and exact. Documents without a truth file show their
 * times only. Skipped, with a message and exit 0, without Java or without ../shared.
 */
import { mkdtempSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { scoreTableCells } from '../eval/cells.js';
import { compiledModels } from '../eval/models.js';
import { cellLines } from '../eval/report.js';
import { scoreDoc } from '../eval/score.js';
import { loadTruths, sharedDir, type Truth } from '../eval/truth.js';
import { markdownBoard, scoreHeadings, textBoard, type Row, type Side } from './board.js';
import { ensureOdl, javaVersion, ODL_VERSION, runOdl } from './odl-install.js';
import { readOdlFile } from './odl-read.js';

const CORPORA = ['corpus', 'corpus-open', 'corpus-open-2'];
const say = (line: string) => process.stderr.write(`compare: ${line}\n`);

function usage(message: string): never {
  say(message);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      options: {
        doc: { type: 'string', multiple: true },
        markdown: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        cached: { type: 'boolean', default: false },
        'odl-arg': { type: 'string', multiple: true },
      },
      allowPositionals: false,
    }).values;
  } catch (err) {
    usage(
      `${(err as Error).message.split('\n')[0]} (options: --doc STEM, --markdown, --verbose, --cached, --odl-arg ARG)`,
    );
  }
}

/** Every PDF of the three corpora, as stem and path. */
function documents(): { stem: string; pdf: string }[] {
  return CORPORA.flatMap((c) => {
    const dir = join(sharedDir(), c);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((n) => n.toLowerCase().endsWith('.pdf'))
      .sort()
      .map((n) => ({ stem: n.slice(0, -4), pdf: join(dir, n) }));
  });
}

interface Scored {
  side: Side;
  /** --verbose: tables missed or false, and the wrong cells of each table not exact. */
  lines: string;
}

async function pdfspecSide(
  doc: { stem: string; pdf: string },
  truth: Truth | undefined,
  cached: boolean,
): Promise<Scored> {
  const [m] = await compiledModels([doc], undefined, { fresh: !cached });
  if (!m) throw new Error(`${doc.stem}: not compiled`);
  if (!truth) return { side: { sections: null, found: null, cells: [], ms: m.ms }, lines: '' };
  const s = scoreDoc(doc.stem, truth, m.model);
  const side: Side = { sections: s.counts.sections, found: s.cells.found, cells: s.cells.tables, ms: m.ms };
  return { side, lines: cellLines(s.cells) };
}

async function odlSide(
  jar: string,
  doc: { pdf: string },
  truth: Truth | undefined,
  out: string,
  extra: string[],
): Promise<Scored> {
  const run = await runOdl(jar, doc.pdf, out, extra);
  const none: Side = { sections: null, found: null, cells: [], ms: run.ms };
  if (!run.json) return { side: { ...none, error: run.error }, lines: '' };
  if (!truth) return { side: none, lines: '' };
  const { doc: read, headings } = readOdlFile(run.json);
  const cells = scoreTableCells(truth, read);
  const side: Side = { sections: scoreHeadings(truth, headings), found: cells.found, cells: cells.tables, ms: run.ms };
  return { side, lines: cellLines(cells) };
}

async function main(): Promise<void> {
  const args = options();
  const java = javaVersion();
  if (!java) {
    say('SKIPPED — no Java: opendataloader-pdf runs on Java 11+ (Debian: apt-get install default-jre-headless)');
    return;
  }
  const all = documents();
  if (!all.length) {
    say(`SKIPPED — no PDFs in ${CORPORA.map((c) => join(sharedDir(), c)).join(', ')}`);
    return;
  }
  const wanted = args.doc ?? [];
  const unknown = wanted.filter((d) => !all.some((x) => x.stem === d));
  if (unknown.length) usage(`--doc ${unknown.join(', ')}: no such PDF; one of ${all.map((x) => x.stem).join(', ')}`);
  const chosen = all.filter((x) => !wanted.length || wanted.includes(x.stem));
  const jar = ensureOdl(say);
  const truths = new Map(loadTruths().map((t) => [t.stem, t.truth]));
  const out = mkdtempSync(join(tmpdir(), 'pdfspec-odl-'));
  say(
    `opendataloader-pdf ${ODL_VERSION} on ${java}; pdfspec ${args.cached ? 'from the eval cache' : 'compiled fresh'}`,
  );
  const rows: Row[] = [];
  const detail: string[] = [];
  try {
    for (const doc of chosen) {
      const truth = truths.get(doc.stem);
      const p = await pdfspecSide(doc, truth, args.cached);
      const o = await odlSide(jar, doc, truth, out, args['odl-arg'] ?? []);
      say(
        `${doc.stem}: pdfspec ${(p.side.ms / 1000).toFixed(1)} s, opendataloader-pdf ${(o.side.ms / 1000).toFixed(1)} s`,
      );
      if (o.side.error) say(`${doc.stem}: opendataloader-pdf failed: ${o.side.error}`);
      rows.push({ stem: doc.stem, pdfspec: p.side, odl: o.side });
      if (args.verbose && (p.lines || o.lines))
        detail.push(`\n# ${doc.stem}\n\n# pdfspec${p.lines}\n\n# opendataloader-pdf${o.lines}`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  process.stdout.write((args.markdown ? markdownBoard(rows) : textBoard(rows)) + '\n');
  if (detail.length) process.stdout.write(detail.join('\n') + '\n');
}

main().catch((err: unknown) => {
  say((err as Error).message);
  process.exit(1);
});
