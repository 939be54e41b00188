/**
 * npm run eval [-- --doc STEM] [--verbose] [--json] [--markdown] [--write-floors] [--fresh]
 *                [--truth-dir DIR --pdf-dir DIR]   (your own documents and truth files)
 *                [--models DIR [--write-arrival CORPUS --compiler N --commit SHA]]
 *
 * --fresh compiles without the cache (for work on the compiler before its version is bumped).
 * --models scores saved models (DIR/<stem>.model.json) instead of compiling; a document without one
 * scores as a model with nothing in it (a file the compiler refused). --write-arrival records that
 * scoreboard as the corpus's first score on arrival (test/golden/arrival/), once.
 * Compiles each real document that has a truth file in test/golden (from the cache when warm),
 * scores it against its truth and prints the scoreboard. Notices go to stderr; exit 2 on bad usage.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compiledModels } from './models.js';
import { floorsOf } from './floors.js';
import type { DocModel } from '../../src/model/types.js';
import { arrivalOf, loadArrivals, writeArrival } from './arrival.js';
import { jsonRecord, markdownBoard, textBoard, verboseMisses, type BoardContext } from './report.js';
import { scoreDoc, type DocScore } from './score.js';
import { goldenDir, loadTruths, type TruthDoc } from './truth.js';

function usage(message: string): never {
  process.stderr.write(`eval: ${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        doc: { type: 'string', multiple: true },
        verbose: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        markdown: { type: 'boolean', default: false },
        'write-floors': { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        fresh: { type: 'boolean', default: false },
        'truth-dir': { type: 'string' },
        'pdf-dir': { type: 'string' },
        models: { type: 'string' },
        'write-arrival': { type: 'string' },
        compiler: { type: 'string' },
        commit: { type: 'string' },
      },
      allowPositionals: false,
    }).values;
  } catch (err) {
    usage(
      `${(err as Error).message.split('\n')[0]} (options: --doc STEM, --verbose, --json, --markdown, --write-floors, --fresh, --truth-dir DIR, --pdf-dir DIR, --models DIR, --write-arrival CORPUS)`,
    );
  }
  const truthDir = args['truth-dir'] ? resolve(args['truth-dir']) : goldenDir();
  const pdfDir = args['pdf-dir'] ? resolve(args['pdf-dir']) : undefined;
  for (const [name, dir] of [
    ['--truth-dir', truthDir],
    ['--pdf-dir', pdfDir],
  ] as const) {
    if (dir !== undefined && !existsSync(dir)) usage(`${name} ${dir}: no such folder`);
  }
  if (args['write-floors'] && truthDir !== goldenDir()) usage('--write-floors writes the floors of test/golden only');
  const all = loadTruths(truthDir, undefined, pdfDir);
  if (!all.length) usage(`no truth files (*.truth.json) in ${truthDir}`);
  const wanted = args.doc ?? [];
  const unknown = wanted.filter((d) => !all.some((t) => t.stem === d));
  if (unknown.length) usage(`--doc ${unknown.join(', ')}: no truth file; one of ${all.map((t) => t.stem).join(', ')}`);
  if (args['write-floors'] && wanted.length) usage('--write-floors takes every document; leave out --doc');
  const chosen = all.filter((t) => !wanted.length || wanted.includes(t.stem));
  const absent = chosen.filter((t) => !t.pdf);
  for (const t of absent)
    process.stderr.write(
      `eval: SKIPPED ${t.stem} — ${t.truth.file} is not in ${pdfDir ?? `../shared/${t.truth.corpus ?? ''}`}\n`,
    );
  const present = chosen.flatMap((t) => (t.pdf ? [{ ...t, pdf: t.pdf }] : []));
  if (!present.length) usage(`no document to score: no PDF named by the truth files is in ${pdfDir ?? '../shared'}`);

  const log = args.quiet || args.json ? undefined : (line: string) => process.stderr.write(`eval: ${line}\n`);
  const models = args.models
    ? savedModels(resolve(args.models), present)
    : await compiledModels(present, log, { fresh: args.fresh });
  const scores = models.map((m) => {
    const t = present.find((p) => p.stem === m.stem);
    if (!t) throw new Error(`no truth for ${m.stem}`);
    return scoreDoc(m.stem, t.truth, m.model);
  });

  if (args.json) process.stdout.write(JSON.stringify(jsonRecord(scores), null, 2) + '\n');
  else if (args.markdown) process.stdout.write(markdownBoard(scores, boardContext(present)) + '\n');
  else process.stdout.write(textBoard(scores) + '\n');
  if (args.verbose && !args.json) for (const s of scores) process.stdout.write(`\n# ${s.stem}${verboseMisses(s)}\n`);
  if (args['write-arrival']) recordArrival(args, scores, present);
  if (args['write-floors']) {
    if (absent.length) usage('--write-floors needs every document; some PDFs are missing');
    const path = join(goldenDir(), 'floors.json');
    writeFileSync(path, JSON.stringify(floorsOf(scores), null, 2) + '\n');
    process.stderr.write(`eval: wrote ${path}\n`);
  }
}

/** Models compiled earlier and saved as JSON; a missing one is a file the compiler refused. */
function savedModels(dir: string, docs: readonly { stem: string }[]): { stem: string; model: DocModel }[] {
  if (!existsSync(dir)) usage(`--models ${dir}: no such folder`);
  return docs.map(({ stem }) => {
    const path = join(dir, `${stem}.model.json`);
    if (existsSync(path)) return { stem, model: JSON.parse(readFileSync(path, 'utf8')) as DocModel };
    process.stderr.write(`eval: ${stem}: no model in ${dir}; scored as a file the compiler refused\n`);
    return { stem, model: NOTHING_READ };
  });
}

const NOTHING_READ = {
  sections: [],
  elements: [],
  tables: [],
  definitions: [],
  requirements: [],
} as unknown as DocModel;

function boardContext(docs: readonly TruthDoc[]): BoardContext {
  return { corpusOf: (stem) => docs.find((d) => d.stem === stem)?.truth.corpus, arrivals: loadArrivals() };
}

function recordArrival(
  args: { 'write-arrival'?: string; models?: string; compiler?: string; commit?: string },
  scores: readonly DocScore[],
  docs: readonly TruthDoc[],
): void {
  const corpus = args['write-arrival']!;
  const compiler = Number(args.compiler);
  const models = args.models;
  if (!models) usage('--write-arrival scores the saved models of --models DIR (compiled before any change)');
  if (!Number.isInteger(compiler) || compiler < 1)
    usage('--compiler: the compiler version the models were made by (an integer ≥ 1)');
  if (!args.commit || !/^[0-9a-f]{7,40}$/.test(args.commit))
    usage('--commit: the commit the models were made at (7–40 hex digits)');
  const mine = scores.filter((s) => docs.find((d) => d.stem === s.stem)?.truth.corpus === corpus);
  if (!mine.length) usage(`--write-arrival ${corpus}: no scored document of that corpus`);
  const refused = mine.filter((s) => !existsSync(join(resolve(models), `${s.stem}.model.json`)));
  const note = refused.length
    ? `refused by the compiler: ${refused.map((s) => s.stem).join(', ')}`
    : 'every file compiled';
  const record = arrivalOf(mine, {
    corpus,
    compiler,
    commit: args.commit,
    date: new Date().toISOString().slice(0, 10),
    note,
  });
  try {
    process.stderr.write(`eval: wrote ${writeArrival(record)}\n`);
  } catch (err) {
    usage((err as Error).message);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`eval: ${(err as Error).message}\n`);
  process.exit(1);
});
