/** Quit the app cleanly: Ink unmounts, and the launcher restores the terminal. */
import { useApp } from 'ink';
import { useCallback } from 'react';

export function useQuit(): () => void {
  const { exit } = useApp();
  return useCallback(() => exit(), [exit]);
}
