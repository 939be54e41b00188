import { pass } from '../../pipeline/pass.js';
import { extractDefinitions } from './terms-clauses.js';
import { setAsideDiagnostic } from './boilerplate.js';
import type { Defined, Modelled } from '../stages.js';

/**
 * Terms and abbreviations, from the clauses that hold them in whatever layout they are printed; the standard
 * boilerplate of those clauses is set aside, counted in the profile and named in `reading`.
 */
export const definitionsPass = pass<Modelled, Defined>(
  'definitions',
  'reads the terms and abbreviations of the terms, glossary and acronym clauses, setting their boilerplate aside',
  (w, ctx) => {
    const { definitions, consumed, setAside, glossaryEntries } = extractDefinitions(w.sections, w.work, w.workTables);
    ctx.profile.termsBoilerplate = setAside.length;
    ctx.report(setAsideDiagnostic(setAside));
    return { ...w, definitions, consumed, glossaryEntries };
  },
);
