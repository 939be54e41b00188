import { describe, expect, it } from 'vitest';
import { contentsPages } from './pdfgrep.js';
import { pickRealDocs, producerFamily, type RealDoc } from './targets.js';

describe('producerFamily', () => {
  it.each([
    ['Adobe PSL 1.1e for Canon', 'Canon iR-ADV C7065 PDF', 'scan with OCR layer'],
    ['pdfTeX-1.40.16', 'LaTeX with hyperref package', 'LaTeX'],
    ['LuaHBTeX, Version 1.18.0 (TeX Live 2024)', 'LaTeX with hyperref', 'LaTeX'],
    // "PDFContext" holds the letters TeX: still the Word-on-macOS family.
    ['Mac OS X 10.5.8 Quartz PDFContext', 'Microsoft Word', 'Word, macOS print'],
    ['GPL Ghostscript 9.06', 'html2ps version 1.0 beta7', 'html2ps + Ghostscript'],
    ['OpenOffice.org 1.1.4', 'Writer', 'OpenOffice'],
    ['Acrobat Distiller 3.01 for Windows', 'WordPerfect-6.1', 'WordPerfect + Distiller'],
    ['Adobe PDF Library 17.0', 'Adobe InDesign 19.0 (Macintosh)', 'InDesign'],
    ['axesWord', 'Microsoft® Word 2016-2019', 'Word + axesWord'],
    ['Acrobat Web Capture 5.0', 'Microsoft Word', 'Word, Acrobat Web Capture'],
    ['Adobe PDF Library 23.3.45', 'Acrobat PDFMaker 23 for Word', 'Word + Acrobat'],
    ['Microsoft® Word 2016', 'Microsoft® Word 2016', 'Word, built-in export'],
    ['Some Tool 1.0', '', 'Some Tool 1.0'],
  ])('%s / %s → %s', (producer, creator, family) => {
    expect(producerFamily(producer, creator)).toBe(family);
  });
});

describe('pickRealDocs', () => {
  const doc = (file: string, pages: number, family: string): RealDoc => ({ file, pages, family, tagged: false });
  const docs = [
    doc('a.pdf', 20, 'LaTeX'),
    doc('b.pdf', 90, 'LaTeX'),
    doc('c.pdf', 50, 'Word'),
    doc('d.pdf', 60, 'Word'),
  ];

  it('takes the largest document of each family, largest first', () => {
    expect(pickRealDocs(docs, false).map((d) => d.file)).toEqual(['b.pdf', 'd.pdf']);
  });

  it('takes every document with --full', () => {
    expect(pickRealDocs(docs, true).map((d) => d.file)).toEqual(['b.pdf', 'd.pdf', 'c.pdf', 'a.pdf']);
  });
});

describe('contentsPages', () => {
  it('finds pages where pdfgrep matched only contents entries', () => {
    const out = [
      '9:   4.1   Supervisor CSRs . . . . . . . . . . . . . . . . . 49',
      '4:      6.2.  Error Alerts  . . . . . . . . . . . . . . . . . . .  86',
      '7:   System Identification                         12',
      '18:                                           Supervisor CSRs',
      '59:4.1     Supervisor CSRs',
      '59:          Many supervisor CSRs are a subset of the equivalent machine-mode CSR, and the machine-',
      '9:   Supervisor CSRs are described below',
    ].join('\n');
    expect([...contentsPages(out)].sort((a, b) => a - b)).toEqual([4, 7]);
  });
});
