/**
 * Loading pdf.js into a process or worker thread, once, without what its legacy build does to the rest of
 * the process on loading.
 */
import { createRequire } from 'node:module';

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

function canvasInstalled(): boolean {
  try {
    const pdfjsFile = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs');
    createRequire(pdfjsFile).resolve(CANVAS);
    return true;
  } catch {
    return false;
  }
}

/**
 * pdf.js draws with @napi-rs/canvas, an optional dependency that can be missing (npm --omit=optional, a
 * platform without its binary). Without it pdf.js stops on loading for want of DOMMatrix, and every PDF
 * would be reported unreadable, though reading text draws nothing. Empty stand-ins let it load, and its
 * warning that it cannot load the canvas is not passed on; nothing here calls what they stand for.
 */
async function importWithoutCanvas<T>(load: () => Promise<T>): Promise<T> {
  const globals = globalThis as Record<string, unknown>;
  for (const name of DRAWING_CLASSES) globals[name] ??= class {};
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
  pdfjsPromise ??= importKeepingBuiltIns(() => (canvasInstalled() ? load() : importWithoutCanvas(load)));
  return pdfjsPromise;
}
