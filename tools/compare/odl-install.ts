/**
 * opendataloader-pdf on demand: its npm package (which ships the jar) installed into a scratch folder under
 * node_modules/.cache — never a dependency of pdfspec — and run with the machine's Java, one document at a time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../fixtures/locations.js';

/** The version compared; pinned, so the figures in the README can be measured again. */
export const ODL_VERSION = '2.5.11';
const PACKAGE = '@opendataloader/pdf';

export const odlDir = (): string => join(repoRoot(), 'node_modules', '.cache', 'opendataloader');
const packageDir = (dir: string) => join(dir, 'node_modules', ...PACKAGE.split('/'));

/** `java -version`'s first line, or null when there is no Java to run. */
export function javaVersion(): string | null {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  return (r.stderr || r.stdout).split('\n')[0]?.trim() ?? 'java';
}

/** The jar of opendataloader-pdf ODL_VERSION, installed into `dir` first when it is not there. */
export function ensureOdl(log: (line: string) => void, dir = odlDir()): string {
  const jar = join(packageDir(dir), 'lib', 'opendataloader-pdf-cli.jar');
  const manifest = join(packageDir(dir), 'package.json');
  const installed = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }) : {};
  if (existsSync(jar) && installed.version === ODL_VERSION) return jar;
  log(`installing ${PACKAGE}@${ODL_VERSION} into ${dir}`);
  mkdirSync(dir, { recursive: true });
  // Its own package.json, so npm installs here and never touches the project's.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'opendataloader-scratch', private: true }) + '\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(
    npm,
    ['install', '--prefix', dir, '--no-audit', '--no-fund', '--ignore-scripts', `${PACKAGE}@${ODL_VERSION}`],
    { encoding: 'utf8' },
  );
  if (r.status !== 0 || !existsSync(jar)) {
    const why = (r.stderr || r.error?.message || '').trim().split('\n').pop();
    throw new Error(`could not install ${PACKAGE}@${ODL_VERSION} into ${dir}: ${why ?? 'no jar'}`);
  }
  return jar;
}

export interface OdlRun {
  /** The JSON it wrote, or null when it failed. */
  json: string | null;
  ms: number;
  error?: string;
}

/** One document through opendataloader-pdf (JSON only, no images), timed from the JVM's start to its end. */
export function runOdl(jar: string, pdf: string, outDir: string, extra: readonly string[] = []): Promise<OdlRun> {
  const args = ['-jar', jar, '-q', '-f', 'json', '--image-output', 'off', '-o', outDir, ...extra, pdf];
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('java', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) => done({ json: null, ms: Date.now() - started, error: err.message }));
    child.on('close', (code) => {
      const ms = Date.now() - started;
      const json = join(outDir, pdf.replace(/^.*[\\/]/, '').replace(/\.pdf$/i, '.json'));
      if (code === 0 && existsSync(json)) done({ json, ms });
      else done({ json: null, ms, error: `exit ${code}: ${stderr.trim().split('\n').pop() ?? ''}` });
    });
  });
}
