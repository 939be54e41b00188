import { pass } from '../../pipeline/pass.js';
import { extractDefinitions } from './terms-clauses.js';
import type { Defined, Modelled } from '../stages.js';

/** Terms and abbreviations, from the clauses that hold them in whatever layout they are printed. */
export const definitionsPass = pass<Modelled, Defined>(
  'definitions',
  'reads the terms and abbreviations of the terms, glossary and acronym clauses',
  (w) => ({ ...w, ...extractDefinitions(w.sections, w.work, w.workTables) }),
);
