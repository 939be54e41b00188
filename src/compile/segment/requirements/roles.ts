/**
 * Each requirement's role (docs/model.md, "Roles"), from the document's own evidence: the roles it defines
 * (a term whose definition names a program, device, product, endpoint, entity …: MQTT's Client and Server,
 * ISO 32000's PDF writer, RFC 8446's sender and receiver) and the subject of the requirement's main clause.
 * A subject that names an actor the document does not define is still a role when it is a common one
 * (implementation, application, client, server, reader, writer …), by its head word. A subject that names
 * data (file, object, dictionary, key, stream, packet, field …) is `file`; one the rules cannot tie to
 * either is `unspecified`, never a guess.
 */
import type { Definition } from '../../../model/types.js';
import { ROLE_FILE, ROLE_UNSPECIFIED, joinRoles, singular } from '../../../model/roles.js';
import { ENUMERATOR_NUMBER } from '../../../model/list-enumerator.js';
import { escapeRegExp } from '../../../model/regexp.js';

/** Head words of a definition that make its term an actor: "Client: Program or device that uses MQTT". */
const ACTOR_HEADS = new Set(
  'program device software application product implementation endpoint entity party agent tool component processor reader writer client server user person organization organisation module hardware firmware'.split(
    ' ',
  ),
);

/** Actors a subject may name though the document defines none of them (compared singular, lower case). */
const COMMON_ACTORS = new Set(
  'client server sender receiver recipient endpoint peer implementation application module encoder decoder processor reader writer producer consumer generator creator parser validator verifier signer initiator responder requester requestor agent viewer renderer publisher subscriber broker user developer vendor author organization organisation agency administrator institution product tool software claimant subscriber'.split(
    ' ',
  ),
);

/** Subjects that name data rather than an actor: what a validator checks. */
const DATA_NOUNS = new Set(
  'file document object dictionary key entry stream array value field packet byte octet bit flag string name element attribute property header payload message record extension identifier id structure tag type annotation font page number length character code signature certificate list set sequence content data operator operand filter table row column encoding integer boolean vector struct structure section form image container part profile parameter option label topic format text address root namespace heading paragraph title artifact formula expression link figure caption note span grouping mapping use usage tagging order ordering'.split(
    ' ',
  ),
);

const DETERMINERS = new Set(
  'a an the each every any all both either neither no such this these those its their another other some'.split(' '),
);
const PRONOUNS = new Set(['it', 'they', 'he', 'she']);
/** After the keyword of "It should be noted (…) that": "be", a participle, then a "that" clause later on. */
const EXPLETIVE_IT = /^\s+(?:not\s+)?be\s+\p{L}+ed\b[^.;]*\bthat\b/iu;
/** Words that end a subject's noun phrase: relative pronouns, prepositions, verbs of being, modal verbs. */
const PHRASE_END = new Set(
  'which that who whose whom when where if unless while after before of in on at for from with within without to by as is are was were has have does do also then must shall should may can will'.split(
    ' ',
  ),
);
/** A word ends the phrase as printed in lower case only: "the Will Topic" names a field, "it will" is a verb. */
const ends = (w: string): boolean =>
  PHRASE_END.has(w) || (PHRASE_END.has(w.toLowerCase()) && !/^\p{Lu}\p{Ll}/u.test(w));

/** Modal keywords of either convention, for a sentence whose later keyword shares the subject of an earlier one. */
const MODALS =
  /(?<![\p{L}\p{N}])(?:MUST|SHALL|SHOULD|MAY|REQUIRED|RECOMMENDED|must|shall|should|may)(?![\p{L}\p{N}])/gu;
/** A clause that opens with one of these is subordinate: its subject is not the requirement's. */
const SUBORDINATORS =
  /^(?:if|when|whenever|where|wherever|unless|once|after|before|while|until|since|because|although|though|as long as|in case|on|upon|in|during|for|at|with|without|except)\b/i;
const LEADING_WORDS =
  /^(?:(?:and|but|or|so|thus|hence|therefore|however|furthermore|moreover|additionally|also|then|otherwise|instead|finally|in addition|in particular|in this case|in that case|in all cases|in other words|note that|for example)\b[\s,]*)+/i;

export interface RoleRules {
  /** The roles the document defines, as printed ("Client", "PDF writer"), longest first. */
  declared: readonly string[];
}

