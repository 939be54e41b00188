/** Downloads, as `pdfspec fetch` uses them (the host's entry loads this on first use). */
export { fetchSpec$, type FetchEvent, type FetchResult } from './fetch-spec.js';
export { registryNaming } from './registry-naming.js';
export { fetchProgressPrinter } from './progress-printer.js';
export { redactUserinfo, shownText } from './redact.js';
