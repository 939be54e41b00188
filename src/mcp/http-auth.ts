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
