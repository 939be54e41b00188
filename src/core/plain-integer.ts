/**
 * The one form a number takes where a person types it (a flag, an environment
 * variable): decimal digits, no leading zeros, no spaces, no plus sign, no
 * exponent or fraction. A minus sign is read, so "-1" is refused by a range
 * check ("expected an integer ≥ 0") rather than as text.
 */
const PLAIN_INTEGER = /^(0|-?[1-9][0-9]*)$/;

/** "12" → 12, "-1" → -1; null for anything else ("1.5", "+5", " 5", "05", "5e0", too big to be exact). */
export function plainInteger(text: string): number | null {
  if (!PLAIN_INTEGER.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}
