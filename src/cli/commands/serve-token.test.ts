/**
 * Where the HTTP server's token comes from and what is refused: a token file
 * that is missing, a directory, empty, world-readable, too large or more than
 * one line is a one-line error naming the file (never the token); a
 * group-readable one or a short token is a warning; PDFSPEC_TOKEN is read when
 * there is no file, and removed from the environment either way.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseToken } from './serve-token.js';

const dir = mkdtempSync(join(tmpdir(), 'pdfspec-token-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const TOKEN = 'f00d'.repeat(16);

function file(name: string, text: string, mode = 0o600): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
}

describe.skipIf(process.platform === 'win32')('chooseToken', () => {
  it('reads one line from a file of mode 600, with or without its newline', () => {
    expect(chooseToken(file('ok', `${TOKEN}\n`), {})).toEqual({ token: TOKEN, warnings: [] });
    expect(chooseToken(file('crlf', `\uFEFF${TOKEN}\r\n`, 0o400), {}).token).toBe(TOKEN);
  });

  it('prefers the file to PDFSPEC_TOKEN, and removes the variable from the environment', () => {
    const env: NodeJS.ProcessEnv = { PDFSPEC_TOKEN: 'x'.repeat(40) };
    expect(chooseToken(file('pref', TOKEN), env).token).toBe(TOKEN);
    expect(env).toEqual({});
    const env2: NodeJS.ProcessEnv = { PDFSPEC_TOKEN: ` ${TOKEN}\n` };
    expect(chooseToken(undefined, env2)).toEqual({ token: TOKEN, warnings: [] });
    expect(env2.PDFSPEC_TOKEN).toBeUndefined();
    expect(chooseToken(undefined, {})).toEqual({ warnings: [] });
  });

  it.each([
    ['missing', () => join(dir, 'nope'), /^invalid --token-file: .*nope does not exist$/],
    ['a directory', () => dir, /^invalid --token-file: .* is not a regular file$/],
    ['empty', () => file('empty', ''), /^--token-file .*empty is empty: it must hold the token$/],
    ['blank', () => file('blank', ' \n\n'), /is empty/],
    ['world-readable', () => file('world', TOKEN, 0o644), /is readable by every user \(mode 0644\): run chmod 600 /],
    ['two lines', () => file('two', `${TOKEN}\nsecond\n`), /holds more than one line/],
    ['too large', () => file('large', 'x'.repeat(5000)), /holds 5000 bytes: a token file holds one line/],
  ])('refuses a token file that is %s in one line naming it', (_what, path, message) => {
    let error: Error | undefined;
    try {
      chooseToken(path(), {});
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toMatch(/\n/);
    expect(error?.message).not.toContain(TOKEN);
  });

  it('warns of a group-readable file and a short token, without showing either', () => {
    const group = chooseToken(file('group', TOKEN, 0o640), {});
    expect(group.token).toBe(TOKEN);
    expect(group.warnings).toEqual([expect.stringMatching(/is readable by its group \(mode 0640\); chmod 600/)]);
    const short = chooseToken(undefined, { PDFSPEC_TOKEN: 'hunter2' });
    expect(short.warnings).toEqual([expect.stringMatching(/^PDFSPEC_TOKEN holds a short token \(7 characters\)/)]);
    expect(short.warnings[0]).not.toContain('hunter2');
  });

  it('refuses an empty or spaced PDFSPEC_TOKEN rather than serving open', () => {
    expect(() => chooseToken(undefined, { PDFSPEC_TOKEN: '' })).toThrow(/^PDFSPEC_TOKEN is empty/);
    expect(() => chooseToken(undefined, { PDFSPEC_TOKEN: 'two words' })).toThrow(/^PDFSPEC_TOKEN holds spaces/);
  });
});
