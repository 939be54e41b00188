/**
 * The check of an operation's raw input without zod, for the warm path: a command's parameters are plain
 * scalars almost always, and building zod and the schemas cost a warm command more than its answer. Each
 * operation's parameters are described as data (ops/light-inputs.ts, written from the schemas by
 * `npm run light-inputs`; light-input.test.ts fails when it differs from them). This accepts only what the
 * schema surely accepts, and returns what the schema's parse would (the same keys, in the schema's order):
 * anything else — a wrong type, a bound crossed, a parameter the description cannot judge — returns null, and
 * the core validates with zod, whose message the user gets. So it can only skip work, never word an error.
 */
import { noControlChars, notBlank } from './text-rules.js';
import type { ParamIssue } from './ops/define-runner.js';

/** A parameter as the check knows it; `other`: one whose value it leaves to zod (a rule of its own, a transform …). */
export type LightParam = { required: boolean } & (
  | { kind: 'text'; max: number }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'other' }
);

export interface LightInput {
  /** Every parameter of the schema, in its order. */
  params: Readonly<Record<string, LightParam>>;
  /** Whether the schema has a rule over the whole input (the runner's `rule`). */
  rule: boolean;
}

function valueFits(p: LightParam, v: unknown): boolean {
  switch (p.kind) {
    case 'text':
      return typeof v === 'string' && v.length >= 1 && v.length <= p.max && noControlChars(v) && notBlank(v);
    case 'integer':
      return typeof v === 'number' && Number.isSafeInteger(v) && v >= p.min && v <= p.max;
    case 'boolean':
      return typeof v === 'boolean';
    case 'enum':
      return typeof v === 'string' && p.values.includes(v);
    case 'other':
      return false;
  }
}

const plainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * `raw` as the schema's parse would return it, or null when this check cannot tell (then zod decides).
 * `rule` is the operation's rule over the whole input, asked once every parameter is known good.
 */
export function lightInput<T>(
  light: LightInput,
  rule: ((input: T) => ParamIssue | null) | undefined,
  raw: unknown,
): T | null {
  if (!plainObject(raw)) return null;
  if (light.rule && !rule) return null;
  const params = light.params;
  for (const key of Object.keys(raw)) if (!Object.hasOwn(params, key)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, p] of Object.entries(params)) {
    const given = Object.hasOwn(raw, key);
    const v = given ? raw[key] : undefined;
    if (v === undefined) {
      if (p.required) return null;
      if (given) out[key] = undefined;
      continue;
    }
    if (!valueFits(p, v)) return null;
    out[key] = v;
  }
  if (rule && rule(out as T) !== null) return null;
  return out as T;
}
