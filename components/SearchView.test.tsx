import { NEVER, Observable, of, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { PdfspecError } from '../src/core/errors.js';
import type { SearchSpecResult } from '../src/core/ops/search-spec/schema.js';
import { SearchView } from './SearchView.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';
import { FX_SEARCH_LCO } from '#test-support/tui/fixture-spec.js';
import { useState } from 'react';

function Harness({ onOpen, onClose }: { onOpen(s: string, h: string): void; onClose(): void }) {
  const [query, setQuery] = useState('');
  return (
    <SearchView spec="fx20" query={query} width={80} height={20} onQuery={setQuery} onOpen={onOpen} onClose={onClose} />
  );
}

function setup(search: (i: Record<string, unknown>) => Observable<SearchSpecResult>) {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  const ui = render(<Harness onOpen={onOpen} onClose={onClose} />, { ops: { search_spec: search } });
  return { ui, onOpen, onClose };
}

describe('SearchView', () => {
  it('shows section, title, printed page and a snippet for each hit; Enter opens the selected one with the query', async () => {
    const { ui, onOpen } = setup(() => of(FX_SEARCH_LCO));
    await ui.waitFor('type to search');
    await ui.type('logical content order');
    const f = await ui.waitFor('3 of 3 results for "logical content order"');
    expect(f).toMatch(/^› 4\.2 Logical content order +p\. 2$/m);
    expect(f).toMatch(/^ {2}The logical content order is the order of the structure tree\.$/m);
    expect(f).toMatch(/^ {2}4\.2\.1 Artifacts and order +p\. 3$/m);
    await ui.press(KEYS.down, KEYS.down, KEYS.up, KEYS.enter);
    // With the results' sections in order, for n/N to go on through them.
    expect(onOpen).toHaveBeenCalledWith('4.2.1', 'logical content order', { sections: ['4.2', '4.2.1', '3'], at: 1 });
  });

  it('searches once typing pauses, and cancels a search still running when the query changes', async () => {
    let unsubscribed = 0;
    const search = vi.fn((i: Record<string, unknown>) =>
      i['query'] === 'logical'
        ? new Observable<SearchSpecResult>(() => () => void unsubscribed++)
        : of({ ...FX_SEARCH_LCO, query: String(i['query']) }),
    );
    const { ui } = setup(search);
    await ui.waitFor('type to search');
    await ui.type('logical');
    await ui.waitFor(() => search.mock.calls.length === 1);
    await ui.type(' content order');
    await ui.waitFor('results for "logical content order"');
    expect(search.mock.calls.map(([i]) => i['query'])).toEqual(['logical', 'logical content order']);
    expect(search.mock.calls.every(([i]) => i['spec'] === 'fx20')).toBe(true);
    expect(unsubscribed).toBe(1);
  });

  it("says when nothing matched and offers the core's suggestions", async () => {
    const { ui } = setup((i) =>
      of({
        spec: 'fx20',
        query: String(i['query']),
        mode: 'words' as const,
        caseSensitive: false,
        totalResults: 0,
        bySpec: [{ spec: 'fx20', totalResults: 0 }],
        results: [],
        suggestions: ['Logical content order'],
      }),
    );
    await ui.type('logicl');
    await ui.waitFor('no hits for "logicl" — did you mean: Logical content order');
  });

  it('shows a failed search in place and keeps working', async () => {
    const { ui } = setup((i) =>
      i['query'] === 'x'
        ? throwError(() => new PdfspecError('missing_file', 'file not found: /specs/iso.pdf'))
        : of(FX_SEARCH_LCO),
    );
    await ui.type('x');
    await ui.waitFor('✖ file not found: /specs/iso.pdf');
    await ui.press(KEYS.backspace);
    await ui.type('logical content order');
    await ui.waitFor('3 of 3 results');
  });

  it('edits with Backspace and closes with Esc', async () => {
    const { ui, onClose } = setup(() => NEVER);
    await ui.type('abc');
    await ui.press(KEYS.backspace);
    await ui.waitFor('/ ab▏');
    await ui.press(KEYS.escape);
    expect(onClose).toHaveBeenCalled();
  });
});
