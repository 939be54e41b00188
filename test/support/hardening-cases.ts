/**
 * The bad-input table for test/hardening-input.test.ts, generated from the one
 * schema module: every parameter of every operation gets the bad values its
 * type admits (empty, blank, control characters, too long, out of range,
 * floats, huge, negative, wrong type, unknown enum value), plus unknown
 * parameters, missing required ones, unknown specs and sections that look
 * valid but do not exist. Each case says how the CLI and MCP must fail.
 */
import { TOOLS } from '../../src/mcp/tools/index.js';
import { z } from 'zod';
import type { OperationName } from '../../src/core/ops/index.js';
import { OPERATIONS } from './operations.js';

export type Outcome = 'invalid_input' | 'unknown_spec' | 'unknown_section' | 'unknown_table';

export interface BadCase {
  /** Readable id, e.g. "get_structure.max_depth = 1.5". */
  name: string;
  op: OperationName;
  /** The parameter the error must name; null for an unknown-parameter case. */
  param: string | null;
  /** The MCP arguments (undefined values are omitted). */
  args: Record<string, unknown>;
  /** Only through one front end (wrong JSON types exist only in MCP; "abc" for a number only on a command line). */
  only?: 'cli' | 'mcp';
  /** Extra CLI words (unknown flags). */
  extraArgv?: string[];
  expect: Outcome;
}

/** Specs that always exist: the bundled samples (built by `npm run prepare`). */
export const SPEC = 'sample20';
export const OLD_SPEC = 'sample17';

/** Valid arguments for each operation, so that a case changes exactly one parameter. */
export const VALID: Record<OperationName, Record<string, unknown>> = {
  list_specs: {},
  get_structure: { spec: SPEC },
  get_section: { spec: SPEC, section: '1' },
  search_spec: { spec: SPEC, query: 'structure' },
  get_requirements: { spec: SPEC },
  get_definitions: { spec: SPEC },
  get_tables: { spec: SPEC, section: 'Table 1' },
  compare_versions: { from: OLD_SPEC, to: SPEC },
  find_references: { spec: SPEC, section: '1' },
  find_key: { spec: SPEC, key: 'Type' },
  list_roles: { spec: SPEC },
  get_checklist: { spec: SPEC, section: '4' },
  cite_requirement: { spec: SPEC, id: 'R-4.1-1' },
  check_statement: { spec: SPEC, statement: 'A processor shall follow the logical content order.' },
};

/** Operations that are MCP tools; the others (refs, key) are tried through the CLI only. */
const MCP_OPS = new Set<string>(TOOLS.map((t) => t.name));

type Kind =
  | { kind: 'string'; max: number }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'enum'; options: string[] }
  | { kind: 'bool' };

function unwrap(s: z.ZodType): { inner: z.ZodType; required: boolean } {
  let cur: any = s;
  let required = true;
  while (cur instanceof z.ZodOptional || cur instanceof z.ZodDefault || cur instanceof z.ZodNullable) {
    required = false;
    cur = cur.unwrap();
  }
  if (cur instanceof z.ZodUnion && (cur.options as z.ZodType[]).length === 1) cur = cur.options[0];
  return { inner: cur, required };
}

function kindOf(s: z.ZodType): Kind {
  const any = s as any;
  if (s instanceof z.ZodString) return { kind: 'string', max: any.maxLength ?? 1000 };
  if (s instanceof z.ZodNumber) return { kind: 'int', min: any.minValue, max: any.maxValue };
  if (s instanceof z.ZodEnum) return { kind: 'enum', options: any.options };
  if (s instanceof z.ZodBoolean) return { kind: 'bool' };
  throw new Error(`hardening-cases: no bad values known for ${s.constructor.name}`);
}

export function paramsOf(op: OperationName): Array<{ key: string; required: boolean } & Kind> {
  const shape = OPERATIONS[op].input.shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([key, schema]) => {
    const { inner, required } = unwrap(schema);
    return { key, required, ...kindOf(inner) };
  });
}

const SPEC_KEYS = new Set(['spec', 'from', 'to']);
const SECTION_OPS = new Set<OperationName>([
  'get_section',
  'get_requirements',
  'get_tables',
  'compare_versions',
  'find_references',
]);

/** 1 MB for MCP; a command-line argument is capped near 128 KB (MAX_ARG_STRLEN), so 100 KB there. */
export const MB_QUERY = 'lorem '.repeat(Math.ceil(1_048_576 / 6)).slice(0, 1_048_576);
export const CLI_LONG_QUERY = MB_QUERY.slice(0, 100 * 1024);

