/** Which PDFs the bench measures, each in its own spec dir and cold cache. */
import { existsSync, mkdtempSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { ROOT, run } from './measure.js';

export interface Target {
  label: string;
  /** Set by the compile suite: the cold `cache build` it measured (the scaling suite reuses it in quick mode). */
  compiled?: { ms: number; rssMiB: number | null };
  file: string;
  pages: number;
  /** Spec id as pdfspec recognises the file. */
  spec: string;
  env: { PDF_SPEC_DIR: string; PDFSPEC_CACHE_DIR: string };
  cleanup(): void;
}

export const CORPUS = resolve(ROOT, '..', 'shared', 'corpus');

export function pdfspec(args: string[], env: NodeJS.ProcessEnv) {
  return run(process.execPath, [join(ROOT, 'bin', 'pdfspec.js'), ...args], env);
}

export async function makeTarget(label: string, file: string): Promise<Target> {
  const base = mkdtempSync(join(tmpdir(), 'pdfspec-bench-'));
  const specDir = join(base, 'specs');
  const cacheDir = join(base, 'cache');
  mkdirSync(specDir);
  mkdirSync(cacheDir);
  const real = realpathSync(file);
  symlinkSync(real, join(specDir, basename(file)));
  const env = { PDF_SPEC_DIR: specDir, PDFSPEC_CACHE_DIR: cacheDir };
  const listed = await pdfspec(['list-specs', '--json'], env);
  if (listed.code !== 0) throw new Error(`pdfspec list-specs failed (exit ${listed.code}): ${lastLine(listed.stderr)}`);
  const specs = (JSON.parse(listed.stdout).specs ?? []) as { id: string; file: string | null; pages: number | null }[];
  const mine = specs.find((s) => s.file && (s.file === join(specDir, basename(file)) || safeReal(s.file) === real));
  if (!mine) throw new Error(`pdfspec did not list ${file}: ${listed.stderr.trim()}`);
  return {
    label,
    file,
    pages: mine.pages ?? 0,
    spec: mine.id,
    env,
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  };
}

export function lastLine(text: string): string {
  return text.trim().split('\n').pop() ?? '';
}

/** Compile the target unless its model is cached already (a no-op `cache build` then). */
export async function ensureWarm(t: Target): Promise<void> {
  const r = await pdfspec(['cache', 'build', '--spec', t.spec], t.env);
  if (r.code !== 0) throw new Error(`cache build --spec ${t.spec} failed (exit ${r.code}): ${lastLine(r.stderr)}`);
}

function safeReal(p: string): string | null {
  try {
    return realpathSync(p);
  } catch {
    return null;
  }
}

export function corpusFile(name: string): string | null {
  const f = join(CORPUS, name);
  return existsSync(f) ? f : null;
}
