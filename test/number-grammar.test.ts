/**
 * One grammar per kind of number: section and annex numbers live in src/model/section-number.ts, table numbers
 * in src/model/table-number.ts, conformance labels ("[MQTT-3.1.2-1]") in src/model/conformance-label.ts and list
 * enumerators ("a.", "iii.", "(2)") in src/model/list-enumerator.ts. A product file elsewhere composes its patterns from their exports; a regular
 * expression of its own that spells a section, annex or table number is the drift this test stops.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/mcp-harness.js';

/** A number word followed by a space and a digit, letter or Roman class: "Table\s+\d", "(Annex|Appendix)\s+([A-Z])". */
const LABELLED_NUMBER =
  /(?:Table|TABLE|Annex|ANNEX|Appendix|APPENDIX|annex|appendix|table)(?:\|[A-Za-z.\\]+)*\)*\\s[+*]?(?:\(\?:|\()*(?:\[A-Z|\\d|\[IVXL|\[a-z)/;
/**
 * A clause or table number spelled out without its word: "\d{1,3}(?:\.\d{1,3})", "[A-Z](?:\.\d", "[A-Z]\.\d",
 * "(?:[A-Z]|\d", "\d+(?:[.-]\d" (dotted or dashed), a Roman "[IVXL]".
 */
const DOTTED_CLAUSE =
  /\\d\{1,3\}\(\?:\\\\?\.|\[A-Z\]\(\?:\\\.\\d|\[A-Z\]\\\.\\d|\(\?:\[A-Z\]\|\\d|\\d\+\(\?:\[\.-\]\\d|\[IVXL\]/;

function* productFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* productFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** Regular-expression literals and String.raw templates: where a pattern is spelled. */
function patternsIn(source: string): string[] {
  const literals = [...source.matchAll(/(?<=[=(,:!&|?]\s*)\/(?![/*])(?:\\.|\[(?:\\.|[^\]])*\]|[^/\n])+\/[dgimsuvy]*/g)];
  const raws = [...source.matchAll(/String\.raw`((?:\\.|[^`])*)`/g)];
  return [...literals.map((m) => m[0]), ...raws.map((m) => m[1]!)];
}

const spellsNumber = (pattern: string) => LABELLED_NUMBER.test(pattern) || DOTTED_CLAUSE.test(pattern);

/** A conformance label's id ("[A-Z][A-Za-z0-9]*(?:-\d+") or a list item's Roman enumerator ("[ivx]{1,"). */
const LABEL_OR_ENUMERATOR = /\[A-Z\]\[A-Za-z0-9\]\*\(\?:-\\d\+|\[ivx\]\{1,/;

describe('number grammars', () => {
  it('recognise the spellings they replaced (the check can fail)', () => {
    for (const old of [
      String.raw`/^\s*table\s+([A-Z]?\.?\d+(?:\.\d+)*[a-z]?)\s*\.?\s*$/i`,
      String.raw`/^(?:[Aa]nnex|ANNEX|[Aa]ppendix|APPENDIX)\s+[A-Z]$/`,
      String.raw`/^(Annex|Appendix|ANNEX|APPENDIX)\s+([A-Z])(?![\p{L}\p{N}])/u`,
      String.raw`/^(?:[A-Z]|\d{1,3})(?:\.\d{1,3})+$/`,
      String.raw`/^(?:Table|Figure)\s+(?:[A-Z]\.)?\d+(?:\.\d+)*\s*[—–:.-]/`,
      String.raw`/\bTable\s+([A-Z]?\.?\d+(?:\.\d+)*)/g`,
      String.raw`(?:[A-Z][.-])?(?:\d+(?:[.-]\d+)*|[IVXL]{1,6})(?![.-]?[\p{L}\p{N}])`,
    ])
      expect(spellsNumber(old), old).toBe(true);
  });

  it('of labels and enumerators recognise the spellings they replaced (the check can fail)', () => {
    for (const old of [
      String.raw`/\[([A-Z][A-Za-z0-9]*(?:-\d+(?:\.\d+)*)+)\]/`,
      String.raw`/^\(?(?:[a-z]|[ivx]{1,4}|\d{1,3})[.)]$/u`,
    ])
      expect(LABEL_OR_ENUMERATOR.test(old), old).toBe(true);
  });

  it('of conformance labels and list enumerators are spelled only in src/model (product, tools and truth writers)', () => {
    const offenders: string[] = [];
    for (const top of ['src', 'components', 'tools']) {
      for (const file of productFiles(join(ROOT, top))) {
        const rel = relative(ROOT, file);
        if (rel.startsWith(join('src', 'model'))) continue;
        for (const p of patternsIn(readFileSync(file, 'utf8')))
          if (LABEL_OR_ENUMERATOR.test(p)) offenders.push(`${rel}: ${p}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('are spelled only in src/model: no other product file has a section, annex or table number pattern', () => {
    const offenders: string[] = [];
    for (const top of ['src', 'components']) {
      for (const file of productFiles(join(ROOT, top))) {
        const rel = relative(ROOT, file);
        if (rel.startsWith(join('src', 'model'))) continue;
        for (const p of patternsIn(readFileSync(file, 'utf8'))) if (spellsNumber(p)) offenders.push(`${rel}: ${p}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
