import { describe, expect, it } from 'vitest';
import { PdfspecError } from '../core/errors.js';
import { inVocabulary } from '../core/vocabulary.js';
import { MCP_VOCABULARY } from '../mcp/vocabulary.js';
import { CLI_VOCABULARY } from './vocabulary.js';

describe('one vocabulary per front end', () => {
  it('renders parameters and operations as flags and commands for the CLI, as names and tools for MCP', () => {
    const text =
      'omit {param:table_index}; {op:get_section} shows it; {run:list_specs} to see the ids; {op:no_such} stays';
    expect(inVocabulary(text, CLI_VOCABULARY)).toBe(
      'omit --table-index; `pdfspec section` shows it; run `pdfspec list-specs` to see the ids; {op:no_such} stays',
    );
    expect(inVocabulary(text, MCP_VOCABULARY)).toBe(
      'omit table_index; get_section shows it; call list_specs to see the ids; {op:no_such} stays',
    );
  });

  it("keeps an error's template, so each front end words the same error its own way", () => {
    const e = new PdfspecError(
      'unknown_table',
      'section 7 has 1 table ({param:table_index} 0–0)',
      'omit {param:table_index} to get them all',
      ['7.1'],
    );
    expect([e.message, e.hint]).toEqual([
      'section 7 has 1 table (table_index 0–0)',
      'omit table_index to get them all',
    ]);
    const cli = e.in(CLI_VOCABULARY);
    expect([cli.code, cli.message, cli.hint, cli.suggestions]).toEqual([
      'unknown_table',
      'section 7 has 1 table (--table-index 0–0)',
      'omit --table-index to get them all',
      ['7.1'],
    ]);
  });
});
