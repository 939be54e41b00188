/**
 * `npm run bench [-- --full] [-- --pdf file.pdf …]`: pdfspec side by side with a
 * bare pdfjs pass and with pdfgrep, on the 1000-page fixture and the largest real
 * corpus PDFs. Prints a table and writes tools/bench/results.md.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './measure.js';
import { type Target, corpusFile, makeTarget } from './targets.js';
import { benchCompile, benchWarm, benchPdfgrep, benchScaling, benchMcp, type Section } from './suites.js';
import { benchUntaggedScaling } from './untagged-scaling.js';
import { benchManySpecs } from './many-specs.js';
import { benchWarmProfile } from './warm-profile.js';
import { commandLines } from './suites.js';
import { renderMarkdown } from './report.js';
import { ensureIsoShapedFixture, ensureScaleFixture } from '../fixtures/scale.js';

interface Args {
  full: boolean;
  pdfs: string[];
  out: string;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { full: false, pdfs: [], out: join(ROOT, 'tools', 'bench', 'results.md') };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i]!;
    if (v === '--full') a.full = true;
    else if (v === '--quick') a.full = false;
    else if (v === '--pdf') a.pdfs.push(argv[++i] ?? '');
    else if (v === '--out') a.out = argv[++i] ?? a.out;
    else {
      process.stderr.write(`bench: unknown argument ${v}; allowed: --quick, --full, --pdf <file>, --out <file>\n`);
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
  const targets: Target[] = [];
  log('preparing the 1000-page fixture');
  targets.push(await makeTarget('fixture 1000p', await scaleFixture(1000)));
  log('preparing the ISO-shaped fixture and the 700-page untagged one');
  const isoShaped = await makeTarget('ISO-shaped', (await ensureIsoShapedFixture()).pdfPath);
  targets.push(isoShaped);
  targets.push(await makeTarget('untagged 700p', (await ensureScaleFixture(700, { untagged: true })).pdfPath));
  for (const [label, name] of [
    ['Tagged PDF BPG', 'Tagged-PDF-Best-Practice-Guide.pdf'],
    ['WTPDF 1.0', 'Well-Tagged-PDF-WTPDF-1.0.pdf'],
  ] as const) {
    const f = corpusFile(name);
    if (f) targets.push(await makeTarget(label, f));
    else log(`${name} not found in ../shared/corpus: skipped`);
  }
  for (const f of args.pdfs) targets.push(await makeTarget(f.split('/').pop()!, f));

  const sections: Section[] = [];
  try {
    sections.push(await benchCompile(targets, args.full, log));
    sections.push(await benchWarm(args.full ? targets : targets.slice(0, 3), args.full ? 20 : 10, log));
    sections.push(await benchWarmProfile(isoShaped, await commandLines(isoShaped), log));
    sections.push(await benchPdfgrep(targets, args.full, log));
    sections.push(await benchScaling(scaleFixture, targets[0]!, args.full, log));
    sections.push(await benchUntaggedScaling(args.full, log));
    sections.push(await benchMcp(isoShaped, args.full, log));
    sections.push(await benchManySpecs(targets, isoShaped, args.full, log));
  } finally {
    for (const t of targets) t.cleanup();
  }
  const md = renderMarkdown(sections, {
    full: args.full,
    seconds: (Date.now() - started) / 1000,
    load: [loadBefore, loadavg()[0]!],
  });
  process.stdout.write(md);
  writeFileSync(args.out, md);
  log(`wrote ${args.out}`);
}

main().catch((err) => {
  process.stderr.write(`bench: ${(err as Error).message}\n`);
  process.exit(1);
});
