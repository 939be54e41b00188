/**
 * MCP over Streamable HTTP: the SDK's StreamableHTTPServerTransport, one
 * session (transport + protocol server) per client, every session over the
 * one warm core. Guards in front of the SDK, per MCP's transport rules:
 * - with a token (http-auth.ts), every request must carry it, or is answered 401;
 * - without one, the Host header must name this server (DNS rebinding: a web
 *   page that resolves its own name to 127.0.0.1 cannot reach it; with a token
 *   it could not either, as a browser does not send the token by itself);
 * - a request line or headers over 16 KiB get 414 / 431 (http-client-errors.ts);
 * - a browser's Origin must be a loopback one or allowed by name (http-limits.ts);
 * - a body over 1 MiB is read to its end (within a bound) and answered 413;
 * - every message goes through the same JSON-RPC guard as stdio (jsonrpc-guard.ts);
 * - idle sessions expire, and their number is capped.
 * Bound to 127.0.0.1 unless told otherwise.
 */
import { randomUUID } from 'node:crypto';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode, isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Core } from '../core/index.js';
import { CallsInFlight } from './calls-in-flight.js';
import { bearerCheck, REFUSALS } from './http-auth.js';
import { answerClientErrors } from './http-client-errors.js';
import {
  DEFAULT_LIMITS,
  isLoopbackHost,
  MAX_BODY_BYTES,
  MAX_DRAIN_BYTES,
  MAX_HEADER_BYTES,
  originAllowed,
  type HttpLimits,
} from './http-limits.js';
import { checkMessage } from './jsonrpc-guard.js';
import { createServer } from './server.js';
import type { ToolSet } from './tools/index.js';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8767;
export const MCP_PATH = '/mcp';

export interface HttpServing {
  url: string;
  /** Open sessions (clients that initialised and have not closed or expired). */
  sessions(): number;
  /** Answer the calls in flight, then close every session and the listener. */
  close(): Promise<void>;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  lastSeen: number;
  /** Requests being handled: a session is never expired in the middle of one. */
  busy: number;
}

type HttpFailure = Error & { status?: number; rpc?: number; id?: string | number | null; close?: boolean };

const failure = (status: number, rpc: number, message: string, extra: Partial<HttpFailure> = {}): HttpFailure =>
  Object.assign(new Error(message), { status, rpc, ...extra });

const bracketed = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The Host headers a client of this server sends: the bound address, or for a wildcard every interface's. */
function allowedHosts(host: string, port: number): string[] {
  const names = new Set([bracketed(host)]);
  if (isLoopbackHost(host) || host === '0.0.0.0' || host === '::')
    for (const n of ['127.0.0.1', 'localhost', '[::1]']) names.add(n);
  if (host === '0.0.0.0' || host === '::') {
    names.add(hostname());
    for (const addrs of Object.values(networkInterfaces()))
      for (const a of addrs ?? []) names.add(bracketed(a.address.replace(/%.*$/, '')));
  }
  // A client leaves out the default port.
  return [...names].flatMap((n) => (port === 80 ? [`${n}:80`, n] : [`${n}:${port}`]));
}

function sendError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  id: string | number | null = null,
  close = false,
  extraHeaders: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (close) headers.connection = 'close';
  res.writeHead(status, headers).end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }));
}

/** The request's path, without its query, as a log line may show it. */
const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!.slice(0, 200);

/**
 * The body as JSON. One over MAX_BODY_BYTES is read on and thrown away (up to
 * MAX_DRAIN_BYTES), so that the client, still sending, receives the 413
 * instead of a reset connection.
 */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () =>
      failure(413, ErrorCode.InvalidRequest, `request body over ${MAX_BODY_BYTES} bytes (1 MiB): refused`, {
        close: true,
      });
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
      else if (size > MAX_BODY_BYTES + MAX_DRAIN_BYTES) {
        // Endless: answer now; the connection closes behind the answer.
        req.removeAllListeners('data');
        req.pause();
        reject(tooLarge());
      }
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return reject(tooLarge());
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(failure(400, ErrorCode.ParseError, 'Parse error: the body is not JSON'));
      }
    });
    req.on('error', reject);
  });
}

export interface HttpOptions {
  host?: string;
  port?: number;
  limits?: Partial<HttpLimits>;
  /** Required of every request as `Authorization: Bearer TOKEN` when given. */
  token?: string;
  /** Log one line per request: method, path, status (never a header's value). */
  verbose?: boolean;
  /** The eight tools, or with "extended" the checklist and statement check too. */
  toolSet?: ToolSet;
}

