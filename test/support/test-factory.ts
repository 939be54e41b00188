/**
 * Test support: a Factory over string buffers and a given core, so CLI specs
 * run main() in-process and read exactly what a user would see.
 */
import type { Core } from '../../src/core/create-core.js';
import type { CoreRequest, Factory } from '../../src/cli/factory.js';

export interface TestFactory extends Factory {
  out(): string;
  err(): string;
}

/** `core` may be a function of the request, to route the context's notices to the CLI's stderr. */
export function testFactory(
  core: Core | ((req: CoreRequest) => Core),
  opts: { tty?: boolean; color?: boolean; columns?: number; env?: NodeJS.ProcessEnv } = {},
): TestFactory {
  let out = '';
  let err = '';
  return {
    stdout: { write: (s: string) => ((out += s), true) },
    stderr: { write: (s: string) => ((err += s), true) },
    stdoutIsTTY: !!opts.tty,
    stderrIsTTY: !!opts.tty,
    stdinIsTTY: !!opts.tty,
    color: opts.color ?? false,
    stderrColor: opts.color ?? false,
    columns: opts.columns ?? 100,
    // Buffers are no terminal to page on, even when a test calls them one.
    env: { PAGER: 'cat', ...opts.env },
    exitCode: 0,
    core: async (req) => (typeof core === 'function' ? core(req) : core),
    out: () => out,
    err: () => err,
  };
}
