/**
 * tools/call, independent of any transport: find the tool, let the core
 * validate and run it, and shape the answer. An unknown tool is a JSON-RPC
 * error (-32602, invalid params), as the SDK's own servers answer it; every
 * failure of a known tool — arguments that break the schema, unknown section,
 * missing file, our own bugs — is an `isError` result with the CLI's error
 * codes, so a model can read it and try again.
 */
import { fromEvent, lastValueFrom, takeUntil, type Observable, type Subscription } from 'rxjs';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { invalidParams } from './rpc-error.js';
import { STOPPING } from './calls-in-flight.js';
import { type Core, describeEmpty, PdfspecError, type ProgressEvent, toPdfspecError } from '../core/index.js';
import { TOOLS, type ToolDefinition } from './tools/index.js';
import { fitToCap, leavesLimitOpen, truncationNote } from './paging.js';
import { forwardProgress, type ProgressUpdate } from './progress.js';
import { withOwnProgress } from './request-progress.js';
import { errorResult, successResult } from './results.js';

export interface CallOptions {
  /** Aborted when the client cancels the request. */
  signal?: AbortSignal;
  /** Present when the client asked for progress (`_meta.progressToken`). */
  sendProgress?: (update: ProgressUpdate) => void;
  /** The tools this server offers (default: the eight). */
  tools?: readonly ToolDefinition[];
}

export async function callTool(
  core: Core,
  name: string,
  args: unknown,
  opts: CallOptions = {},
): Promise<CallToolResult> {
  const tools = opts.tools ?? TOOLS;
  const tool = tools.find((t) => t.name === name);
  if (!tool) {
    const shown = JSON.stringify(String(name).slice(0, 100));
    throw invalidParams(
      `unknown tool ${shown}; available: ${tools.map((t) => t.name).join(', ')} (tools/list describes them)`,
    );
  }
  const input = args ?? {};
  return withOwnProgress(core.context, input, (progress$) => run(core, tool, input, progress$, opts));
}

async function run(
  core: Core,
  tool: ToolDefinition,
  input: unknown,
  progress$: Observable<ProgressEvent>,
  opts: CallOptions,
): Promise<CallToolResult> {
  const name = tool.name;
  let progress: Subscription | undefined;
  try {
    // A call that arrives while the server stops is answered at once.
    opts.signal?.throwIfAborted();
    if (opts.sendProgress) progress = forwardProgress(progress$, opts.sendProgress);
    const ask = (args: unknown) => {
      const answer$ = core.answer(tool.name, args);
      // Cancelling unsubscribes, which stops the work in the core.
      return lastValueFrom(opts.signal ? answer$.pipe(takeUntil(fromEvent(opts.signal, 'abort'))) : answer$);
    };
    // A list comes whole unless the client asked for a page, or the whole list would pass the size cap.
    const whole = await ask(input);
    const { answer, capped } =
      tool.paged && leavesLimitOpen(input)
        ? await fitToCap(input, whole, (a) => a.record, ask)
        : { answer: whole, capped: false };
    const { record, empty } = answer;
    // Nothing matched: say so beside the (complete, empty) record, naming the parameters as the model sent them.
    const said = empty
      ? `${describeEmpty(empty, (k) => k)}.`
      : tool.paged
        ? truncationNote(name, record, capped)
        : null;
    // A substituted default spec leads the text: a model must not quote another document as the one it expected.
    const note = [record.notice ? `${record.notice}.` : null, said].filter(Boolean).join(' ') || null;
    return successResult(record as Record<string, unknown>, note, name);
  } catch (err) {
    // The SDK drops the response to a request its client cancelled; one the server cut short is answered.
    if (opts.signal?.aborted)
      return errorResult(
        new PdfspecError('internal', opts.signal.reason === STOPPING ? STOPPING : 'request cancelled'),
      );
    const error = toPdfspecError(err);
    if (error.code === 'internal')
      core.context.log(`${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return errorResult(error);
  } finally {
    // Before the response goes out: a progress notification after it would name a dead token.
    progress?.unsubscribe();
  }
}
