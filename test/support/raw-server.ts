/**
 * A `pdfspec serve` child driven line by line on stdin (no SDK client), for
 * tests that stop it mid-call: send requests, wait for what stderr or stdout
 * says, signal it, and read every answer it gave before it exited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BIN, ROOT } from './mcp-harness.js';

export interface RawServer {
  child: ChildProcess;
  send(message: unknown): void;
  stderr(): string;
  /** Parsed JSON-RPC lines written so far. */
  answers(): Array<{
    id?: unknown;
    result?: { isError?: boolean; content?: Array<{ text: string }> };
    error?: unknown;
  }>;
  /** Resolves when `test` holds (polled), or rejects after `ms`. */
  until(test: () => boolean, ms?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startRawServer(args: string[], env: Record<string, string>): RawServer {
  const child = spawn(process.execPath, [BIN, 'serve', ...args], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    send: (m) => void child.stdin!.write(`${JSON.stringify(m)}\n`),
    stderr: () => err,
    answers: () =>
      out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as ReturnType<RawServer['answers']>[number]),
    until: async (test, ms = 60_000) => {
      const deadline = Date.now() + ms;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`timed out; stderr: ${err.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    exited,
  };
}

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 'init',
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
};
export const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };

export const toolCall = (id: string | number, name: string, args: unknown) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});
