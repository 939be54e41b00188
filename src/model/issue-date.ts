/**
 * The grammar of a date printed alone on its line, as a publication's masthead prints its issue date: "1988 January
 * 22" (FIPS PUBS), "January 22, 1988", "22 January 1988", "May 2001", "2001 May". Months in English, in full or
 * abbreviated ("Jan.", "Sept"); a day 1–31; a year 1900–2099.
 */

const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const YEAR = String.raw`(?:19|20)\d\d`;

const DATE_ALONE = new RegExp(
  String.raw`^(?:${YEAR} ${MONTH}(?: ${DAY})?|${MONTH}(?: ${DAY},?)? ${YEAR}|${DAY} ${MONTH},? ${YEAR})$`,
  'i',
);

/** The line's whole text is a date: "1998 December 15", "May 2, 2001", "22 January 1988", "May 2001". */
export const isDateAlone = (text: string): boolean => DATE_ALONE.test(text.trim().replace(/\s+/g, ' '));
