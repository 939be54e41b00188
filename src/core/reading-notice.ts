/**
 * What a person should know about how a spec was read, beside an answer that
 * reports it (the section tree's `reading`): an untagged file read from the page
 * layout, and the compiler's warnings. A program reads `reading` itself.
 */
import type { GetStructureResult } from './ops/get-structure/schema.js';

export interface Notice {
  text: string;
  /** The record holds more than the sentence says (every warning). */
  more: boolean;
}

export function readingNotice(record: object): Notice | null {
  const reading = (record as Partial<GetStructureResult>).reading;
  if (!reading) return null;
  const warnings = reading.diagnostics.filter((d) => d.severity === 'warning');
  const how = reading.method === 'layout' ? 'untagged: read from the page layout' : '';
  if (!how && !warnings.length) return null;
  const first = warnings[0]
    ? `, e.g. ${warnings[0].message}${warnings[0].page ? ` (page ${warnings[0].page})` : ''}`
    : '';
  const text = [how, warnings.length ? `${warnings.length} reading warning(s)${first}` : ''].filter(Boolean).join('; ');
  return { text, more: warnings.length > 0 };
}
