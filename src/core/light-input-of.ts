/**
 * The description the check without zod works from (light-input.ts), read off an operation's input schema:
 * what `npm run light-inputs` writes into ops/light-inputs.ts, and what light-input.test.ts compares it with.
 * A parameter is described only when its schema is exactly one of the shapes the check knows (schemas.ts
 * `text`, a bounded integer, a boolean, an enum), optional or not; anything more is `other`, left to zod.
 */
import * as z from 'zod';
import type { LightInput, LightParam } from './light-input.js';
import { noControlChars, notBlank } from './text-rules.js';
import { ruleOfSchema } from './schemas.js';

interface CheckDef {
  check: string;
  fn?: unknown;
  inclusive?: boolean;
  format?: string;
}

const checksOf = (s: z.ZodType): CheckDef[] =>
  ((s.def as { checks?: Array<{ _zod: { def: CheckDef } }> }).checks ?? []).map((c) => c._zod.def);

function isText(s: z.ZodString, checks: CheckDef[]): boolean {
  const fns = checks.filter((c) => c.check === 'custom').map((c) => c.fn);
  return (
    s.minLength === 1 &&
    s.maxLength !== null &&
    checks.length === 4 &&
    checks.filter((c) => c.check === 'min_length' || c.check === 'max_length').length === 2 &&
    fns.includes(noControlChars) &&
    fns.includes(notBlank)
  );
}

function isBoundedInteger(s: z.ZodNumber, checks: CheckDef[]): boolean {
  return (
    s.isInt === true &&
    Number.isFinite(s.minValue) &&
    Number.isFinite(s.maxValue) &&
    checks.every(
      (c) =>
        (c.check === 'number_format' && c.format === 'safeint') ||
        ((c.check === 'greater_than' || c.check === 'less_than') && c.inclusive === true),
    )
  );
}

export function lightParamOf(schema: z.ZodType): LightParam {
  let s = schema;
  let required = true;
  while (s instanceof z.ZodOptional) {
    required = false;
    s = s.unwrap() as z.ZodType;
  }
  const checks = checksOf(s);
  if (s instanceof z.ZodString && isText(s, checks)) return { kind: 'text', max: s.maxLength!, required };
  if (s instanceof z.ZodNumber && isBoundedInteger(s, checks))
    return { kind: 'integer', min: s.minValue!, max: s.maxValue!, required };
  if (s instanceof z.ZodBoolean && !checks.length) return { kind: 'boolean', required };
  if (s instanceof z.ZodEnum && !checks.length && s.options.every((o) => typeof o === 'string'))
    return { kind: 'enum', values: s.options as string[], required };
  // A rule of its own …: zod judges its value. Left out, it may go without zod only when nothing can fill it in
  // (a default, a transform): a plain type under optional().
  const plain = [z.ZodString, z.ZodNumber, z.ZodBoolean, z.ZodEnum].some((type) => s instanceof type);
  return { kind: 'other', required: required || !plain };
}

/** The rule a schema's superRefine reports (schemas.ts `withRule`), or undefined. */
export const ruleOf = ruleOfSchema;

export function lightInputOf(schema: z.ZodObject): LightInput {
  const params: Record<string, LightParam> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>))
    params[key] = lightParamOf(field);
  return { params, rule: checksOf(schema).length > 0 };
}
