/**
 * The requests a stdio server runs at once. A client may pipeline thousands of
 * calls; handed to the SDK together, each holds its answer in memory until it
 * is written, and memory grows with the pipeline. The gate lets `limit` run
 * and keeps the rest waiting in arrival order; a slot is free again once the
 * request's answer has been written (or the client cancelled it: the SDK never
 * answers a cancelled request). Notifications and the client's responses are
 * never held back, so a cancellation reaches a running call at once.
 */
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';

/** Requests running at once; more wait their turn. */
export const MAX_RUNNING_REQUESTS = 32;

type Request = { id: RequestId; method: string };

const isRequest = (m: JSONRPCMessage): m is JSONRPCMessage & Request => 'method' in m && 'id' in m;

function cancelledId(m: JSONRPCMessage): RequestId | undefined {
  if (!('method' in m) || 'id' in m || m.method !== 'notifications/cancelled') return undefined;
  const id = (m.params as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

export class RequestGate {
  /** Running requests by id (a client may reuse an id while the first is running). */
  private readonly running = new Map<RequestId, number>();
  private runningCount = 0;
  private waiting: Array<JSONRPCMessage & Request> = [];
  private idleWaiters: Array<() => void> = [];
  /** Set while handing requests on: an answer written at once frees its slot without recursing here. */
  private pumping = false;

  constructor(
    /** Hands a message on to the server. */
    private readonly admit: (message: JSONRPCMessage) => void,
    private limit = MAX_RUNNING_REQUESTS,
  ) {}

  /** Requests waiting for a slot. */
  get backlog(): number {
    return this.waiting.length;
  }

  offer(message: JSONRPCMessage): void {
    if (isRequest(message)) {
      this.waiting.push(message);
      return this.pump();
    }
    const cancelled = cancelledId(message);
    // A waiting request the client gave up on is dropped unanswered, as the SDK does with running ones.
    const waited = cancelled !== undefined && this.waiting.some((w) => w.id === cancelled);
    if (waited) this.waiting = this.waiting.filter((w) => w.id !== cancelled);
    this.admit(message);
    if (cancelled !== undefined && !waited) this.answered(cancelled);
  }

  /** The answer to `id` has been written: its slot is free. An id not running is ignored. */
  answered(id: RequestId): void {
    const n = this.running.get(id);
    if (n === undefined) return;
    if (n > 1) this.running.set(id, n - 1);
    else this.running.delete(id);
    this.runningCount--;
    this.pump();
  }

  /** Lift the limit (the server is stopping, and answers every call at once) and resolve when none is left running. */
  settle(): Promise<void> {
    this.limit = Infinity;
    this.pump();
    return this.runningCount === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.runningCount < this.limit && this.waiting.length) {
        const next = this.waiting.shift()!;
        this.running.set(next.id, (this.running.get(next.id) ?? 0) + 1);
        this.runningCount++;
        this.admit(next);
      }
    } finally {
      this.pumping = false;
    }
    if (this.runningCount === 0 && this.idleWaiters.length) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }
}
