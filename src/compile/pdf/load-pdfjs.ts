/**
 * Loading pdf.js into a process or worker thread, once, without what its legacy build does to the rest of
 * the process on loading.
 */
import Module, { createRequire } from 'node:module';
import { isReaderThread } from './reader-thread.js';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * Built-ins that pdf.js's legacy build (its core-js) replaces for the whole process on Node 20 with versions
 * written in JavaScript, for every module of the process: the replaced push alone took 6 % of a 200-page
 * compile's CPU profile, and JSON.stringify runs several times slower. pdf.js uses none of what they add
 * (errors on arrays of non-writable length, raw JSON).
 */
const ENGINE_BUILT_INS: readonly (readonly [object, string])[] = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [JSON, 'stringify'],
];

async function importKeepingBuiltIns<T>(load: () => Promise<T>): Promise<T> {
  const kept = ENGINE_BUILT_INS.map(([owner, key]) => Object.getOwnPropertyDescriptor(owner, key)!);
  try {
    return await load();
  } finally {
    ENGINE_BUILT_INS.forEach(([owner, key], i) => Object.defineProperty(owner, key, kept[i]!));
  }
}

const DRAWING_CLASSES = ['DOMMatrix', 'ImageData', 'Path2D'] as const;
const CANVAS = '@napi-rs/canvas';

/** Where pdf.js would load its canvas from, or null when it is not installed. */
function canvasPath(): string | null {
  try {
    const pdfjsFile = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs');
    return createRequire(pdfjsFile).resolve(CANVAS);
  } catch {
    return null;
  }
}

/**
 * pdf.js requires @napi-rs/canvas as it loads, for DOMMatrix, ImageData and Path2D, which only drawing uses; the
 * canvas, a native module, reads every font of the system as it loads (~70–200 ms of every worker's first file
 * on this machine). Reading text draws nothing, so pdf.js never gets the canvas: where it is installed, require's
 * cache (which Node documents as open to new entries) already holds empty stand-ins under its path; where it is
 * not, pdf.js finds none, stops for want of DOMMatrix, so the stand-ins are made globals, and its warning that
 * it cannot load the canvas is not passed on. Either way nothing here calls what they stand for.
 */
async function importWithoutCanvas<T>(load: () => Promise<T>): Promise<T> {
  const standIns = Object.fromEntries(DRAWING_CLASSES.map((name) => [name, class {}]));
  const path = canvasPath();
  const cache = createRequire(import.meta.url).cache;
  if (path && !cache[path]) {
    const standIn = new Module(path);
    Object.assign(standIn, { filename: path, loaded: true, exports: standIns });
    cache[path] = standIn;
  }
  const globals = globalThis as Record<string, unknown>;
  if (!path) for (const name of DRAWING_CLASSES) globals[name] ??= standIns[name];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith(`Warning: Cannot load "${CANVAS}"`)) warn(...args);
  };
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}

/** What pdf.js's polyfill adds to Response where the engine lacks it (Node 20). */
async function responseBytes(this: Response): Promise<Uint8Array> {
  return new Uint8Array(await this.arrayBuffer());
}

/**
 * pdf.js's legacy build looks at `Response.prototype.bytes` as it loads, to add it where it is missing; in Node
 * the first touch of `Response` loads the whole fetch implementation (undici: ~40 ms of CPU in every thread that
 * loads pdf.js, on Node 20), which reading a file never uses. While pdf.js loads it sees a stand-in that has
 * `bytes`; then Node's own lazy `Response` is back, and gets the same `bytes` on its first use if it lacks one.
 */
export async function importWithoutFetch<T>(load: () => Promise<T>): Promise<T> {
  if (isReaderThread()) {
    // Assigned, not defined: on Node 24 defining the property loads undici too; assigning does not.
    (globalThis as Record<string, unknown>).Response = ReaderThreadResponse;
    return load();
  }
  const lazy = Object.getOwnPropertyDescriptor(globalThis, 'Response');
  if (!lazy?.get || !lazy.configurable) return load();
  const standIn = class {};
  Object.defineProperty(standIn.prototype, 'bytes', { value: responseBytes });
  Object.defineProperty(globalThis, 'Response', { value: standIn, configurable: true, writable: true });
  try {
    return await load();
  } finally {
    Object.defineProperty(globalThis, 'Response', { ...lazy, get: withBytes(lazy.get) });
  }
}

/**
 * Node 22 and later make `Response` a lazy data property: reading its descriptor loads undici (~40 ms) as surely
 * as reading the property, so the lazy one cannot be set aside and put back. A reader thread never fetches, so
 * there this stand-in replaces it for good: a class, for pdf.js asks `typeof Response` and `instanceof Response`
 * before instantiating a WebAssembly module, that no code can construct by mistake.
 */
class ReaderThreadResponse {
  constructor() {
    throw new Error("pdfspec's reader threads read files and have no fetch Response");
  }
}
Object.defineProperty(ReaderThreadResponse.prototype, 'bytes', { value: responseBytes });

function withBytes(get: () => unknown): () => unknown {
  return function (this: unknown) {
    const real = get.call(this) as { prototype: { bytes?: unknown } } | undefined;
    if (real && typeof real.prototype.bytes !== 'function') real.prototype.bytes = responseBytes;
    return real;
  };
}

let pdfjsPromise: Promise<Pdfjs> | null = null;

/**
 * pdf.js with its worker module loaded beside it: in Node its "worker" runs in this thread and would be
 * imported at the first getDocument, after the built-ins were put back.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  const load = async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  };
  pdfjsPromise ??= importKeepingBuiltIns(() => importWithoutCanvas(() => importWithoutFetch(load)));
  return pdfjsPromise;
}
