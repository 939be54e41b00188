import { describe, expect, it } from 'vitest';
import { sectionRecord, tableRecord } from '#test-support/model-records.js';
import { NO_LAYOUT_FACTS } from '../../pipeline/profile.js';
import { documentProfile } from './profile.js';
import type { WorkElement } from '../work.js';

const heading = (text: string, number: string): WorkElement => ({
  kind: 'heading',
  text,
  number,
  title: text.slice(number.length + 1).trim(),
  tagLevel: null,
  page: 1,
  y: null,
});
const section = (number: string, start: number) =>
  sectionRecord(number, { start, end: start + 1, subtreeEnd: start + 1 });

describe('the document profile', () => {
  it('says how clauses, annexes and tables are labelled, the keyword convention and the layout facts', () => {
    const elements = [
      heading('1. Introduction', '1'),
      heading('1.1. Terms', '1.1'),
      heading('Appendix A. Grid', 'Appendix A'),
    ];
    const d = documentProfile({
      sections: [section('1', 0), section('1.1', 1), section('Appendix A', 2)],
      elements,
      tables: [
        tableRecord('Table 1'),
        tableRecord('Table 2'),
        tableRecord('Table 3-1'),
        tableRecord('TABLE IV'),
        tableRecord(null),
      ],
      definitions: [],
      profile: {
        layout: { ...NO_LAYOUT_FACTS, monospacedBody: true },
        keywordConvention: 'bcp14',
        runInTitles: 2,
        hyphenatesWords: true,
        informativeClauses: { marked: ['5', '5.1'], front: ['1'] },
        pageBreakRuns: 3,
      },
    });
    expect(d.code).toBe('document-profile');
    expect(d.message).toBe(
      'numbers with a closing full stop ("4.1."); run-in clause titles (2); annexes as "Appendix A"; tables labelled "Table N" (2), "Table N-N" (1), "TABLE I" (1), uncaptioned (1); requirements by BCP 14 (capitalised MUST, SHOULD, MAY); keywords for normative text only: 3 clause(s) marked informative hold none; paragraphs run on across page breaks (3); no glossary found; words hyphenated at line ends; fixed-width body',
    );
  });
});
