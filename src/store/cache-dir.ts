/**
 * Where compiled models and the small file indexes live. One function, so the
 * store, the registry's scan cache and `cache info` always agree.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PDFSPEC_CACHE_DIR) return resolve(env.PDFSPEC_CACHE_DIR);
  if (env.XDG_CACHE_HOME) return resolve(env.XDG_CACHE_HOME, 'pdfspec');
  return join(homedir(), '.cache', 'pdfspec');
}
