// `npm test`: the test suite (vitest), with ESLint and typecheck running beside it at the lowest CPU priority.
// The suite leaves a core idle now and then (it waits on child processes, timers and terminal screens), and the
// two checks fill that time instead of running first, while a test never waits on them for a core. Their output is
// printed when the suite has ended (never interleaved with it); the exit code is the first failing step's (the
// suite's, else ESLint's, else typecheck's), 0 when all pass. Formatting (Prettier) is `npm run lint`'s: it finds
// no defect. Extra arguments go to vitest (`npm test -- test/cli.test.ts`).
import { spawn } from 'node:child_process';

const CHECKS = ['lint:code', 'typecheck'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function exitCode(code, signal) {
  return code ?? (signal ? 1 : 0);
}

/** The check at the lowest priority, given to it before it starts (its processes inherit it); Windows has no nice. */
function niced(args) {
  return process.platform === 'win32' ? [npm, args] : ['nice', ['-n', '19', npm, ...args]];
}

function check(script) {
  return new Promise((done) => {
    const [command, args] = niced(['run', script, '--silent']);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => done({ step: script, code: 1, out: `${err.message}\n` }));
    child.on('close', (code, signal) => done({ step: script, code: exitCode(code, signal), out }));
  });
}

function suite(args) {
  return new Promise((done) => {
    const child = spawn(npx, ['vitest', 'run', ...args], { stdio: 'inherit' });
    child.on('error', (err) => done({ step: 'vitest', code: 1, out: `${err.message}\n` }));
    child.on('close', (code, signal) => done({ step: 'vitest', code: exitCode(code, signal), out: '' }));
  });
}

const checks = CHECKS.map(check);
const tests = await suite(process.argv.slice(2));
const results = [tests, ...(await Promise.all(checks))];
for (const r of results) process.stdout.write(r.out);
const failed = results.find((r) => r.code !== 0);
if (failed) {
  process.stderr.write(`npm test: ${failed.step} failed (exit ${failed.code})\n`);
  process.exit(failed.code);
}
