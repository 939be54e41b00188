// `npm test`'s static checks: ESLint and typecheck, side by side. Each is one process on one core, so on a machine
// with two or more they take the time of the slower, not of both. Formatting (Prettier) is `npm run lint`'s, not the
// test run's: it finds no defect and took as long as either of these. Each one's output is printed whole when it ends
// (never interleaved); the exit code is the first failing check's, 0 when both pass.
import { spawn } from 'node:child_process';

const CHECKS = ['lint:code', 'typecheck'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((done) => {
    const child = spawn(npm, ['run', script, '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => done({ script, code: 1, out: `${err.message}\n` }));
    child.on('close', (code, signal) => done({ script, code: code ?? (signal ? 1 : 0), out }));
  });
}

const results = await Promise.all(CHECKS.map((script) => run(script).then((r) => (process.stdout.write(r.out), r))));
const failed = results.find((r) => r.code !== 0);
if (failed) {
  process.stderr.write(`npm test: ${failed.script} failed (exit ${failed.code})\n`);
  process.exit(failed.code);
}
