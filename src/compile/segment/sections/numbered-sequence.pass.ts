import type { Diagnostic } from '../../../model/types.js';
import { pass } from '../../pipeline/pass.js';
import { applyNumberedSequence, type SequenceApplied } from './apply-sequence.js';
import type { Classified, Numbered } from '../stages.js';

/** The clause numbering read as one sequence: which numbered lines are headings, which stay text. */
export const numberedSequencePass = pass<Classified, Numbered>(
  'numbered-sequence',
  'decodes the clause numbering as one sequence; lines on it become headings, run-in titles are split off',
  (w, ctx) => {
    const numbering = applyNumberedSequence(w.work, [w.x.outline, w.x.contents]);
    ctx.report(...sequenceDiagnostics(numbering));
    ctx.profile.runInTitles = numbering.runIn;
    ctx.profile.contentsListing = numbering.contentsLines;
    ctx.profile.unsupportedHeadings = numbering.demoted.length;
    return { ...w, work: numbering.elements, numbering };
  },
);

/** What the numbered-sequence decoding found, for `reading`. */
function sequenceDiagnostics(s: SequenceApplied): Diagnostic[] {
  return [...chainDiagnostics(s), ...evidenceDiagnostics(s)];
}

/** The Contents lines kept out of the headings, and the headings the numbering does not support. */
function evidenceDiagnostics(s: SequenceApplied): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (s.contentsLines)
    out.push({
      severity: 'info',
      code: 'contents-lines',
      message: `${s.contentsLines} line(s) of a printed Contents list among the text are no headings; their entries checked the numbered headings' titles`,
    });
  if (s.demoted.length)
    out.push({
      severity: 'info',
      code: 'heading-unsupported',
      message: `${s.demoted.length} heading(s) read as text, which the document's evidence does not support (their number is another clause's, they hold no word, or they are a figure's or a table's caption): ${s.demoted.slice(0, 8).join(', ')}${s.demoted.length > 8 ? ` and ${s.demoted.length - 8} more` : ''}`,
    });
  return out;
}

function chainDiagnostics(s: SequenceApplied): Diagnostic[] {
  const { chain, offChain } = s.decoded;
  if (!chain.length) return [];
  const changed = [
    s.promoted ? `${s.promoted} paragraph(s) or list item(s) became headings` : '',
    s.runIn ? `${s.runIn} run-in title(s) were split from their text` : '',
    offChain ? `${offChain} numbered line(s) off the sequence stay text` : '',
  ].filter(Boolean);
  return [
    {
      severity: 'info',
      code: 'numbered-sequence',
      message: `the clause numbering reads as one sequence of ${chain.length} numbers (${chain[0]!.number} … ${chain[chain.length - 1]!.number})${changed.length ? `: ${changed.join('; ')}` : ''}`,
      page: s.elements[[...s.headings][0]!]?.page,
    },
  ];
}
