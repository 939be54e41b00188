/**
 * What a worker thread prints goes to this process's stderr (stdout may carry
 * MCP). Forwarded chunk by chunk rather than piped: each pipe adds its own
 * listeners to process.stderr, so a dozen compiles at once (a busy HTTP
 * server) would trip Node's MaxListenersExceededWarning.
 */
import type { Readable } from 'node:stream';

export function forwardToStderr(output: Readable): void {
  output.on('data', (chunk: Buffer) => void process.stderr.write(chunk));
}
