/**
 * A list item that a nested list completes (docs/model.md, "Requirements"): an item that stops unfinished ("4. «
 * The HTTP status code MUST be") is completed by the items of another numbering nested under it ("a. either …",
 * "i. …"), up to the next item of its own numbering, and read as one sentence with them. (A lead-in that ends in a
 * colon is a sentence of its own, and each item below it is read for itself.)
 */
import { ITEM_ENUMERATOR } from '../../../model/list-enumerator.js';

type Numbering = 'digits' | 'roman' | 'letters';

/**
 * A list item's sentence without its enumerator: "a. If the Encoding key …" states "If the Encoding key …".
 * The list keeps the enumerator as printed; a requirement quotes the sentence.
 */
export function withoutEnumerator(sentence: string): string {
  return sentence.replace(ITEM_ENUMERATOR, '');
}

function numberingOf(item: string): Numbering | null {
  const m = ITEM_ENUMERATOR.exec(item);
  if (!m) return null;
  return m[1] ? 'digits' : m[2] ? 'roman' : 'letters';
}

/** Ends as a finished sentence, a lead-in or a clause does (closing marks set off or not: "… correct. »"). */
const FINISHED = /[.:;!?](?:\s?["”’»)\]])*(?:\s*\[[^\]]+\])?$/u;

/** The list's items, each unfinished one completed by the nested items after it: [index of the item, text]. */
export function completedItems(items: readonly string[]): [number, string][] {
  const out: [number, string][] = [];
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    const own = numberingOf(item);
    let text = item;
    let j = k + 1;
    if (own !== null && !FINISHED.test(item.trimEnd())) {
      while (j < items.length && numberingOf(items[j]!) !== own && numberingOf(items[j]!) !== null) {
        text += ` ${items[j]}`;
        j++;
      }
    }
    out.push([k, text]);
    k = j - 1;
  }
  return out;
}
