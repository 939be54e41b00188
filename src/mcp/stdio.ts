/**
 * The stdio entry: one server on stdin/stdout for the life of the process.
 * stdout carries only protocol messages, so console output of any library
 * (pdfjs prints its warnings with console.log) is sent to stderr. The
 * transport is our own line reader (stdio-transport.ts), which answers
 * malformed and over-long lines itself instead of closing.
 */
import type { Core } from '../core/index.js';
import { CallsInFlight } from './calls-in-flight.js';
import { createServer } from './server.js';
import type { ToolSet } from './tools/index.js';
import { StdioLineTransport } from './stdio-transport.js';

export function keepStdoutForProtocol(): void {
  const toStderr = (...args: unknown[]) => console.error(...args);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  console.warn = toStderr;
}

/** Serve until the client closes stdin or the process is told to stop. */
export async function serveStdio(core: Core, toolSet: ToolSet = 'default'): Promise<void> {
  keepStdoutForProtocol();
  const calls = new CallsInFlight();
  const server = createServer(core, calls, toolSet);
  const transport = new StdioLineTransport();
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Answer the calls in flight first, then those still waiting their turn (each at once, the server being
    // stopped); then compile workers or cache handles may still be open, so leave now (process.exit also removes
    // this process's compile locks).
    void calls
      .stop()
      .then(() => transport.settle())
      .then(() => server.close())
      .finally(() => process.exit(0));
  };
  server.onerror = (err) => core.context.log(`mcp: ${err.message}`);
  process.stdin.once('end', stop);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await server.connect(transport);
  core.context.log('MCP server ready on stdio');
}
