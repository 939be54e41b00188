/**
 * find_key (`pdfspec key StructParents`, `key --dict Catalog`, `key --verify`): every definition of a key,
 * from the Arlington PDF Model and the installed spec's Key / Type / Value tables, joined (key-lookup.ts);
 * or the comparison of the spec's tables with the model (verify-keys.ts).
 */
import { type Observable, map } from 'rxjs';
import type { OperationContext } from '../../operation-context.js';
import { PdfspecError } from '../../errors.js';
import type { FindKeyInput, FindKeyResult } from './schema.js';
import { arlingtonModel, arlingtonSource } from '../../arlington/load.js';
import { bareKey } from '../dictionary-keys.js';
import { lookupKeys } from '../key-lookup.js';
import { paginate } from '../paging.js';
import { verifyKeys } from '../verify-keys.js';
import { withModel } from '../with-model.js';

export function findKey(ctx: OperationContext, input: FindKeyInput): Observable<FindKeyResult> {
  if (input.verify) return verify(ctx, input);
  return lookupKeys(ctx, input).pipe(
    map((found) => {
      if (found.arlington === null && found.spec === null)
        throw new PdfspecError(
          'missing_file',
          'no spec could be read',
          'every available spec failed to load; see the notices',
        );
      const paged = paginate(found.records, input.offset, input.limit);
      return {
        spec: found.spec,
        model: found.arlington ? arlingtonSource(found.arlington) : null,
        key: input.key === undefined ? null : bareKey(input.key),
        ...(found.objects ? { objects: found.objects } : {}),
        match: found.match,
        totalKeys: found.records.length,
        keys: paged.items,
        ...(found.suggestions.length ? { suggestions: found.suggestions } : {}),
        ...(paged.paging ? { paging: paged.paging } : {}),
      };
    }),
  );
}

function verify(ctx: OperationContext, input: FindKeyInput): Observable<FindKeyResult> {
  // No fallback to another spec: the model's table numbers are ISO 32000-2's.
  return withModel(ctx, input.spec ?? 'iso32000-2').pipe(
    map(({ entry, reader }) => {
      const arlington = arlingtonModel();
      const report = verifyKeys(entry.id, reader.model, arlington);
      const paged = paginate(report.tables, input.offset, input.limit);
      return {
        spec: entry.id,
        model: arlingtonSource(arlington),
        key: null,
        match: 'exact' as const,
        totalKeys: 0,
        keys: [],
        verify: { ...report, tables: paged.items },
        ...(paged.paging ? { paging: paged.paging } : {}),
      };
    }),
  );
}
