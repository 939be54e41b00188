/**
 * A page's ruling lines read from its content streams, which pdf-lib has parsed already, instead of from the
 * operator list pdf.js builds for them — a second evaluation of the whole page, its text and fonts included,
 * which cost up to a quarter of a compile on documents with many table pages (MIL-STD-2045, RFC 8446, MQTT).
 *
 * The page's operators are read into the operations pdf.js's operator list would hold for what page-rules.ts
 * reads — save and restore, transforms, each painted path as one constructPath with its points in single
 * precision, fill and stroke colours as pdf.js's hex, forms with their matrix — and page-rules.ts reads them as
 * it reads pdf.js's. Colours are read only in DeviceGray and DeviceRGB, or a colour space resource that is one of
 * them or an ICC profile of one or three components (pdf.js, given no ICC module, reads it as DeviceGray or
 * DeviceRGB). Anything else — CMYK, other colour spaces, an inline image, a shading, a Type 3 glyph's operators,
 * an operator with operands in another number than its own, an unknown operator, an unreadable stream, a filter
 * pdf-lib does not decode, a form missing or drawn inside itself — leaves the page to pdf.js (null).
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFDocument,
} from 'pdf-lib';
import { ContentLexer, Unreadable, type Operand } from './content-lexer.js';
import { inheritedResources, perPdfjsPage } from './page-fonts.js';
import { DRAW, OPS, rulesFromOperators, type PageRules } from './page-rules.js';

/** Forms nested deeper than this leave the page to pdf.js. */
const MAX_FORM_DEPTH = 12;

/** The paint operators, by pdf.js's code for each. */
const PAINT: Record<string, number> = {
  S: OPS.stroke,
  s: OPS.closeStroke,
  f: OPS.fill,
  F: OPS.fill,
  'f*': OPS.eoFill,
  B: OPS.fillStroke,
  'B*': OPS.eoFillStroke,
  b: OPS.closeFillStroke,
  'b*': OPS.closeEOFillStroke,
  n: OPS.endPath,
};
/** Operators read for nothing but their operand count (text, marked content, line style, graphics state), by count. */
const IGNORED: Record<string, number> = Object.fromEntries(
  Object.entries({
    0: 'W W* BT ET T* EMC BX EX',
    1: "w J j M ri i gs Tc Tw Tz TL Tr Ts Tj TJ ' MP BMC",
    2: 'd Tf Td TD DP BDC',
    3: '"',
    6: 'Tm',
  }).flatMap(([count, ops]) => ops.split(' ').map((op) => [op, Number(count)])),
);
/** The number of operands of each path and transform operator. */
const PATH: Record<string, number> = { m: 2, l: 2, c: 6, v: 4, y: 4, h: 0, re: 4 };

/** What each operator but the colour ones is: a path's, a paint, q, Q, cm, Do, or one read for nothing (its operand count). */
const KIND = new Map<string, 'path' | 'paint' | 'q' | 'Q' | 'cm' | 'Do' | number>([
  ...Object.keys(PATH).map((op) => [op, 'path'] as const),
  ...Object.keys(PAINT).map((op) => [op, 'paint'] as const),
  ...Object.entries(IGNORED),
  ['q', 'q'],
  ['Q', 'Q'],
  ['cm', 'cm'],
  ['Do', 'Do'],
]);

type Space = 'gray' | 'rgb' | null;
interface ColourState {
  fill: Space;
  stroke: Space;
  /** The space sc/scn read in: none until one is set (pdf.js then reads the operands as gray). */
  fillN: Space | 'unset';
  strokeN: Space | 'unset';
}

class Ops {
  readonly fn: number[] = [];
  readonly args: unknown[] = [];
  add(fn: number, args: unknown): void {
    this.fn.push(fn);
    this.args.push(args);
  }
}

const numbers = (args: Operand[]): number[] => {
  if (!args.every((a): a is number => typeof a === 'number')) throw new Unreadable('an operand that is no number');
  return args;
};

const HEX = Array.from({ length: 256 }, (_, v) => v.toString(16).padStart(2, '0'));
const channels = new Uint8ClampedArray(3);

