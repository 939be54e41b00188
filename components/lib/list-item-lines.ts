/**
 * The list a requirement's lead-in introduces (Requirement.listItems), one wrapped item after another under the
 * sentence, indented past the entry's marker and a bullet's width more.
 */
import { shownListItem } from '../../src/core/index.js';
import { type Line, seg } from './line.js';
import { wrapSegments } from './wrap.js';

export function listItemLines(items: readonly string[] | undefined, width: number, indent: number): Line[] {
  return (items ?? []).flatMap((item) => {
    const shown = shownListItem(item);
    const hang = shown.startsWith('• ') ? 2 : 0;
    return wrapSegments([seg(shown)], width, {
      first: [seg(' '.repeat(indent))],
      rest: [seg(' '.repeat(indent + hang))],
    });
  });
}
