/**
 * The server's stdio transport: newline-delimited JSON-RPC on stdin/stdout,
 * like the SDK's StdioServerTransport, but a client cannot break it.
 *
 * - A line longer than MAX_LINE_BYTES is not buffered whole: its first and
 *   last bytes are kept to read its id, the rest is skipped, and it gets an
 *   error answer. (The SDK's reader closes the transport instead, and the
 *   server exits with every later request lost.)
 * - Every line goes through jsonrpc-guard.ts first: malformed JSON-RPC gets its
 *   -32700/-32600/-32602 answer here, so every request with an id gets exactly
 *   one answer; good messages go on to the SDK unchanged.
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { checkLine, errorReply, idFromFragments, type ErrorReply } from './jsonrpc-guard.js';
import { formatMiB } from '../model/bytes.js';

/** The longest line read as a message (the SDK's own limit); a longer one is answered with an error. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;
/** Bytes kept from each end of an over-long line, to find its id. */
const FRAGMENT_BYTES = 64 * 1024;

export class StdioLineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private parts: Buffer[] = [];
  private size = 0;
  /** Set while an over-long line is being skipped: its head, and a rolling tail. */
  private overflow: { head: Buffer; tail: Buffer; bytes: number } | null = null;
  private started = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer) => {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl !== -1; nl = chunk.indexOf(10, from)) {
      this.take(chunk.subarray(from, nl));
      this.endLine();
      from = nl + 1;
    }
    if (from < chunk.length) this.take(chunk.subarray(from));
  };

  /**
   * The client closed its side: nothing more will be read, but answers to the calls still running may
   * be written, so the transport stays open until its owner closes it (stdio.ts answers them first).
   */
  private readonly onEnd = () => {
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
  };
  private readonly onInputError = (err: Error) => this.onerror?.(err);

  async start(): Promise<void> {
    if (this.started) throw new Error('StdioLineTransport already started');
    this.started = true;
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onInputError);
  }

  /** Add bytes to the current line, switching to skipping once it is too long. */
  private take(bytes: Buffer): void {
    if (!bytes.length) return;
    if (this.overflow) {
      this.overflow.bytes += bytes.length;
      this.overflow.tail = Buffer.concat([this.overflow.tail, bytes]).subarray(-FRAGMENT_BYTES);
      return;
    }
    this.parts.push(bytes);
    this.size += bytes.length;
    if (this.size > this.maxLineBytes) {
      const all = Buffer.concat(this.parts);
      this.overflow = {
        head: all.subarray(0, FRAGMENT_BYTES),
        tail: Buffer.from(all.subarray(-FRAGMENT_BYTES)),
        bytes: all.length,
      };
      this.parts = [];
      this.size = 0;
    }
  }

  private endLine(): void {
    if (this.overflow) {
      const { head, tail, bytes } = this.overflow;
      this.overflow = null;
      const id = idFromFragments(head.toString('utf8'), tail.toString('utf8'));
      this.reject(
        errorReply(
          id,
          ErrorCode.InvalidRequest,
          `Invalid Request: message of ${formatMiB(bytes, 1)} is longer than the limit of ${formatMiB(this.maxLineBytes, 1)}`,
        ),
        'an over-long line',
      );
      return;
    }
    const line = Buffer.concat(this.parts).toString('utf8').replace(/\r$/, '');
    this.parts = [];
    this.size = 0;
    const checked = checkLine(line);
    if (!checked) return;
    if ('message' in checked) this.onmessage?.(checked.message);
    else this.reject(checked.reply, checked.problem);
  }

  private reject(reply: ErrorReply, problem: string): void {
    this.onerror?.(
      new Error(
        `rejected ${problem}: answered ${reply.error.code}${reply.id === null ? '' : ` for id ${JSON.stringify(reply.id)}`}`,
      ),
    );
    void this.send(reply as unknown as JSONRPCMessage);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onInputError);
    this.parts = [];
    this.overflow = null;
    this.onclose?.();
  }
}
