/**
 * Fixtures in the shape of ISO 32000-2 itself (tools/fixtures/content/iso-shaped.ts): the structure tree the
 * generator says it wrote is the tree in the file (read back with the compiler's own reader and with pdf-lib for
 * /T and /MarkInfo), and the compile gives back the ground truth exactly. `iso-part` (36 headings, no
 * /Marked true) runs in `npm test`; the 1000-page `iso-shaped` edition (981 headings, 745 tables, ~78k
 * structure elements) only with PDFSPEC_ISO_SHAPED=1, since building and compiling it takes about a minute.
 */
import { readFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { filter, lastValueFrom, map } from 'rxjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compile$, type CompileEvent } from '../src/compile/compile.js';
import { loadRawDoc } from '../src/compile/pdf/raw-doc.js';
import { isMcRef, readStructTree, type StructNode } from '../src/compile/pdf/struct-tree.js';
import type { DocModel } from '../src/model/types.js';
import { ensureIsoShapedFixture } from '../tools/fixtures/scale.js';
import type { FixtureTruth } from '../tools/fixtures/truth/types.js';
import { fixturePath, truthPath } from './support/fixture-paths.js';

const LARGE = process.env.PDFSPEC_ISO_SHAPED === '1';
if (!LARGE)
  console.warn('compile-iso-shaped: the 1000-page iso-shaped edition is skipped (set PDFSPEC_ISO_SHAPED=1 to run it)');

interface TreeFacts {
  elements: number;
  maxDepth: number;
  widest: number;
  /** Role of the element with the most element kids. */
  widestRole: string;
  headings: number;
  headingsWithElementKids: number;
}

function treeFacts(raw: Awaited<ReturnType<typeof loadRawDoc>>): TreeFacts {
  const tree = readStructTree(raw);
  if (!tree) throw new Error('no structure tree');
  const f: TreeFacts = { elements: 0, maxDepth: 0, widest: 0, widestRole: '', headings: 0, headingsWithElementKids: 0 };
  const stack: [StructNode, number][] = tree.root.kids.filter((k) => !isMcRef(k)).map((k) => [k as StructNode, 1]);
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const kids = node.kids.filter((k): k is StructNode => !isMcRef(k));
    f.elements++;
    f.maxDepth = Math.max(f.maxDepth, depth);
    if (kids.length > f.widest) [f.widest, f.widestRole] = [kids.length, node.role];
    if (/^H\d?$/.test(node.role)) {
      f.headings++;
      if (kids.length) f.headingsWithElementKids++;
    }
    for (const k of kids) stack.push([k, depth + 1]);
  }
  return f;
}

/** /T of every heading element and the catalog's /MarkInfo /Marked, straight from the objects. */
async function headingTitlesAndMarked(pdf: Uint8Array): Promise<{ titles: Set<string | null>; marked: unknown }> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const titles = new Set<string | null>();
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict)) continue;
    const s = obj.get(PDFName.of('S'));
    if (s instanceof PDFName && /^\/H\d?$/.test(s.asString())) {
      const t = obj.get(PDFName.of('T'));
      titles.add(t instanceof PDFString ? t.decodeText() : null);
    }
  }
  const markInfo = doc.catalog.lookupMaybe(PDFName.of('MarkInfo'), PDFDict);
  return { titles, marked: markInfo?.get(PDFName.of('Marked'))?.toString() ?? null };
}

async function compileModel(file: string): Promise<DocModel> {
  return lastValueFrom(
    compile$(file).pipe(
      filter((e): e is Extract<CompileEvent, { type: 'model' }> => e.type === 'model'),
      map((e) => e.model),
    ),
  );
}

/** The exact compile of the small edition is in compile-fixtures.test.ts with the other tagged fixtures. */
function shapeSuite(
  name: string,
  files: () => Promise<{ pdf: string; truth: string }>,
  marked: 'true' | 'false',
  compile: boolean,
) {
  let truth: FixtureTruth;
  let pdf: Uint8Array;
  let model: DocModel | null = null;
  beforeAll(async () => {
    const f = await files();
    truth = JSON.parse(readFileSync(f.truth, 'utf8')) as FixtureTruth;
    pdf = new Uint8Array(readFileSync(f.pdf));
    if (compile) model = await compileModel(f.pdf);
  }, 600_000);

  it(`${name}: the tree in the file is the one the generator counted (Part holds the flat run, headings are leaves)`, async () => {
    const counts = truth.checks.structure!;
    const facts = treeFacts(await loadRawDoc(pdf));
    expect(facts).toEqual({
      elements: counts.elements,
      maxDepth: counts.maxDepth,
      widest: counts.widest,
      widestRole: 'Part',
      headings: truth.sections.length,
      headingsWithElementKids: 0,
    });
    expect(counts.emptyTitleHeadings).toBe(truth.sections.length);
    expect(await headingTitlesAndMarked(pdf)).toEqual({ titles: new Set(['']), marked });
  });

  it.runIf(compile)(`${name}: the compile gives back the ground truth exactly`, () => {
    if (!model) throw new Error('not compiled');
    expect(model!.method).toBe('structure-tree');
    expect(model!.source.pages).toBe(truth.pages);
    expect(model!.pageLabels).toEqual(truth.pageLabels);
    expect(model!.sections).toEqual(truth.sections);
    expect(model!.elements).toEqual(truth.elements);
    expect(model!.tables).toEqual(truth.tables);
    expect(model!.definitions).toEqual(truth.definitions);
    expect(model!.requirements).toEqual(truth.requirements);
    expect(model!.diagnostics.filter((d) => d.code === 'heading-unmatched')).toEqual([]);
  });
}

describe('iso-part: ISO 32000-2 structure, no /Marked true (ISO/TS 32003)', () => {
  shapeSuite('iso-part', async () => ({ pdf: fixturePath('iso-part'), truth: truthPath('iso-part') }), 'false', false);
});

describe.runIf(LARGE)('iso-shaped: ISO 32000-2 at its real size', () => {
  shapeSuite(
    'iso-shaped',
    async () => {
      const f = await ensureIsoShapedFixture();
      return { pdf: f.pdfPath, truth: f.truthPath };
    },
    'true',
    true,
  );

  it('has the real file numbers of headings and tables, and at least its pages and ~78k elements', () => {
    const truth = JSON.parse(readFileSync(truthPath('iso-shaped'), 'utf8')) as FixtureTruth;
    expect(truth.sections.length).toBe(981);
    expect(truth.tables.length).toBe(745);
    expect(truth.pages).toBeGreaterThanOrEqual(1023);
    expect(truth.checks.structure!.elements).toBeGreaterThan(70_000);
    expect(truth.checks.structure!.widest).toBeGreaterThan(13_000);
  });
});
