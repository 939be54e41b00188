/**
 * Bearer tokens for the Streamable HTTP server: with a token, every request
 * must carry `Authorization: Bearer TOKEN`, or it is answered 401 with a
 * `WWW-Authenticate: Bearer` challenge (RFC 6750). The comparison runs in
 * constant time over SHA-256 digests, which are of equal length whatever was
 * sent, so neither the token's length nor its characters show in the time an
 * answer takes. Nothing here ever puts a token (ours or the client's) into a
 * message.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The longest token accepted; a header holding more is refused without reading it as one. */
export const MAX_TOKEN_CHARS = 1024;
/** Shorter tokens are accepted with a warning: they can be guessed. */
export const MIN_SAFE_TOKEN_CHARS = 16;

export type Refusal = 'missing' | 'wrong';

/** What a client must send, and why its request was refused (never the token itself). */
export const REFUSALS: Readonly<Record<Refusal, { challenge: string; message: string }>> = {
  missing: {
    challenge: 'Bearer realm="pdfspec"',
    message:
      'unauthorized: this server requires "Authorization: Bearer TOKEN" with the token it was started with (--token-file or PDFSPEC_TOKEN)',
  },
  wrong: {
    challenge: 'Bearer realm="pdfspec", error="invalid_token"',
    message: "unauthorized: the bearer token is not this server's token",
  },
};

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A check of the Authorization header against `token`: null when it holds, else why not. */
export function bearerCheck(token: string): (authorization: string | string[] | undefined) => Refusal | null {
  const expected = digest(token);
  return (authorization) => {
    const header = Array.isArray(authorization) ? authorization[0] : authorization;
    const m = header === undefined ? null : /^Bearer +([\x21-\x7e]+) *$/i.exec(header);
    if (!m) return 'missing';
    return timingSafeEqual(digest(m[1]!), expected) ? null : 'wrong';
  };
}

/**
 * Why `text` cannot be a token, or null: one line of visible ASCII (what an HTTP header carries), at most
 * MAX_TOKEN_CHARS. `source` names where it came from ("PDFSPEC_TOKEN", "--token-file PATH").
 */
export function tokenProblem(text: string, source: string): string | null {
  if (text === '') return `${source} is empty: it must hold the token`;
  if (/[\r\n]/.test(text)) return `${source} holds more than one line: it must hold the token alone`;
  if (!/^[\x21-\x7e]+$/.test(text))
    return `${source} holds spaces or characters a header cannot carry: a token is visible ASCII (e.g. openssl rand -hex 32)`;
  if (text.length > MAX_TOKEN_CHARS)
    return `${source} holds ${text.length} characters: a token has at most ${MAX_TOKEN_CHARS}`;
  return null;
}
