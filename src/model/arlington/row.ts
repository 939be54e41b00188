/**
 * One Arlington row read into what a PDF engineer asks of a key: its types, since/deprecated, whether it is
 * required (and under which condition, in words), inheritable, direct or indirect, default, possible values,
 * the objects it links to and the ISO 32000-2 table that defines it. The model's TRUE/FALSE are its own
 * booleans; true/false are PDF values and stay as written.
 */
import { tableLabelsIn } from '../table-number.js';
import { ARLINGTON_COLUMNS } from './data.js';
import { callArgs, parseExpr, phraseCondition, written, type Expr } from './predicate.js';

export type Requiredness = 'required' | 'optional' | 'conditional';

export interface ArlingtonRow {
  /** The object (one TSV file): "PageObject". */
  object: string;
  /** As written: a name, "*" (any key: a map) or an array position ("0", "1", "0*"). */
  key: string;
  /** The types without their version wrappers: ["array", "dictionary"]. */
  types: string[];
  /** Types as written when one is qualified ("fn:SinceVersion(1.3,dictionary)" → "dictionary (PDF 1.3)"). */
  typeText: string;
  /** The ISO 32000 version that introduced the key; null when only an extension defines it. */
  since: string | null;
  /** An extension that introduced it earlier or instead ("PDF 1.7 with extension ADBE_Extn3"). */
  sinceExtension: string | null;
  deprecated: string | null;
  required: Requiredness;
  /** For conditional: the condition in words ("the page contains structure content items"), else the predicate as written. */
  condition: string | null;
  /** The Required cell when it is a predicate, as written. */
  predicate: string | null;
  inheritable: boolean;
  /** "direct or indirect", "indirect", "direct", per type ("array: direct or indirect; stream: indirect") or as written. */
  indirect: string;
  default: string | null;
  possibleValues: string[];
  /** The objects the value may be (one per Link entry, version wrappers removed). */
  links: string[];
  /** "Table 359": the first of `tables`; null when neither the row nor its object names one. */
  table: string | null;
  /**
   * The tables the row's note names, else those the object's first row names ("Table 166 and Table 172 and Table
   * 183": the row is in one of them, the model does not say which).
   */
  tables: string[];
  note: string;
}

const tablesIn = tableLabelsIn;
const COL = Object.fromEntries(ARLINGTON_COLUMNS.map((c, i) => [c, i])) as Record<
  (typeof ARLINGTON_COLUMNS)[number],
  number
>;

/** "[a,b];[c]" → [["a","b"],["c"]]: one bracketed list per type, split at top-level commas. */
export function perType(cell: string): string[][] {
  if (!cell) return [];
  const groups: string[][] = [];
  let depth = 0;
  let cur = '';
  let items: string[] = [];
  for (const ch of cell) {
    if (ch === '[' && depth === 0) {
      depth = 1;
      items = [];
      cur = '';
      continue;
    }
    if (depth === 0) continue;
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')') depth--;
    if (ch === ']' && depth === 1) {
      if (cur) items.push(cur);
      groups.push(items);
      depth = 0;
      continue;
    }
    if (ch === ']') depth--;
    if (ch === ',' && depth === 1) {
      items.push(cur);
      cur = '';
    } else cur += ch;
  }
  return groups.length ? groups : [[cell]];
}

/** A cell value with its version wrappers read: "fn:SinceVersion(2.0,A)" → "A (PDF 2.0)". */
function qualified(v: string): { bare: string; text: string } {
  try {
    return qualify(parseExpr(v));
  } catch {
    return { bare: v, text: v };
  }
}

const WRAPPERS: Record<string, (arg: string) => string> = {
  SinceVersion: (a) => `PDF ${a}`,
  Deprecated: (a) => `deprecated in PDF ${a}`,
  BeforeVersion: (a) => `before PDF ${a}`,
  IsPDFVersion: (a) => `PDF ${a} only`,
  Extension: (a) => `extension ${a}`,
};

function qualify(e: Expr): { bare: string; text: string } {
  const wrap = e.kind === 'call' && e.args.length === 2 ? WRAPPERS[e.name] : undefined;
  if (!wrap || e.kind !== 'call') {
    const w = written(e);
    return { bare: w, text: /^@/.test(w) ? `value of /${w.slice(1)}` : w };
  }
  const inner = qualify(e.args[1]!);
  const q = wrap(written(e.args[0]!));
  const text = inner.text.endsWith(')') ? `${inner.text.slice(0, -1)}, ${q})` : `${inner.text} (${q})`;
  return { bare: inner.bare, text };
}

