/**
 * Error vocabulary shared by every front end. The CLI maps `code` to an exit
 * code, the MCP server to an `isError` result, the TUI to its status line.
 * Permanent by construction: nothing here is ever retried (see resilience).
 */
import { fileErrorReason } from '../model/file-reasons.js';
import { inVocabulary, OWN_NAMES, type Vocabulary } from './vocabulary.js';

export type ErrorCode =
  | 'invalid_input'
  | 'unknown_spec'
  | 'unknown_section'
  | 'unknown_table'
  /** No requirement has this id, content id or conformance label. */
  | 'unknown_requirement'
  | 'missing_file'
  /** pdfspec could not write what it had to: its output, a cache entry, a download (disk full, read-only, permissions). */
  | 'write_failed'
  | 'internal';

export const EXIT_CODES: Record<ErrorCode, number> = {
  invalid_input: 2,
  unknown_spec: 3,
  unknown_section: 3,
  unknown_table: 3,
  unknown_requirement: 3,
  missing_file: 4,
  write_failed: 5,
  internal: 5,
};

/** Exit code of `search` when nothing matched (like grep). */
export const EXIT_NO_MATCH = 1;

export class PdfspecError extends Error {
  override readonly name = 'PdfspecError';
  readonly hint: string;
  /** Message and hint as written, with vocabulary placeholders (vocabulary.ts); `message` and `hint` are in the operations' own names (OWN_NAMES). */
  readonly template: { message: string; hint: string };
  constructor(
    readonly code: ErrorCode,
    message: string,
    hint: string = '',
    /** Suggestions for unknown sections/specs (at most five). */
    readonly suggestions: string[] = [],
  ) {
    super(inVocabulary(message, OWN_NAMES));
    this.hint = inVocabulary(hint, OWN_NAMES);
    this.template = { message, hint };
  }

  /** The same error in the words of another front end (the CLI names flags and commands). */
  in(v: Vocabulary): PdfspecError {
    const e = new PdfspecError(
      this.code,
      inVocabulary(this.template.message, v),
      inVocabulary(this.template.hint, v),
      this.suggestions,
    );
    return e;
  }

  toRecord(): { error: { code: ErrorCode; message: string; hint: string; suggestions?: string[] } } {
    const error: { code: ErrorCode; message: string; hint: string; suggestions?: string[] } = {
      code: this.code,
      message: this.message,
      hint: this.hint,
    };
    if (this.suggestions.length) error.suggestions = this.suggestions;
    return { error };
  }
}

export const invalidInput = (message: string, hint = '') => new PdfspecError('invalid_input', message, hint);

/** Wrap anything thrown into a PdfspecError; unknown throwables are our bugs ("internal"). */
export function toPdfspecError(err: unknown): PdfspecError {
  if (err instanceof PdfspecError) return err;
  const e = err as NodeJS.ErrnoException | undefined;
  const reason = fileErrorReason(e);
  if (reason && e)
    return new PdfspecError(
      'missing_file',
      `${reason}: ${e.path ?? e.message}`,
      'check PDF_SPEC_DIR and file permissions',
    );
  const msg = e instanceof Error ? e.message : String(err);
  return new PdfspecError(
    'internal',
    `internal error: ${msg.split('\n')[0]}`,
    'this is a bug in pdfspec; please report it with the command you ran',
  );
}
