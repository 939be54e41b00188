import { useContext } from 'react';
import type { Theme } from '../lib/theme.js';
import { ThemeContext } from './core-context.js';

export function useTheme(): Theme {
  return useContext(ThemeContext);
}
