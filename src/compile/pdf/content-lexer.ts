/**
 * The operators of a content stream and their operands, read as pdf.js's lexer reads them, for content-rules.ts.
 * Operands that the rules never read (strings, arrays, dictionaries, booleans) are kept only as something there;
 * numbers and names are read. What this lexer does not read as pdf.js would — a number in an odd form or of more
 * digits than a double holds exactly, a name with a lone #, an unterminated string, array or dictionary — ends
 * the stream with `Unreadable`, and the page is left to pdf.js.
 */

export class Unreadable extends Error {}

/** An operand: a number, a name (without its slash), or anything else (`OTHER`). */
export type Operand = number | { name: string } | typeof OTHER;
export const OTHER = Symbol('operand');

/** The operators of a content stream as pdf.js lists them: its operators, and prefixes of BMC, BDC, false and null. */
const OPERATORS = new Set(
  (
    'w J j M d ri i gs q Q cm m l c v y h re S s f F f* B B* b b* n W W* BT ET Tc Tw Tz TL Tf Tr Ts Td TD Tm T* Tj TJ ' +
    `' " d0 d1 CS cs SC SCN sc scn G g RG rg K k sh BI ID EI Do MP DP BMC BDC EMC BX EX BM BD true fa fal fals false nu nul null`
  ).split(' '),
);

/** Digits a double holds exactly, so that pdf.js's sum of digits and ours agree. */
const MAX_DIGITS = 15;
/** Longer runs of regular characters are binary data (an inline image's), never an operator. */
const MAX_WORD = 128;

// Character classes by byte: 1 white space, 2 delimiter ( ) < > [ ] { } / %, 0 regular.
const CLASS = new Uint8Array(256);
for (const c of [0x20, 0x0a, 0x0d, 0x09, 0x0c, 0x00]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;

const latin1 = new TextDecoder('latin1');

/** A name's #-escapes decoded; a # not followed by two hex digits is not read (pdf.js may read it otherwise). */
function unescapeName(name: string): string {
  if (/#(?![0-9A-Fa-f]{2})/.test(name)) throw new Unreadable('a name with a lone #');
  return name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export class ContentLexer {
  private at = 0;
  /** The operands of the operator last returned. */
  readonly args: Operand[] = [];
  constructor(private readonly bytes: Uint8Array) {}

  /** The next operator, its operands in `args`; null at the end. */
  nextOperator(): string | null {
    this.args.length = 0;
    for (;;) {
      this.skipSpace();
      if (this.at >= this.bytes.length) {
        if (this.args.length) throw new Unreadable('operands after the last operator');
        return null;
      }
      const op = this.token();
      if (op !== null) return op;
    }
  }

  /** An operator, or null with one more operand in `args`. */
  private token(): string | null {
    const b = this.bytes;
    const c = b[this.at]!;
    if (c === 0x2f) {
      const from = ++this.at;
      const name = latin1.decode(b.subarray(from, this.wordEnd(from)));
      this.args.push({ name: name.includes('#') ? unescapeName(name) : name });
      return null;
    }
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) {
      this.args.push(this.number());
      return null;
    }
    if (c === 0x28) this.skipString();
    else if (c === 0x3c && b[this.at + 1] === 0x3c) this.skipNested(0x3c, 0x3e, 2);
    else if (c === 0x3c) this.skipHex();
    else if (c === 0x5b) this.skipNested(0x5b, 0x5d, 1);
    else if (CLASS[c] === 2) throw new Unreadable(`a stray "${String.fromCharCode(c)}"`);
    else return this.command();
    this.args.push(OTHER);
    return null;
  }

  private wordEnd(from: number): number {
    const b = this.bytes;
    let end = from;
    while (end < b.length && CLASS[b[end]!] === 0) end++;
    if (end - from > MAX_WORD) throw new Unreadable('a word too long for an operator or a name');
    this.at = end;
    return end;
  }

  /** A number as pdf.js sums it (its digits as an integer, then one division), in the plain forms only. */
  private number(): number {
    const b = this.bytes;
    let i = this.at;
    const end = this.wordEnd(i);
    const sign = b[i] === 0x2d ? -1 : 1;
    if (b[i] === 0x2d || b[i] === 0x2b) i++;
    let value = 0;
    let digits = 0;
    let divideBy = 0;
    for (; i < end; i++) {
      const c = b[i]!;
      if (c >= 0x30 && c <= 0x39) {
        value = value * 10 + (c - 0x30);
        if (divideBy) divideBy *= 10;
        digits++;
      } else if (c === 0x2e && !divideBy) divideBy = 1;
      else throw new Unreadable('a number in an odd form');
    }
    if (!digits || digits > MAX_DIGITS) throw new Unreadable('a number in an odd form');
    return sign * (divideBy ? value / divideBy : value);
  }

  /**
   * An operator, ended as pdf.js ends one: where the characters read so far are an operator and one more would
   * not make one ("qq" is two q). The keywords true, false and null are operands (null returned).
   */
  private command(): string | null {
    const b = this.bytes;
    const from = this.at;
    const end = this.wordEnd(from);
    let op = String.fromCharCode(b[from]!);
    let k = from + 1;
    for (; k < end; k++) {
      const longer = op + String.fromCharCode(b[k]!);
      if (OPERATORS.has(op) && !OPERATORS.has(longer)) break;
      op = longer;
    }
    this.at = k;
    if (op !== 'true' && op !== 'false' && op !== 'null') return op;
    this.args.push(OTHER);
    return null;
  }

  private skipSpace(): void {
    const b = this.bytes;
    while (this.at < b.length) {
      const c = b[this.at]!;
      if (CLASS[c] === 1) this.at++;
      else if (c === 0x25) while (this.at < b.length && b[this.at] !== 0x0a && b[this.at] !== 0x0d) this.at++;
      else return;
    }
  }

  private skipString(): void {
    const b = this.bytes;
    let depth = 0;
    for (; this.at < b.length; this.at++) {
      const c = b[this.at]!;
      if (c === 0x5c) this.at++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        this.at++;
        return;
      }
    }
    throw new Unreadable('an unterminated string');
  }

  private skipHex(): void {
    const end = this.bytes.indexOf(0x3e, this.at);
    if (end < 0) throw new Unreadable('an unterminated hex string');
    this.at = end + 1;
  }

  /** An array or a dictionary, with what it holds (strings skipped as strings). */
  private skipNested(open: number, close: number, width: number): void {
    const b = this.bytes;
    let depth = 0;
    while (this.at < b.length) {
      const c = b[this.at]!;
      if (c === 0x28) this.skipString();
      else if (c === 0x25) this.skipSpace();
      else if (c === open && (width === 1 || b[this.at + 1] === open)) {
        depth++;
        this.at += width;
      } else if (c === close && (width === 1 || b[this.at + 1] === close)) {
        this.at += width;
        if (--depth === 0) return;
      } else if (width === 2 && c === 0x3c) this.skipHex();
      else this.at++;
    }
    throw new Unreadable('an unterminated array or dictionary');
  }
}
