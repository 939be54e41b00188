/**
 * MCP over Streamable HTTP: the SDK's StreamableHTTPServerTransport, one
 * session (transport + protocol server) per client, every session over the
 * one warm core. DNS-rebinding protection is on: a request must name this
 * server in its Host header (127.0.0.1:PORT or localhost:PORT when bound to
 * the loopback), so a web page that resolves its own name to 127.0.0.1
 * cannot reach it. Bound to 127.0.0.1 unless told otherwise.
 */
import { randomUUID } from 'node:crypto';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Core } from '../core/create-core.js';
import { createServer } from './server.js';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8767;
export const MCP_PATH = '/mcp';
/** A JSON-RPC request body larger than this is refused (a tool call's arguments are a few hundred bytes). */
const MAX_BODY_BYTES = 1024 * 1024;

export interface HttpServing {
  url: string;
  /** Open sessions (clients that initialised and have not closed). */
  sessions(): number;
  close(): Promise<void>;
}

/** The Host headers a client of this server sends. */
function allowedHosts(host: string, port: number): string[] {
  const names = new Set([host.includes(':') ? `[${host}]` : host]);
  if (host === '127.0.0.1' || host === '::1' || host === 'localhost')
    for (const n of ['127.0.0.1', 'localhost', '[::1]']) names.add(n);
  return [...names].map((n) => `${n}:${port}`);
}

function sendError(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) return;
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error(`request body over ${MAX_BODY_BYTES} bytes`), { status: 413 }));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(Object.assign(new Error('parse error: the body is not JSON'), { status: 400, rpc: -32700 }));
      }
    });
    req.on('error', reject);
  });
}

export async function serveHttp(core: Core, opts: { host?: string; port?: number } = {}): Promise<HttpServing> {
  const host = opts.host ?? DEFAULT_HOST;
  const transports = new Map<string, StreamableHTTPServerTransport>();
  let hosts: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== MCP_PATH) return sendError(res, 404, -32000, `not found: the MCP endpoint is ${MCP_PATH}`);
    const sessionId = req.headers['mcp-session-id'];
    const id = Array.isArray(sessionId) ? sessionId[0] : sessionId;
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    let transport = id ? transports.get(id) : undefined;
    if (id && !transport)
      return sendError(res, 404, -32001, `unknown session ${JSON.stringify(id.slice(0, 80))}: initialise a new one`);
    if (!transport) {
      if (req.method !== 'POST' || !isInitializeRequest(body))
        return sendError(res, 400, -32000, 'no session: send an initialize request first (without mcp-session-id)');
      const fresh = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableDnsRebindingProtection: true,
        allowedHosts: hosts,
        onsessioninitialized: (sid) => void transports.set(sid, fresh),
      });
      fresh.onclose = () => {
        if (fresh.sessionId) transports.delete(fresh.sessionId);
      };
      const server = createServer(core);
      server.onerror = (err) => core.context.log(`mcp http: ${err.message}`);
      await server.connect(fresh);
      transport = fresh;
    }
    await transport.handleRequest(req, res, body);
  };

  const http: HttpServer = createHttpServer((req, res) => {
    handle(req, res).catch((err: Error & { status?: number; rpc?: number }) => {
      if (!err.status) core.context.log(`mcp http: ${err.message}`);
      sendError(res, err.status ?? 500, err.rpc ?? -32603, err.status ? err.message : 'internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  hosts = allowedHosts(host, port);
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}${MCP_PATH}`,
    sessions: () => transports.size,
    close: async () => {
      await Promise.allSettled([...transports.values()].map((t) => t.close()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
