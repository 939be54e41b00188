/**
 * list_specs: every catalogue entry (available or not), the bundled samples and
 * user specs found in the spec dirs, plus what the corpus cannot answer.
 */
import { type Observable, map, take } from 'rxjs';
import type { OperationContext } from '../../operation-context.js';
import type { ListSpecsInput, ListSpecsResult } from './schema.js';
import { loadCatalogue } from '../../catalogue.js';

export function listSpecs(ctx: OperationContext, input: ListSpecsInput): Observable<ListSpecsResult> {
  return ctx.specs().pipe(
    take(1),
    map((entries) => {
      const specs = entries
        .filter((e) => !input.category || e.category === input.category)
        .map((e) => ({
          id: e.id,
          title: e.title,
          category: e.category,
          pages: e.pages,
          available: e.available,
          file: e.file,
          ...(e.reason ? { reason: e.reason } : {}),
          ...(e.metadataTitle !== undefined ? { metadataTitle: e.metadataTitle } : {}),
          ...(e.printedTitle !== undefined ? { printedTitle: e.printedTitle } : {}),
        }));
      return { totalSpecs: specs.length, specs, coverage: loadCatalogue().coverage };
    }),
  );
}
