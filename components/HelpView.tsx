/** Help (`?`): every key, from the one key map the README also shows. */
import { Box } from 'ink';
import { useState } from 'react';
import { LinesBox } from './LineView.js';
import { useKeys } from './hooks/use-keys.js';
import { useQuit } from './hooks/use-quit.js';
import { KEYMAP } from './lib/keymap.js';
import { type Line, seg } from './lib/line.js';
import { wrapSegments } from './lib/wrap.js';
import { clampTop } from './lib/scroll.js';

export function HelpView({ width, height, onClose }: { width: number; height: number; onClose(): void }) {
  const quit = useQuit();
  const [top, setTop] = useState(0);
  const lines: Line[] = [];
  const keyWidth = Math.min(22, Math.max(...KEYMAP.flatMap((g) => g.bindings.map((b) => b.keys.length))) + 2);
  for (const group of KEYMAP) {
    lines.push({ segments: [seg(group.title, 'heading')] });
    // A long action wraps under itself (the keys column stays clear), never cut off.
    for (const b of group.bindings)
      lines.push(
        ...wrapSegments([seg(b.action)], width, {
          first: [seg(`  ${b.keys.padEnd(keyWidth)}`, 'accent')],
          rest: [seg(' '.repeat(keyWidth + 2))],
        }),
      );
    lines.push({ segments: [] });
  }
  const scrollTo = (t: number) => setTop(clampTop(t, lines.length, height));
  useKeys((input, key) => {
    if (key.escape || input === '?') onClose();
    else if (input === 'q') quit();
    else if (key.upArrow || input === 'k') scrollTo(top - 1);
    else if (key.downArrow || input === 'j') scrollTo(top + 1);
    else if (key.pageUp) scrollTo(top - height);
    else if (key.pageDown || input === ' ') scrollTo(top + height);
  });
  return (
    <Box width={width} height={height}>
      <LinesBox lines={lines.slice(top)} width={width} height={height} />
    </Box>
  );
}
