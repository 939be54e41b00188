import { PDFDocument, PDFName, PDFString, type PDFRef } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { deepStructurePdf } from '#test-support/hostile-pdfs.js';
import { loadRawDoc } from './raw-doc.js';
import { MAX_STRUCT_DEPTH, readStructTree as readTree } from './struct-tree.js';

const readStructTree = async (bytes: Uint8Array) => readTree(await loadRawDoc(bytes));

/** A two-page PDF whose structure tree exercises RoleMap, attributes, ClassMap, MCR and OBJR kids. */
async function taggedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const p1 = doc.addPage();
  const p2 = doc.addPage();
  const ctx = doc.context;
  const ref = (obj: Record<string, unknown>): PDFRef => ctx.register(ctx.obj(obj as never));
  const rootRef = ctx.nextRef();
  const docRef = ctx.nextRef();
  const heading = ref({ Type: 'StructElem', S: 'Heading1', P: docRef, Pg: p1.ref, K: 0 });
  const span = ref({ Type: 'StructElem', S: 'Span', P: docRef, ActualText: PDFString.of('fi'), K: 3 });
  const para = ref({
    Type: 'StructElem',
    S: 'P',
    P: docRef,
    Pg: p1.ref,
    // an MCID on this page, a span, then the paragraph continuing on page 2 via an MCR
    K: [1, span, ctx.obj({ Type: 'MCR', Pg: p2.ref, MCID: 0 }), ctx.obj({ Type: 'OBJR', Obj: p1.ref })],
  });
  const td = ref({ Type: 'StructElem', S: 'TD', P: docRef, Pg: p2.ref, K: 1, A: ctx.obj({ O: 'Table', ColSpan: 2 }) });
  const th = ref({ Type: 'StructElem', S: 'TH', P: docRef, Pg: p2.ref, K: 2, C: 'Wide' });
  ctx.assign(docRef, ctx.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: [heading, para, td, th] } as never));
  ctx.assign(
    rootRef,
    ctx.obj({
      Type: 'StructTreeRoot',
      K: docRef,
      RoleMap: ctx.obj({ Heading1: 'H1', Loop: 'Loop' } as never),
      ClassMap: ctx.obj({ Wide: ctx.obj({ O: 'Table', RowSpan: 3 } as never) } as never),
    } as never),
  );
  doc.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
  doc.catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));
  return doc.save({ useObjectStreams: true });
}

describe('readStructTree', () => {
  it('walks the whole tree in order with pages, MCIDs, roles and table spans', async () => {
    const tree = await readStructTree(await taggedPdf());
    expect(tree?.contentRefs).toBe(6);
    const document = tree!.root.kids[0];
    expect(document).toMatchObject({ role: 'Document' });
    expect(document && 'kids' in document && document.kids).toEqual([
      { role: 'H1', rawRole: 'Heading1', kids: [{ page: 1, mcid: 0 }] },
      {
        role: 'P',
        kids: [
          { page: 1, mcid: 1 },
          { role: 'Span', actualText: 'fi', kids: [{ page: 1, mcid: 3 }] },
          { page: 2, mcid: 0 },
        ],
      },
      { role: 'TD', colSpan: 2, kids: [{ page: 2, mcid: 1 }] },
      { role: 'TH', rowSpan: 3, kids: [{ page: 2, mcid: 2 }] },
    ]);
  });

  it('returns null for a file without a structure tree', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(await readStructTree(await doc.save())).toBeNull();
  });

  it('counts damaged objects instead of printing pdf-lib warnings', async () => {
    const doc = await PDFDocument.load(await taggedPdf());
    const bad = doc.context.register(doc.context.obj({ Marker: 'DAMAGEME' } as never));
    doc.catalog.set(PDFName.of('Junk'), bad);
    const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
    const at = bytes.indexOf('/Marker');
    expect(at).toBeGreaterThan(0);
    bytes.write('<<<<(((', at, 'latin1'); // an object body that no longer parses
    const warn = vi.spyOn(console, 'warn');
    try {
      const tree = await readStructTree(new Uint8Array(bytes));
      expect(tree?.contentRefs).toBe(6);
      expect(tree?.damagedObjects).toBeGreaterThan(0);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('stops at MAX_STRUCT_DEPTH levels and counts what it left out, instead of overflowing the stack', async () => {
    const tree = await readStructTree(new Uint8Array(deepStructurePdf(5000)));
    expect(tree?.tooDeep).toBe(1);
    expect(tree?.contentRefs).toBe(0);
    let depth = 0;
    for (let n = tree!.root; n.kids[0] && 'kids' in n.kids[0]; n = n.kids[0]) depth++;
    expect(depth).toBe(MAX_STRUCT_DEPTH);
  });
});
