/**
 * Test support: a tiny builder for in-memory DocModels and a OperationContext over
 * them, so operation specs state their input model next to their expectations.
 * Section parents, levels and element ranges are derived the way docs/model.md
 * says; requirement ids are numbered per section like the compiler does.
 */
import { Observable, Subject, of, throwError } from 'rxjs';
import { inMemoryReader, type ModelReader } from '../../src/model/reader.js';
import { slugOf } from '../../src/model/slug.js';
import { contentId } from '../../src/model/content-id.js';
import { ROLE_UNSPECIFIED } from '../../src/model/roles.js';
import type {
  Definition,
  DictionaryKey,
  DocModel,
  Element,
  Reference,
  Requirement,
  RequirementLevel,
  Section,
  Table,
} from '../../src/model/types.js';
import type { Category, OperationContext, ProgressEvent, SpecEntry } from '../../src/core/operation-context.js';
import { PdfspecError } from '../../src/core/errors.js';

type ElementInit = Element extends infer E ? (E extends Element ? Omit<E, 'page' | 'section'> : never) : never;

export class ModelBuilder {
  private sections: Section[] = [];
  private elements: Element[] = [];
  private tables: Table[] = [];
  private definitions: Definition[] = [];
  private requirements: Requirement[] = [];
  private references: Reference[] = [];
  private keys: DictionaryKey[] = [];
  private currentPage = 1;
  private current: Section | null = null;
  private reqCount = new Map<string, number>();

  constructor(
    private file = 'test.pdf',
    private pageLabels: string[] = [],
  ) {}

  /** Later elements land on this physical page. */
  page(n: number): this {
    this.currentPage = n;
    return this;
  }

  /** Start a section and emit its heading element. `number` null = unnumbered (id = slug or explicit id). */
  section(number: string | null, title: string, opts: { id?: string; heading?: boolean; level?: number } = {}): this {
    const id = opts.id ?? number ?? (slugOf(title) || 'section');
    const level = opts.level ?? (number ? levelOf(number) : 1);
    const parent = number ? parentOf(number, this.sections) : null;
    const s: Section = {
      id,
      number,
      title,
      level,
      parent,
      page: this.currentPage,
      pageLabel: this.label(this.currentPage),
      y: null,
      start: this.elements.length,
      end: this.elements.length,
      subtreeEnd: this.elements.length,
      source: 'outline',
    };
    this.sections.push(s);
    this.current = s;
    if (opts.heading !== false) this.push({ type: 'heading', level, text: number ? `${number} ${title}` : title });
    return this;
  }

  para(text: string): this {
    return this.push({ type: 'paragraph', text });
  }
  note(label: string, text: string): this {
    return this.push({ type: 'note', label, text });
  }
  list(items: string[]): this {
    return this.push({ type: 'list', items });
  }
  code(text: string): this {
    return this.push({ type: 'code', text });
  }
  table(t: {
    number: string | null;
    caption: string;
    headers: string[];
    rows: string[][];
    notes?: string[];
    pageEnd?: number;
    rowPages?: number[];
  }): this {
    const index = this.tables.length;
    this.tables.push({
      number: t.number,
      caption: t.caption,
      headers: t.headers,
      rows: t.rows,
      notes: t.notes ?? [],
      page: this.currentPage,
      pageEnd: t.pageEnd ?? this.currentPage,
      ...(t.rowPages ? { rowPages: t.rowPages } : {}),
      section: this.current?.id ?? null,
    });
    return this.push({ type: 'table', table: index });
  }

  /** A requirement sentence of the current section (the text is not added as an element); `keyword` defaults to the level. */
  requirement(
    level: RequirementLevel,
    text: string,
    table?: Requirement['table'],
    keyword: string = level,
    more: { role?: string; label?: string } = {},
  ): this {
    const s = this.current;
    if (!s) throw new Error('requirement before the first section');
    const n = (this.reqCount.get(s.id) ?? 0) + 1;
    this.reqCount.set(s.id, n);
    this.requirements.push({
      id: `R-${s.id}-${n}`,
      level,
      keyword,
      section: s.id,
      sectionTitle: s.title,
      text,
      page: this.currentPage,
      ...(table ? { table } : {}),
      ...(more.label !== undefined ? { label: more.label } : {}),
      role: more.role ?? ROLE_UNSPECIFIED,
      contentId: contentId('test-model', s.id, text),
    });
    return this;
  }

  definition(d: Partial<Definition> & { term: string; section: string }): this {
    this.definitions.push({
      kind: 'term',
      admittedTerms: [],
      definition: '',
      notes: [],
      examples: [],
      source: null,
      page: this.currentPage,
      ...d,
    });
    return this;
  }

