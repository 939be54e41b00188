/**
 * A misbehaving HTTP server on 127.0.0.1 for download tests. Each path has a
 * script of behaviours, one per request (the last one repeats): status codes,
 * Retry-After, connection resets before or during the body, stalls, a body cut
 * short, redirects, or the real file.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Behaviour =
  | { ok: Buffer; contentType?: string; disposition?: string; chunked?: boolean }
  | { status: number; retryAfter?: string; body?: string; location?: string }
  /** Close the connection before any response. */
  | { reset: 'before' }
  /** Send headers and the first `after` bytes, then reset. */
  | { reset: 'mid'; body: Buffer; after: number }
  /** Send headers (and `after` bytes), then go silent forever. */
  | { stall: Buffer; after: number }
  /** Announce the full length, send `after` bytes, close cleanly. */
  | { truncate: Buffer; after: number }
  /** These bytes on the socket as the whole response (status line and headers included), then close. */
  | { raw: Buffer }
  /** A 200 without Content-Length whose body never ends (chunks of zeros until the client goes). */
  | { endless: true };

export interface FlakyServer {
  url(path: string): string;
  script(path: string, behaviours: Behaviour[]): void;
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startFlakyServer(): Promise<FlakyServer> {
  const scripts = new Map<string, Behaviour[]>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const n = counts.get(path) ?? 0;
    counts.set(path, n + 1);
    const script = scripts.get(path);
    const b = script?.[Math.min(n, script.length - 1)] ?? { status: 404 };
    if ('ok' in b) {
      const headers: http.OutgoingHttpHeaders = { 'content-type': b.contentType ?? 'application/pdf' };
      if (!b.chunked) headers['content-length'] = b.ok.length;
      if (b.disposition) headers['content-disposition'] = b.disposition;
      res.writeHead(200, headers);
      res.end(b.ok);
    } else if ('status' in b) {
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/plain' };
      if (b.retryAfter !== undefined) headers['retry-after'] = b.retryAfter;
      if (b.location) headers.location = b.location;
      res.writeHead(b.status, headers);
      res.end(b.body ?? `status ${b.status}`);
    } else if ('reset' in b && b.reset === 'before') {
      req.socket.destroy();
    } else if ('reset' in b) {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': b.body.length });
      res.write(b.body.subarray(0, b.after), () => setTimeout(() => req.socket.destroy(), 20));
    } else if ('stall' in b) {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': b.stall.length });
      res.write(b.stall.subarray(0, b.after));
    } else if ('raw' in b) {
      req.socket.end(b.raw);
    } else if ('endless' in b) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      const chunk = Buffer.alloc(64 * 1024);
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more);
      };
      res.on('close', () => res.off('drain', more));
      more();
    } else {
      // Raw bytes on the socket: Node's response would refuse to end short of Content-Length.
      const head = `HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\ncontent-length: ${b.truncate.length}\r\nconnection: close\r\n\r\n`;
      req.socket.end(Buffer.concat([Buffer.from(head, 'latin1'), b.truncate.subarray(0, b.after)]));
    }
  };

  const server = http.createServer(handle);
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    script: (path, behaviours) => {
      scripts.set(path, behaviours);
      counts.set(path, 0);
    },
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A small valid PDF with the given document title, made with pdfkit. */
export async function makePdf(title: string, pages = 2): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ info: { Title: title }, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let i = 1; i <= pages; i++) {
    doc.addPage();
    doc.fontSize(14).text(`${title} — page ${i}`);
    // A numbered clause heading in bold on every page: the document has a section tree to answer with.
    doc.font('Helvetica-Bold').fontSize(12).text(`${i} Clause ${i}`).font('Helvetica');
    // Some bulk, so a body can be cut in the middle.
    doc.fontSize(8).text('lorem ipsum dolor sit amet '.repeat(200));
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
