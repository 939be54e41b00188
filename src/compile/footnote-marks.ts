/**
 * A footnote mark printed after a word ("recorded¹²", "must¹:", "array.¹⁰³⁾") is no part of the sentence a user
 * quotes: where the document prints the footnote it calls — the same label again, opening a note set smaller than
 * the text — the mark leaves the text (docs/model.md, "Text normalisation"). A raised number after a digit is an
 * exponent ("2¹²⁸") unless its note is printed on the same page ("SHA-1²¹"); a mark whose note is not printed stays.
 */
import { escapeRegExp } from '../model/regexp.js';

/** "12", "103)", "*": what a mark, and the label of the note it calls, may print. */
const MARK = String.raw`\d{1,3}\)?|[*†‡§]`;
const MARK_TEXT = new RegExp(`^(?:${MARK})$`, 'u');
/** A footnote's opening: its label alone (Word's raised label), or before its text ("8 The roles …"). */
export const NOTE_OPENING = new RegExp(`^(${MARK})(?:$|\\s+\\S)`, 'u');
/** Set at most this share of the size of the text it follows … */
const MARK_SIZE = 0.8;
/** … and its baseline raised at least this share of that size. */
const MARK_RISE = 0.15;
/** Closing punctuation: a mark may follow it right away, or a space after it (Apache FOP: "not required. ¹⁴") … */
const AFTER_STOP = String.raw`[.,;:)\]"'”’]`;
/** … as it may a word of two letters at least … */
const AFTER_WORD = String.raw`(?:\p{L}{2}|${AFTER_STOP})`;
/** … or a digit, where the mark may be an exponent. */
const AFTER_DIGIT = String.raw`\p{N}`;
const ENDS_WORD = new RegExp(`${AFTER_WORD}$`, 'u');
const ENDS_DIGIT = new RegExp(`${AFTER_DIGIT}$`, 'u');
const ENDS_STOP = new RegExp(`${AFTER_STOP}\\s*$`, 'u');

/**
 * What a mark follows: a word (a footnote mark where the note is printed), a closing punctuation mark and a space
 * (the same), or a digit (perhaps an exponent).
 */
export type MarkAfter = 'word' | 'stop' | 'digit';

interface Printed {
  text: string;
  size: number;
  /** Baseline, y growing upwards. */
  y: number;
}

/** The label a mark or a footnote is known by: "103)" and "103" are one. */
export const markLabel = (text: string): string => text.trim().replace(/\)$/, '');

/** Is `mark`, printed right after `before` on its line, a footnote mark (if its note is printed), and after what? */
export function markAfter(mark: Printed, before: Printed): MarkAfter | null {
  const raised =
    MARK_TEXT.test(mark.text.trim()) &&
    mark.size <= MARK_SIZE * before.size &&
    mark.y - before.y >= MARK_RISE * before.size;
  if (!raised) return null;
  if (/\s$/.test(before.text) || /^\s/.test(mark.text)) return ENDS_STOP.test(before.text) ? 'stop' : null;
  if (ENDS_WORD.test(before.text)) return 'word';
  return ENDS_DIGIT.test(before.text) ? 'digit' : null;
}

/**
 * The mark taken out of a line's text: its first place right after what `markAfter` saw it after, or the text
 * unchanged where it is not found so.
 */
export function withoutMark(text: string, printed: string, after: MarkAfter): string {
  const esc = escapeRegExp(printed.trim());
  if (after === 'digit') return text.replace(new RegExp(`(?<=${AFTER_DIGIT})${esc}(?!\\p{N})`, 'u'), '');
  // A gap the line's reader spaced before a mark after closing punctuation ("required. 14") goes with it.
  return text.replace(new RegExp(`(?<=${AFTER_WORD})${esc}(?!\\p{N})|(?<=${AFTER_STOP})\\s+${esc}(?!\\p{N})`, 'u'), '');
}
