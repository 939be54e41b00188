/**
 * The Arlington PDF Model as pdfspec ships it (corpus/arlington/model.json, written by
 * tools/arlington/convert.ts): every object's TSV rows, cells exactly as the model writes them.
 */
export const ARLINGTON_COLUMNS = [
  'Key',
  'Type',
  'SinceVersion',
  'DeprecatedIn',
  'Required',
  'IndirectReference',
  'Inheritable',
  'DefaultValue',
  'PossibleValues',
  'SpecialCase',
  'Link',
  'Note',
] as const;

export interface ArlingtonData {
  format: 1;
  source: { name: string; repository: string; folder: string; commit: string; date: string; licence: string };
  columns: string[];
  /** Object name ("PageObject") → its rows, one array of cells per key, trailing empty cells left out. */
  objects: Record<string, string[][]>;
}
