import { describe, expect, it } from 'vitest';
import { colors, layout } from '../../../cli/output/style.js';
import type { TextStyle } from '../text-style.js';
import { formatRequirements } from './format.js';
import type { GetRequirementsResult } from './schema.js';

/** The CLI's paints and layout, as the CLI hands them to the formatter. */
const style = (tty: boolean): TextStyle => ({ tty, c: colors(false), columns: 100, layout });

const result: GetRequirementsResult = {
  spec: 'guide',
  filter: { section: null, level: 'all' },
  totalRequirements: 2,
  statistics: { shall: 1, 'shall not': 1 },
  requirements: [
    {
      id: 'R-4.1-1',
      level: 'shall',
      keyword: 'must',
      section: '4.1',
      sectionTitle: 'General',
      text: 'A container must include its metadata.',
      page: 3,
      role: 'unspecified',
      contentId: 'c-00000000',
      pageLabel: '3',
    },
    {
      id: 'R-4.1-2',
      level: 'shall not',
      keyword: 'shall not',
      section: '4.1',
      sectionTitle: 'General',
      text: 'It shall not change a message.',
      page: 3,
      role: 'unspecified',
      contentId: 'c-00000000',
      pageLabel: '3',
    },
  ],
};

describe('formatRequirements', () => {
  it('shows the form as printed beside its level on a terminal', () => {
    const lines = formatRequirements(result, style(true));
    expect(lines[0]).toMatch(/^R-4\.1-1 +shall \(must\) +4\.1 +A container must/);
    expect(lines[1]).toMatch(/^R-4\.1-2 +shall not +4\.1 +It shall not/);
  });

  it('keeps the piped record to the level alone', () => {
    const lines = formatRequirements(result, style(false));
    expect(lines[0]!.split('\t')).toEqual(['R-4.1-1', 'shall', '4.1', 'A container must include its metadata.']);
  });

  it('shows the items a lead-in introduces after it, a bullet before each unlabelled one, on the same line', () => {
    const [first] = result.requirements;
    const led: GetRequirementsResult = {
      ...result,
      requirements: [
        { ...first!, text: 'A container must:', listItems: ['hold its metadata', 'name its parts'] },
        { ...first!, id: 'R-4.1-2', text: 'Waivers shall be granted only when:', listItems: ['a. one; or', 'b. two.'] },
      ],
    };
    const lines = formatRequirements(led, style(false));
    expect(lines[0]!.split('\t')[3]).toBe('A container must: • hold its metadata • name its parts');
    expect(lines[1]!.split('\t')[3]).toBe('Waivers shall be granted only when: a. one; or b. two.');
  });
});
