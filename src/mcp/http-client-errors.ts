/**
 * Requests Node's HTTP parser refuses before any handler sees them: a request
 * line or headers over the server's maxHeaderSize, or bytes that are not HTTP.
 * Node's own answer has no body and, for a client still sending, the
 * connection is reset before the client reads it. Here each gets its status
 * (414 for a long request line, 431 for long headers, 400 otherwise) with a
 * JSON-RPC error body, and the rest of what the client sends is read and
 * thrown away (within a bound) so the answer arrives before the connection
 * closes.
 */
import type { Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';

/** How long a refused client may go on sending before its connection is closed anyway. */
const LINGER_MS = 5_000;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** The status for a parser error: a request line that never ended within the limit is 414. */
function statusOf(err: Error & { code?: string; rawPacket?: Buffer }): number {
  if (err.code !== 'HPE_HEADER_OVERFLOW') return 400;
  const packet = err.rawPacket;
  const requestLineEnded = packet ? packet.subarray(0, 64 * 1024).includes('\r\n') : true;
  return requestLineEnded ? 431 : 414;
}

function messageOf(status: number, maxHeaderBytes: number): string {
  const limit = `${Math.round(maxHeaderBytes / 1024)} KiB`;
  if (status === 414) return `request line (path) over ${limit}: refused; the MCP endpoint is /mcp`;
  if (status === 431) return `request headers over ${limit} in all: refused`;
  return 'malformed HTTP request: refused';
}

/** Answer the parser's refusals of `server` as above; `log` hears one line for each. */
export function answerClientErrors(server: HttpServer, maxHeaderBytes: number, log: (line: string) => void): void {
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    // The parser may go on reporting the same connection: it is answered once.
    if (answered.has(socket)) return;
    answered.add(socket);
    if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = statusOf(err);
    const body = JSON.stringify({
      jsonrpc: '2.0',
      error: { code: ErrorCode.InvalidRequest, message: messageOf(status, maxHeaderBytes) },
      id: null,
    });
    log(`mcp http: refused a request (${status} ${REASONS[status]})`);
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
    // Read on what the client still sends: closing with unread bytes would reset the connection.
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
