import { TestScheduler } from 'rxjs/testing';
import { lastValueFrom } from 'rxjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore } from './create-core.js';
import { PdfspecError } from './errors.js';
import { OPERATIONS } from '#test-support/operations.js';
import { OPERATION_NAMES, loadOperation, loadRunner } from './ops/load.js';
import { isoLikeModel, testContext } from '#test-support/test-model.js';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('createCore', () => {
  // Operation modules load on first use (ops/load.ts), and so does the zod validation, for the first input the
  // check without zod cannot pass; once loaded, a stream starts synchronously.
  beforeAll(async () => {
    await Promise.all(OPERATION_NAMES.flatMap((name) => [loadOperation(name), loadRunner(name)]));
    await lastValueFrom(createCore(testContext([])).search_spec({})).catch(() => undefined);
  });

  it('loads, for each name of the list, the operation of that name, once', async () => {
    for (const name of OPERATION_NAMES) {
      expect((await loadOperation(name)).name).toBe(name);
      expect(await loadOperation(name)).toBe(OPERATIONS[name]);
    }
  });

  it("loads an operation's runner on first use and answers with it; its definition (zod) only for bad input", async () => {
    vi.resetModules();
    const fresh = await import('./create-core.js');
    const load = await import('./ops/load.js');
    expect(load.loadedRunner('get_definitions')).toBeUndefined();
    const core = fresh.createCore(testContext([{ id: 'iso32000-2', model: isoLikeModel() }]));
    const answer = await lastValueFrom(core.answer('get_definitions', { term: 'pdf' }));
    expect(answer.record.totalDefinitions).toBe(1);
    expect(load.loadedRunner('get_definitions')).toBeDefined();
    expect(load.loadedOperation('get_definitions')).toBeUndefined();
    await expect(lastValueFrom(core.answer('get_definitions', { limit: 0 }))).rejects.toThrow(
      'invalid limit: got 0; expected an integer from 1 to 1000',
    );
    expect(load.loadedOperation('get_definitions')).toBeDefined();
    expect(load.loadedOperation('find_key')).toBeUndefined();
  });

  it('has one method per operation of the schema table', () => {
    const core = createCore(testContext([]));
    expect(
      Object.keys(core)
        .filter((k) => k !== 'context' && k !== 'answer')
        .sort(),
    ).toEqual(Object.keys(OPERATIONS).sort());
    for (const name of Object.keys(OPERATIONS)) expect(typeof core[name as keyof typeof OPERATIONS]).toBe('function');
  });

  it('is lazy: nothing is resolved or loaded before subscription', () => {
    const ctx = testContext([{ id: 'iso32000-2', model: isoLikeModel() }]);
    let resolved = 0;
    const resolve = ctx.resolveSpec;
    ctx.resolveSpec = (...args) => (resolved++, resolve(...args));
    const stream = createCore(ctx).get_section({ section: '7.3.4' });
    expect(resolved).toBe(0);
    expect(ctx.loads.size).toBe(0);
    stream.subscribe();
    expect(resolved).toBe(1);
    expect(ctx.loads.get('iso32000-2')).toBe(1);
  });

  it('emits exactly one result record and completes', () => {
    scheduler().run(({ expectObservable }) => {
      const core = createCore(testContext([{ id: 'iso32000-2', model: isoLikeModel() }]));
      const pdf = isoLikeModel().definitions.find((d) => d.term === 'PDF');
      expectObservable(core.get_definitions({ term: 'pdf' }), '^').toBe('(a|)', {
        a: {
          spec: 'iso32000-2',
          totalDefinitions: 1,
          definitions: [{ ...pdf, pageLabel: isoLikeModel().pageLabels[pdf!.page - 1] }],
        },
      });
    });
  });

  it('delivers invalid input as an error notification, never a synchronous throw', () => {
    scheduler().run(({ expectObservable }) => {
      const core = createCore(testContext([]));
      let stream;
      expect(() => (stream = core.search_spec({ query: 'x', max_results: 0 }))).not.toThrow();
      expectObservable(stream!).toBe(
        '#',
        undefined,
        new PdfspecError('invalid_input', 'invalid max_results: got 0; expected an integer from 1 to 50'),
      );
    });
  });
});
