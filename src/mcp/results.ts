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
import type { PdfspecError } from '../core/errors.js';

export function successResult(record: Record<string, unknown>, note: string | null): CallToolResult {
  const content: CallToolResult['content'] = [{ type: 'text', text: JSON.stringify(record) }];
  if (note) content.push({ type: 'text', text: note });
  return { content, structuredContent: record };
}

export function errorResult(err: PdfspecError): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(err.toRecord()) }], isError: true };
}
