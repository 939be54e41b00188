/** `text` as a regular expression that matches it literally (with or without the `u` flag). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
