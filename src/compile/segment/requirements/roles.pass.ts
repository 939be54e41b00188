import { pass } from '../../pipeline/pass.js';
import { splitSentences } from '../sentences.js';
import type { Read, Roled } from '../stages.js';
import type { WorkElement } from '../work.js';
import { declaredRoles, decideRoles } from './roles.js';
import { listLeadIn } from './lead-ins.js';

/** Each list item's sentences → the sentence that introduces the list ("… the sender:"), within one section. */
function leadIns(elements: readonly WorkElement[], elementSection: readonly (string | null)[]): Map<string, string> {
  const out = new Map<string, string>();
  elements.forEach((e, i) => {
    const lead = listLeadIn(elements, elementSection, i);
    if (lead === null || e.kind !== 'list') return;
    for (const item of e.items) for (const s of splitSentences(item)) out.set(`${elementSection[i]}\n${s}`, lead);
  });
  return out;
}

/** Who each requirement binds, from the roles the document defines and the subject of its main clause. */
export const rolesPass = pass<Read, Roled>(
  'roles',
  'decides the role of each requirement: a role the document defines or a common actor, file, or unspecified',
  (w, ctx) => {
    const declared = declaredRoles(w.definitions);
    ctx.profile.roles = declared;
    const leads = leadIns(w.work, w.elementSection);
    const roles = decideRoles(
      w.requirements.map((r) => {
        const leadIn = leads.get(`${r.section}\n${r.text}`);
        return { section: r.section, text: r.text, keyword: r.keyword, ...(leadIn ? { leadIn } : {}) };
      }),
      { declared },
    );
    return { ...w, requirements: w.requirements.map((r, i) => ({ ...r, role: roles[i]! })) };
  },
);
