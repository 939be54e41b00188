/** The TUI's root: the core and the theme for everything below, behind an error boundary. */
import type { Core } from '../src/core/index.js';
import { Browser, type BrowserProps } from './Browser.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { KeyRouter } from './KeyRouter.js';
import { CoreContext, ThemeContext } from './hooks/core-context.js';
import { createTheme } from './lib/theme.js';

export interface AppProps extends BrowserProps {
  core: Core;
  /** False under NO_COLOR: meaning stays in text markers, colour goes. */
  color: boolean;
}

export function App({ core, color, ...browser }: AppProps) {
  return (
    <CoreContext.Provider value={core}>
      <ThemeContext.Provider value={createTheme(color)}>
        <KeyRouter>
          <ErrorBoundary>
            <Browser {...browser} />
          </ErrorBoundary>
        </KeyRouter>
      </ThemeContext.Provider>
    </CoreContext.Provider>
  );
}
