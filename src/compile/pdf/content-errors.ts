/**
 * pdf.js reports an error in a page's content (a damaged stream, bytes it cannot parse) only as a console
 * warning, and goes on with what it had read: the page's text ends early without a word. While a page's text
 * is read, those warnings are caught here, so that the page is named (diagnostic `content-damaged`) and its
 * text account says so. pdf.js's other warnings are dropped, as its verbosity 0 did; warnings of anyone else
 * pass through. (pdf.js has no other channel for them: its verbosity is one global of the thread.)
 */

/** pdf.js's verbosity that lets its warnings reach console.warn (VerbosityLevel.WARNINGS). */
export const PDFJS_VERBOSITY = 1;

const PDFJS_WARNING = /^Warning: /;
const CONTENT_ERROR = /^Warning: getTextContent - ignoring errors during "[^"]*" task: "([\s\S]*)"\.$/;

let installed = false;
let current: string[] | null = null;

/** Routes pdf.js's console warnings through this module (once per thread). */
export function catchReaderWarnings(): void {
  if (installed) return;
  installed = true;
  const original = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first !== 'string' || !PDFJS_WARNING.test(first)) return original(...args);
    const m = current ? CONTENT_ERROR.exec(first) : null;
    if (m && current) current.push(m[1]!);
  };
}

/** Runs `read` (one page's text), with the content errors pdf.js reported meanwhile. */
export async function withContentErrors<T>(read: () => Promise<T>): Promise<{ value: T; errors: string[] }> {
  catchReaderWarnings();
  const outer = current;
  const errors: string[] = [];
  current = errors;
  try {
    return { value: await read(), errors };
  } finally {
    current = outer;
  }
}

/** A page pdf.js stopped reading at damaged content, with the last text it read there. */
export interface DamagedPage {
  page: number;
  error: string;
  lastText: string;
}

/** The warning that names each damaged page: where its text stops, and that what follows is lost. */
export function contentDamaged(pages: readonly DamagedPage[]): {
  severity: 'warning';
  code: string;
  message: string;
  page?: number;
}[] {
  return pages.map((d) => {
    const tail = d.lastText.replace(/\s+/g, ' ').trim().slice(-40);
    const where = tail ? `its text stops after "…${tail}"` : 'no text of it was read';
    return {
      severity: 'warning',
      code: 'content-damaged',
      message: `page ${d.page}: its content is damaged (${d.error.slice(0, 120)}); ${where}, and what the page draws after the damage is lost`,
      page: d.page,
    };
  });
}
