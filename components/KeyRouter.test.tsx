import { Text } from 'ink';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeys } from './hooks/use-keys.js';
import { KEYS, render } from '#test-support/tui/test-utils.js';

/** `/` opens a text field; the field takes characters until Enter; `x` counts outside it. */
function Probe() {
  const [mode, setMode] = useState<'list' | 'input'>('list');
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [xs, setXs] = useState(0);
  useKeys(
    (input) => {
      if (input === '/') setMode('input');
      else if (input === 'x') setXs((n) => n + 1);
    },
    { isActive: mode === 'list' },
  );
  return (
    <>
      {mode === 'input' ? (
        <Field
          value={text}
          onChange={setText}
          onDone={(v) => {
            setDone(v);
            setMode('list');
          }}
        />
      ) : null}
      <Text>{`mode=${mode} text=${text} done=${done ?? '-'} x=${xs}`}</Text>
    </>
  );
}

function Field({ value, onChange, onDone }: { value: string; onChange(v: string): void; onDone(v: string): void }) {
  useKeys((input, key) => {
    if (key.return) onDone(value);
    else onChange(value + input);
  });
  return <Text>{`> ${value}`}</Text>;
}

describe('KeyRouter', () => {
  it('delivers a burst key by key: "/" opens the field before the next characters arrive', async () => {
    const ui = render(<Probe />);
    await ui.waitFor('mode=list');
    ui.stdin.write('/logical content order\rx');
    await ui.waitFor('done=logical content order x=1');
    expect(ui.frame()).toContain('mode=list');
  });

  it('does not lose keys typed faster than the app renders', async () => {
    const ui = render(<Probe />);
    await ui.waitFor('mode=list');
    for (const ch of '/abcdefghij') ui.stdin.write(ch);
    ui.stdin.write(KEYS.enter);
    await ui.waitFor('done=abcdefghij');
  });

  it('gives a key only to the views active when it arrived', async () => {
    const ui = render(<Probe />);
    await ui.waitFor('mode=list');
    // Enter closes the field; the "x" after it counts once, and Enter is not typed into anything.
    ui.stdin.write('/');
    ui.stdin.write('x');
    ui.stdin.write(KEYS.enter);
    ui.stdin.write('x');
    await ui.waitFor('done=x x=1');
  });
});
