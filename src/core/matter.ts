/**
 * The parts of a document outside its numbered sections get section ids of
 * their own, so that every answer names a section (the contract types
 * `section` as a string): the front matter before the first section, the
 * printed Contents pages inside it, and anything after the sections. The
 * compiler leaves such elements without a section (Element.section null);
 * they are named here, when an answer is built, so no compiled model changes.
 */
import type { ModelReader } from '../model/reader.js';
import type { DocModel, Element, Section } from '../model/types.js';
import { pageLabel } from './model-index.js';
import { isContentsTitleText } from '../model/contents-title.js';

export const MATTER_TITLES = {
  'front-matter': 'Front matter',
  contents: 'Contents',
  'back-matter': 'Back matter',
} as const;
export type MatterId = keyof typeof MATTER_TITLES;

interface MatterPages {
  /** Last page of the front matter: the page where the first section starts. */
  frontEnd: number;
  contents: ReadonlySet<number>;
  /** Elements: the front matter [0, front), the Contents [contentsStart, contentsEnd) within it. */
  front: number;
  contentsStart: number;
  contentsEnd: number;
}

const memo = new WeakMap<DocModel, MatterPages>();

/** A Contents line: ends in a page number or label, often after dot leaders. */
const CONTENTS_LINE = /(\.{2,}|…|\s)\s*([0-9]+|[ivxlc]+)\s*$/i;

/**
 * The first run of elements between sections that no section holds: a printed Contents the compiler set apart
 * after the front matter's first sections (an Abstract, Notices). Null where the sections leave no gap.
 */
function firstGap(model: DocModel): { start: number; end: number } | null {
  const sorted = [...model.sections].sort((a, b) => a.start - b.start);
  let reach = -1;
  for (const s of sorted) {
    if (reach >= 0 && s.start > reach) return { start: reach, end: s.start };
    reach = Math.max(reach, s.end);
  }
  return null;
}

/** `frontElements` gives the elements up to an index (a reader reads only those). */
function matterPages(model: DocModel, frontElements: (end: number) => readonly Element[]): MatterPages {
  let m = memo.get(model);
  if (m) return m;
  const first = model.sections.reduce((a, s) => Math.min(a, s.start), Number.MAX_SAFE_INTEGER);
  const firstPage = model.sections.reduce((a, s) => Math.min(a, s.page), Number.MAX_SAFE_INTEGER);
  const gap = firstGap(model);
  const front = first === Number.MAX_SAFE_INTEGER ? [] : frontElements(gap?.end ?? first);
  const contents = new Set<number>();
  const inNoSection = (k: number) => k < first || (gap !== null && k >= gap.start && k < gap.end);
  const title = front.findIndex((e, k) => inNoSection(k) && 'text' in e && isContentsTitleText(e.text));
  let contentsEnd = title;
  if (title >= 0) {
    contents.add(front[title]!.page);
    contentsEnd = title + 1;
    // The Contents run on over the following pages while they hold Contents lines.
    for (const [k, e] of front.entries()) {
      if (k <= title) continue;
      if (!inNoSection(k)) break;
      const line = 'text' in e ? e.text : e.type === 'list' ? (e.items.at(-1) ?? '') : '';
      if (CONTENTS_LINE.test(line)) contents.add(e.page);
      else if (!contents.has(e.page)) break;
      contentsEnd = k + 1;
    }
  }
  m = { frontEnd: firstPage, contents, front: Math.min(first, front.length), contentsStart: title, contentsEnd };
  memo.set(model, m);
  return m;
}

/**
 * The section an element or a table belongs to: its own, or the matter its page lies in. `frontElements`
 * defaults to the model's elements (which a lazy reader then parses whole: pass the reader's when you have it).
 */
export function sectionOrMatter(
  model: DocModel,
  section: string | null,
  page: number,
  frontElements: (end: number) => readonly Element[] = (end) => model.elements.slice(0, end),
): string {
  if (section !== null) return section;
  const m = matterPages(model, frontElements);
  if (m.contents.has(page)) return 'contents';
  return page <= m.frontEnd || model.sections.length === 0 ? 'front-matter' : 'back-matter';
}

export const isMatterId = (id: string): id is MatterId => Object.hasOwn(MATTER_TITLES, id);

/**
 * A matter id as a section that the section operation can return, or null (no such matter in this document). A real
 * section with the same id wins: the caller asks for this only when no section matched.
 */
export function matterSection(reader: ModelReader, raw: string): Section | null {
  const id = raw.trim().toLowerCase();
  if (!isMatterId(id)) return null;
  const model = reader.model;
  const m = matterPages(model, (end) => reader.elements(0, end));
  const tail = model.sections.reduce((a, s) => Math.max(a, s.subtreeEnd), 0);
  const [start, end] =
    id === 'front-matter'
      ? [0, m.front]
      : id === 'contents'
        ? m.contentsStart >= 0
          ? [m.contentsStart, m.contentsEnd]
          : [0, 0]
        : [Math.max(tail, m.front), reader.elementCount()];
  if (end <= start) return null;
  const page = reader.element(start)!.page;
  return {
    id,
    number: null,
    title: MATTER_TITLES[id],
    level: 1,
    parent: null,
    page,
    pageLabel: pageLabel(model, page),
    y: null,
    source: model.sectionSource,
    start,
    end,
    subtreeEnd: end,
  };
}
