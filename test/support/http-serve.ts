/**
 * A real `pdfspec serve --http` on 127.0.0.1 for tests, and raw requests to it
 * (node:http, which lets a test set any header, Host included): the status,
 * headers, body and the JSON-RPC message in it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { BIN, ROOT } from './mcp-harness.js';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The JSON-RPC message, from a JSON body or the first SSE data line. */
  json: { id?: unknown; result?: Record<string, unknown>; error?: { code: number; message: string } } | null;
}

export interface HttpServe {
  child: ChildProcess;
  url: URL;
  stderr: () => string;
  stop: () => Promise<void>;
}

/** `pdfspec serve --http --port 0 …extra`, resolved once it prints its URL. */
export async function startHttpServer(env: Record<string, string>, extra: string[] = []): Promise<HttpServe> {
  const child = spawn(process.execPath, [BIN, 'serve', '--http', '--port', '0', ...extra], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const url = await new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL: ${err}`)), 30_000);
    child.stderr!.on('data', () => {
      const m = /MCP server on (http:\/\/[^ ]+:\d+\/mcp)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(new URL(m[1]!.replace('//0.0.0.0:', '//127.0.0.1:')));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
  const closed = new Promise((r) => child.once('close', r));
  return {
    child,
    url,
    stderr: () => err,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await closed;
    },
  };
}

/** A request to `url` with `body` (JSON unless a string or Buffer) and these headers. */
export function post(
  url: URL,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
  path = url.pathname,
): Promise<Reply> {
  const raw = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let json: Reply['json'] = null;
          const line = text.startsWith('{') ? text : /^data: (.*)$/m.exec(text)?.[1];
          try {
            json = line ? (JSON.parse(line) as Reply['json']) : null;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}
