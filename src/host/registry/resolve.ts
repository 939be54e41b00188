/**
 * The `spec` parameter → a SpecEntry. The value is only ever compared with the
 * ids of listed entries; it never becomes part of a path, so "../../etc/passwd"
 * is just an unknown id.
 */
import type { SpecEntry } from '../../core/operation-context.js';
import { PdfspecError } from '../../core/errors.js';
import { specIdOfAlias, type Catalogue, type CatalogueSpec } from '../../core/catalogue.js';
import { MAX_SUGGESTIONS, suggestionsFor } from '../../core/did-you-mean.js';
import { LIST_SPECS } from '../../core/ops/list-specs/name.js';
import { SEARCH_SPEC } from '../../core/ops/search-spec/name.js';

export interface ResolveEnv {
  catalogue: Catalogue;
  /** The spec directories searched (from PDF_SPEC_DIR), for messages. */
  dirs: string[];
  /** Directory-level problems found while scanning. */
  problems: string[];
  notice: (message: string) => void;
  /** Return a named spec whose file is present but unusable, instead of refusing it (`cache clear --spec`). */
  unusableToo?: boolean;
}

const show = (v: string) => JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}…` : v);

/** Up to five ids that look like what the user meant. */
export function suggestSpecIds(entries: SpecEntry[], value: string): string[] {
  return suggestionsFor(
    value,
    entries.map((e) => e.id),
  );
}

/**
 * Ids for an unknown spec: the spec whose alias it is first (iso32000-1 → pdf17, pdf20 → iso32000-2), then the
 * ids and aliases spelt like it, each as its id.
 */
export function specSuggestions(entries: SpecEntry[], value: string, catalogue: Catalogue): string[] {
  const lower = value.toLowerCase();
  const known = new Set(entries.map((e) => e.id));
  const withAliases = catalogue.specs.filter((c) => known.has(c.id) && c.aliases?.length);
  const idOfAlias = new Map(withAliases.flatMap((c) => c.aliases!.map((a) => [a.toLowerCase(), c.id] as const)));
  const aliased = idOfAlias.get(lower);
  const spelt = suggestionsFor(value, [...entries.map((e) => e.id), ...idOfAlias.keys()]).map(
    (s) => idOfAlias.get(s) ?? s,
  );
  return [...new Set([...(aliased ? [aliased] : []), ...spelt])].slice(0, MAX_SUGGESTIONS);
}

function source(c: CatalogueSpec | undefined): string {
  return c?.where ? ` from ${c.where}${c.sourceUrl ? ` <${c.sourceUrl}>` : ''}` : '';
}

function searched(env: ResolveEnv): string {
  if (!env.dirs.length) return 'PDF_SPEC_DIR is not set';
  const probs = env.problems.length ? `; ${env.problems.join('; ')}` : '';
  return `searched ${env.dirs.join(', ')}${probs}`;
}

/** A known spec without a usable file: say which file is expected and where to get it. */
export function fileError(entry: SpecEntry, env: ResolveEnv): PdfspecError {
  const c = env.catalogue.specs.find((s) => s.id === entry.id);
  if (entry.file) {
    return new PdfspecError(
      'missing_file',
      `${entry.id}: ${entry.file} is unavailable: ${entry.reason ?? 'cannot be opened'}`,
      `Replace it with a good copy${source(c)}`,
    );
  }
  const names = c?.fileNames?.length ? c.fileNames.join(' or ') : 'a PDF of this spec';
  const hint =
    entry.category === 'sample'
      ? 'the samples ship with pdfspec: reinstall it (npm install -g pdfspec), or in a checkout run `npm run samples`'
      : `${c?.where ? `Get it${source(c)} and put` : 'Put'} it in $PDF_SPEC_DIR (${searched(env)})`;
  return new PdfspecError('missing_file', `no file for ${entry.id} (${entry.title}): expected ${names}`, hint);
}

/**
 * The first available of the 17 in catalogue order; else the sample that stands
 * for the wanted spec (sample20 for iso32000-2), else any sample; else a user spec.
 */
function bestAvailable(entries: SpecEntry[], wantedId: string, cat: Catalogue): SpecEntry | undefined {
  const ok = entries.filter((e) => e.available);
  const standIn = cat.specs.find((c) => c.standsFor === wantedId)?.id;
  return (
    ok.find((e) => e.category !== 'sample' && e.category !== 'user') ??
    ok.find((e) => e.id === standIn) ??
    ok.find((e) => e.category === 'sample') ??
    ok[0]
  );
}

export function resolveSpecIn(
  entries: SpecEntry[],
  spec: string | undefined,
  defaultId: string,
  env: ResolveEnv,
): SpecEntry {
  if (spec === undefined) {
    const wanted = entries.find((e) => e.id === defaultId);
    if (wanted?.available) return wanted;
    const best = bestAvailable(entries, defaultId, env.catalogue);
    if (!best) {
      if (wanted) throw fileError(wanted, env);
      throw new PdfspecError(
        'unknown_spec',
        `unknown default spec ${show(defaultId)}`,
        `{run:${LIST_SPECS}} to see the ids`,
      );
    }
    const why = wanted?.file
      ? `is unavailable (${wanted.reason ?? 'cannot be opened'})`
      : env.dirs.length
        ? 'not found in PDF_SPEC_DIR'
        : 'not found: PDF_SPEC_DIR is not set';
    // Where to get the PDFs is the README's "Where to get the PDFs"; a sample is only a stand-in.
    const getting = wanted?.file ? '' : '; see "Where to get the PDFs" in the README';
    env.notice(`${defaultId} ${why}; using ${best.id} (${best.title})${getting}`);
    return best;
  }

  const value = spec.trim();
  const lower = value.toLowerCase();
  let entry = entries.find((e) => e.id === value) ?? entries.find((e) => e.id.toLowerCase() === lower);
  if (!entry) {
    // Another name for a catalogue spec (pdf20, iso-32000-1) before any prefix: it names one spec exactly.
    const aliased = specIdOfAlias(env.catalogue, value);
    entry = aliased === undefined ? undefined : entries.find((e) => e.id === aliased);
  }
  if (!entry && lower) {
    const candidates = entries.filter((e) => e.id.toLowerCase().startsWith(lower));
    if (candidates.length > 1) {
      const ids = candidates.map((e) => e.id);
      throw new PdfspecError(
        'unknown_spec',
        `spec ${show(value)} is ambiguous: it matches ${ids.join(', ')}`,
        'give more of the id',
        ids.slice(0, 5),
      );
    }
    entry = candidates[0];
  }
  if (!entry && lower === 'all') {
    // Only some operations read every spec; this one answers from one.
    throw new PdfspecError(
      'invalid_input',
      `spec "all" is not accepted here: this reads one spec; {op:${SEARCH_SPEC}} searches every spec`,
      `{run:${LIST_SPECS}} to see the ids`,
    );
  }
  if (!entry) {
    const suggestions = specSuggestions(entries, value, env.catalogue);
    throw new PdfspecError(
      'unknown_spec',
      `unknown spec ${show(value)}`,
      `{run:${LIST_SPECS}} to see the ids${suggestions.length ? `; did you mean ${suggestions.join(', ')}?` : ''}`,
      suggestions,
    );
  }
  if (!entry.available && !(env.unusableToo && entry.file)) throw fileError(entry, env);
  return entry;
}
