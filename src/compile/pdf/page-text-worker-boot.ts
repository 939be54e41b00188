/**
 * The script of the page reader's worker threads (dist/page-text-worker.js): Node's compile cache is turned on
 * before the reader and pdf.js are imported (see ../isolated-worker-boot.ts).
 */
import '../stdout-to-stderr.js';
import '../compile-cache.js';
import { declareReaderThread } from './reader-thread.js';

declareReaderThread();

await import('./page-text-worker.js');
