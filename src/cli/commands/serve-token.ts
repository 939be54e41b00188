/**
 * The bearer token of `pdfspec serve --http`: from `--token-file PATH` or else
 * the PDFSPEC_TOKEN environment variable. A token file is held to what ssh
 * asks of a private key: a regular file, readable by its owner alone (readable
 * by every user is refused, by its group warned about), holding one line.
 * Every message names the file or the variable, never the token.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { MIN_SAFE_TOKEN_CHARS, tokenProblem } from '../../mcp/http-token.js';

/** A token file is one line; a larger file is refused unread. */
const MAX_TOKEN_FILE_BYTES = 4096;

export const TOKEN_ENV = 'PDFSPEC_TOKEN';

export interface TokenChoice {
  token?: string;
  /** One-line warnings to show before serving. */
  warnings: string[];
}

const mode = (m: number) => `mode ${(m & 0o777).toString(8).padStart(4, '0')}`;

function readTokenFile(path: string, platform: NodeJS.Platform): TokenChoice {
  const source = `--token-file ${path}`;
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`invalid --token-file: ${path} does not exist`);
    if (code === 'EACCES' || code === 'EPERM') throw new Error(`cannot read --token-file ${path}: permission denied`);
    throw new Error(`cannot read --token-file ${path}: ${code ?? (e as Error).message}`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error(`invalid --token-file: ${path} is not a regular file`);
    const warnings: string[] = [];
    // Windows has no such modes; its ACLs are the user's to set.
    if (platform !== 'win32') {
      if (st.mode & 0o004)
        throw new Error(`${source} is readable by every user (${mode(st.mode)}): run chmod 600 ${path}`);
      if (st.mode & 0o040)
        warnings.push(`${source} is readable by its group (${mode(st.mode)}); chmod 600 keeps the token to you`);
    }
    if (st.size > MAX_TOKEN_FILE_BYTES)
      throw new Error(`${source} holds ${st.size} bytes: a token file holds one line of at most 1024 characters`);
    const buf = Buffer.alloc(MAX_TOKEN_FILE_BYTES + 1);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const token = buf
      .subarray(0, n)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim();
    return withTokenChecks(token, source, warnings);
  } finally {
    closeSync(fd);
  }
}

function withTokenChecks(token: string, source: string, warnings: string[]): TokenChoice {
  const problem = tokenProblem(token, source);
  if (problem) throw new Error(problem);
  if (token.length < MIN_SAFE_TOKEN_CHARS)
    warnings.push(
      `${source} holds a short token (${token.length} characters): one of 32 or more random characters cannot be guessed (openssl rand -hex 32)`,
    );
  return { token, warnings };
}

/**
 * The token to require, if any: the file's when `tokenFile` is given, else the environment's. Throws a
 * one-line Error for a token that cannot be used. The variable is removed from `env` once read, so that
 * nothing the server starts inherits it.
 */
export function chooseToken(
  tokenFile: string | undefined,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): TokenChoice {
  const fromEnv = env[TOKEN_ENV];
  delete env[TOKEN_ENV];
  if (tokenFile !== undefined) return readTokenFile(tokenFile, platform);
  if (fromEnv === undefined) return { warnings: [] };
  return withTokenChecks(fromEnv.trim(), TOKEN_ENV, []);
}
