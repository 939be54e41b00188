/**
 * The one slug rule: lower case, every run of characters that are neither
 * letters nor digits becomes "-", trimmed ("Table of Contents" →
 * "table-of-contents", "Über die Norm" → "über-die-norm"). Section ids of
 * unnumbered sections are made with it by the compiler and looked up with it
 * by the core, so the two always agree; user spec ids are made with it from
 * file names. Empty when nothing is left: each caller picks its fallback.
 */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
