/**
 * Section numbers as printed: "7.3.4", "Annex A" / "Appendix A", "A.1.2".
 * Used on outline titles and on heading texts, so both parse the same way.
 */
import { normaliseText } from '../normalise.js';
import { slugOf } from '../../../model/slug.js';
import { LABEL_WORDS, SECTION_NUMBER } from '../../../model/section-number.js';

export interface NumberedTitle {
  number: string | null;
  title: string;
}

/** "Annex A", "Appendix B", "APPENDIX C" — optionally followed by a separator and the title. */
const ANNEX = /^(Annex|Appendix|ANNEX|APPENDIX)\s+([A-Z])(?![\p{L}\p{N}])[\s.:—–-]*(.*)$/u;
/**
 * "APPENDIX 2. GENERATION OF PRIMES", "TASK 101", "TASK SECTION 100 - MANAGEMENT": a label word and a whole
 * number (not "Appendix 2.1", a clause). Appendices and annexes are spelled the model's way ("Appendix 2"); other
 * labels stay as printed.
 */
const LABELLED = new RegExp(
  String.raw`^(${LABEL_WORDS.map((w) => `${w}|${w.toUpperCase()}`).join('|')})\s+(\d{1,3})(?![\p{L}\p{N}]|\.\d)[\s.:—–-]*(.*)$`,
  'u',
);

/**
 * "7.3.4 Title", "6. Title", "6.  Title", "A.1.2 Title"; a lone letter is not a number. At most 16
 * components: a longer dotted run is no clause number (and would nest sections as deep as it is long).
 */
const DOTTED = new RegExp(String.raw`^(${SECTION_NUMBER})\.?(?:\s+(.*))?$`, 'su');

const annexWord = (w: string) => w[0]! + w.slice(1).toLowerCase();

/** Splits "5.1.1 \u200BGeneral " into number "5.1.1" and title "General". */
export function parseNumberedTitle(raw: string): NumberedTitle {
  const text = normaliseText(raw);
  const annex = ANNEX.exec(text);
  if (annex) {
    // The model spells the word one way ("Appendix A"), however the heading prints it.
    const word = annexWord(annex[1]!);
    return { number: `${word} ${annex[2]}`, title: (annex[3] ?? '').trim() };
  }
  const labelled = LABELLED.exec(text);
  if (labelled) {
    const word = /^(?:annex|appendix)$/i.test(labelled[1]!) ? annexWord(labelled[1]!) : labelled[1]!;
    return { number: `${word} ${labelled[2]}`, title: (labelled[3] ?? '').trim() };
  }
  const dotted = DOTTED.exec(text);
  if (dotted?.[1]) return { number: dotted[1], title: (dotted[2] ?? '').trim() };
  return { number: null, title: text };
}

/** Lower case, runs of non-alphanumerics → "-", trimmed: "Table of Contents" → "table-of-contents". */
export function slugify(title: string): string {
  return slugOf(normaliseText(title)) || 'section';
}
