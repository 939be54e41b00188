/**
 * What the Streamable HTTP server allows a client: how long a session may sit
 * idle, how many may be open, how large a request body may be, and which web
 * origins may call it. Defaults here; `pdfspec serve --http` flags change them.
 */

/** A session without a request for this long is closed (its client must initialise again). */
export const DEFAULT_SESSION_IDLE_S = 30 * 60;
/** Open sessions at most; an initialize over the cap is refused until one closes or expires. */
export const DEFAULT_MAX_SESSIONS = 100;
/** A JSON-RPC request body larger than this is refused with 413 (a tool call's arguments are a few hundred bytes). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Bytes of an over-long body read and thrown away so the 413 arrives before the connection closes. */
export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;
/** The request line and headers together; more is answered 414 (a long path) or 431 (long headers). */
export const MAX_HEADER_BYTES = 16 * 1024;

export interface HttpLimits {
  sessionIdleMs: number;
  maxSessions: number;
  /** Web origins allowed besides the loopback ones ("https://app.example"; "*" allows every origin). */
  allowedOrigins: string[];
}

export const DEFAULT_LIMITS: HttpLimits = {
  sessionIdleMs: DEFAULT_SESSION_IDLE_S * 1000,
  maxSessions: DEFAULT_MAX_SESSIONS,
  allowedOrigins: [],
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether only this machine can reach an address bound to `host` (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Whether a request with this Origin header may reach the server. No Origin: not
 * a browser (MCP clients, curl), allowed. A browser page may call only from the
 * loopback (a local MCP inspector) or from an origin allowed by name: a page on
 * https://evil.example must not open a session and call tools.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  try {
    const u = new URL(origin);
    // A browser leaves out a default port, but a client may spell it (http://[::1]:80): the same origin.
    const spelt = u.origin === origin || `${u.origin}:${DEFAULT_PORTS[u.protocol]}` === origin;
    return (u.protocol === 'http:' || u.protocol === 'https:') && LOOPBACK_HOSTS.has(u.hostname) && spelt;
  } catch {
    return false;
  }
}
