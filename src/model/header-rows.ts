/**
 * Several header rows read as one, column by column: the texts top to bottom, an empty one or one equal to the
 * text above left out, joined by a space ("Size" spanning two columns over "min", "max" → "Size min", "Size max";
 * a title over every column → "RISK ASSESSMENT MATRIX Catastrophic (1)"). The compiler folds a table's header rows
 * this way, and the scorer and the fixtures' truth fold theirs the same, so the three agree by construction.
 */
export function foldHeaderRows(rows: readonly (readonly string[])[]): string[] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  return Array.from({ length: width }, (_, c) => {
    const parts: string[] = [];
    for (const row of rows) {
      const text = row[c] ?? '';
      if (text && parts[parts.length - 1] !== text) parts.push(text);
    }
    return parts.join(' ');
  });
}
