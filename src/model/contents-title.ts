/**
 * The title of a printed Contents: "Contents", "CONTENTS", "Table of Contents", with the page column's head beside
 * it ("Contents Page", ISO and OGC). The compiler sets a printed Contents apart from the sections around it by it,
 * and answers name the matter it opens "contents".
 */
const CONTENTS_TITLE = /^(?:table\s+of\s+)?contents(?:\s+page)?$/i;

export function isContentsTitleText(text: string): boolean {
  return CONTENTS_TITLE.test(text.trim());
}