export async function serveHttp(core: Core, opts: HttpOptions = {}): Promise<HttpServing> {
  const host = opts.host ?? DEFAULT_HOST;
  const limits: HttpLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const sessions = new Map<string, Session>();
  const calls = new CallsInFlight();
  let hosts: string[] = [];

  const expireIdle = () => {
    const now = Date.now();
    for (const [id, s] of sessions) {
      if (s.busy || now - s.lastSeen < limits.sessionIdleMs) continue;
      sessions.delete(id);
      core.context.log(`mcp http: session ${id} idle for ${Math.round((now - s.lastSeen) / 1000)} s; closed`);
      void s.transport.close();
    }
  };
  const sweep = setInterval(expireIdle, Math.max(250, Math.min(60_000, limits.sessionIdleMs / 4)));
  sweep.unref();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = pathOf(req);
    if (path !== MCP_PATH) return sendError(res, 404, -32000, `not found: the MCP endpoint is ${MCP_PATH}`);
    const origin = req.headers.origin;
    if (!originAllowed(origin, limits.allowedOrigins))
      return sendError(
        res,
        403,
        -32000,
        `origin ${JSON.stringify(origin!.slice(0, 100))} is not allowed; start the server with --allow-origin ${origin!.slice(0, 100)} to allow it`,
      );
    const sessionId = req.headers['mcp-session-id'];
    const id = Array.isArray(sessionId) ? sessionId[0] : sessionId;
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    if (req.method === 'POST') {
      // The same JSON-RPC guard as stdio: bad envelopes and params get one line and the right code.
      const checked = checkMessage(body);
      if ('reply' in checked) {
        core.context.log(`mcp http: rejected ${checked.problem}`);
        const { id: replyId, error } = checked.reply;
        return sendError(res, replyId === null ? 400 : 200, error.code, error.message, replyId);
      }
    }
    let session = id ? sessions.get(id) : undefined;
    if (id && !session)
      return sendError(res, 404, -32001, `unknown session ${JSON.stringify(id.slice(0, 80))}: initialise a new one`);
    if (!session) {
      if (req.method !== 'POST' || !isInitializeRequest(body))
        return sendError(res, 400, -32000, 'no session: send an initialize request first (without mcp-session-id)');
      if (calls.stopped) return sendError(res, 503, -32000, 'the pdfspec server is stopping');
      expireIdle();
      if (sessions.size >= limits.maxSessions)
        return sendError(
          res,
          503,
          -32000,
          `too many sessions: ${sessions.size} open, the limit is ${limits.maxSessions}; close one (DELETE ${MCP_PATH}) or wait until idle ones expire`,
          (body as { id?: string | number }).id ?? null,
        );
      const fresh: Session = {
        transport: new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          enableDnsRebindingProtection: opts.token === undefined,
          allowedHosts: hosts,
          onsessioninitialized: (sid) => void sessions.set(sid, fresh),
        }),
        lastSeen: Date.now(),
        busy: 0,
      };
      fresh.transport.onclose = () => {
        if (fresh.transport.sessionId) sessions.delete(fresh.transport.sessionId);
      };
      const server = createServer(core, calls, opts.toolSet);
      server.onerror = (err) => core.context.log(`mcp http: ${err.message}`);
      await server.connect(fresh.transport);
      session = fresh;
    }
    session.busy++;
    session.lastSeen = Date.now();
    try {
      await session.transport.handleRequest(req, res, body);
    } finally {
      session.busy--;
      session.lastSeen = Date.now();
    }
  };

  const refusal = opts.token === undefined ? () => null : bearerCheck(opts.token);
  const log = (line: string) => core.context.log(line);
  const http: HttpServer = createHttpServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    if (opts.verbose) res.once('finish', () => log(`mcp http: ${req.method} ${pathOf(req)} ${res.statusCode}`));
    const refused = refusal(req.headers.authorization);
    if (refused) {
      log(
        `mcp http: refused a request ${refused === 'missing' ? 'without a bearer token' : 'with a wrong bearer token'} (401)`,
      );
      const { challenge, message } = REFUSALS[refused];
      return sendError(res, 401, -32000, message, null, false, { 'www-authenticate': challenge });
    }
    handle(req, res).catch((err: HttpFailure) => {
      if (!err.status) log(`mcp http: ${err.message}`);
      sendError(
        res,
        err.status ?? 500,
        err.rpc ?? -32603,
        err.status ? err.message : 'internal error',
        null,
        err.close,
      );
    });
  });
  answerClientErrors(http, MAX_HEADER_BYTES, log);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  hosts = allowedHosts(host, port);
  const shown = bracketed(host);
  return {
    url: `http://${shown}:${port}${MCP_PATH}`,
    sessions: () => sessions.size,
    close: async () => {
      clearInterval(sweep);
      await calls.stop();
      await Promise.allSettled([...sessions.values()].map((s) => s.transport.close()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
