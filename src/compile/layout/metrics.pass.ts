import { pass } from '../pipeline/pass.js';
import { measure } from './metrics.js';
import type { Measured, Unfurnished } from './stages.js';

/** The body's measures, which every later decision about a line is made against. */
export const metricsPass = pass<Unfurnished, Measured>(
  'metrics',
  'measures the body: its size, line spacing, margins and indents, page by page',
  (w) => ({ ...w, metrics: measure(w.pages) }),
);
