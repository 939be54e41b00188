import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'src/**/*.test.ts',
      'tools/**/*.test.ts',
      'components/**/*.test.tsx',
      'components/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at a time on a 2-core machine (vitest's default leaves one core idle): most of the slow files
    // wait on child processes, servers and signals, not on the CPU.
    poolOptions: { forks: { maxForks: 2 } },
  },
});
