/** Order statistics the layout and structure-tree readers share. */

/** The value at quantile `q` (0 … 1) of the values, the upper one where it falls between two; null when none. */
export function quantile(values: number[], q: number): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** The median of the values (the upper middle one of an even count), 0 when none. */
export const median = (values: number[]): number => quantile(values, 0.5) ?? 0;
