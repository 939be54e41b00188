/** React contexts that carry the core and the theme down the tree. */
import { createContext } from 'react';
import type { Core } from '../../src/core/index.js';
import { createTheme, type Theme } from '../lib/theme.js';

export const CoreContext = createContext<Core | null>(null);
CoreContext.displayName = 'CoreContext';

export const ThemeContext = createContext<Theme>(createTheme(true));
ThemeContext.displayName = 'ThemeContext';
