/**
 * Many specs at once (issue 13): a warm `search --spec all` over every target in one PDF_SPEC_DIR against a
 * warm single-spec search (target ≤ 2×), and a cold `cache build --all` against the sum of the compile
 * suite's one-spec compiles (parallel within the cores and memory).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fmtMs, stats } from './measure.js';
import type { Section } from './report.js';
import { type Target, lastLine, pdfspec } from './targets.js';

export async function benchManySpecs(
  targets: Target[],
  single: Target,
  full: boolean,
  log: (m: string) => void,
): Promise<Section> {
  const base = mkdtempSync(join(tmpdir(), 'pdfspec-bench-many-'));
  const env = { PDF_SPEC_DIR: join(base, 'specs'), PDFSPEC_CACHE_DIR: join(base, 'cache') };
  mkdirSync(env.PDF_SPEC_DIR);
  mkdirSync(env.PDFSPEC_CACHE_DIR);
  try {
    for (const t of targets) symlinkSync(realpathSync(t.file), join(env.PDF_SPEC_DIR, basename(t.file)));
    log(`many specs: cold cache build --all (${targets.length} files)`);
    const built = await pdfspec(['cache', 'build', '--all'], env);
    if (built.code !== 0) throw new Error(`cache build --all failed (exit ${built.code}): ${lastLine(built.stderr)}`);
    const sequential = targets.reduce((n, t) => n + (t.compiled?.ms ?? 0), 0);
    const runs = full ? 20 : 10;
    const listed = JSON.parse((await pdfspec(['list-specs', '--json'], env)).stdout) as {
      specs: { id: string; file: string | null; available: boolean }[];
    };
    const id = listed.specs.find((s) => s.file && basename(s.file) === basename(single.file))?.id ?? single.spec;
    const available = listed.specs.filter((s) => s.available).length;
    const rows: string[][] = [];
    for (const phrase of ['logical structure', 'shall']) {
      log(`many specs: search "${phrase}"`);
      const one = [];
      const all = [];
      for (let i = 0; i < runs; i++) {
        one.push(await pdfspec(['search', phrase, '--spec', id], env));
        all.push(await pdfspec(['search', phrase, '--spec', 'all'], env));
      }
      const o = stats(one.map((r) => r.ms)).median;
      const a = stats(all.map((r) => r.ms)).median;
      rows.push([
        `search "${phrase}"`,
        `${fmtMs(o)} (--spec ${id})`,
        `${fmtMs(a)} (--spec all, ${available} specs)`,
        `${(a / o).toFixed(2)}× ${a / o <= 2 ? 'met' : '**not met**'}`,
      ]);
    }
    rows.push([
      'cache build --all, cold',
      sequential ? `${fmtMs(sequential)} (sum of the one-spec compiles above)` : '–',
      `${fmtMs(built.ms)} (${targets.length} PDFs, ${availableParallelism()} cores)`,
      sequential ? `${(built.ms / sequential).toFixed(2)}×` : '–',
    ]);
    return {
      title: 'Many specs at once',
      columns: ['what', 'one spec', 'all specs', 'ratio (search target ≤ 2×)'],
      rows,
      notes: [
        `Every PDF of the bench in one PDF_SPEC_DIR, plus the two bundled samples; catalogue entries without a file are listed unavailable and not searched. ${runs} warm runs each, alternating.`,
      ],
    };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
