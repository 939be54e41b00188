/**
 * find_key (`pdfspec key StructParents`): every dictionary defining a key,
 * in one spec or (spec "all") every available one, with type, requirement
 * status, versions and the value text.
 */
import { type Observable, map } from 'rxjs';
import type { OperationContext } from '../operation-context.js';
import { PdfspecError } from '../errors.js';
import type { FindKeyInput, FindKeyResult } from '../schemas.js';
import { bareKey, bestMatch, keyRecord, lookupKey, suggestKeys } from './dictionary-keys.js';
import { paginate } from './paging.js';
import { withModels } from './with-model.js';

export function findKey(ctx: OperationContext, input: FindKeyInput): Observable<FindKeyResult> {
  const all = input.spec?.trim().toLowerCase() === 'all';
  return withModels(ctx, input.spec, 'key').pipe(
    map((loaded) => {
      if (!loaded.length)
        throw new PdfspecError(
          'missing_file',
          'no spec could be read',
          'every available spec failed to load; see the notices',
        );
      const found = loaded.map(({ entry, reader }) => ({
        entry,
        reader,
        ...lookupKey(reader.model, input.key, input.dictionary),
      }));
      const match = bestMatch(found.map((f) => f.match));
      const records = found
        .filter((f) => f.match === match && match !== 'none')
        .flatMap((f) => f.keys.map((k) => keyRecord(f.entry.id, f.reader.model, k)));
      const paged = paginate(records, input.offset, input.limit);
      const suggestions =
        match === 'none'
          ? suggestKeys(
              loaded.map((l) => l.reader.model),
              input.key,
            )
          : [];
      return {
        spec: all ? 'all' : loaded[0]!.entry.id,
        key: bareKey(input.key),
        match,
        totalKeys: records.length,
        keys: paged.items,
        ...(suggestions.length ? { suggestions } : {}),
        ...(paged.paging ? { paging: paged.paging } : {}),
      };
    }),
  );
}
