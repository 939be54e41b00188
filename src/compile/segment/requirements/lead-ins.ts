/**
 * A lead-in (docs/model.md, "Requirements" and "Roles"): the last sentence of a paragraph, ending in a colon, and
 * what follows it in the same section — a list ("In the QoS 1 delivery protocol, the sender:" then its items), or
 * paragraphs each opened by the next label of one numbering ("… only when:" then "a. …; or", "b. …"). The items
 * complete it: the role of a list item without a subject of its own is the lead-in's, and a lead-in holding a
 * keyword carries the items as the rest of its requirement.
 */
import { ITEM_ENUMERATOR } from '../../../model/list-enumerator.js';
import { splitSentences } from '../sentences.js';
import type { WorkElement } from '../work.js';

type Sections = readonly (string | null)[];

/** A sentence that ends in a colon introduces what follows it. */
export const endsLeadIn = (sentence: string): boolean => /:\s*$/.test(sentence);

/** The paragraph's last sentence when it ends in a colon, else null. */
function leadInOf(e: WorkElement | undefined): string | null {
  if (e?.kind !== 'paragraph') return null;
  const lead = splitSentences(e.text).pop();
  return lead && endsLeadIn(lead) ? lead : null;
}

/** The elements right after `i` in its section that are of `kind`, up to the first that is not. */
function runAfter<K extends WorkElement['kind']>(
  elements: readonly WorkElement[],
  elementSection: Sections,
  i: number,
  kind: K,
): Extract<WorkElement, { kind: K }>[] {
  const out: Extract<WorkElement, { kind: K }>[] = [];
  for (let k = i + 1; elementSection[k] === elementSection[i]; k++) {
    const e = elements[k];
    if (e?.kind !== kind) break;
    out.push(e as Extract<WorkElement, { kind: K }>);
  }
  return out;
}

/**
 * The lead-in of element `i` when it is a list, else null. Lists right after one another in a section are one list
 * (a producer that tags each item as a list of its own: MIL-STD-882E), so a later one has the first one's lead-in.
 */
export function listLeadIn(elements: readonly WorkElement[], elementSection: Sections, i: number): string | null {
  if (elements[i]?.kind !== 'list') return null;
  let first = i;
  while (elements[first - 1]?.kind === 'list' && elementSection[first - 1] === elementSection[i]) first--;
  return elementSection[first - 1] === elementSection[i] ? leadInOf(elements[first - 1]) : null;
}

/** A paragraph's opening label: its numbering and place in it ("b." → letters 2, "(3)" → digits 3). */
function labelOf(text: string): { numbering: string; n: number } | null {
  const m = ITEM_ENUMERATOR.exec(text);
  if (m?.[1]) return { numbering: `digits${m[0].replace(/\d+/, '')}`, n: Number(m[1]) };
  if (m?.[3]) return { numbering: `letters${m[0].replace(/[a-z]/, '')}`, n: m[3].charCodeAt(0) - 96 };
  return null;
}

/** The texts at the start of `texts` labelled 1, 2, 3 … (or a, b, c …) in one style: two at least, else none. */
export function labelledRun(texts: readonly string[]): string[] {
  const items: string[] = [];
  let numbering: string | null = null;
  for (const text of texts) {
    const label = labelOf(text);
    if (!label || label.n !== items.length + 1 || (numbering ?? label.numbering) !== label.numbering) break;
    numbering = label.numbering;
    items.push(text);
  }
  return items.length >= 2 ? items : [];
}

/**
 * The items the lead-in closing paragraph `i` introduces: the list right after it (the lists, one after another),
 * or the labelled paragraphs after it (labelledRun); empty when it is no lead-in.
 */
export function leadInItems(elements: readonly WorkElement[], elementSection: Sections, i: number): string[] {
  if (leadInOf(elements[i]) === null) return [];
  if (elements[i + 1]?.kind === 'list') return runAfter(elements, elementSection, i, 'list').flatMap((e) => e.items);
  return labelledRun(runAfter(elements, elementSection, i, 'paragraph').map((e) => e.text));
}
