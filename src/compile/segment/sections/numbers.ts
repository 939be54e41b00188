/**
 * Section numbers as printed: "7.3.4", "Annex A" / "Appendix A", "A.1.2".
 * Used on outline titles and on heading texts, so both parse the same way.
 */
import { normaliseText } from '../normalise.js';
import { slugOf } from '../../../model/slug.js';
import {
  parseAnnexHeading,
  parseDottedHeading,
  parseLabelledHeading,
  parseRomanHeading,
} from '../../../model/section-number.js';

export interface NumberedTitle {
  number: string | null;
  title: string;
}

/** Splits "5.1.1 \u200BGeneral " into number "5.1.1" and title "General"; annexes spelled the model's way. */
export function parseNumberedTitle(raw: string): NumberedTitle {
  const text = normaliseText(raw);
  const roman = parseRomanHeading(text);
  return (
    parseAnnexHeading(text) ??
    parseLabelledHeading(text) ??
    parseDottedHeading(text) ??
    (roman ? { number: roman.number, title: roman.title } : { number: null, title: text })
  );
}

/** Lower case, runs of non-alphanumerics → "-", trimmed: "Table of Contents" → "table-of-contents". */
export function slugify(title: string): string {
  return slugOf(normaliseText(title)) || 'section';
}
