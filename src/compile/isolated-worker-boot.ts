/**
 * The script of isolated.ts's worker threads (dist/isolated-worker.js): Node's compile cache is turned on
 * before the compiler is imported, so the compiler's modules — pdf-lib among them — come from the cache as
 * well as pdf.js (compile-cache.ts). Static imports would be compiled before any line of this file runs.
 */
import './stdout-to-stderr.js';
import './compile-cache.js';
import { declareReaderThread } from './pdf/reader-thread.js';

declareReaderThread();

await import('./isolated-worker.js');
