/**
 * A dictionary key opened from the jump view: its Arlington model row and, where the spec is installed, its
 * table row. Enter opens the table in its section; Esc goes back.
 */
import { Box } from 'ink';
import type { KeyRecord } from '../src/core/index.js';
import { LinesBox } from './LineView.js';
import { useActions } from './hooks/use-actions.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { keyLines } from './lib/key-lines.js';
import { seg } from './lib/line.js';

interface Props {
  entry: KeyRecord;
  width: number;
  height: number;
  onOpen(section: string, highlight?: string): void;
  onClose(): void;
}

export function KeyPane({ entry, width, height, onOpen, onClose }: Props) {
  useActions(VIEW_SCOPES.key, {
    close: onClose,
    open: () => {
      if (entry.section) onOpen(entry.section, entry.key);
    },
  });
  const hint = entry.section
    ? `Enter: ${entry.table ?? 'the table'} in ${entry.section} · Esc: back`
    : 'no spec table for this key (install ISO 32000-2 to see it) · Esc: back';
  const lines = [...keyLines(entry, width), { segments: [] }, { segments: [seg(hint, 'dim')] }];
  return (
    <Box width={width} height={height}>
      <LinesBox lines={lines} width={width} height={height} />
    </Box>
  );
}