/** The document's defined terms that name actors. */
export function declaredRoles(definitions: readonly Definition[]): string[] {
  const out = new Set<string>();
  for (const d of definitions) {
    if (d.kind !== 'term') continue;
    const term = d.term.trim();
    if (!term || term.length > 40 || /\band\b|[,;()]/.test(term)) continue;
    const head = headOfDefinition(d.definition);
    const last = singular(term.toLowerCase().split(/\s+/).pop() ?? '');
    if ((head !== null && ACTOR_HEADS.has(head)) || COMMON_ACTORS.has(last)) out.add(term);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

const DEFINITION_HEAD_END = new Set(['or', 'and', 'that', 'which', 'who', 'whose', 'capable', 'able']);

/**
 * "A program or device that …" → "program"; "The endpoint initiating …" → "endpoint"; "trusted entity that …"
 * → "entity". An actor word among the first three counts only where its noun phrase ends (before "or", "that",
 * a preposition, a participle): "An Application Message which …" is a message, not an application.
 */
function headOfDefinition(definition: string): string | null {
  const ws = definition
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
  const content = ws.filter((w) => !DETERMINERS.has(w) && w !== 'generic' && w !== 'term');
  for (let i = 0; i < Math.min(3, content.length); i++) {
    const w = singular(content[i]!);
    const next = content[i + 1];
    const ends =
      next === undefined ||
      DEFINITION_HEAD_END.has(next) ||
      (PHRASE_END.has(next) && next !== 'of') ||
      /(?:ing|ed)$/.test(next);
    if (ACTOR_HEADS.has(w) && ends) return w;
  }
  return null;
}

/** Where the requirement's keyword is printed, as a whole word; -1 when it is not found. */
export function keywordAt(text: string, keyword: string): number {
  const esc = escapeRegExp(keyword);
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'u').exec(text);
  return m ? m.index : -1;
}

/** A list item's label ("a)", "1)", "(iv)", "—", "•") or an opening parenthesis or bracket ("(Required)"). */
const ITEM_LABEL = new RegExp(
  String.raw`^\s*(?:(?:\(?${ENUMERATOR_NUMBER}\)|[—–•-]|\d+(?:\.\d+)+\.?)\s+|\([^()]*\)\s*|\[[^\]]*\]\s*[—–-]?\s*)+`,
  'i',
);
/** Past participles that end a subject's noun phrase: "the first packet sent from the Client". */
const PARTICIPLES = new Set(
  'sent received used given specified defined described contained included returned written read found listed shown named stored provided selected'.split(
    ' ',
  ),
);

/** A clause set off by commas inside the subject's clause: "The PDF Declaration, as specified in …, shall". */
const PARENTHETICAL =
  /^(?:as|if|when|where|which|who|whose|including|excluding|defined|described|specified|see|e\.g\.|i\.e\.|irrespective|regardless|in accordance|according|such as|where possible|if any|if present|if necessary|respectively|for example|however|therefore|though|although)\b/i;

/**
 * The words of the clause before the keyword: after the last comma, semicolon, colon, dash or "then" — past a
 * parenthetical clause that sits between the subject and its verb.
 */
function clauseBefore(before: string): string {
  const parts = before.replace(ITEM_LABEL, '').split(/[,;:]\s|\s[—–]\s|\bthen\b|\s-\s/);
  const last = (parts[parts.length - 1] ?? '').replace(LEADING_WORDS, '').trim();
  if (last !== '' && !PARENTHETICAL.test(last)) return last;
  for (let i = parts.length - 2; i >= 0; i--) {
    const part = parts[i]!.replace(LEADING_WORDS, '').trim();
    if (part === '' || PARENTHETICAL.test(part)) continue;
    // Only a subject can stand before the parenthetical; a condition ("If X, as Y, then") is no subject.
    return SUBORDINATORS.test(part) ? last : part;
  }
  return last;
}

const tokens = (s: string): string[] => s.split(/\s+/).filter(Boolean);
const bare = (w: string): string => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** The subject noun phrase at the start of a clause: up to a relative pronoun, preposition or participle. */
function leadingPhrase(clause: string): string[] {
  const out: string[] = [];
  for (const raw of tokens(clause)) {
    const w = bare(raw);
    const lower = w.toLowerCase();
    if (!w || ends(w) || (out.length > 0 && PARTICIPLES.has(lower))) break;
    // "A Client receiving …" ends the phrase; "A conforming reader", "Every shading object" do not.
    const afterNoun = out.length > 0 && !DETERMINERS.has(out[out.length - 1]!.toLowerCase());
    if (afterNoun && /(?:ing|ed)$/.test(lower) && lower.length > 5 && !DATA_NOUNS.has(lower)) break;
    out.push(w);
    if (/[()[\]]/.test(raw)) break;
  }
  return out;
}

/** The noun phrase right before the keyword, read backwards to a determiner or a clause word. */
function trailingPhrase(clause: string): string[] {
  const ws = tokens(clause).map(bare);
  const out: string[] = [];
  for (let i = ws.length - 1; i >= 0 && out.length < 5; i--) {
    const lower = ws[i]!.toLowerCase();
    if (!lower || DETERMINERS.has(lower) || ends(ws[i]!)) break;
    out.unshift(ws[i]!);
  }
  return out;
}

/** Splits "Client or Server", "both the client and the server" into their phrases, determiners dropped. */
function conjuncts(phrase: readonly string[]): string[][] {
  const groups: string[][] = [[]];
  for (const w of phrase) {
    const lower = w.toLowerCase();
    if (lower === 'and' || lower === 'or' || lower === 'nor') groups.push([]);
    else if (!DETERMINERS.has(lower) && /\p{L}/u.test(w)) groups[groups.length - 1]!.push(w);
  }
  return groups.filter((g) => g.length > 0);
}

/** The role a noun phrase names, or null: a declared role it ends with, else a common actor's head word. */
function actorOf(phrase: readonly string[], rules: RoleRules): string | null {
  if (!phrase.length) return null;
  const lower = phrase.map((w) => w.toLowerCase());
  lower[lower.length - 1] = singular(lower[lower.length - 1]!);
  const text = ` ${lower.join(' ')}`;
  for (const role of rules.declared) {
    const r = role.toLowerCase();
    if (text.endsWith(` ${r}`) || text.endsWith(` ${singular(r)}`)) return role;
  }
  const head = lower[lower.length - 1]!;
  if (lower.length >= 2 && `${lower[lower.length - 2]} ${head}` === 'user agent') return 'user agent';
  if (!COMMON_ACTORS.has(head)) return null;
  // "The module shall …" in a document that defines one cryptographic module: that role.
  const same = rules.declared.filter((r) => singular(r.toLowerCase().split(/\s+/).pop() ?? '') === head);
  return same.length === 1 ? same[0]! : head;
}

/**
 * Data by its head word ("the stream dictionary", "Bits"), or by a name as specifications print their fields and
 * messages: with capitals inside (ClientID, ShareName, QoS), in capitals (CONNACK), or capitalised past the
 * sentence's first word ("a Password").
 */
function namesData(phrase: readonly string[], sentenceStart: boolean): boolean {
  const head = phrase[phrase.length - 1]!;
  if (DATA_NOUNS.has(singular(head.toLowerCase()))) return true;
  if (/\p{Ll}\p{Lu}|^\p{Lu}{2,}/u.test(head)) return true;
  return /^\p{Lu}/u.test(head) && !(sentenceStart && phrase.length === 1);
}

/**
 * The roles of a subject phrase: each conjunct an actor, or "file" when every one names data. The last conjunct's
 * head noun, a word for data with words before it, is that of the conjuncts before it that name no one:
 * "the <oval-sc:collected_objects> and <oval-sc:system_data> elements", "secret and private keys".
 */
function rolesOf(phrase: readonly string[], rules: RoleRules, sentenceStart = false): string | null {
  const parts = conjuncts(phrase);
  if (!parts.length) return null;
  const actors = parts.map((p) => actorOf(p, rules));
  if (actors.every((a): a is string => a !== null)) return joinRoles(actors);
  const last = parts[parts.length - 1]!;
  const head = last[last.length - 1]!.toLowerCase();
  const sharedData = parts.length > 1 && last.length > 1 && DATA_NOUNS.has(singular(head));
  const data = (p: string[], i: number) =>
    namesData(p, sentenceStart && i === 0 && p[0] === phrase[0]) || (sharedData && actors[i] === null);
  return parts.every(data) ? ROLE_FILE : null;
}

/** Every actor a stretch of text names, first one first: the antecedent of "it" in "If a Client …, it MUST". */
function firstActorIn(text: string, rules: RoleRules): string | null {
  const ws = tokens(text).map(bare);
  for (let i = 0; i < ws.length; i++) {
    for (let n = Math.min(4, ws.length - i); n >= 1; n--) {
      const found = actorOf(ws.slice(i, i + n), rules);
      if (found && ws.slice(i, i + n).every((w) => !ends(w))) return found;
    }
  }
  return null;
}

/** "MUST be sent by the Client": the agent of a passive main verb. */
const PASSIVE_AGENT =
  /^\s*(?:not\s+)?(?:also\s+)?be\s+[\p{L}-]+(?:ed|en|t)\b[^.;:]*?\bby\s+((?:[\p{L}\p{N}-]+\s*){1,5})/iu;

export type SubjectKind = { role: string } | { pronoun: true; before: string } | { none: true };

/**
 * What the main clause's subject says about the requirement's role. When the keyword that gave the level has
 * no subject of its own ("the Server MAY send … and MUST close …"), the keywords printed before it are tried,
 * nearest first: they share the subject.
 */
export function subjectOf(text: string, keyword: string, rules: RoleRules): SubjectKind {
  const at = keywordAt(text, keyword);
  if (at < 0) return { none: true };
  const found = subjectAt(text, at, keyword.length, rules);
  if (!('none' in found)) return found;
  const earlier = [...text.slice(0, at).matchAll(MODALS)].reverse();
  for (const m of earlier) {
    const s = subjectAt(text, m.index, m[0].length, rules);
    if (!('none' in s)) return s;
  }
  return found;
}

function subjectAt(text: string, at: number, length: number, rules: RoleRules): SubjectKind {
  const keyword = text.slice(at, at + length);
  const after = text.slice(at + keyword.length);
  const agent = PASSIVE_AGENT.exec(after);
  if (agent) {
    const phrase = leadingPhrase(agent[1]!.replace(/\b(?:when|if|before|after|while|unless)\b.*$/i, ''));
    const role = rolesOf(phrase, rules);
    if (role && role !== ROLE_FILE) return { role };
  }
  const before = text.slice(0, at);
  const clause = clauseBefore(before);
  if (!clause) return { none: true };
  const first = bare(tokens(clause)[0] ?? '').toLowerCase();
  // "It should be noted in the comments section that …": an "it" that stands for the clause after "that" names no one.
  if (first === 'it' && tokens(clause).length === 1 && EXPLETIVE_IT.test(after)) return { none: true };
  if (PRONOUNS.has(first) && tokens(clause).length <= 2) return { pronoun: true, before };
  // "If a Server sends …  it MUST", "In both cases it MUST": the pronoun right before the keyword is the subject.
  if (PRONOUNS.has(bare(tokens(clause).pop() ?? '').toLowerCase())) return { pronoun: true, before };
  const subordinate = SUBORDINATORS.test(clause);
  const phrase = subordinate ? trailingPhrase(clause) : leadingPhrase(clause);
  const role = rolesOf(phrase, rules, !subordinate && clause === before.replace(ITEM_LABEL, '').trim());
  return role ? { role } : { none: true };
}

export interface RoleSentence {
  section: string;
  text: string;
  keyword: string;
  /** The sentence that introduces the list item holding this requirement ("the sender:"), if any. */
  leadIn?: string;
}

/** The role of each requirement, in order; a pronoun takes the actor of its sentence, else of the one before. */
export function decideRoles(reqs: readonly RoleSentence[], rules: RoleRules): string[] {
  const out: string[] = [];
  let previous: { section: string; role: string } | null = null;
  for (const r of reqs) {
    let s = subjectOf(r.text, r.keyword, rules);
    if ('none' in s && r.leadIn !== undefined) s = leadInSubject(r.leadIn, rules);
    let role: string = ROLE_UNSPECIFIED;
    if ('role' in s) role = s.role;
    else if ('pronoun' in s) {
      const earlier = previous && previous.section === r.section ? previous.role : null;
      role = firstActorIn(s.before, rules) ?? earlier ?? ROLE_UNSPECIFIED;
    }
    out.push(role);
    if (role !== ROLE_UNSPECIFIED) previous = { section: r.section, role };
  }
  return out;
}

/** "In the QoS 1 delivery protocol, the sender:" → its subject; a lead-in with a keyword reads as a sentence. */
function leadInSubject(leadIn: string, rules: RoleRules): SubjectKind {
  const text = leadIn.replace(/:\s*$/, '');
  const keyword = MODALS.exec(text);
  MODALS.lastIndex = 0;
  return keyword ? subjectOf(text, keyword[0], rules) : subjectAt(text, text.length, 0, rules);
}
