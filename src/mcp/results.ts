/**
 * The two shapes of a tools/call result. A success carries the record both as
 * structuredContent (exactly what `pdfspec <cmd> --json` prints) and as JSON
 * text for clients that only read text.
 *
 * An error is `isError: true` with `{ error: { code, message, hint } }` as JSON
 * text — deliberately NOT as structuredContent: the SDK 1.x client validates
 * structuredContent against the tool's outputSchema even on errors
 * (modelcontextprotocol/typescript-sdk#1943) and would turn our clean error
 * into a protocol exception.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { PdfspecError } from '../core/index.js';
import { formatMiB } from '../model/bytes.js';
import { MCP_VOCABULARY } from './vocabulary.js';

/**
 * The largest result we send, in bytes of JSON (the record twice, as text and
 * as structuredContent). The SDK's stdio clients read lines of at most 10 MiB
 * and close the connection on a longer one, which would lose every later call.
 */
export const MAX_RESULT_BYTES = 8 * 1024 * 1024;

/** The bytes a result carrying `record` takes: its JSON twice (text and structuredContent). */
export const resultBytes = (record: unknown, note: string | null = null): number =>
  bytesOf(JSON.stringify(record), note);

const bytesOf = (json: string, note: string | null): number =>
  2 * Buffer.byteLength(json) + (note ? Buffer.byteLength(note) : 0);

/** `tool`: named in the error when the record is too large to send. */
export function successResult(record: Record<string, unknown>, note: string | null, tool = 'the tool'): CallToolResult {
  const text = JSON.stringify(record);
  const bytes = bytesOf(text, note);
  if (bytes > MAX_RESULT_BYTES) {
    return errorResult(
      new PdfspecError(
        'invalid_input',
        `the result of ${tool} would be ${formatMiB(bytes, 1)}, more than the ${formatMiB(MAX_RESULT_BYTES, 1)} an MCP client can be sent at once`,
        'ask for less: a section, max_depth, limit or max_results',
      ),
    );
  }
  const content: CallToolResult['content'] = [{ type: 'text', text }];
  if (note) content.push({ type: 'text', text: note });
  return { content, structuredContent: record };
}

export function errorResult(err: PdfspecError): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(err.in(MCP_VOCABULARY).toRecord()) }], isError: true };
}
