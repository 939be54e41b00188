/** Printed page labels (/PageLabels), one per physical page; decimal numbers when the file has none. */
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';

export async function readPageLabels(doc: PDFDocumentProxy): Promise<string[]> {
  const labels = await doc.getPageLabels().catch(() => null);
  return Array.from({ length: doc.numPages }, (_, i) => {
    const label = labels?.[i];
    return typeof label === 'string' && label.trim() !== '' ? label.trim() : String(i + 1);
  });
}
