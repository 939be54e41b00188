/**
 * check_statement: whether a claim is supported, contradicted or not answered by a document's requirements
 * (src/core/check, docs/model.md "Checking a statement"), with the requirements it rests on. Never a guess: no
 * requirement close enough is `unknown`.
 */
import { type Observable, map } from 'rxjs';
import { checkStatement as check } from '../../check/check-statement.js';
import type { OperationContext } from '../../operation-context.js';
import { itemOf } from '../get-checklist/get-checklist.js';
import { selectRequirements } from '../select-requirements.js';
import { withModel } from '../with-model.js';
import type { CheckStatementInput, CheckStatementResult } from './schema.js';

export function checkStatement(ctx: OperationContext, input: CheckStatementInput): Observable<CheckStatementResult> {
  return withModel(ctx, input.spec).pipe(
    map(({ entry, reader }) => {
      const { selected } = selectRequirements(entry.id, reader, { section: input.section });
      const statement = input.statement.trim();
      const r = check(statement, selected);
      return {
        spec: entry.id,
        statement,
        verdict: r.verdict,
        reason: r.reason,
        claim: { modality: r.claim.modality, roles: r.claim.roles },
        basis: r.basis.map((c) => ({
          ...itemOf(reader.model, c.requirement),
          section: c.requirement.section,
          sectionTitle: c.requirement.sectionTitle,
          coverage: Math.round(c.coverage * 1000) / 1000,
        })),
      };
    }),
  );
}