/** pdf.js's hex of a colour in DeviceGray or DeviceRGB: each component × 255 into a clamped byte. */
function hexColour(space: 'gray' | 'rgb', values: number[]): string {
  if (space === 'gray') channels[0] = channels[1] = channels[2] = values[0]! * 255;
  else for (let k = 0; k < 3; k++) channels[k] = values[k]! * 255;
  return `#${HEX[channels[0]!]}${HEX[channels[1]!]}${HEX[channels[2]!]}`;
}

/** The colour operators: which colour each sets, and how. */
const COLOUR: Record<string, { stroke: boolean; kind: 'g' | 'rg' | 'cs' | 'sc' | 'scn' }> = {
  g: { stroke: false, kind: 'g' },
  G: { stroke: true, kind: 'g' },
  rg: { stroke: false, kind: 'rg' },
  RG: { stroke: true, kind: 'rg' },
  cs: { stroke: false, kind: 'cs' },
  CS: { stroke: true, kind: 'cs' },
  sc: { stroke: false, kind: 'sc' },
  SC: { stroke: true, kind: 'sc' },
  scn: { stroke: false, kind: 'scn' },
  SCN: { stroke: true, kind: 'scn' },
};

/** Reads one content stream (a page's or a form's) into `ops`. */
class ContentReader {
  private readonly path: number[] = [];
  private x = 0;
  private y = 0;
  private colours: ColourState;
  private readonly saved: ColourState[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly resources: PDFDict | null,
    private readonly ops: Ops,
    colours: ColourState,
    private readonly forms: readonly string[],
  ) {
    this.colours = { ...colours };
  }

  read(bytes: Uint8Array): void {
    const lexer = new ContentLexer(bytes);
    for (let op = lexer.nextOperator(); op !== null; op = lexer.nextOperator()) this.operate(op, lexer.args);
    // pdf.js closes what the stream left open.
    for (let k = 0; k < this.saved.length; k++) this.ops.add(OPS.restore, []);
  }

  private expect(op: string, args: Operand[], count: number): void {
    if (args.length !== count) throw new Unreadable(`${op} with ${args.length} operands`);
  }

  private operate(op: string, args: Operand[]): void {
    const kind = KIND.get(op);
    if (kind === undefined) return this.colour(op, args);
    if (kind === 'path') return this.draw(op, args);
    if (kind === 'paint') return this.paint(op, args);
    if (typeof kind === 'number') return this.expect(op, args, kind);
    switch (kind) {
      case 'q':
        this.expect(op, args, 0);
        this.saved.push({ ...this.colours });
        return this.ops.add(OPS.save, []);
      case 'Q':
        this.expect(op, args, 0);
        this.colours = this.saved.pop() ?? this.colours;
        return this.ops.add(OPS.restore, []);
      case 'cm':
        this.expect(op, args, 6);
        return this.ops.add(OPS.transform, numbers(args).slice());
      default:
        this.expect(op, args, 1);
        return this.drawForm(args[0]!);
    }
  }

  private draw(op: string, args: Operand[]): void {
    this.expect(op, args, PATH[op]!);
    const v = numbers(args);
    const p = this.path;
    if (op === 're') {
      const [x, y, w, h] = v as [number, number, number, number];
      [this.x, this.y] = [x, y];
      if (w === 0 || h === 0) p.push(DRAW.moveTo, x, y, DRAW.lineTo, x + w, y + h, DRAW.closePath);
      else
        p.push(
          DRAW.moveTo,
          x,
          y,
          DRAW.lineTo,
          x + w,
          y,
          DRAW.lineTo,
          x + w,
          y + h,
          DRAW.lineTo,
          x,
          y + h,
          DRAW.closePath,
        );
    } else if (op === 'm' || op === 'l') {
      [this.x, this.y] = v as [number, number];
      p.push(op === 'm' ? DRAW.moveTo : DRAW.lineTo, this.x, this.y);
    } else if (op === 'c') {
      p.push(DRAW.curveTo, ...v);
      [this.x, this.y] = [v[4]!, v[5]!];
    } else if (op === 'v') {
      p.push(DRAW.curveTo, this.x, this.y, ...v);
      [this.x, this.y] = [v[2]!, v[3]!];
    } else if (op === 'y') {
      p.push(DRAW.curveTo, v[0]!, v[1]!, v[2]!, v[3]!, v[2]!, v[3]!);
      [this.x, this.y] = [v[2]!, v[3]!];
    } else p.push(DRAW.closePath);
  }

