/**
 * `search --all` / `--max-results all`: every hit, for scripts. The core answers at most 50 hits a call (the
 * contract's bound), so the CLI asks page after page of the same ranked list and joins them.
 */
import { lastValueFrom } from 'rxjs';
import { type Answer, type Core, PdfspecError, SEARCH_SPEC, type ValidateOptions } from '../core/index.js';

const PAGE = 50;

/** True when the command line asks for every hit; the `max_results` it had is then dropped from `given`. */
export function wantsEveryHit(argv: Record<string, unknown>, given: Record<string, unknown>): boolean {
  if (argv.all === true && given.max_results !== undefined && given.max_results !== 'all')
    throw new PdfspecError('invalid_input', 'use either --all or --max-results, not both');
  const every = argv.all === true || given.max_results === 'all';
  if (every) delete given.max_results;
  return every;
}

export async function answerEveryHit(
  core: Core,
  given: Record<string, unknown>,
  opts: ValidateOptions,
): Promise<Answer<typeof SEARCH_SPEC>> {
  const start = typeof given.offset === 'number' ? given.offset : 0;
  const first = await lastValueFrom(core.answer(SEARCH_SPEC, { ...given, offset: start, max_results: PAGE }, opts));
  const results = [...first.record.results];
  // Later pages ask the spec the first one answered from: a substituted default is said (and resolved) once.
  const rest = { ...given, spec: first.record.spec, max_results: PAGE };
  let next = first.record.paging?.nextOffset ?? null;
  while (next !== null) {
    const page = await lastValueFrom(core.answer(SEARCH_SPEC, { ...rest, offset: next }, opts));
    results.push(...page.record.results);
    next = page.record.results.length ? (page.record.paging?.nextOffset ?? null) : null;
  }
  const { paging: _cut, ...record } = first.record;
  return { ...first, record: { ...record, results }, paging: null };
}
