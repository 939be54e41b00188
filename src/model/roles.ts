/**
 * The role of a requirement (docs/model.md, "Roles"): who or what it binds, as the compiler read it from the
 * subject of the sentence's main clause. A document's own roles keep its spelling ("Client", "PDF writer");
 * a subject that names no actor but data (a file, object, dictionary, key, stream, packet, field …) is `file`,
 * what a validator checks; a subject the compiler could not tie to either is `unspecified`. A subject naming
 * several roles ("The Client or Server MUST …") gives their names joined by " and ": it binds each of them.
 */

export const ROLE_FILE = 'file';
export const ROLE_UNSPECIFIED = 'unspecified';

const JOIN = ' and ';

/** The role names a requirement's role holds ("Client and Server" → ["Client", "Server"]). */
export function roleNames(role: string): string[] {
  return role.split(JOIN).filter((n) => n.length > 0);
}

/** Several names as one role, each once, in the order given. */
export function joinRoles(names: readonly string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names) {
    const key = n.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(n);
  }
  return out.join(JOIN);
}

const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Does a requirement's role answer a `--role` query? Each of its names is compared word by word, ignoring
 * case and a plural s: "writer" finds "PDF writer" and "conforming writer", "client" finds "Client and Server",
 * "PDF writer" does not find "writer" alone.
 */
export function roleMatches(role: string, query: string): boolean {
  const want = words(query).map(singular);
  if (!want.length) return false;
  return roleNames(role).some((name) => {
    const have = words(name).map(singular);
    for (let i = 0; i + want.length <= have.length; i++) {
      if (want.every((w, k) => have[i + k] === w)) return true;
    }
    return false;
  });
}

/** "clients" → "client", "processes" → "process", "entries" → "entry"; words that end in ss stay. */
export function singular(word: string): string {
  if (word.length < 4 || /ss$/i.test(word)) return word;
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word) && !/(?:us|is)$/i.test(word)) return word.slice(0, -1);
  return word;
}