  private paint(op: string, args: Operand[]): void {
    this.expect(op, args, 0);
    if (op === 's' || op === 'b' || op === 'b*') this.path.push(DRAW.closePath);
    const buffer = this.path.length ? new Float32Array(this.path) : null;
    this.path.length = 0;
    this.ops.add(OPS.constructPath, [PAINT[op], [buffer]]);
  }

  private colour(op: string, args: Operand[]): void {
    const spec = COLOUR[op];
    if (!spec) throw new Unreadable(`the operator ${op}`);
    if (spec.kind === 'g' || spec.kind === 'rg') {
      this.expect(op, args, spec.kind === 'g' ? 1 : 3);
      const space = spec.kind === 'g' ? 'gray' : 'rgb';
      this.setSpace(spec.stroke, space);
      return this.setColour(spec.stroke, space, numbers(args));
    }
    if (spec.kind === 'cs') {
      this.expect(op, args, 1);
      return this.setSpace(spec.stroke, this.space(args[0]!));
    }
    const c = this.colours;
    if (spec.kind === 'sc') return this.setColour(spec.stroke, spec.stroke ? c.stroke : c.fill, numbers(args));
    const space = spec.stroke ? c.strokeN : c.fillN;
    return this.setColour(spec.stroke, space === 'unset' ? 'gray' : space, numbers(args));
  }

  private setColour(stroke: boolean, space: Space, values: number[]): void {
    if (!space) throw new Unreadable(`a colour in a space left to pdf.js`);
    if (values.length < (space === 'gray' ? 1 : 3)) throw new Unreadable('a colour with too few components');
    this.ops.add(stroke ? OPS.setStrokeRGBColor : OPS.setFillRGBColor, [hexColour(space, values)]);
  }

  /** pdf.js's fill (stroke) colour space setter: the space sc reads in and the one scn reads in. */
  private setSpace(stroke: boolean, space: Space): void {
    if (stroke) this.colours.stroke = this.colours.strokeN = space;
    else this.colours.fill = this.colours.fillN = space;
  }

  /** DeviceGray or DeviceRGB, named or as a resource (itself, or an ICC profile of 1 or 3 components); else null. */
  private space(operand: Operand): Space {
    if (typeof operand !== 'object') throw new Unreadable('a colour space that is no name');
    const named = (name: string): Space =>
      name === 'DeviceGray' || name === 'G' ? 'gray' : name === 'DeviceRGB' || name === 'RGB' ? 'rgb' : null;
    if (named(operand.name)) return named(operand.name);
    const spaces = this.doc.context.lookup(this.resources?.get(PDFName.of('ColorSpace')));
    const entry = spaces instanceof PDFDict ? this.doc.context.lookup(spaces.get(PDFName.of(operand.name))) : undefined;
    if (entry instanceof PDFName) return named(entry.decodeText());
    if (!(entry instanceof PDFArray) || entry.size() !== 2) return null;
    const [kind, stream] = [this.doc.context.lookup(entry.get(0)), this.doc.context.lookup(entry.get(1))];
    if (!(kind instanceof PDFName) || kind.decodeText() !== 'ICCBased' || !(stream instanceof PDFRawStream))
      return null;
    const n = this.doc.context.lookup(stream.dict.get(PDFName.of('N')));
    const components = n instanceof PDFNumber ? n.asNumber() : null;
    const byCount = components === 1 ? 'gray' : components === 3 ? 'rgb' : null;
    // pdf.js, given no ICC module, takes the alternate space when it has as many components, else goes by /N.
    const alternate = this.doc.context.lookup(stream.dict.get(PDFName.of('Alternate')));
    if (alternate === undefined) return byCount;
    const alt = alternate instanceof PDFName ? named(alternate.decodeText()) : null;
    return alt && alt === byCount ? alt : null;
  }

