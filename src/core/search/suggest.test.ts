import { describe, expect, it, vi } from 'vitest';
import { isoLikeModel } from '../../../test/support/test-model.js';
import * as dym from '../did-you-mean.js';
import { suggestTerms } from './suggest.js';

describe('suggestTerms', () => {
  it('answers a query asked again from its memo, the same titles, without a second fuzzy match', () => {
    const model = isoLikeModel();
    const spy = vi.spyOn(dym, 'suggestionsFor');
    const first = suggestTerms([model], 'glyf descripton');
    expect(first.length).toBeGreaterThan(0);
    first.push('changed by the caller');
    const again = suggestTerms([model], 'glyf descripton');
    expect(again).toEqual(first.slice(0, -1));
    expect(spy).toHaveBeenCalledTimes(1);
    suggestTerms([model], 'glyf descripton', 2);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('matches afresh for another model and for several models at once', () => {
    const a = isoLikeModel();
    const b = isoLikeModel();
    const spy = vi.spyOn(dym, 'suggestionsFor');
    suggestTerms([a], 'glyf descripton');
    suggestTerms([b], 'glyf descripton');
    suggestTerms([a, b], 'glyf descripton');
    suggestTerms([a, b], 'glyf descripton');
    expect(spy).toHaveBeenCalledTimes(4);
    spy.mockRestore();
  });
});
