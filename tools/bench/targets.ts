/** Which PDFs the bench measures, each in its own spec dir and cold cache. */
import { existsSync, mkdtempSync, mkdirSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { ROOT, nodeBin, run } from './measure.js';

export interface Target {
  label: string;
  /** A real document of ../shared (not a generated fixture), and its producer family (producerFamily). */
  real?: { family: string };
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
/** Real specifications from other toolchains (its ATTRIBUTION.md says where each comes from). */
export const CORPUS_OPEN = resolve(ROOT, '..', 'shared', 'corpus-open');

export function pdfspec(args: string[], env: NodeJS.ProcessEnv) {
  return run(nodeBin(), [join(ROOT, 'bin', 'pdfspec.js'), ...args], env);
}

export async function makeTarget(label: string, file: string, realDoc?: { family: string }): Promise<Target> {
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
    ...(realDoc ? { real: realDoc } : {}),
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

/**
 * The tool family that made a PDF, from its Info /Producer and /Creator: the
 * bench measures one document of each family (every document with --full), as
 * layout and tagging differ by family far more than by document.
 */
export function producerFamily(producer: string, creator: string): string {
  const both = `${creator} ${producer}`;
  const rules: [RegExp, string][] = [
    [/Canon|scan|PSL/i, 'scan with OCR layer'],
    // Not /TeX/: "Quartz PDFContext" has it too.
    [/LaTeX|pdfTeX|LuaHBTeX|LuaTeX|XeTeX|\bTeX\b/i, 'LaTeX'],
    [/html2ps|Ghostscript/i, 'html2ps + Ghostscript'],
    [/OpenOffice|LibreOffice/i, 'OpenOffice'],
    [/WordPerfect/i, 'WordPerfect + Distiller'],
    [/InDesign/i, 'InDesign'],
    [/axesWord/i, 'Word + axesWord'],
    [/Quartz/i, 'Word, macOS print'],
    [/Web Capture/i, 'Word, Acrobat Web Capture'],
    [/PDFMaker|Distiller|PDFWriter/i, 'Word + Acrobat'],
    [/Microsoft.*Word/i, 'Word, built-in export'],
  ];
  return rules.find(([re]) => re.test(both))?.[1] ?? (producer || creator || 'unknown producer');
}

export interface RealDoc {
  file: string;
  pages: number;
  tagged: boolean;
  family: string;
}

/** Page count, tagging and producer family of every PDF of ../shared/corpus and ../shared/corpus-open (absent folders: none). */
export async function realDocs(): Promise<RealDoc[]> {
  const files = [CORPUS, CORPUS_OPEN].flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.toLowerCase().endsWith('.pdf'))
          .sort()
          .map((f) => join(dir, f))
      : [],
  );
  if (!files.length) return [];
  const { readFileSync } = await import('node:fs');
  const { getDocument } = await (await import('../../src/compile/pdf/open.js')).loadPdfjs();
  const out: RealDoc[] = [];
  for (const file of files) {
    const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0, isEvalSupported: false })
      .promise;
    try {
      const info = ((await doc.getMetadata()).info ?? {}) as { Producer?: string; Creator?: string };
      const mark = await doc.getMarkInfo().catch(() => null);
      out.push({
        file,
        pages: doc.numPages,
        tagged: mark?.Marked === true,
        family: producerFamily(String(info.Producer ?? ''), String(info.Creator ?? '')),
      });
    } finally {
      await doc.destroy();
    }
  }
  return out;
}

/** Quick mode: the largest document of each producer family, largest first; --full: every document. */
export function pickRealDocs(docs: RealDoc[], full: boolean): RealDoc[] {
  const bySize = [...docs].sort((a, b) => b.pages - a.pages || a.file.localeCompare(b.file));
  if (full) return bySize;
  const seen = new Set<string>();
  return bySize.filter((d) => !seen.has(d.family) && seen.add(d.family));
}