  private drawForm(operand: Operand): void {
    if (typeof operand !== 'object') throw new Unreadable('Do with no name');
    const xobjects = this.doc.context.lookup(this.resources?.get(PDFName.of('XObject')));
    const raw = xobjects instanceof PDFDict ? xobjects.get(PDFName.of(operand.name)) : undefined;
    const xobject = this.doc.context.lookup(raw);
    if (!(xobject instanceof PDFRawStream)) throw new Unreadable(`the XObject ${operand.name}`);
    const subtype = xobject.dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image') || subtype === PDFName.of('PS')) return;
    if (subtype !== PDFName.of('Form')) throw new Unreadable(`an XObject of subtype ${String(subtype)}`);
    const key = raw instanceof PDFRef ? raw.toString() : `direct ${this.forms.length}`;
    if (this.forms.includes(key) || this.forms.length >= MAX_FORM_DEPTH) throw new Unreadable('a form inside itself');
    const matrix = formMatrix(this.doc, xobject.dict);
    // pdf.js hands the matrix on in single precision.
    this.ops.add(OPS.paintFormXObjectBegin, [matrix && Float32Array.from(matrix), null]);
    const own = this.doc.context.lookup(xobject.dict.get(PDFName.of('Resources')));
    const form = new ContentReader(this.doc, own instanceof PDFDict ? own : this.resources, this.ops, this.colours, [
      ...this.forms,
      key,
    ]);
    form.read(decoded(xobject));
    this.ops.add(OPS.paintFormXObjectEnd, []);
  }
}

/** A form's /Matrix as pdf.js takes it: six numbers, else none. */
function formMatrix(doc: PDFDocument, dict: PDFDict): number[] | null {
  const m = doc.context.lookup(dict.get(PDFName.of('Matrix')));
  if (!(m instanceof PDFArray) || m.size() !== 6) return null;
  const values = m.asArray().map((x) => doc.context.lookup(x));
  return values.every((x) => x instanceof PDFNumber) ? values.map((x) => (x as PDFNumber).asNumber()) : null;
}

const FLATE = PDFName.of('FlateDecode');

/**
 * A stream's bytes decoded: a lone FlateDecode by zlib (pdf.js also reads what a truncated stream holds), other
 * filters by pdf-lib, none with parameters (an empty dictionary of them is none).
 */
function decoded(stream: PDFRawStream): Uint8Array {
  const params = stream.dict.get(PDFName.of('DecodeParms'));
  // An empty dictionary (Word's, Acrobat's) asks for nothing; any parameter leaves the page to pdf.js.
  if (params !== undefined && !(params instanceof PDFDict && params.entries().length === 0))
    throw new Unreadable('a filter with parameters');
  const filter = stream.dict.get(PDFName.of('Filter'));
  try {
    if (filter === FLATE) {
      const zlib = process.getBuiltinModule('node:zlib');
      return zlib.inflateSync(stream.contents, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    }
    return decodePDFRawStream(stream).decode();
  } catch (err) {
    throw new Unreadable(`a stream that cannot be decoded: ${(err as Error).message}`);
  }
}

/** A page's content streams, joined as pdf.js joins them (no separator). */
function pageContent(doc: PDFDocument, page: PDFDict): Uint8Array {
  const contents = doc.context.lookup(page.get(PDFName.of('Contents')));
  if (contents === undefined) return new Uint8Array(0);
  const parts = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const bytes = parts.map((s) => {
    if (!(s instanceof PDFRawStream)) throw new Unreadable('a content stream that is no stream');
    return decoded(s);
  });
  if (bytes.length === 1) return bytes[0]!;
  const out = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of bytes) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

/** The page's rules, or null where it is left to pdf.js. */
export function readContentRules(doc: PDFDocument, pageRef: PDFRef): PageRules | null {
  try {
    const page = doc.context.lookup(pageRef);
    if (!(page instanceof PDFDict)) return null;
    const ops = new Ops();
    const start: ColourState = { fill: 'gray', stroke: 'gray', fillN: 'unset', strokeN: 'unset' };
    new ContentReader(doc, inheritedResources(doc, page), ops, start, []).read(pageContent(doc, page));
    return rulesFromOperators(ops.fn, ops.args);
  } catch {
    // Unreadable, or anything pdf-lib could not read: pdf.js reads the page, as it did before this reader.
    return null;
  }
}

/** Per pdf.js page number, its rules read from the content (null: ask pdf.js); none when the page trees disagree. */
export const pageRulesReader = (doc: PDFDocument, pages: readonly PDFRef[], pdfjsPages: number) =>
  perPdfjsPage(pages, pdfjsPages, (ref) => readContentRules(doc, ref));