  build(): DocModel {
    const secs = this.sections;
    const total = this.elements.length;
    for (let i = 0; i < secs.length; i++) {
      const s = secs[i]!;
      s.end = i + 1 < secs.length ? secs[i + 1]!.start : total;
      // The subtree ends where the next section that is not a descendant starts.
      let j = i + 1;
      while (j < secs.length && isDescendant(secs[j]!, s, secs)) j++;
      s.subtreeEnd = j < secs.length ? secs[j]!.start : total;
    }
    const pages = Math.max(
      this.currentPage,
      ...this.elements.map((e) => e.page),
      ...this.tables.map((t) => t.pageEnd),
      1,
    );
    const pageLabels = Array.from({ length: pages }, (_, i) => this.label(i + 1));
    return {
      compilerVersion: 1,
      source: { file: this.file, sha256: '0'.repeat(64), size: 0, pages, title: null },
      method: 'structure-tree',
      sectionSource: 'outline',
      sectionSources: [
        { source: 'outline', role: 'primary', entries: secs.length, confirmed: secs.length, sections: secs.length },
      ],
      pageLabels,
      sections: secs,
      elements: this.elements,
      tables: this.tables,
      definitions: this.definitions,
      requirements: this.requirements,
      references: this.references,
      keys: this.keys,
      diagnostics: [],
    };
  }

  private push(e: ElementInit): this {
    this.elements.push({ ...e, page: this.currentPage, section: this.current?.id ?? null } as Element);
    return this;
  }
  private label(page: number): string {
    return this.pageLabels[page - 1] ?? String(page);
  }
}

export const buildModel = (file?: string, pageLabels?: string[]) => new ModelBuilder(file, pageLabels);

function levelOf(number: string): number {
  if (/^(annex|appendix)\s/i.test(number)) return 1;
  return number.split('.').length;
}
function parentOf(number: string, before: Section[]): string | null {
  const parts = number.split('.');
  for (let k = parts.length - 1; k >= 1; k--) {
    const prefix = parts.slice(0, k).join('.');
    const hit = [...before]
      .reverse()
      .find((s) => s.number === prefix || (k === 1 && /^[A-Z]$/.test(prefix) && s.number?.endsWith(` ${prefix}`)));
    if (hit) return hit.id;
  }
  return null;
}
function isDescendant(s: Section, ancestor: Section, all: Section[]): boolean {
  let p = s.parent;
  const seen = new Set<string>();
  while (p && !seen.has(p)) {
    if (p === ancestor.id) return true;
    seen.add(p);
    p = all.find((x) => x.id === p)?.parent ?? null;
  }
  return false;
}

// ---- an OperationContext over in-memory models ----------------------------------

export interface TestSpec {
  id: string;
  model?: DocModel;
  title?: string;
  category?: Category;
  /** A file that exists but cannot be used. */
  reason?: string;
}

export interface TestContext extends OperationContext {
  notices: string[];
  logs: string[];
  /** How often each spec's model was requested. */
  loads: Map<string, number>;
}

/** Resolution follows the OperationContext contract: exact id, case-insensitive, unambiguous prefix; default with fallback. */
export function testContext(
  specs: TestSpec[],
  opts: { defaultId?: string; onNotice?: (m: string) => void } = {},
): TestContext {
  const entries: SpecEntry[] = specs.map((s) => ({
    id: s.id,
    title: s.title ?? `Test spec ${s.id}`,
    category: s.category ?? 'standard',
    pages: s.model?.source.pages ?? null,
    file: s.model ? `/specs/${s.model.source.file}` : s.reason ? `/specs/${s.id}.pdf` : null,
    available: !!s.model,
    ...(s.reason ? { reason: s.reason } : {}),
  }));
  const models = new Map(specs.filter((s) => s.model).map((s) => [s.id, s.model!]));
  const ctx: TestContext = {
    notices: [],
    logs: [],
    loads: new Map(),
    progress$: new Subject<ProgressEvent>(),
    specs: () => of(entries),
    ...(opts.defaultId ? { defaultSpec: opts.defaultId } : {}),
    resolveSpec(spec, defaultId = opts.defaultId ?? 'iso32000-2') {
      if (spec === undefined) {
        const def = entries.find((e) => e.id === defaultId);
        if (def?.available) return of(def);
        const best = entries.find((e) => e.available);
        if (!best)
          return throwError(
            () => new PdfspecError('missing_file', `no spec PDF available (default ${defaultId})`, 'set PDF_SPEC_DIR'),
          );
        ctx.notice(`${defaultId} is not available; using ${best.id}`);
        return of(best);
      }
      const lower = spec.toLowerCase();
      const hit = entries.find((e) => e.id === spec) ?? entries.find((e) => e.id.toLowerCase() === lower);
      const prefixed = entries.filter((e) => e.id.toLowerCase().startsWith(lower));
      const entry = hit ?? (prefixed.length === 1 ? prefixed[0] : undefined);
      if (!entry) {
        return throwError(
          () =>
            new PdfspecError(
              'unknown_spec',
              `unknown spec "${spec}"`,
              'see list_specs',
              prefixed.slice(0, 5).map((e) => e.id),
            ),
        );
      }
      if (!entry.available) {
        return throwError(
          () =>
            new PdfspecError('missing_file', `${entry.id}: file ${entry.id}.pdf not found`, 'put it in PDF_SPEC_DIR'),
        );
      }
      return of(entry);
    },
    reader(entry) {
      return new Observable<ModelReader>((sub) => {
        ctx.loads.set(entry.id, (ctx.loads.get(entry.id) ?? 0) + 1);
        const m = models.get(entry.id);
        if (m) {
          sub.next(inMemoryReader(m));
          sub.complete();
        } else sub.error(new PdfspecError('missing_file', `${entry.id} has no model`));
      });
    },
    notice: (m) => {
      ctx.notices.push(m);
      opts.onNotice?.(m);
    },
    log: (m) => void ctx.logs.push(m),
  };
  return ctx;
}

