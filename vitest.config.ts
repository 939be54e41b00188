import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Unit test files that change process-wide state (module mocks, the colour level, the environment) and so need
 * modules of their own: a VM context each (vmForks), since the forks and threads pools run file after file in one
 * process.
 */
const OWN_PROCESS = [
  'src/store/model-store-retry.test.ts',
  'src/store/cache-maintenance.test.ts',
  'components/NoColor.test.tsx',
];

/**
 * The longest files of a clean run (CI's fresh clone, 2 cores), longest first. Without timings of an earlier
 * run vitest starts the largest files first, and these are small: the compile of the 35 real documents (in
 * text-account-corpus) started last and ran on alone for two minutes while the other fork had finished.
 */
const LONGEST = [
  'test/text-account-corpus.test.ts',
  'test/hardening-hostile.test.ts',
  'test/hardening-machine.test.ts',
  'test/install-checkout.test.ts',
  'test/hardening-cache.test.ts',
  'test/tui-tmux.test.ts',
  'test/mcp.test.ts',
  'test/install.test.ts',
  'src/store/concurrency.test.ts',
  'tools/fixtures/fixtures.test.ts',
];

/** The longest known files first, in that order; the rest as vitest orders them (its own timings, else size). */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
      return i < 0 ? LONGEST.length : i;
    };
    const rest = await super.sort(files);
    return rest
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

const project = (test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  esbuild: { jsx: 'automatic' },
  test: { testTimeout: 60_000, hookTimeout: 180_000, ...test },
});

export default defineConfig({
  test: {
    // Once for the run: the build, the samples, the fixtures, the folder of shared fixture models. (A project
    // inherits none of the root's test options, so the set-up is not run again per project.)
    globalSetup: ['test/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    // Three files at a time on a 2-core machine, from one queue (vitest 4): most end-to-end files wait on child
    // processes, servers and signals, not on the CPU, yet the suite ran 594 s four at a time and 494 s three at a
    // time (a fresh clone, each from a quiet machine). Files share their worker's loaded modules (pdf.js, the compiler, the
    // core and the CLI imported once per worker instead of once per file: loading them again was a third of the
    // end-to-end files' time); none of them but OWN_PROCESS changes process-wide state.
    maxWorkers: 3,
    projects: [
      project({
        name: 'unit',
        include: ['src/**/*.test.ts', 'tools/**/*.test.ts', 'components/**/*.test.{ts,tsx}'],
        exclude: OWN_PROCESS,
        pool: 'threads',
        isolate: false,
      }),
      // The real documents, the built CLI and MCP server as processes.
      project({ name: 'end-to-end', include: ['test/**/*.test.ts'], pool: 'forks', isolate: false }),
      project({ name: 'own-process', include: OWN_PROCESS, pool: 'vmForks' }),
    ],
  },
});
