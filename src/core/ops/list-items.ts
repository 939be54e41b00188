/**
 * How a requirement's list items read when shown (model: Requirement.listItems): an item printed with its own
 * label ("a. Compliance …", "(2) …") as printed, any other after a bullet, as the document's bullet was.
 */
import { ITEM_ENUMERATOR } from '../../model/list-enumerator.js';

export const shownListItem = (item: string): string => (ITEM_ENUMERATOR.test(item) ? item : `• ${item}`);

/** The sentence and the items it introduces, on one line. */
export const withListItems = (text: string, items: readonly string[] | undefined): string =>
  items?.length ? [text, ...items.map(shownListItem)].join(' ') : text;
