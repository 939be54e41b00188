/**
 * Turns a schema failure into one line that names the parameter and its allowed
 * range — the same line for the CLI, MCP and the TUI.
 */
import * as z from 'zod';
import { PdfspecError } from './errors.js';

type AnySchema = z.ZodType;

function unwrap(s: AnySchema): AnySchema {
  let cur: AnySchema = s;
  while (cur && (cur instanceof z.ZodOptional || cur instanceof z.ZodDefault || cur instanceof z.ZodNullable)) {
    cur = cur.unwrap() as AnySchema;
  }
  return cur;
}

/** Human description of what a parameter accepts, read off the schema itself. */
export function allowedRange(schema: AnySchema): string {
  const s = unwrap(schema);
  if (s instanceof z.ZodNumber) {
    const int = s.isInt;
    const lo = s.minValue,
      hi = s.maxValue;
    const what = int ? 'an integer' : 'a number';
    if (lo != null && hi != null) return `${what} from ${lo} to ${hi}`;
    if (lo != null) return `${what} ≥ ${lo}`;
    return what;
  }
  if (s instanceof z.ZodString) {
    const max = s.maxLength;
    return `a non-empty string${max != null ? ` of at most ${max} characters` : ''}, without control characters, tabs or line breaks`;
  }
  if (s instanceof z.ZodEnum) return `one of ${(s.options as string[]).map((o) => `"${o}"`).join(', ')}`;
  if (s instanceof z.ZodUnion) return (s.options as AnySchema[]).map(allowedRange).join(' or ');
  if (s instanceof z.ZodBoolean) return 'true or false';
  return 'a valid value';
}

/** JSON.stringify leaves DEL and the C1 controls (U+007F–U+009F) raw; a terminal may act on them. */
const escapeC1 = (s: string) =>
  s.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function show(v: unknown): string {
  if (typeof v === 'string') {
    const clipped = v.length > 40 ? `${v.slice(0, 40)}… (${v.length} characters)` : v;
    return escapeC1(JSON.stringify(clipped));
  }
  if (v === undefined) return 'nothing';
  try {
    const j = JSON.stringify(v);
    return j === undefined ? String(v) : j.length > 60 ? `${j.slice(0, 60)}…` : j;
  } catch {
    return String(v);
  }
}

/** Parameters are scalars; a few levels leave room for a wrong but plausible value (["7.3"]), more is refused unread. */
const MAX_NESTING = 8;

const typeName = (v: unknown) => (Array.isArray(v) ? 'an array' : 'an object');

/** Whether `value` holds arrays or objects more than `limit` levels deep, found without recursion. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(v)) stack.push({ v: child, depth: depth + 1 });
  }
  return false;
}

export interface ValidateOptions {
  /** Maps a schema key to the name the user typed (e.g. max_results → --max-results). */
  paramName?: (key: string) => string;
}

/** Parse `input` or throw one invalid_input PdfspecError naming the first bad parameter. */
export function validate<S extends z.ZodObject>(schema: S, input: unknown, opts: ValidateOptions = {}): z.infer<S> {
  const name = opts.paramName ?? ((k: string) => k);
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new PdfspecError('invalid_input', 'invalid arguments: expected an object of named parameters', '');
  }
  const shape = schema.shape as Record<string, AnySchema>;
  const fieldOf = (key: string): AnySchema | undefined => (Object.hasOwn(shape, key) ? shape[key] : undefined);
  // Every key the client sent is looked up as an own key: "__proto__" or "constructor" is an unknown
  // parameter like any other (zod's own check lets "__proto__" through as if it were not there).
  const unknown = Object.keys(input).filter((k) => !fieldOf(k));
  if (unknown.length > 0 && schema.def.catchall?._zod.def.type === 'never') {
    const known = Object.keys(shape).map(name).join(', ') || '(none)';
    throw new PdfspecError('invalid_input', `unknown parameter ${unknown.map(name).join(', ')}; allowed: ${known}`);
  }
  // A value nested deeper than any parameter can be (a client's mistake) is refused before anything walks it.
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (nestedDeeperThan(value, MAX_NESTING)) {
      const field = fieldOf(key);
      const allowed = field ? `; expected ${allowedRange(field)}` : '';
      throw new PdfspecError(
        'invalid_input',
        `invalid ${name(key)}: got ${typeName(value)} nested more than ${MAX_NESTING} levels deep${allowed}`,
      );
    }
  }
  const res = schema.safeParse(input);
  if (res.success) return res.data;
  const issue = res.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys;
    const known = Object.keys(shape).map(name).join(', ') || '(none)';
    throw new PdfspecError('invalid_input', `unknown parameter ${keys.map(name).join(', ')}; allowed: ${known}`);
  }
  // A rule joining several parameters (params.joint) names them in its message as {key}.
  if (issue.code === 'custom' && (issue as { params?: { joint?: boolean } }).params?.joint)
    throw new PdfspecError(
      'invalid_input',
      issue.message.replace(/\{(\w+)\}/g, (_, k: string) => name(k)),
    );
  const key = String(issue.path[0] ?? '');
  const field = fieldOf(key);
  const got = Object.hasOwn(input, key) ? (input as Record<string, unknown>)[key] : undefined;
  // A rule about one parameter's content (params.explain) says itself what is wrong with it.
  if (issue.code === 'custom' && (issue as { params?: { explain?: boolean } }).params?.explain) {
    throw new PdfspecError('invalid_input', `invalid ${name(key)}: got ${show(got)}; ${issue.message}`);
  }
  const allowed = field ? allowedRange(field) : 'a valid value';
  const missing = got === undefined;
  // A parameter's own rule of form ("must be one PDF name …") says what is allowed better than its type.
  const rule = issue.code === 'custom' && /^must be /.test(issue.message) ? issue.message : null;
  const msg = missing
    ? `missing required parameter ${name(key)}: expected ${allowed}`
    : rule
      ? `invalid ${name(key)}: got ${show(got)}; ${rule}`
      : `invalid ${name(key)}: got ${show(got)}; expected ${allowed}`;
  throw new PdfspecError('invalid_input', msg);
}
