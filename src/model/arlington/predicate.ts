/**
 * The Arlington model's predicate grammar (`fn:IsRequired(fn:IsPresent(RT))`, `@R==5`,
 * `fn:SinceVersion(2.0,x)` …): a parser into a small tree, and a phrasing of that tree in plain words
 * ("/RT is present"). A predicate the phrasing does not know is left as written by the caller.
 */
export type Expr =
  | { kind: 'atom'; text: string }
  | { kind: 'call'; name: string; args: Expr[] }
  | { kind: 'op'; op: string; left: Expr; right: Expr };

const TOKEN = /\s*(fn:[A-Za-z0-9_]+|\|\||&&|==|!=|<=|>=|[<>(),]|mod\b|[-+*]|[^\s(),|&=!<>]+)/y;

function tokenize(src: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < src.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(src);
    if (!m) {
      if (!src.slice(at).trim()) break;
      throw new Error(`unreadable predicate at ${at}: ${src}`);
    }
    out.push(m[1]!);
  }
  return out;
}

const LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['==', '!=', '<', '>', '<=', '>='],
  ['mod', '+', '-', '*'],
];

/** Parses one predicate or cell expression; throws on text the grammar does not allow. */
export function parseExpr(src: string): Expr {
  const tokens = tokenize(src);
  let i = 0;
  const peek = () => tokens[i];
  const expect = (t: string) => {
    if (tokens[i] !== t) throw new Error(`expected "${t}" in ${src}`);
    i++;
  };
  const level = (n: number): Expr => {
    if (n === LEVELS.length) return primary();
    let left = level(n + 1);
    while (peek() !== undefined && LEVELS[n]!.includes(peek()!)) {
      const op = tokens[i++]!;
      left = { kind: 'op', op, left, right: level(n + 1) };
    }
    return left;
  };
  const primary = (): Expr => {
    const t = tokens[i++];
    if (t === undefined) throw new Error(`unexpected end of ${src}`);
    if (t === '(') {
      const inner = level(0);
      expect(')');
      return inner;
    }
    if (t.startsWith('fn:')) {
      expect('(');
      const args: Expr[] = [];
      while (peek() !== ')') {
        args.push(level(0));
        if (peek() === ',') i++;
        else if (peek() !== ')') throw new Error(`expected "," or ")" in ${src}`);
      }
      expect(')');
      return { kind: 'call', name: t.slice(3), args };
    }
    if (/^[(),|&=!<>]/.test(t)) throw new Error(`unexpected "${t}" in ${src}`);
    return { kind: 'atom', text: t };
  };
  const e = level(0);
  if (i !== tokens.length) throw new Error(`trailing text in ${src}`);
  return e;
}

class Unphrasable extends Error {}

/** "trailer::Catalog::PieceInfo" → "the document catalog's /PieceInfo"; "parent::@Type" → "the parent's /Type". */
export function phrasePath(path: string): string {
  const parts: string[] = path.split('::').map((p) => p.replace(/^@/, ''));
  let owner = '';
  while (parts.length > 1 && (parts[0] === 'parent' || parts[0] === 'trailer')) {
    const p = parts.shift()!;
    if (p === 'trailer' && (parts[0] as string) === 'Catalog' && parts.length > 1) {
      parts.shift();
      owner += "the document catalog's ";
    } else if (p === 'parent') owner = owner ? "the parent's parent's " : "the parent's ";
  }
  return `${owner}/${parts.join('/')}`;
}

const isKeyRef = (t: string) => t.startsWith('@') || t.includes('::');
const value = (e: Expr): string => {
  if (e.kind === 'atom') return isKeyRef(e.text) ? phrasePath(e.text) : e.text;
  const arg = e.kind === 'call' && e.args.length === 1 ? e.args[0] : undefined;
  if (e.kind === 'call' && arg?.kind === 'atom') {
    const of = phrasePath(arg.text);
    if (e.name === 'RectWidth') return `the width of ${of}`;
    if (e.name === 'RectHeight') return `the height of ${of}`;
    if (e.name === 'ArrayLength') return `the length of ${of}`;
  }
  if (e.kind === 'op' && ['mod', '+', '-', '*'].includes(e.op)) return `${value(e.left)} ${e.op} ${value(e.right)}`;
  throw new Unphrasable();
};

const COMPARE: Record<string, string> = {
  '==': 'is',
  '!=': 'is not',
  '<': 'is less than',
  '>': 'is greater than',
  '<=': 'is at most',
  '>=': 'is at least',
};

