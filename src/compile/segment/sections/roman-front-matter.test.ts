/** Front-matter clauses numbered "i." … in lower-case Roman, however a tree tagged them (roman-front-matter.ts). */
import { describe, expect, it } from 'vitest';
import type { WorkElement } from '../work.js';
import { romanFrontMatter } from './roman-front-matter.js';

const list = (text: string): WorkElement => ({
  kind: 'list',
  page: 9,
  y: null,
  items: [text],
  itemPages: [9],
  dashList: false,
});
const para = (text: string): WorkElement => ({ kind: 'paragraph', page: 9, y: null, text });
const heading = (text: string, number: string | null): WorkElement => ({
  kind: 'heading',
  page: 11,
  y: null,
  text,
  tagLevel: 1,
  number,
  title: text,
});

describe('front-matter clauses numbered in lower-case Roman', () => {
  it('makes a run numbered i, ii, iii … in order headings, whether lists, paragraphs or headings', () => {
    const { work, promoted } = romanFrontMatter([
      list('i. Preface'),
      para('This document defines a standard.'),
      para('ii. Standard verbs and usages'),
      list('iii. Submitting organizations'),
      heading('iv. Future work', null),
      heading('1 Scope', '1'),
      list('v. Not front matter'),
    ]);
    expect(promoted).toBe(4);
    expect(work.flatMap((e) => (e.kind === 'heading' ? [[e.number, e.title]] : []))).toEqual([
      ['i', 'Preface'],
      ['ii', 'Standard verbs and usages'],
      ['iii', 'Submitting organizations'],
      ['iv', 'Future work'],
      ['1', '1 Scope'],
    ]);
  });

  it('leaves two items, a run out of order, and sentences alone: a list', () => {
    expect(romanFrontMatter([list('i. Preface'), list('ii. Scope')]).promoted).toBe(0);
    expect(romanFrontMatter([list('ii. Preface'), list('iii. Scope'), list('iv. Terms')]).promoted).toBe(0);
    const sentences = [para('i. The key is new.'), para('ii. The key is old.'), para('iii. The key is lost.')];
    expect(romanFrontMatter(sentences).promoted).toBe(0);
  });
});
