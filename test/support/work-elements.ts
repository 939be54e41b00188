/** Work elements (src/compile/segment/work.ts) for unit tests: a plain paragraph, a list on one page. */
import type { WorkElement } from '../../src/compile/segment/work.js';

export const workParagraph = (text: string, page = 1): WorkElement => ({ kind: 'paragraph', text, page, y: null });

export const workList = (items: string[], page = 1): WorkElement => ({
  kind: 'list',
  items,
  itemPages: items.map(() => page),
  dashList: false,
  page,
  y: null,
});
