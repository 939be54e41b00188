import { describe, expect, it } from 'vitest';
import { ElementIndex } from '../element-index.js';
import type { WorkElement } from '../work.js';
import { findStarts } from './match.js';
import { parseNumberedTitle } from './numbers.js';

const heading = (text: string, page: number): WorkElement => ({
  kind: 'heading',
  text,
  tagLevel: null,
  ...parseNumberedTitle(text),
  page,
  y: 700,
});
const para = (text: string, page: number): WorkElement => ({ kind: 'paragraph', text, page, y: 600 });

describe('findStarts', () => {
  const elements = [
    heading('Chapter 1. Introduction', 8),
    para('This standard assumes a file system.', 8),
    heading('CHAPTER TWO THE DEBIAN ARCHIVE', 9),
    para('The archive is split into areas.', 9),
    heading('2.1 Archive areas', 9),
  ];
  const index = new ElementIndex(elements);

  it('matches a Contents entry "2 Title" with the chapter its page prints labelled, of that title', () => {
    const starts = findStarts(
      [
        { number: '1', title: 'Introduction', page: 8, y: 720 },
        { number: '2', title: 'The Debian Archive', page: 9, y: 720 },
        { number: '2.1', title: 'Archive areas', page: 9, y: 650 },
      ],
      index,
    );
    expect(starts.map((s) => s.start)).toEqual([0, 2, 4]);
    expect(starts.map((s) => s.heading?.number)).toEqual(['Chapter 1', 'CHAPTER 2', '2.1']);
  });

  it('leaves a labelled chapter of another number or title to its own entry', () => {
    const [other, retitled] = findStarts(
      [
        { number: '3', title: 'Introduction', page: 8, y: 720 },
        { number: '2', title: 'Binary packages', page: 9, y: 720 },
      ],
      index,
    );
    expect([other!.heading, retitled!.heading]).toEqual([null, null]);
  });
});

describe('findStarts: an entry of a title alone', () => {
  const elements = [
    heading('27 Random Numbers', 199),
    para('The library supplies a pseudo-random number generator.', 199),
    heading('References', 204),
    para('[1] FW Burton and RL Page, Distributed random number generation.', 204),
    heading('Bibliography', 206),
    para('[1] J. Backus. Can programming be liberated from the von Neumann style?', 206),
  ];
  const index = new ElementIndex(elements);

  it('takes a heading of its title on or next to its page, never one two pages away (the Haskell 98 Report)', () => {
    const [chapter, listed] = findStarts(
      [
        { number: '27', title: 'Random Numbers', page: 199, y: null },
        { number: null, title: 'References', page: 206, y: null },
      ],
      index,
    );
    expect(chapter!.start).toBe(0);
    expect(listed).toEqual({ start: 4, heading: null });
    const [near] = findStarts([{ number: null, title: 'References', page: 205, y: null }], index);
    expect(near!.heading?.index).toBe(2);
  });
});
