import { describe, expect, it } from 'vitest';
import type { WorkElement } from '../work.js';
import { keywordConvention } from './keyword-convention.js';
import { verbalForm } from './verbal-forms.js';

const para = (text: string): WorkElement => ({ kind: 'paragraph', text, page: 1, y: null });
const capitals = Array.from({ length: 12 }, (_, k) => para(`The server SHALL send frame ${k} before the next one.`));

describe('the keyword convention a document declares', () => {
  it('is BCP 14 where a quoted capitalised keyword is said to indicate requirements (SP 800-63B)', () => {
    const d = keywordConvention(
      [para('The terms “SHALL” and “SHALL NOT” indicate requirements to be followed strictly.'), ...capitals],
      [],
    );
    expect(d.convention).toBe('bcp14');
  });

  it('keeps lower-case shall, should and may where the capitals are declared after the ISO/IEC Directives (OGC)', () => {
    const declared = para(
      'This document follows the ISO/IEC Directives, Part 2. In particular, the word "SHALL" (in capital letters and not "must") is the verb form used to indicate a requirement.',
    );
    expect(keywordConvention([declared, ...capitals], []).convention).toBe('usage');
    // Saying nothing, capitalised keywords by habit read the same way.
    expect(keywordConvention(capitals, []).convention).toBe('usage');
  });
});

describe('verbal forms under capitalised keywords kept with the ISO lower-case ones', () => {
  it('reads the capitals, and lower-case shall, should and may, never a lower-case must', () => {
    expect(verbalForm('The server SHALL close the channel.', 'usage')).toEqual({ level: 'shall', keyword: 'SHALL' });
    expect(verbalForm('The value “SOAP” shall indicate that SOAP encoding is allowed.', 'usage')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
    expect(verbalForm('Parameters in a request may be specified in any order.', 'usage')).toEqual({
      level: 'may',
      keyword: 'may',
    });
    expect(verbalForm('The client must know the address first.', 'usage')).toBeNull();
    expect(verbalForm('The value “SOAP” shall indicate that SOAP encoding is allowed.', 'bcp14')).toBeNull();
  });
});
