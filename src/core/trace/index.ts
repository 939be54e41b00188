/** The trace engine, as `loadTrace()` in the core's entry hands it to the CLI's trace command. */
export { citationNames } from './names.js';
export { notCited, traceCitations } from './trace.js';