/** Facts about the file or object that the model tests with functions of no argument. */
const FACTS: Record<string, string> = {
  PageContainsStructContentItems: 'the page contains structure content items',
  ImageIsStructContentItem: 'the image is a structure content item',
  IsPDFTagged: 'the document is tagged',
  FontHasLatinChars: 'the font has Latin characters',
  NotStandard14Font: 'the font is not one of the standard 14 fonts',
  IsEncryptedWrapper: 'the document is an encrypted wrapper',
};

const version = (e: Expr | undefined): string => {
  if (e?.kind !== 'atom' || !/^\d\.\d$/.test(e.text)) throw new Unphrasable();
  return e.text;
};

const orChain = (e: Expr): Expr[] =>
  e.kind === 'op' && e.op === '||' ? [...orChain(e.left), ...orChain(e.right)] : [e];
const presentKey = (e: Expr): string | null => {
  const arg = e.kind === 'call' && e.name === 'IsPresent' && e.args.length === 1 ? e.args[0] : undefined;
  return arg?.kind === 'atom' ? phrasePath(arg.text) : null;
};

function condition(e: Expr, parent?: string): string {
  if (e.kind === 'op') {
    if (e.op === '||' || e.op === '&&') {
      const words = `${condition(e.left, e.op)} ${e.op === '||' ? 'or' : 'and'} ${condition(e.right, e.op)}`;
      return parent && parent !== e.op ? `(${words})` : words;
    }
    const cmp = COMPARE[e.op];
    if (!cmp) throw new Unphrasable();
    return `${value(e.left)} ${cmp} ${value(e.right)}`;
  }
  if (e.kind === 'atom') {
    if (e.text === 'true' || e.text === 'TRUE') return 'always';
    throw new Unphrasable();
  }
  const [a, b] = e.args;
  switch (e.name) {
    case 'IsPresent':
      if (a?.kind === 'atom' && e.args.length === 1) return `${phrasePath(a.text)} is present`;
      if (a && e.args.length === 1) return condition(a, parent);
      break;
    case 'Not':
      if (a?.kind === 'call' && a.name === 'IsPresent' && a.args[0]?.kind === 'atom' && a.args.length === 1)
        return `${phrasePath(a.args[0].text)} is absent`;
      if (a?.kind === 'op' && a.op === '==') return `${value(a.left)} is not ${value(a.right)}`;
      if (a?.kind === 'op' && a.op === '||') {
        const keys = orChain(a).map(presentKey);
        if (keys.every((k) => k !== null)) return `none of ${keys.join(', ')} is present`;
      }
      if (a && e.args.length === 1) return `not (${condition(a)})`;
      break;
    case 'SinceVersion':
      if (e.args.length === 1) return `the file is PDF ${version(a)} or later`;
      if (b && e.args.length === 2) return `from PDF ${version(a)}, ${condition(b, 'nested')}`;
      break;
    case 'BeforeVersion':
      if (e.args.length === 1) return `the file is older than PDF ${version(a)}`;
      if (b && e.args.length === 2) return `before PDF ${version(a)}, ${condition(b, 'nested')}`;
      break;
    case 'IsPDFVersion':
      if (e.args.length === 1) return `the file is PDF ${version(a)}`;
      if (b && e.args.length === 2) return `in PDF ${version(a)}, ${condition(b, 'nested')}`;
      break;
    case 'Contains':
      if (a && b?.kind === 'atom') return `${value(a)} contains ${b.text}`;
      break;
    case 'InNameTree':
      if (a?.kind === 'atom') return `it is listed in the ${a.text.split('::').at(-1)} name tree`;
      break;
    default:
      if (e.name in FACTS && e.args.length === 0) return FACTS[e.name]!;
  }
  throw new Unphrasable();
}

/** A predicate in plain words, or null when it is too intricate to phrase (show it as written then). */
export function phraseCondition(src: string): string | null {
  try {
    return condition(parseExpr(src));
  } catch {
    return null;
  }
}

/** The arguments of `fn:Name(…)` when `src` is exactly that call, else null. */
export function callArgs(src: string, name: string): Expr[] | null {
  try {
    const e = parseExpr(src);
    return e.kind === 'call' && e.name === name ? e.args : null;
  } catch {
    return null;
  }
}

/** An expression back in the model's own notation (for a part of a cell that is shown as written). */
export function written(e: Expr): string {
  if (e.kind === 'atom') return e.text;
  if (e.kind === 'call') return `fn:${e.name}(${e.args.map(written).join(',')})`;
  return `${written(e.left)} ${e.op} ${written(e.right)}`;
}
