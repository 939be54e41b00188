/**
 * How a code base names a document when it cites it: the designations its title carries ("ISO 32000-2",
 * "RFC 8446", "MQTT", "MQTT 5.0", "FIPS 140-1", "SP 800-63B"), "PDF" for the PDF family, and the prefixes of
 * its conformance labels ("MQTT" of "MQTT-3.1.2-3").
 */
import type { DocModel } from '../../model/types.js';
import type { CitationNames } from './citations.js';

const DESIGNATIONS: RegExp[] = [
  /\bISO(?:\/IEC)?(?:\/TS)?\s+\d{3,5}(?:-\d+)?/g,
  /\bRFC\s*\d{3,5}/g,
  /\b(?:NIST\s+)?(?:FIPS|SP)\s*(?:PUB\s*)?\d{2,3}(?:-\d+[A-Za-z]?)?/g,
  /\bPDF\s+\d\.\d/g,
  /\bPDF\s+Reference/g,
];

/** A title's leading name before its version, if it is a short capitalised word ("MQTT Version 5.0" → MQTT). */
function leadingName(title: string): string[] {
  const m = /^([A-Z][A-Za-z0-9-]{1,15})(?:\s+(?:Version|v\.?|V)\s*(\d+(?:\.\d+)*))?/.exec(title.trim());
  if (!m || /^(?:The|A|An|Microsoft|Enscript|Special|Part|ISO|IEC|RFC|NIST|FIPS|SP)$/.test(m[1]!)) return [];
  const out = [m[1]!];
  if (m[2]) out.push(`${m[1]} ${m[2]}`, `${m[1]} v${m[2]}`, `${m[1]} version ${m[2]}`, `${m[1]} Version ${m[2]}`);
  return out;
}

export function citationNames(model: DocModel, titles: readonly (string | null | undefined)[]): CitationNames {
  const designations = new Set<string>();
  for (const t of [...titles, model.source.title]) {
    if (!t) continue;
    for (const re of DESIGNATIONS) for (const m of t.matchAll(re)) designations.add(m[0].replace(/\s+/g, ' '));
    for (const n of leadingName(t)) designations.add(n);
    if (/\bPDF\b/.test(t)) designations.add('PDF');
  }
  for (const d of [...designations]) {
    const iso = /^ISO (\d+)-\d+$/.exec(d);
    if (iso) designations.add(`ISO ${iso[1]}`);
  }
  const labelPrefixes = new Set<string>();
  for (const r of model.requirements) {
    const m = r.label ? /^([A-Z][A-Za-z0-9]*)-\d/.exec(r.label) : null;
    if (m) labelPrefixes.add(m[1]!);
  }
  return { designations: [...designations], labelPrefixes: [...labelPrefixes] };
}
