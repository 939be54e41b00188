/**
 * What a bearer token of the Streamable HTTP server may be: one line of visible ASCII of bounded length. Apart
 * from http-auth.ts, which compares tokens with node:crypto, because the CLI checks a token before it serves and a
 * command that never serves should not load crypto.
 */

/** The longest token accepted; a header holding more is refused without reading it as one. */
export const MAX_TOKEN_CHARS = 1024;
/** Shorter tokens are accepted with a warning: they can be guessed. */
export const MIN_SAFE_TOKEN_CHARS = 16;

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
