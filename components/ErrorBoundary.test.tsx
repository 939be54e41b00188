import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#test-support/tui/test-utils.js';

function Broken(): never {
  throw new Error('render exploded\nwith a stack');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a one-line message and a way out instead of a stack trace, and q quits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ui = render(<Broken />);
    const f = await ui.waitFor('internal error');
    expect(f).toContain('render exploded');
    expect(f).not.toContain('with a stack');
    expect(f).toContain('Press q to quit');
    await ui.press('q');
    await ui.waitFor(() => ui.stdin.listenerCount('readable') === 0);
  });
});
