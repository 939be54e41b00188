import { useContext } from 'react';
import type { Core } from '../../src/core/index.js';
import { CoreContext } from './core-context.js';

/** The core the app was started with; the UI reaches nothing else. */
export function useCore(): Core {
  const core = useContext(CoreContext);
  if (!core) throw new Error('useCore: no <CoreContext.Provider> above this component');
  return core;
}