export function badCases(): BadCase[] {
  const cases: BadCase[] = [];
  for (const op of Object.keys(OPERATIONS) as OperationName[]) {
    const base = VALID[op];
    const add = (param: string | null, value: unknown, expect: Outcome, label: string, only?: 'cli' | 'mcp') => {
      if (!MCP_OPS.has(op)) {
        if (only === 'mcp') return;
        only = 'cli';
      }
      const args = { ...base };
      if (param !== null) {
        if (value === undefined) delete args[param];
        else args[param] = value;
      }
      cases.push({ name: `${op}.${param ?? '?'} = ${label}`, op, param, args, expect, ...(only ? { only } : {}) });
    };

    for (const p of paramsOf(op)) {
      if (p.kind === 'string') {
        add(p.key, '', 'invalid_input', 'empty string');
        add(p.key, '   ', 'invalid_input', 'blank');
        add(p.key, 'a\u0001b', 'invalid_input', 'control character U+0001');
        // Whitespace controls too: one policy, refused everywhere (never read as a space).
        add(p.key, '7\t3', 'invalid_input', 'a tab');
        add(p.key, '7\n3', 'invalid_input', 'a line break');
        add(p.key, '7\r3', 'invalid_input', 'a carriage return');
        add(p.key, 'a\u0085b', 'invalid_input', 'C1 control U+0085');
        add(p.key, 'x\u001b[2J\u001b[31mred', 'invalid_input', 'terminal escape sequence');
        add(p.key, 'nul\u0000byte', 'invalid_input', 'NUL byte', 'mcp');
        add(p.key, 'x'.repeat(p.max + 1), 'invalid_input', `${p.max + 1} characters`);
        add(p.key, 42, 'invalid_input', 'a number', 'mcp');
        add(p.key, null, 'invalid_input', 'null', 'mcp');
        add(p.key, ['a'], 'invalid_input', 'an array', 'mcp');
        if (p.key === 'query') {
          add(p.key, MB_QUERY, 'invalid_input', '1 MB query', 'mcp');
          add(p.key, CLI_LONG_QUERY, 'invalid_input', '100 KB query', 'cli');
        }
        if (SPEC_KEYS.has(p.key)) {
          add(p.key, 'no-such-spec', 'unknown_spec', 'unknown spec');
          add(p.key, '../../etc/passwd', 'unknown_spec', 'path escape ../../etc/passwd');
          add(p.key, '/etc/passwd', 'unknown_spec', 'absolute path');
          add(p.key, `${SPEC}/../../../etc/passwd`, 'unknown_spec', 'spec id plus ../');
        }
        if (p.key === 'section' && SECTION_OPS.has(op)) {
          add(p.key, '99.99.99', 'unknown_section', 'missing section 99.99.99');
          add(p.key, 'Annex Z', 'unknown_section', 'missing Annex Z');
          add(p.key, '../../x', 'unknown_section', 'path-like section ../../x');
          add(
            p.key,
            'Table 9999',
            op === 'get_tables' || op === 'find_references' ? 'unknown_table' : 'unknown_section',
            '"Table 9999"',
          );
        }
      } else if (p.kind === 'int') {
        const seen = new Set<string>();
        const num = (v: number, label: string) => {
          if (!seen.has(String(v))) add(p.key, v, 'invalid_input', label);
          seen.add(String(v));
        };
        num(p.min - 1, `below minimum (${p.min - 1})`);
        num(-1, 'negative');
        num(p.max + 1, `above maximum (${p.max + 1})`);
        num(p.min + 0.5, `float (${p.min + 0.5})`);
        num(1e308, 'huge (1e308)');
        add(p.key, 'abc', 'invalid_input', 'not a number "abc"', 'cli');
        add(p.key, '', 'invalid_input', 'empty string', 'cli');
        add(p.key, '0x10', 'invalid_input', 'hex "0x10"', 'cli');
        // One form on the command line, decimal digits: no exponent, sign, padding or leading zeros.
        for (const form of ['.5e1', '5e0', '+5', ' 5', '5 ', '00005'])
          add(p.key, form, 'invalid_input', `not plain digits ${JSON.stringify(form)}`, 'cli');
        add(p.key, String(p.min), 'invalid_input', 'a numeric string', 'mcp');
        add(p.key, true, 'invalid_input', 'true', 'mcp');
      } else if (p.kind === 'bool') {
        add(p.key, 'yes', 'invalid_input', 'a word "yes"');
        add(p.key, '1', 'invalid_input', 'a digit "1"', 'cli');
        add(p.key, 1, 'invalid_input', 'a number', 'mcp');
        add(p.key, null, 'invalid_input', 'null', 'mcp');
      } else {
        add(p.key, 'bogus', 'invalid_input', 'unknown enum value');
        add(p.key, '', 'invalid_input', 'empty string');
        add(p.key, p.options[0]!.toUpperCase(), 'invalid_input', `wrong case ${p.options[0]!.toUpperCase()}`);
        add(p.key, 1, 'invalid_input', 'a number', 'mcp');
      }
      if (p.required) add(p.key, undefined, 'invalid_input', 'missing');
    }
    cases.push({
      name: `${op}.? = unknown parameter`,
      op,
      param: null,
      args: { ...base, bogus: 1 },
      extraArgv: ['--bogus=1'],
      expect: 'invalid_input',
      ...(MCP_OPS.has(op) ? {} : { only: 'cli' as const }),
    });
  }
  return cases;
}
