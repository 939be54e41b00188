/** Help (`?`): every key, from the one key table the README also shows and the views dispatch from. */
import { Box } from 'ink';
import { useState } from 'react';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { useQuit } from './hooks/use-quit.js';
import { KEYMAP, VIEW_SCOPES, keysLabel } from './lib/keymap.js';
import { type Line, seg } from './lib/line.js';
import { wrapSegments } from './lib/wrap.js';
import { clampTop } from './lib/scroll.js';

export function HelpView({ width, height, onClose }: { width: number; height: number; onClose(): void }) {
  const quit = useQuit();
  const [top, setTop] = useState(0);
  const lines: Line[] = [];
  const keyWidth = Math.min(22, Math.max(...KEYMAP.flatMap((g) => g.bindings.map((b) => keysLabel(b).length))) + 2);
  for (const group of KEYMAP) {
    lines.push({ segments: [seg(group.title, 'heading')] });
    // A long action wraps under itself (the keys column stays clear), never cut off.
    for (const b of group.bindings)
      lines.push(
        ...wrapSegments([seg(b.help)], width, {
          first: [seg(`  ${keysLabel(b).padEnd(keyWidth)}`, 'accent')],
          rest: [seg(' '.repeat(keyWidth + 2))],
        }),
      );
    lines.push({ segments: [] });
  }
  useActions(VIEW_SCOPES.help, {
    close: onClose,
    quit,
    up: (n) => setTop((t) => clampTop(t - n, lines.length, height)),
    down: (n) => setTop((t) => clampTop(t + n, lines.length, height)),
    'page-up': (n) => setTop((t) => clampTop(t - height * n, lines.length, height)),
    'page-down': (n) => setTop((t) => clampTop(t + height * n, lines.length, height)),
    top: () => setTop(0),
    bottom: () => setTop(clampTop(lines.length, lines.length, height)),
  });
  return (
    <Box width={width} height={height}>
      <LinesBox lines={lines.slice(top)} width={width} height={height} />
    </Box>
  );
}
