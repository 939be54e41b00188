/**
 * Draws pre-rendered lines (see lib/line.ts) in a fixed-size box. Lines are
 * already cut to the width, so Ink never has to wrap and panes keep their shape.
 */
import { Box, Text } from 'ink';
import type { Line } from './lib/line.js';
import { useTheme } from './hooks/use-theme.js';

export function LineView({ line }: { line: Line }) {
  const theme = useTheme();
  if (line.segments.length === 0) return <Text> </Text>;
  return (
    <Text wrap="truncate-end">
      {line.segments.map((s, i) => (
        <Text key={i} {...theme.style(s.tone)}>
          {s.text}
        </Text>
      ))}
    </Text>
  );
}

export function LinesBox({ lines, width, height }: { lines: readonly Line[]; width: number; height: number }) {
  const shown = lines.slice(0, height);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      {shown.map((l, i) => (
        <LineView key={i} line={l} />
      ))}
    </Box>
  );
}
