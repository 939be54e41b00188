/**
 * The tool calls a server is running, so that stopping it (SIGTERM, SIGINT,
 * the end of stdin) answers each of them — cancelled, with a reason the
 * client can read — before the process exits, instead of leaving the client
 * waiting for an answer that never comes.
 */

/** The reason carried by the signal of a call cut short by the server stopping. */
export const STOPPING = 'the pdfspec server is stopping; call again when it is back';

export class CallsInFlight {
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<unknown>>();

  /** Whether the server has begun to stop: a new call is answered at once. */
  get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  /** Run `call` with a signal that aborts when the client cancels or the server stops. */
  run<T>(clientSignal: AbortSignal | undefined, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const signal = clientSignal ? AbortSignal.any([clientSignal, this.stopping.signal]) : this.stopping.signal;
    const p = call(signal);
    this.running.add(p);
    const forget = () => void this.running.delete(p);
    p.then(forget, forget);
    return p;
  }

  /** Cut every running call short and wait until each has its answer. */
  async stop(): Promise<void> {
    this.stopping.abort(STOPPING);
    await Promise.allSettled([...this.running]);
    // The SDK sends an answer a turn after its handler settles.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
