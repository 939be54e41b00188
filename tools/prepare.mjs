#!/usr/bin/env node
/**
 * `npm run prepare`: the build (dist/) and the bundled samples (corpus/sample/),
 * which the installed command needs and git does not hold. npm runs it
 *  - on `npm install` / `npm ci` in a checkout, with the dev dependencies there;
 *  - before it packs a git dependency (`npm install -g git+https://…`), and for
 *    `npm install -g /path/to/checkout` (a link to the folder): there the dev
 *    dependencies the build needs (esbuild, rollup, tsx, pdfkit) may be missing, or npm
 *    may have put them under the global prefix, because the install is global.
 * So when they cannot be found from this folder, install them into it first, as
 * a plain local install (none of npm's global settings passed down, no scripts,
 * so this script does not run again), then build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_TOOLS = ['esbuild', 'rollup', 'tsx', 'pdfkit'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** npm's settings of the install that runs us (global, prefix, omit …) would send a nested install elsewhere. */
function localEnv() {
  const keep =
    /^npm_config_(cache|registry|userconfig|globalconfig|proxy|https_proxy|noproxy|strict_ssl|cafile|ca|offline|prefer_offline|prefer_online|fetch_.*|loglevel)$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) || keep.test(k)));
}

const missing = BUILD_TOOLS.filter((name) => !existsSync(join(root, 'node_modules', name, 'package.json')));
if (missing.length) {
  process.stderr.write(
    `pdfspec prepare: installing the build tools (${missing.join(', ')}) into ${root}/node_modules\n`,
  );
  execFileSync(npm, ['install', '--include=dev', '--ignore-scripts', '--no-save', '--no-audit', '--no-fund'], {
    cwd: root,
    env: localEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const node = (args) => execFileSync(process.execPath, args, { cwd: root, env: localEnv(), stdio: 'inherit' });
node([join(root, 'tools', 'build.mjs')]);
node(['--import', 'tsx', join(root, 'tools', 'sample', 'build-sample.ts')]);
