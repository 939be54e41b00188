/**
 * A numbered conformance statement's label, printed in brackets after it: "[MQTT-3.1.2-1]", "[DSS-8.1-2]",
 * "[REQ-12]" — a capital, letters or digits, then hyphenated numbers. Bibliography citations ("[1]", "[RFC2119]",
 * "[W3C-CHAR]") carry no hyphenated number and are no labels. The compiler splits sentences around it and files it
 * as a requirement's id; the scoreboard leaves it out of the sentences it compares.
 */
/** The label without its brackets, as a pattern source: "MQTT-3.1.2-1". */
export const CONFORMANCE_ID = String.raw`[A-Z][A-Za-z0-9]*(?:-\d+(?:\.\d+)*)+`;

/** The label with its brackets, as a pattern source: "[MQTT-3.1.2-1]". */
export const BRACKETED_LABEL = String.raw`\[${CONFORMANCE_ID}\]`;

/** The first bracketed label of a text; group 1 is its id. */
export const FIRST_LABEL = new RegExp(String.raw`\[(${CONFORMANCE_ID})\]`, 'u');

/** Every bracketed label of a text. */
export const EVERY_LABEL = (): RegExp => new RegExp(BRACKETED_LABEL, 'gu');