/** SinceVersion: "1.3"; "fn:Eval(fn:Extension(X,1.7) || 2.0)"; "fn:Extension(X,1.7)". */
function sinceOf(cell: string): { since: string | null; extension: string | null } {
  if (/^\d\.\d$/.test(cell)) return { since: cell, extension: null };
  const inner = callArgs(cell, 'Eval')?.[0];
  const parts: Expr[] = [];
  const flatten = (e: Expr): void => {
    if (e.kind === 'op' && e.op === '||') {
      flatten(e.left);
      flatten(e.right);
    } else parts.push(e);
  };
  if (inner) flatten(inner);
  else {
    try {
      parts.push(parseExpr(cell));
    } catch {
      return { since: null, extension: cell };
    }
  }
  let since: string | null = null;
  const extensions: string[] = [];
  for (const p of parts) {
    if (p.kind === 'atom' && /^\d\.\d$/.test(p.text)) since = p.text;
    else if (p.kind === 'call' && p.name === 'Extension') {
      const [name, v] = p.args.map(written);
      extensions.push(v ? `PDF ${v} with extension ${name}` : `extension ${name}`);
    } else extensions.push(written(p));
  }
  return { since, extension: extensions.length ? extensions.join('; ') : null };
}

function requiredOf(cell: string): Pick<ArlingtonRow, 'required' | 'condition' | 'predicate'> {
  if (cell === 'TRUE') return { required: 'required', condition: null, predicate: null };
  if (cell === 'FALSE' || cell === '') return { required: 'optional', condition: null, predicate: null };
  const args = callArgs(cell, 'IsRequired');
  const inner = args?.length === 1 ? written(args[0]!) : null;
  const phrased = args?.length === 1 ? phraseConditionOf(args[0]!) : null;
  return { required: 'conditional', condition: phrased ?? inner ?? cell, predicate: cell };
}

function phraseConditionOf(e: Expr): string | null {
  return phraseCondition(written(e));
}

const INDIRECT: Record<string, string> = { TRUE: 'indirect', FALSE: 'direct or indirect' };

function indirectOf(cell: string, types: readonly string[]): string {
  if (INDIRECT[cell]) return INDIRECT[cell];
  if (cell === 'fn:MustBeDirect()') return 'direct';
  for (const [fn, how] of [
    ['MustBeDirect', 'direct'],
    ['MustBeIndirect', 'indirect'],
  ] as const) {
    const args = callArgs(cell, fn);
    const when = args?.length === 1 ? phraseCondition(written(args[0]!)) : null;
    if (when) return `${how} if ${when}`;
  }
  const groups = perType(cell);
  if (groups.length === types.length && groups.length > 1 && groups.every((g) => g.length === 1 && INDIRECT[g[0]!]))
    return groups.map((g, i) => `${types[i]}: ${INDIRECT[g[0]!]}`).join('; ');
  return cell;
}

/** The tables an object's first row names ("Table 31"), which its other rows share unless their note names some. */
export function objectTables(rows: readonly (readonly string[])[]): string[] {
  return tablesIn(rows[0]?.[COL.Note] ?? '');
}

export function readRow(object: string, cells: readonly string[], objectTabled: readonly string[]): ArlingtonRow {
  const cell = (c: keyof typeof COL) => cells[COL[c]] ?? '';
  const typed = cell('Type')
    .split(';')
    .map((t) => qualified(t));
  const types = typed.map((t) => t.bare);
  const { since, extension } = sinceOf(cell('SinceVersion'));
  const note = cell('Note');
  const own = tablesIn(note);
  const tables = own.length ? own : [...objectTabled];
  const values = perType(cell('PossibleValues')).flatMap((g) => g.map((v) => qualified(v).text));
  const links = perType(cell('Link')).flatMap((g) => g.map((v) => qualified(v).bare));
  const dflt = perType(cell('DefaultValue'))
    .map((g, i) => {
      const v = g.map((x) => qualified(x).text).join(', ');
      return v && types.length > 1 ? `${types[i]}: ${v}` : v;
    })
    .filter(Boolean)
    .join('; ');
  return {
    object,
    key: cell('Key'),
    types,
    typeText: typed.map((t) => t.text).join('; '),
    since,
    sinceExtension: extension,
    deprecated: cell('DeprecatedIn') || null,
    ...requiredOf(cell('Required')),
    inheritable: cell('Inheritable') === 'TRUE',
    indirect: indirectOf(cell('IndirectReference'), types),
    default: dflt || null,
    possibleValues: values,
    links: [...new Set(links)],
    table: tables[0] ?? null,
    tables,
    note,
  };
}
