/**
 * Shared by the process-level MCP tests: a spec folder of symlinks, the built
 * CLI, a real `pdfspec serve` child with the SDK's Client, and the CLI's
 * arguments for the same parameters as a tool call.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll } from 'vitest';
import type { OperationName } from '../../src/core/ops/index.js';
import { OP_COMMANDS } from '../../src/cli/commands/op-commands.js';
import { seedCache } from './seeded-cache.js';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
export const BIN = join(ROOT, 'bin', 'pdfspec.js');
export const CORPUS = resolve(ROOT, '../shared/corpus');
export const FIXTURES = join(ROOT, 'test', 'fixtures', 'out');
export const SAMPLES = join(ROOT, 'corpus', 'sample');

const pdfsIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.toLowerCase().endsWith('.pdf'))
        .map((f) => join(dir, f))
    : [];

/** bin/pdfspec.js runs dist/, which test/global-setup.ts builds before any test. */
export function ensureBuilt(): void {
  if (!existsSync(join(ROOT, 'dist', 'pdfspec.js'))) throw new Error('dist/pdfspec.js is missing: run npm run build');
}

export interface SpecDir {
  specDir: string;
  cacheDir: string;
  env: NodeJS.ProcessEnv;
  /** Absolute PDF path → where its link lives in specDir. */
  links: Map<string, string>;
  cleanup(): void;
}

/** A temp PDF_SPEC_DIR of symlinks to the given PDFs, and an empty cache dir. */
export function makeSpecDir(pdfs: string[]): SpecDir {
  const specDir = mkdtempSync(join(tmpdir(), 'pdfspec-mcp-specs-'));
  const cacheDir = mkdtempSync(join(tmpdir(), 'pdfspec-mcp-cache-'));
  const links = new Map<string, string>();
  for (const pdf of pdfs) {
    let name = basename(pdf);
    for (let i = 2; existsSync(join(specDir, name)); i++) name = `${i}-${basename(pdf)}`;
    symlinkSync(pdf, join(specDir, name));
    links.set(pdf, join(specDir, name));
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PDF_SPEC_DIR: specDir, PDFSPEC_CACHE_DIR: cacheDir, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  return {
    specDir,
    cacheDir,
    env,
    links,
    cleanup: () => {
      rmSync(specDir, { recursive: true, force: true });
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

export const corpusPdfs = () => pdfsIn(CORPUS);
/** The two guides of ../shared/corpus that the MCP tests call tools on (WTPDF, and the Tagged PDF guide it is compared with). */
export const CORPUS_GUIDES = ['Well-Tagged-PDF-WTPDF-1.0.pdf', 'Tagged-PDF-Best-Practice-Guide.pdf'].map((f) =>
  join(CORPUS, f),
);
/**
 * Generated fixtures, without the copies of the bundled samples and without the scale editions (250 to 1000
 * pages, for the benchmarks and the scale tests) or any other of a megabyte or more.
 */
export const fixturePdfs = () =>
  pdfsIn(FIXTURES).filter((p) => !/^(sample\d+|scale-.*)\.pdf$/.test(basename(p)) && statSync(p).size < 1_000_000);
export const samplePdfs = () => pdfsIn(SAMPLES);

export interface Served {
  client: Client;
  /** Everything the server wrote to stderr. */
  stderr: () => string;
  /** Errors the client saw on the transport (e.g. a non-protocol line on stdout). */
  transportErrors: Error[];
  close(): Promise<void>;
}

export async function startServer(env: NodeJS.ProcessEnv): Promise<Served> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'serve'],
    env: env as Record<string, string>,
    cwd: ROOT,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const client = new Client({ name: 'pdfspec-test', version: '0' });
  const transportErrors: Error[] = [];
  client.onerror = (e) => transportErrors.push(e);
  await client.connect(transport);
  return { client, stderr: () => stderr, transportErrors, close: () => client.close() };
}

/**
 * One `pdfspec serve` over a temp spec folder of `pdfs` for the enclosing describe block,
 * started before its tests and closed after them. Read the fields inside tests. The models of `seeded`
 * (some of `pdfs`) are in its cache from the start (test/support/seeded-cache.ts).
 */
export function useServer(pdfs: string[], seeded: readonly string[] = []): { dir: SpecDir; s: Served } {
  const handle = {} as { dir: SpecDir; s: Served };
  beforeAll(async () => {
    handle.dir = makeSpecDir(pdfs);
    await seedCache(handle.dir.cacheDir, seeded);
    handle.s = await startServer(handle.dir.env);
  }, 900_000);
  afterAll(async () => {
    await handle.s?.close();
    handle.dir?.cleanup();
  });
  return handle;
}

export const call = async (c: Client, name: string, args: Record<string, unknown> = {}) =>
  (await c.callTool({ name, arguments: args }, undefined, { timeout: 600_000 })) as CallToolResult;

/** The structuredContent of a successful call, or a failure that shows the server's error. */
export async function ok(c: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const r = await call(c, name, args);
  if (r.isError) throw new Error(`${name} ${JSON.stringify(args)} failed: ${(r.content[0] as { text: string }).text}`);
  return r.structuredContent;
}

export function errorOf(r: CallToolResult): { code: string; message: string; hint: string } {
  if (!r.isError) throw new Error(`expected an error, got ${JSON.stringify(r.structuredContent).slice(0, 200)}`);
  return JSON.parse((r.content[0] as { text: string }).text).error;
}

const POSITIONAL: Partial<Record<OperationName, string>> = {
  get_section: 'section',
  get_tables: 'section',
  search_spec: 'query',
  cite_requirement: 'id',
  check_statement: 'statement',
};
const kebab = (k: string) => `--${k.replace(/_/g, '-')}`;

/** `pdfspec <command> … --json` for the same parameters as a tool call. */
export function cliArgs(tool: OperationName, args: Record<string, unknown>): string[] {
  const out: string[] = [OP_COMMANDS.find((c) => c.op === tool)!.name];
  const positional = POSITIONAL[tool];
  if (positional && args[positional] !== undefined) out.push(String(args[positional]));
  for (const [k, v] of Object.entries(args)) if (k !== positional && v !== undefined) out.push(kebab(k), String(v));
  return [...out, '--json'];
}
