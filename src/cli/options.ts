/**
 * CLI flags and how they map onto the schema keys. yargs is told to parse
 * every value as a string; numbers are converted here, strictly, so that
 * "--max-results abc" or "1.5" reach the schema as what the user typed and the
 * error names the flag ("invalid --max-results: got \"abc\"; expected an
 * integer from 1 to 50") instead of yargs turning them into NaN or 1.
 */
import type { Options } from 'yargs';
import { PdfspecError, plainInteger } from '../core/index.js';

export type Flag =
  | 'spec'
  | 'max-depth'
  | 'max-results'
  | 'level'
  | 'term'
  | 'kind'
  | 'table-index'
  | 'section'
  | 'from'
  | 'to'
  | 'offset'
  | 'limit'
  | 'category'
  | 'all'
  | 'key'
  | 'dictionary'
  | 'requirements'
  | 'changes-only'
  | 'source'
  | 'verify'
  | 'regex'
  | 'case-sensitive'
  | 'role';

interface FlagDef {
  key: string;
  numeric?: boolean;
  /** On/off: a yargs boolean that takes no value (`--all 5.1.1` is the switch and a word); "=true"/"=false" are read. */
  switch?: boolean;
  option: Options;
}

export const FLAGS: Record<Flag, FlagDef> = {
  spec: {
    key: 'spec',
    option: {
      type: 'string',
      describe:
        'Spec id, unambiguous prefix or another name of a standard (pdf20, iso32000-1; see list-specs); default iso32000-2 or the best available',
      requiresArg: true,
    },
  },
  'max-depth': {
    key: 'max_depth',
    numeric: true,
    option: { type: 'string', describe: 'Depth of the tree, 1–10 (default: full tree)', requiresArg: true },
  },
  'max-results': {
    key: 'max_results',
    numeric: true,
    option: {
      type: 'string',
      describe: 'Maximum results, 1–50 (default 10), or "all" for every hit',
      requiresArg: true,
    },
  },
  level: {
    key: 'level',
    option: {
      type: 'string',
      describe: 'all, shall, "shall not", should, "should not" or may ("must" is shall)',
      requiresArg: true,
    },
  },
  term: {
    key: 'term',
    option: {
      type: 'string',
      describe: 'Match the term or an admitted term (not the definition text)',
      requiresArg: true,
    },
  },
  kind: {
    key: 'kind',
    option: {
      type: 'string',
      describe: 'term (terms clauses) or abbreviation (acronyms / abbreviations clauses); default both',
      requiresArg: true,
    },
  },
  'table-index': {
    key: 'table_index',
    numeric: true,
    option: { type: 'string', describe: 'Only the table at this 0-based index', requiresArg: true },
  },
  section: {
    key: 'section',
    option: { type: 'string', describe: 'Section number ("7.3.4", "Annex A"); its whole subtree', requiresArg: true },
  },
  from: { key: 'from', option: { type: 'string', describe: 'Older spec (default pdf17)', requiresArg: true } },
  to: { key: 'to', option: { type: 'string', describe: 'Newer spec (default iso32000-2)', requiresArg: true } },
  offset: {
    key: 'offset',
    numeric: true,
    option: { type: 'string', describe: 'Paging: skip this many items', requiresArg: true },
  },
  limit: {
    key: 'limit',
    numeric: true,
    option: { type: 'string', describe: 'Paging: at most this many items (1–1000)', requiresArg: true },
  },
  category: {
    key: 'category',
    option: { type: 'string', describe: 'standard, ts, pdfua, guide, appnote, sample or user', requiresArg: true },
  },
  all: {
    key: 'all',
    switch: true,
    option: {
      type: 'boolean',
      describe:
        'Every table of the document, one per line (page with --offset/--limit); with a section, its tables listed so',
    },
  },
  key: {
    key: 'key',
    option: {
      type: 'string',
      describe: 'Dictionary key, with or without the slash ("StructParents", "/AF")',
      requiresArg: true,
    },
  },
  dictionary: {
    key: 'dictionary',
    option: {
      type: 'string',
      alias: 'dict',
      describe: 'Only dictionaries whose name contains this ("stream dictionary")',
      requiresArg: true,
    },
  },
  source: {
    key: 'source',
    option: {
      type: 'string',
      describe: 'model (the Arlington PDF Model, no spec needed), spec (its Key/Type/Value tables) or both (default)',
      requiresArg: true,
    },
  },
  verify: {
    key: 'verify',
    switch: true,
    option: {
      type: 'boolean',
      describe: 'Compare every Key/Type/Value table of the spec with the Arlington PDF Model, table by table',
    },
  },
  requirements: {
    key: 'requirements',
    switch: true,
    option: {
      type: 'boolean',
      describe:
        'Also pair the requirements of matched sections: unchanged, changed (word diff), level changed, added, removed',
    },
  },
  'changes-only': {
    key: 'changes_only',
    switch: true,
    option: {
      type: 'boolean',
      describe: 'Leave out what did not change: unchanged requirements (with --requirements) and same sections',
    },
  },
  regex: {
    key: 'regex',
    switch: true,
    option: {
      type: 'boolean',
      describe: 'Read the query as a regular expression (RE2 syntax: no backreferences or lookaround), not as words',
    },
  },
  role: {
    key: 'role',
    option: {
      type: 'string',
      describe:
        'Only requirements binding this role ("Client", "writer" finds "PDF writer"; file: what data must be); see roles',
      requiresArg: true,
    },
  },
  'case-sensitive': {
    key: 'case_sensitive',
    switch: true,
    option: { type: 'boolean', describe: 'Match letter case exactly' },
  },
};

