/**
 * The order test files start in. A fresh clone (CI) has no timings from an earlier run, and vitest then starts the
 * largest files first — while the slowest files here are small ones that drive processes, servers and a cold
 * compile of every real document. Left to the end, one of them runs alone while the other lanes stand idle. These
 * start first, slowest first (measured on the 2-core machine; docs/architecture.md, "The tests"); the rest follow
 * in vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOWEST = [
  'test/text-account-corpus.test.ts',
  'test/hardening-hostile.test.ts',
  'test/hardening-machine.test.ts',
  'test/mcp.test.ts',
  'test/tui-tmux.test.ts',
  'test/install-checkout.test.ts',
  'test/hardening-cache.test.ts',
  'test/mcp-cli-equality.test.ts',
  'test/hardening-input.test.ts',
  'src/store/concurrency.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const i = SLOWEST.findIndex((f) => spec.moduleId.endsWith(f));
  return i < 0 ? SLOWEST.length : i;
};

export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const theirs = await super.sort(files);
    return theirs
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map((x) => x.spec);
  }
}
