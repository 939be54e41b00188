import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { compareVersionsOutput } from './schema.js';
import { titleSimilarity, titleTokens } from '../../compare/title-similarity.js';
import { buildModel, testContext } from '#test-support/test-model.js';

const older = buildModel('old.pdf')
  .section('1', 'Scope')
  .section('2', 'Conformance')
  .section('3', 'Normative references')
  .section('4', 'Terms and definitions')
  .section('4.1', 'glyph')
  .section('5', 'Notation')
  .section('7', 'Syntax')
  .section('7.1', 'General')
  .section('7.2', 'Lexical conventions')
  .section('7.2.1', 'General')
  .section('7.2.2', 'Character set')
  .section('7.3', 'Objects')
  .section('7.3.1', 'General')
  .section('7.3.4', 'Stream objects')
  .section('12', 'Interactive features')
  .section('12.8', 'Digital signatures')
  .section('12.8.1', 'General')
  .section('12.8.2', 'Document modification detection procedures')
  .section('12.8.3', 'Transform methods')
  .build();

const newer = buildModel('new.pdf')
  .section('1', 'Scope')
  .section('2', 'Conformance')
  .section('3', 'Terms and definitions')
  .section('3.1', 'glyph')
  .section('4', 'Notation')
  .section('5', 'Version designations')
  .section('7', 'Syntax')
  .section('7.1', 'General')
  .section('7.2', 'Lexical conventions')
  .section('7.2.1', 'General')
  .section('7.2.2', 'Character sets')
  .section('7.3', 'Filters')
  .section('7.3.1', 'General')
  .section('7.4', 'Objects')
  .section('7.4.1', 'General')
  .section('7.4.5', 'Stream objects')
  .section('12', 'Interactive features')
  .section('12.8', 'Digital signatures')
  .section('12.8.1', 'General')
  .section('12.8.2', 'Document modification detection')
  .section('12.8.3', 'Transform methods and parameters')
  .build();

const core = () =>
  createCore(testContext([{ id: 'iso32000-2', model: newer }, { id: 'pdf17', model: older }, { id: 'sample20' }]));
const compare = (input: object) => lastValueFrom(core().compare_versions(input));

describe('compare_versions', () => {
  it('matches by title with parent context and classifies same, moved, renamed, added, removed', async () => {
    const r = await compare({});
    expect(compareVersionsOutput.parse(r)).toBeTruthy();
    expect(r).toMatchObject({ from: 'pdf17', to: 'iso32000-2', section: null });
    const rows = r.matched.map((m) => `${m.section17}>${m.section20} ${m.status}`);
    expect(rows).toEqual([
      '1>1 same',
      '2>2 same',
      '4>3 moved',
      '4.1>3.1 moved',
      '5>4 moved',
      '7>7 same',
      '7.1>7.1 same',
      '7.2>7.2 same',
      '7.2.1>7.2.1 same',
      '7.2.2>7.2.2 renamed',
      '7.3>7.4 moved',
      '7.3.1>7.4.1 moved',
      '7.3.4>7.4.5 moved',
      '12>12 same',
      '12.8>12.8 same',
      '12.8.1>12.8.1 same',
      '12.8.2>12.8.2 renamed',
    ]);
    expect(r.matched.find((m) => m.section17 === '12.8.2')).toMatchObject({
      title: 'Document modification detection procedures',
      title20: 'Document modification detection',
      similarity: 0.86,
    });
    expect(r.added.map((s) => s.sectionNumber)).toEqual(['5', '7.3', '7.3.1', '12.8.3']);
    expect(r.removed.map((s) => s.sectionNumber)).toEqual(['3', '12.8.3']);
    expect([r.totalMatched, r.totalAdded, r.totalRemoved]).toEqual([17, 4, 2]);
  });

  it('limits to a subtree on either side', async () => {
    const r = await compare({ section: '12.8' });
    expect(r.matched.map((m) => m.section20)).toEqual(['12.8', '12.8.1', '12.8.2']);
    expect(r.added.map((s) => s.sectionNumber)).toEqual(['12.8.3']);
    expect(r.removed.map((s) => s.sectionNumber)).toEqual(['12.8.3']);
    // 7.3 is Objects in the older edition and Filters in the newer: both subtrees count.
    const s73 = await compare({ section: '7.3' });
    expect(s73.matched.map((m) => m.section17)).toEqual(['7.3', '7.3.1', '7.3.4']);
    expect(s73.added.map((s) => s.sectionNumber)).toEqual(['7.3', '7.3.1']);
    await expect(compare({ section: '99' })).rejects.toMatchObject({ code: 'unknown_section' });
  });

  it('compares any two specs in either direction and pages over matched', async () => {
    const r = await compare({ from: 'iso32000-2', to: 'pdf17', offset: 15, limit: 5 });
    expect(r.matched.map((m) => `${m.section17}>${m.section20}`)).toEqual(['12.8.1>12.8.1', '12.8.2>12.8.2']);
    expect(r.paging).toEqual({ offset: 15, limit: 5, total: 17, truncated: false, nextOffset: null });
    expect(r.added.map((s) => s.sectionNumber)).toEqual(['3', '12.8.3']);
  });

  it('names a missing spec instead of falling back', async () => {
    await expect(compare({ to: 'sample20' })).rejects.toMatchObject({ code: 'missing_file' });
    await expect(compare({ from: 'nope' })).rejects.toMatchObject({
      code: 'unknown_spec',
      message: expect.stringMatching(/^from: /),
    });
    await expect(compare({ to: 'nope' })).rejects.toMatchObject({
      code: 'unknown_spec',
      message: expect.stringMatching(/^to: /),
    });
  });

  it('uses the documented similarity', () => {
    const sim = (x: string, y: string) => titleSimilarity(titleTokens(x), titleTokens(y));
    expect(sim('Character set', 'Character sets')).toBe(1);
    expect(sim('Document modification detection procedures', 'Document modification detection')).toBeCloseTo(6 / 7);
    expect(sim('Transform methods', 'Transform methods and parameters')).toBeCloseTo(4 / 6);
    expect(sim('Encryption dictionaries', 'Encryption dictionary')).toBe(1);
  });
});