/**
 * A small ISO-like model used by several specs: roman front matter, a Foreword,
 * clause 7 with subclauses on shared pages, a table continued over a page,
 * notes, definitions and requirements, and Annex A with A.1.
 */
export function isoLikeModel(file = 'iso-like.pdf'): DocModel {
  return buildModel(file, ['i', 'ii', '1', '2', '3', '4', '5', '6'])
    .page(2)
    .section(null, 'Foreword')
    .para('This document was prepared by a committee.')
    .page(3)
    .section('3', 'Terms and definitions')
    .section('3.1', 'glyph', { heading: true })
    .definition({
      term: 'glyph',
      admittedTerms: ['graphic symbol'],
      definition: 'recognizable abstract graphic symbol',
      section: '3.1',
    })
    .definition({ term: 'glyph description', definition: 'program that draws a glyph', section: '3.2' })
    .definition({
      term: 'PDF',
      admittedTerms: ['Portable Document Format'],
      definition: 'file format',
      section: '3.3',
      notes: ['Note 1 to entry: see glyph.'],
    })
    .page(4)
    .section('7', 'Syntax')
    .para('This clause describes the syntax of PDF files.')
    .section('7.1', 'General')
    .para('A conforming reader shall read the file.')
    .requirement('shall', 'A conforming reader shall read the file.')
    .note('NOTE 1', 'Readers should be lenient.')
    .section('7.3', 'Objects')
    .para('PDF supports eight basic types of objects.')
    .page(5)
    .section('7.3.4', 'Stream objects')
    .para(
      'A stream object, like a string object, is a sequence of bytes. The logical content order of a stream shall be preserved.',
    )
    .requirement('shall', 'The logical content order of a stream shall be preserved.')
    .table({
      number: 'Table 5',
      caption: 'Entries common to all stream dictionaries',
      headers: ['Key', 'Type', 'Value'],
      rows: [
        ['Length', 'integer', '(Required) The number of bytes.'],
        ['Filter', 'name or array', '(Optional) Filters.'],
      ],
      pageEnd: 6,
      rowPages: [5, 6],
    })
    .requirement('shall', '(Required) The number of bytes shall be given.', {
      number: 'Table 5',
      caption: 'Entries common to all stream dictionaries',
      rowKey: 'Length',
    })
    .page(6)
    .list(['— the stream dictionary', '— the keyword stream'])
    .para('A writer may compress streams. A writer should not use LZW.')
    .requirement('may', 'A writer may compress streams.')
    .requirement('should not', 'A writer should not use LZW.')
    .section('7.3.5', 'Null object')
    .para('The null object has a type and value that are unequal to those of any other object.')
    .table({ number: 'Table 6', caption: 'Null values', headers: ['Value'], rows: [['null']] })
    .page(7)
    .section('7.4', 'Filters')
    .para('Stream filters shall not be applied twice.')
    .requirement('shall not', 'Stream filters shall not be applied twice.')
    .page(8)
    .section('Annex A', 'Operator summary')
    .para('This annex lists operators.')
    .section('A.1', 'General')
    .para('Operators are listed alphabetically.')
    .code('BT /F1 12 Tf ET')
    .build();
}

/** MQTT-shaped: roles the document names, data ("file"), labels, page labels that differ from page numbers. */
export function rolesModel(): DocModel {
  return buildModel('roles.pdf', ['i', '1', '2', '3'])
    .page(2)
    .section('3', 'Packets')
    .section('3.1', 'CONNECT')
    .requirement('shall', 'The Client MUST send a CONNECT packet first [MQTT-3.1.0-1].', undefined, 'MUST', {
      role: 'Client',
      label: 'MQTT-3.1.0-1',
    })
    .requirement('shall not', 'The Server MUST NOT process a second CONNECT [MQTT-3.1.0-2].', undefined, 'MUST NOT', {
      role: 'Server',
      label: 'MQTT-3.1.0-2',
    })
    .section('3.1.2', 'Variable header')
    .page(3)
    .requirement('shall', 'The reserved flag MUST be set to 0 [MQTT-3.1.2-3].', undefined, 'MUST', {
      role: 'file',
      label: 'MQTT-3.1.2-3',
    })
    .requirement('may', 'The Client or Server MAY close the "Network Connection".', undefined, 'MAY', {
      role: 'Client and Server',
    })
    .section('3.2', 'CONNACK')
    .page(4)
    .requirement('should', 'The Server SHOULD send CONNACK promptly.', undefined, 'SHOULD', { role: 'Server' })
    .build();
}
