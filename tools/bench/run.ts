/**
 * `npm run bench [-- --full] [-- --pdf file.pdf …] [-- --node PATH]`: pdfspec side
 * by side with a bare pdf.js pass and with pdfgrep, on real documents — the
 * largest of each producer family in ../shared/corpus and ../shared/corpus-open
 * (every one with --full) — and on the generated fixtures. Without ../shared the
 * real-document rows are skipped with a message. `--node PATH` runs every
 * measured process (pdfspec, the bare pass, the `node -e 0` floor) on that node
 * binary. Prints a table and writes tools/bench/results.md.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { ROOT, nodeBin, setNodeBin } from './measure.js';
import { type Target, CORPUS, CORPUS_OPEN, makeTarget, pickRealDocs, realDocs } from './targets.js';
import {
  benchCompile,
  benchCompileProfile,
  benchWarm,
  benchPdfgrep,
  benchScaling,
  benchMcp,
  type Section,
} from './suites.js';
import { benchUntaggedScaling } from './untagged-scaling.js';
import { benchManySpecs } from './many-specs.js';
import { benchWarmProfile } from './warm-profile.js';
import { commandLines } from './suites.js';
import { renderMarkdown } from './report.js';
import { ensureIsoShapedFixture, ensureScaleFixture } from '../fixtures/scale.js';

interface Args {
  full: boolean;
  node: string | null;
  pdfs: string[];
  out: string;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { full: false, node: null, pdfs: [], out: join(ROOT, 'tools', 'bench', 'results.md') };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i]!;
    if (v === '--full') a.full = true;
    else if (v === '--quick') a.full = false;
    else if (v === '--pdf') a.pdfs.push(argv[++i] ?? '');
    else if (v === '--out') a.out = argv[++i] ?? a.out;
    else if (v === '--node') a.node = argv[++i] ?? '';
    else {
      process.stderr.write(
        `bench: unknown argument ${v}; allowed: --quick, --full, --pdf <file>, --out <file>, --node <path>\n`,
      );
      process.exit(2);
    }
  }
  return a;
}

async function scaleFixture(pages: number): Promise<string> {
  // The generator builds the seeded fixture once and caches it under test/fixtures/out/.
  return (await ensureScaleFixture(pages)).pdfPath;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const log = (m: string) => process.stderr.write(`bench: ${m}\n`);
  const started = Date.now();
  const loadBefore = loadavg()[0]!;
  if (args.node) {
    try {
      log(`measuring on ${args.node}: ${execFileSync(args.node, ['--version'], { encoding: 'utf8' }).trim()}`);
    } catch (err) {
      throw new Error(`--node ${args.node} does not run: ${(err as Error).message}`);
    }
    setNodeBin(args.node);
  }
  const realNotes: string[] = [];
  const real: Target[] = [];
  const docs = await realDocs();
  if (!docs.length) {
    const msg = `no real documents: neither ${CORPUS} nor ${CORPUS_OPEN} holds a PDF, so the real-document rows were skipped (put the shared corpora beside the repository to measure them)`;
    log(msg);
    realNotes.push(msg);
  }
  for (const d of pickRealDocs(docs, args.full)) {
    log(`preparing ${basename(d.file)} (${d.family}, ${d.pages} pages)`);
    real.push(await makeTarget(basename(d.file, '.pdf'), d.file, { family: d.family }));
  }
  const fixtures: Target[] = [];
  log('preparing the 1000-page fixture');
  fixtures.push(await makeTarget('fixture 1000p', await scaleFixture(1000)));
  log('preparing the ISO-shaped fixture and the 700-page untagged one');
  const isoShaped = await makeTarget('ISO-shaped', (await ensureIsoShapedFixture()).pdfPath);
  fixtures.push(isoShaped);
  fixtures.push(await makeTarget('untagged 700p', (await ensureScaleFixture(700, { untagged: true })).pdfPath));
  for (const f of args.pdfs) real.push(await makeTarget(f.split('/').pop()!, f, { family: '(--pdf)' }));
  // Real documents first: they are what the targets are about.
  const targets = [...real, ...fixtures];
  // Warm commands: the largest real document and the two large fixtures (every target with --full).
  const warm = args.full ? targets : [...real.slice(0, 1), isoShaped, fixtures[2]!];
  // Search against pdfgrep: every real target, and the fixtures of 500 pages and more (the 20× target's size).
  const grep = [...real, ...fixtures];

  const sections: Section[] = [];
  try {
    const compileSection = await benchCompile(targets, args.full, log);
    compileSection.notes.push(...realNotes);
    sections.push(compileSection);
    if (real.length) sections.push(await benchCompileProfile(real, log));
    sections.push(await benchWarm(warm, args.full ? 20 : 10, log));
    sections.push(await benchWarmProfile(real[0] ?? isoShaped, await commandLines(real[0] ?? isoShaped), log));
    sections.push(await benchPdfgrep(grep, args.full, log));
    sections.push(await benchScaling(scaleFixture, fixtures[0]!, args.full, log));
    sections.push(await benchUntaggedScaling(args.full, log));
    sections.push(await benchMcp(isoShaped, args.full, log));
    if (real[0]) sections.push(await benchMcp(real[0], args.full, log));
    // Many specs: the fixtures and the real documents of ../shared/corpus (all of them with --full).
    const many = args.full ? targets : [...fixtures, ...real.filter((t) => t.file.startsWith(CORPUS + '/'))];
    sections.push(await benchManySpecs(many, isoShaped, args.full, log));
  } finally {
    for (const t of targets) t.cleanup();
  }
  const md = renderMarkdown(sections, {
    full: args.full,
    seconds: (Date.now() - started) / 1000,
    load: [loadBefore, loadavg()[0]!],
    node:
      nodeBin() === process.execPath
        ? process.version
        : `${nodeBin()} (${execFileSync(nodeBin(), ['--version'], { encoding: 'utf8' }).trim()})`,
  });
  process.stdout.write(md);
  writeFileSync(args.out, md);
  log(`wrote ${args.out}`);
}

main().catch((err) => {
  process.stderr.write(`bench: ${(err as Error).message}\n`);
  process.exit(1);
});
