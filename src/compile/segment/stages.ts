/**
 * What the segmenter's work holds after each stage of its pipeline (pipeline.ts): each stage's work is the
 * one before plus what its passes added, so a pass states in its type what it needs and what it adds.
 */
import type { ExtractResult, RawBlock } from '../blocks.js';
import type { Definition, Element, Reference, Requirement, Section, Table } from '../../model/types.js';
import type { DictionaryKey, PageAccount } from '../../model/types.js';
import type { Reconciled } from './sections/reconcile.js';
import type { SequenceApplied } from './sections/apply-sequence.js';
import type { WorkElement, WorkTable } from './work.js';

export interface Extracted {
  /** The extractor's result, as it came. */
  readonly x: ExtractResult;
}

export interface Ordered extends Extracted {
  /** The blocks in printed order, line-end hyphens decided. */
  blocks: RawBlock[];
}

export interface Classified extends Extracted {
  /** Elements before they are tied to sections (headings promoted in place as sections are found). */
  work: WorkElement[];
  workTables: WorkTable[];
}

export interface Numbered extends Classified {
  numbering: SequenceApplied;
}

export interface Found extends Numbered {
  /** The section sources reconciled, and the headings that later passes add to them. */
  found: Reconciled;
  /** The element where the first section found by the sources starts (before front-matter headings). */
  firstStart: number;
  /** Headings that front-matter and capital-heading passes added after the sources were reconciled. */
  added: number;
}

export interface Bounded extends Found {
  /** The first element of back matter (the end of the last section's content). */
  contentEnd: number;
  /** A printed Contents after the first sections (element range), in no section; set by `contents-matter`. */
  contentsMatter?: { start: number; end: number } | null;
}

export interface Assigned extends Bounded {
  sections: Section[];
  /** Section id of each element (null outside every section). */
  elementSection: (string | null)[];
  /** Index into sections of the section each element's heading starts, or -1. */
  startsSection: number[];
}

export interface Modelled extends Assigned {
  elements: Element[];
  tables: Table[];
}

export interface Defined extends Modelled {
  definitions: Definition[];
  /** Element indices that are a definition's own text (never requirements). */
  consumed: Set<number>;
  /** By table element read as a glossary: its entries as printed, one list item each should it become a list. */
  glossaryEntries?: Map<number, { text: string; r: number }[]>;
}

/** A requirement as its sentence was read, before its role and content id are decided. */
export type ReadRequirement = Omit<Requirement, 'role' | 'contentId'>;

export interface Read extends Defined {
  requirements: ReadRequirement[];
}

export interface Roled extends Defined {
  requirements: Omit<Requirement, 'contentId'>[];
}

export interface Required extends Defined {
  requirements: Requirement[];
}

export interface Referenced extends Required {
  references: Reference[];
}

export interface Keyed extends Referenced {
  keys: DictionaryKey[];
}

export interface Accounted extends Keyed {
  /** Where each page's text went (account/account.ts); null when the extractor gave no page text. */
  textAccount: PageAccount[] | null;
}
