/**
 * A paragraph's lead: the text at its start set in another face than the
 * rest — a run-in term ("2.3.1 **standard uncertainty** uncertainty of the
 * result …", GUM style) or a run-in head ("*Forward references:* …"). Both
 * extractors report it from the faces of the first line's text runs (fonts
 * for untagged pages, pdf.js font ids for tagged ones); the segmenter reads
 * term entries and example boundaries from it.
 */
import { DOTTED_NUMBER } from '../model/section-number.js';

export interface FacedText {
  /** The run's text with the space the joiner put before it. */
  text: string;
  /** Anything that tells typefaces apart (font name, font id). */
  face: string;
}

/** An entry number at the start of a line ("2.3.1", "B.2.14"), with the space after it. */
const ENTRY_NUMBER = new RegExp(String.raw`^\s*${DOTTED_NUMBER}(?:\s+|$)`);

/**
 * The lead of a line, or null. After an optional entry number, the first run
 * of one face is the lead when it stands out: its face differs from that of
 * most of the line, or the number before it is set in another face (a line
 * holding only "2.3.1 **term**"). A word emphasised later in the line is no lead.
 */
export function leadOf(pieces: readonly FacedText[]): string | null {
  return splitLead(pieces)?.lead ?? null;
}

/** The lead, its face and the rest of the line after it, or null when the line has no lead. */
export function splitLead(pieces: readonly FacedText[]): { lead: string; face: string; rest: string } | null {
  const groups: FacedText[] = [];
  for (const p of pieces) {
    const last = groups[groups.length - 1];
    // A blank run belongs to no face: it joins whatever comes before it.
    if (last && (last.face === p.face || p.text.trim() === '')) last.text += p.text;
    else groups.push({ text: p.text, face: p.face });
  }
  if (groups.length < 2) return null;
  let numberFace: string | null = null;
  const m = ENTRY_NUMBER.exec(groups[0]!.text);
  if (m) {
    numberFace = groups[0]!.face;
    groups[0]!.text = groups[0]!.text.slice(m[0].length);
    if (groups[0]!.text.trim() === '') groups.shift();
  }
  const lead = groups[0];
  if (!lead) return null;
  const chars = new Map<string, number>();
  for (const g of groups) chars.set(g.face, (chars.get(g.face) ?? 0) + g.text.replace(/\s/g, '').length);
  const majority = [...chars.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const standsOut =
    numberFace !== null && numberFace !== lead.face
      ? groups.length === 1 || lead.face !== majority
      : groups.length > 1 && lead.face !== majority;
  const text = lead.text.trim();
  if (!standsOut || text === '') return null;
  return {
    lead: text,
    face: lead.face,
    rest: groups
      .slice(1)
      .map((g) => g.text)
      .join('')
      .trim(),
  };
}
