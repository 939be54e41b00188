/**
 * Look-ups over the working elements that section matching needs many times:
 * headings by comparison key, by number and by page, and the elements of each
 * page. Built once, so that matching n sections against m headings stays
 * near-linear instead of scanning every heading (or element) per section.
 */
import { compact } from './normalise.js';
import type { WorkElement } from './work.js';

export interface HeadingRef {
  /** Index of the heading element. */
  index: number;
  number: string | null;
  /** compact(number + title). */
  key: string;
  /** compact(title). */
  title: string;
  /** Title as printed (normalised), for sections that take it. */
  text: string;
  page: number;
  tagLevel: number | null;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export class ElementIndex {
  readonly headings: HeadingRef[] = [];
  readonly byKey = new Map<string, HeadingRef[]>();
  readonly byNumber = new Map<string, HeadingRef[]>();
  readonly byPage = new Map<number, HeadingRef[]>();
  private readonly byIndex = new Map<number, HeadingRef>();
  /** Element indices of each page, in reading order. */
  private readonly onPage = new Map<number, number[]>();
  /** firstAfter[p]: the smallest element index on a page after p (elements.length when none). */
  private readonly firstAfter: number[];

  constructor(readonly elements: readonly WorkElement[]) {
    let maxPage = 0;
    elements.forEach((e, index) => {
      push(this.onPage, e.page, index);
      if (e.page > maxPage) maxPage = e.page;
      // A term entry is split like a heading but is no section: no source may match it.
      if (e.kind !== 'heading' || e.termEntry) return;
      const h: HeadingRef = {
        index,
        number: e.number,
        key: compact(`${e.number ?? ''} ${e.title}`),
        title: compact(e.title),
        text: e.title,
        page: e.page,
        tagLevel: e.tagLevel,
      };
      this.headings.push(h);
      push(this.byKey, h.key, h);
      if (h.number) push(this.byNumber, h.number, h);
      push(this.byPage, h.page, h);
      this.byIndex.set(index, h);
    });
    this.firstAfter = new Array<number>(maxPage + 2).fill(elements.length);
    for (let p = maxPage; p >= 0; p--) {
      const first = this.onPage.get(p + 1)?.[0] ?? elements.length;
      this.firstAfter[p] = Math.min(first, this.firstAfter[p + 1]!);
    }
  }

  /** Headings on pages page-1 … page+1, in reading order. */
  near(page: number): HeadingRef[] {
    const list = [
      ...(this.byPage.get(page - 1) ?? []),
      ...(this.byPage.get(page) ?? []),
      ...(this.byPage.get(page + 1) ?? []),
    ];
    return list.sort((a, b) => a.index - b.index);
  }

  /** The heading element at `index`, if that element is one. */
  headingAt(index: number): HeadingRef | undefined {
    return this.byIndex.get(index);
  }

  /**
   * The first element, in reading order, at or below y on the page, or on a
   * later page (elements of earlier pages are skipped); elements.length when none.
   */
  positionStart(page: number, y: number | null, tolerance: number): number {
    let best = page < 0 ? 0 : page < this.firstAfter.length ? this.firstAfter[page]! : this.elements.length;
    for (const i of this.onPage.get(page) ?? []) {
      if (i >= best) break;
      const e = this.elements[i]!;
      if (y === null || e.y === null || e.y <= y + tolerance) {
        best = i;
        break;
      }
    }
    return best;
  }
}
