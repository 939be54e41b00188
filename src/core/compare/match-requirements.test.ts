import { describe, expect, it } from 'vitest';
import type { Requirement, Section } from '../../model/types.js';
import { pairRequirements } from './match-requirements.js';

const section = { id: '8' } as Section;
const req = (id: string, text: string, listItems?: string[]): Requirement => ({
  id,
  level: 'shall',
  keyword: 'shall',
  section: '8',
  sectionTitle: 'Requirements',
  text,
  page: 1,
  role: 'file',
  contentId: 'c-00000000',
  ...(listItems ? { listItems } : {}),
});

describe('pairRequirements, a lead-in and its items', () => {
  it('compares the lead-in with the items it introduces: an item changed is a changed requirement', () => {
    const older = [req('R-8-1', 'A file shall:', ['adhere to ISO 32000', 'carry its metadata'])];
    const newer = [req('R-8-1', 'A file shall:', ['adhere to ISO 32000', 'carry its declarations'])];
    const [c] = pairRequirements(section, section, older, newer);
    expect(c).toMatchObject({
      status: 'changed',
      text17: 'A file shall: • adhere to ISO 32000 • carry its metadata',
      text20: 'A file shall: • adhere to ISO 32000 • carry its declarations',
    });
    expect(c!.diff!.filter((d) => d.op !== 'same').map((d) => [d.op, d.text])).toEqual([
      ['removed', 'metadata'],
      ['added', 'declarations'],
    ]);
  });

  it('leaves a lead-in with the same items unchanged', () => {
    const both = [req('R-8-1', 'A file shall:', ['adhere to ISO 32000'])];
    expect(pairRequirements(section, section, both, both)[0]!.status).toBe('unchanged');
  });
});