/** Output and diagnostics flags every command has. */
export const GLOBAL_OPTIONS: Record<string, Options> = {
  json: { type: 'boolean', describe: 'Print the result record as JSON' },
  ndjson: { type: 'boolean', describe: 'Print list results as one JSON record per line' },
  verbose: { type: 'boolean', describe: 'Explain fallbacks, retries and cache use on stderr' },
  pager: {
    type: 'boolean',
    describe: 'Page long output on a terminal with $PAGER (default less -FRX); --no-pager writes it straight out',
    default: undefined,
  },
};

// Numeric flags are parsed as strings (converted strictly below) but shown as [number] in help:
// yargs parses a key that is both as a string and displays it as a number.
for (const def of Object.values(FLAGS)) {
  if (def.numeric) {
    delete def.option.type;
    Object.assign(def.option, { string: true, number: true });
  }
}

/**
 * yargs reads a boolean given "--all=yes" as false without a word: refuse any "--NAME=VALUE" of a switch
 * whose value is not true or false, as typed on the command line `args` (before a `--`).
 */
export function checkSwitchValues(args: readonly string[], switches: readonly string[]): void {
  const end = args.indexOf('--');
  for (const a of end === -1 ? args : args.slice(0, end)) {
    const m = /^--([^=]+)=(.*)$/s.exec(a);
    if (!m || !switches.includes(m[1]!) || m[2] === 'true' || m[2] === 'false') continue;
    throw new PdfspecError(
      'invalid_input',
      `invalid --${m[1]}: got ${JSON.stringify(m[2]!.slice(0, 40))}; expected true or false (or --${m[1]} alone)`,
    );
  }
}

/** The switches among `flags` (their names as typed). */
export const switchesOf = (flags: readonly Flag[]): Flag[] => flags.filter((f) => FLAGS[f].switch);

/**
 * "12" → 12, "-1" → -1; anything else ("1.5", "+5", " 5", "05", "5e0") stays a string, so the schema
 * refuses it with the flag's name and range, the same way for every numeric flag.
 */
export function strictNumber(v: unknown): unknown {
  return typeof v === 'string' ? (plainInteger(v) ?? v) : v;
}

const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The flag values of `argv` as schema input. */
export function flagInput(argv: Record<string, unknown>, flags: readonly Flag[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const flag of flags) {
    const def = FLAGS[flag];
    const v = argv[flag] ?? argv[camel(flag)];
    if (v === undefined) continue;
    input[def.key] = def.numeric ? (Array.isArray(v) ? v.map(strictNumber) : strictNumber(v)) : v;
  }
  return input;
}

/** Schema key → "--max-results" (or the positional's "<section>"). */
export function paramNamer(
  flags: readonly Flag[],
  positional?: { key: string; name: string },
): (key: string) => string {
  const byKey = new Map(flags.map((f) => [FLAGS[f].key, `--${f}`]));
  return (key) => (positional && key === positional.key ? `<${positional.name}>` : (byKey.get(key) ?? key));
}
