/**
 * Whether this thread is one of pdfspec's reader threads (the compile thread of isolated.ts, the page reader
 * threads), declared by their boot scripts before anything else loads. Such a thread only reads PDF files, so
 * what pdf.js would load for other work (see load-pdfjs.ts) can stay unloaded there for good.
 */
let readerThread = false;

export function declareReaderThread(): void {
  readerThread = true;
}

export function isReaderThread(): boolean {
  return readerThread;
}
