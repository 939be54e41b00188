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
 * - Memory stays flat however many calls a client pipelines: a few run at once
 *   (request-gate.ts), reading stops while many wait, and a write that fills
 *   the pipe waits for one shared 'drain' (a listener per write would pile up).
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { checkLine, errorReply, idFromFragments, type ErrorReply } from './jsonrpc-guard.js';
import { RequestGate } from './request-gate.js';
import { formatMiB } from '../model/bytes.js';

/** The longest line read as a message (the SDK's own limit); a longer one is answered with an error. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;
/** Bytes kept from each end of an over-long line, to find its id. */
const FRAGMENT_BYTES = 64 * 1024;
/** Requests waiting for a slot before stdin is no longer read (the client's writes then wait in the pipe). */
const MAX_WAITING = 256;

export class StdioLineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private parts: Buffer[] = [];
  private size = 0;
  /** Set while an over-long line is being skipped: its head, and a rolling tail. */
  private overflow: { head: Buffer; tail: Buffer; bytes: number } | null = null;
  private started = false;
  /** Whether stdin is still ours to read (not ended, transport not closed). */
  private reading = false;
  private readonly gate = new RequestGate((m) => this.onmessage?.(m));
  /** Resolves at the next 'drain' of the output, while a write waits for one. */
  private drained: Promise<void> | null = null;

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
    this.reading = false;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
  };
  private readonly onInputError = (err: Error) => this.onerror?.(err);

  async start(): Promise<void> {
    if (this.started) throw new Error('StdioLineTransport already started');
    this.started = true;
    this.reading = true;
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
    if ('message' in checked) this.offer(checked.message);
    else this.reject(checked.reply, checked.problem);
  }

  private offer(message: JSONRPCMessage): void {
    this.gate.offer(message);
    if (this.gate.backlog >= MAX_WAITING && !this.input.isPaused()) this.input.pause();
  }

  /** A slot is free: read on once the backlog is short again. */
  private answered(id: string | number | undefined): void {
    if (id !== undefined) this.gate.answered(id);
    if (this.reading && this.gate.backlog < MAX_WAITING / 2 && this.input.isPaused()) this.input.resume();
  }

  /** The server is stopping and answers every call at once: let the waiting ones in, and wait for their answers. */
  settle(): Promise<void> {
    return this.gate.settle();
  }

  private reject(reply: ErrorReply, problem: string): void {
    this.onerror?.(
      new Error(
        `rejected ${problem}: answered ${reply.error.code}${reply.id === null ? '' : ` for id ${JSON.stringify(reply.id)}`}`,
      ),
    );
    void this.write(reply as unknown as JSONRPCMessage);
  }

  /** An answer frees its request's slot once it is written. */
  async send(message: JSONRPCMessage): Promise<void> {
    await this.write(message);
    if ('id' in message && !('method' in message)) this.answered(message.id);
  }

  private write(message: JSONRPCMessage): Promise<void> {
    if (this.output.write(`${JSON.stringify(message)}\n`)) return Promise.resolve();
    return (this.drained ??= new Promise<void>((resolve) =>
      this.output.once('drain', () => {
        this.drained = null;
        resolve();
      }),
    ));
  }

  async close(): Promise<void> {
    this.reading = false;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onInputError);
    this.parts = [];
    this.overflow = null;
    this.onclose?.();
  }
}
