/** pdf.js's worker module, imported only for what it does on loading (it registers itself as globalThis.pdfjsWorker). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
