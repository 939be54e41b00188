/**
 * The check without zod (light-input.ts) may only skip work: whatever input it accepts, the operation's zod
 * validation accepts too and returns the very same object, so the warm path answers exactly what the schema
 * would; whatever it does not accept goes to zod, whose message the user gets. Its description of the
 * parameters (ops/light-inputs.ts) is the one read off the schemas now, and the rule it asks is the one the
 * schema's superRefine reports.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { badCases, VALID } from '#test-support/hardening-cases.js';
import { OPERATIONS } from '#test-support/operations.js';
import { LIGHT_INPUTS_FILE, lightInputsSource } from '../../tools/light-inputs/write.js';
import { lightInputOf, ruleOf } from './light-input-of.js';
import { lightInput, type LightInput, type LightParam } from './light-input.js';
import { LIGHT_INPUTS } from './ops/light-inputs.js';
import { OPERATION_NAMES, loadRunner } from './ops/load.js';
import type { OperationName } from './ops/index.js';
import { validate } from './validate.js';

const RUNNERS = Object.fromEntries(
  await Promise.all(OPERATION_NAMES.map(async (name) => [name, await loadRunner(name)] as const)),
);

/** Whether `raw` fares the same both ways; returns whether the check without zod accepted it. */
function sameAsZod(op: OperationName, raw: unknown): boolean {
  const runner = RUNNERS[op]!;
  const light = lightInput(LIGHT_INPUTS[op]!, runner.rule as (v: unknown) => null, raw);
  if (light === null) return false;
  let parsed: unknown;
  expect(() => (parsed = validate(OPERATIONS[op].input, raw)), `${op} ${JSON.stringify(raw)}`).not.toThrow();
  expect(light, `${op} ${JSON.stringify(raw)}`).toStrictEqual(parsed);
  return true;
}

/** A seeded generator, so a failure can be run again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OMIT = Symbol('omit');
/** Values around what `p` allows: good ones, bad ones, left out. */
function valuesFor(p: LightParam): unknown[] {
  const any = [OMIT, undefined, null, '', ' ', 'x', 0, -1, 1.5, true, false, [], {}, 'a\tb'];
  switch (p.kind) {
    case 'text':
      return [...any, 'sample20', '4.2', 'Table 1', 'a'.repeat(p.max), 'a'.repeat(p.max + 1), ' 4.2 ', 'a*', 'a*b'];
    case 'integer':
      return [...any, p.min, p.max, p.min - 1, p.max + 1, String(p.min), Number.NaN, Infinity];
    case 'boolean':
      return [...any, 'true'];
    case 'enum':
      return [...any, ...p.values, p.values[0]!.toUpperCase()];
    case 'other':
      return [...any, 'StructParents', '/Type', 'a b'];
  }
}

function randomInputs(light: LightInput, count: number, next: () => number): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (let i = 0; i < count; i++) {
    const raw: Record<string, unknown> = {};
    for (const [key, p] of Object.entries(light.params)) {
      // Most parameters left out, as in a real call; the rest drawn from good and bad values.
      if (next() < 0.5) continue;
      const values = valuesFor(p);
      const v = values[Math.floor(next() * values.length)];
      if (v !== OMIT) raw[key] = v;
    }
    if (next() < 0.05) raw.bogus = 1;
    out.push(raw);
  }
  return out;
}

describe('the check without zod', () => {
  it('is written from the schemas as they are (npm run light-inputs), for every operation', async () => {
    expect(readFileSync(LIGHT_INPUTS_FILE, 'utf8')).toBe(await lightInputsSource());
    for (const name of OPERATION_NAMES) expect(LIGHT_INPUTS[name]).toEqual(lightInputOf(OPERATIONS[name].input));
  });

  it("asks each operation's rule, the one its schema reports", () => {
    for (const name of OPERATION_NAMES) {
      expect(ruleOf(OPERATIONS[name].input), name).toBe(RUNNERS[name]!.rule);
      expect(LIGHT_INPUTS[name]!.rule, name).toBe(RUNNERS[name]!.rule !== undefined);
    }
  });

  it('accepts the valid input of every operation, and returns what zod returns', () => {
    for (const name of OPERATION_NAMES) {
      const valid = VALID[name];
      // A key is a parameter with a rule of its own: left to zod.
      const plain = !Object.keys(valid).includes('key');
      expect(sameAsZod(name, valid), name).toBe(plain);
    }
    expect(sameAsZod('search_spec', { query: 'logical structure', spec: 'sample20' })).toBe(true);
    expect(sameAsZod('search_spec', { query: 'a(b|c)+', regex: true, case_sensitive: false })).toBe(true);
    expect(sameAsZod('get_tables', { all: true, spec: 'sample20', limit: 1000, offset: 0 })).toBe(true);
    expect(sameAsZod('get_definitions', { kind: 'term', spec: undefined })).toBe(true);
  });

  it('accepts none of the bad-input table, whose messages zod words', () => {
    for (const c of badCases()) {
      if (c.expect !== 'invalid_input') continue;
      const raw = { ...c.args };
      if (c.name.endsWith('unknown parameter')) raw.bogus = 1;
      expect(sameAsZod(c.op, raw), c.name).toBe(false);
    }
  });

  it('agrees with zod on random inputs, good and bad, of every operation', () => {
    const next = random(37);
    for (const name of OPERATION_NAMES) {
      let accepted = 0;
      for (const raw of randomInputs(LIGHT_INPUTS[name]!, 400, next)) if (sameAsZod(name, raw)) accepted++;
      expect(accepted, name).toBeGreaterThan(0);
    }
  });

  it('leaves anything but a plain object to zod', () => {
    for (const raw of [null, undefined, [], 'x', 1, Object.create({ query: 'x' }), new Map()])
      expect(lightInput(LIGHT_INPUTS.search_spec!, RUNNERS.search_spec!.rule as never, raw)).toBeNull();
  });
});
