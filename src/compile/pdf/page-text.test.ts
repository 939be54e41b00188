import { describe, expect, it } from 'vitest';
import { groupByMcid } from './page-text.js';

const begin = (tag: string, mcid?: number) => ({
  type: 'beginMarkedContentProps',
  tag,
  id: mcid === undefined ? null : `p12R_mc${mcid}`,
});
const end = { type: 'endMarkedContent' };
const t = (str: string, x = 0, y = 700, eol = false) => ({
  str,
  transform: [10, 0, 0, 10, x, y] as const,
  width: str.length * 5,
  height: 10,
  hasEOL: eol,
});

describe('groupByMcid', () => {
  it('groups runs by the MCID of their marked-content sequence', () => {
    const page = groupByMcid([begin('P', 0), t('', 0, 700, true), t('Hello'), end, begin('P', 1), t('World'), end]);
    expect([...page.mcids.keys()]).toEqual([0, 1]);
    expect(page.mcids.get(0)!.map((r) => ('s' in r ? r.s : r))).toEqual(['', 'Hello']);
  });

  it('drops artifacts, even nested inside tagged content, and keeps their text aside', () => {
    const page = groupByMcid([
      begin('Artifact'),
      t('© ISO 2022', 0, 20),
      t('– All rights reserved', 60, 20),
      end,
      begin('P', 3),
      t('Body'),
      begin('Artifact'),
      t('12', 0, 20),
      end,
      end,
    ]);
    expect(page.mcids.get(3)!.map((r) => ('s' in r ? r.s : r))).toEqual(['Body']);
    expect(page.artifacts).toEqual([
      { text: '© ISO 2022 – All rights reserved', top: 30 },
      { text: '12', top: 30 },
    ]);
  });

  it('gives nested MCID content to the inner sequence and marks where it sat in the outer one', () => {
    const page = groupByMcid([begin('H2', 5), t('7.3.4'), begin('Span', 6), t(' '), end, t('Stream objects'), end]);
    expect(page.mcids.get(5)).toEqual([
      expect.objectContaining({ s: '7.3.4' }),
      { nested: 6 },
      expect.objectContaining({ s: 'Stream objects' }),
    ]);
    expect(page.mcids.get(6)).toEqual([expect.objectContaining({ s: ' ' })]);
  });

  it('gives an inner sequence without an MCID to the enclosing one', () => {
    const page = groupByMcid([
      begin('P', 1),
      t('a'),
      { type: 'beginMarkedContent', tag: 'Span' },
      t('b'),
      end,
      t('c'),
      end,
    ]);
    expect(page.mcids.get(1)!.map((r) => ('s' in r ? r.s : r))).toEqual(['a', 'b', 'c']);
  });

  it('ignores text outside any MCID (unreachable from the tree), counting it', () => {
    const page = groupByMcid([t('loose text'), begin('P', 2), t('in'), end, begin('Artifact'), t('12'), end]);
    expect([...page.mcids.keys()]).toEqual([2]);
    expect(page.untaggedChars).toBe(9);
  });
});
