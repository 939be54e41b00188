/**
 * Imported by the worker threads' boot scripts (isolated-worker-boot.ts, pdf/page-text-worker-boot.ts) before
 * anything else they load: Node's on-disk module compile cache (Node ≥ 22.1), which bin/pdfspec.js turns on for the
 * main thread only — a worker thread is an instance of its own. pdf.js, imported on a worker's first file, is
 * ~3 MB of modules: from the cache a worker loads it ~50 ms sooner on Node 24. Older Node has no such API;
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off, as for the main thread.
 */
import module from 'node:module';

try {
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
} catch {
  // an unusable cache directory costs speed, never an answer
}
