/**
 * Link annotations added to a pdf-lib page, for the tests of how the compiler reads links (link intent, plain
 * links): one helper so that both build their pages alike.
 */
import { PDFName, type PDFDocument, type PDFPage } from 'pdf-lib';

/** An annotation on `page`: a /Link over [100 700 200 720] unless `entries` say otherwise. */
export function addAnnot(doc: PDFDocument, page: PDFPage, entries: Record<string, unknown>): void {
  const annot = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [100, 700, 200, 720], ...entries } as never);
  const ref = doc.context.register(annot);
  const annots = page.node.Annots();
  if (annots) annots.push(ref);
  else page.node.set(PDFName.of('Annots'), doc.context.obj([ref]));
}
