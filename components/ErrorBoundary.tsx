/**
 * The last line of defence: a rendering bug shows a message and a way out
 * instead of tearing down the terminal session with a stack trace.
 */
import { Box, Text } from 'ink';
import { Component, type ReactNode } from 'react';
import { useActions } from './hooks/use-actions.js';
import { VIEW_SCOPES } from './lib/keymap.js';
import { useQuit } from './hooks/use-quit.js';

interface State {
  error: Error | null;
}

function Crashed({ error }: { error: Error }) {
  const quit = useQuit();
  useActions(VIEW_SCOPES.error, { quit });
  return (
    <Box flexDirection="column">
      <Text bold>✖ pdfspec hit an internal error and stopped this view:</Text>
      <Text>{error.message.split('\n')[0]}</Text>
      <Text>Press q to quit. Please report this with the keys you pressed.</Text>
    </Box>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <Crashed error={this.state.error} /> : this.props.children;
  }
}
