/**
 * Whether a claim about a standard is supported, contradicted or not answered by its requirements (docs/model.md,
 * "Checking a statement"). The claim is read as subject, modality and predicate; the requirement whose words
 * cover the claim's best (weighted by how rare each word is in the document) is its nearest; the verdict
 * compares who it binds (its role), its modality (the keyword of the clause the claim matches) and its
 * sense (a "non-empty" against an "empty", an "omit" against a "send"). Never a guess: a claim whose words no
 * requirement covers closely enough, or that names another role than the requirement binds, is `unknown`.
 */
import { ROLE_FILE, ROLE_UNSPECIFIED, roleMatches, roleNames } from '../../model/roles.js';
import type { Requirement } from '../../model/types.js';
import { agreement, flipped, keywordModality, modalsIn, type Modality } from './modality.js';
import { OMIT, numberOf, sameWord, wordsOf, type Word } from './words.js';

export type Verdict = 'supported' | 'contradicted' | 'unknown';

/** The share of the claim's (weighted) words a requirement must hold to be its answer. */
export const COVERAGE_NEEDED = 0.85;
/** The share of the requirement's words the claim must speak of: a claim of three words is no paraphrase of forty. */
export const PRECISION_NEEDED = 0.2;

export interface Claim {
  modality: Modality | null;
  /** The document's roles the claim's subject names ("The Client …" → ["Client"]). */
  roles: string[];
  /** The claim speaks of leaving something out ("may omit X"). */
  omits: boolean;
}

export interface Candidate {
  requirement: Requirement;
  /** The weighted share of the claim's words the requirement holds, 0–1. */
  coverage: number;
  /** The claim's words the requirement lacks. */
  missing: Word[];
  /** The share of the requirement's words that the claim holds, 0–1. */
  precision: number;
}

export interface CheckResult {
  verdict: Verdict;
  /** One sentence: why, naming the requirement and what differs. */
  reason: string;
  claim: Claim;
  /** The requirement the verdict rests on (for `unknown`, the nearest one, if any), then other close ones. */
  basis: Candidate[];
}

const ACTORLESS = new Set([ROLE_FILE, ROLE_UNSPECIFIED]);

/** The head noun phrase of the claim's subject: "A Client receiving … from the Server" → "A Client". */
const SUBJECT_END = /\s(?:which|that|who|whose|when|if|from|of|in|on|with|to|for|by|after|before|\p{L}+ing)\b/iu;

/** The document's roles a claim's subject names, the longest where one contains another ("PDF writer", not "writer"). */
function claimRoles(subject: string, documentRoles: readonly string[]): string[] {
  const head = subject.split(SUBJECT_END)[0] ?? subject;
  const named = documentRoles.filter((r) => roleMatches(head, r));
  return named.filter((r) => !named.some((o) => o !== r && o.length > r.length && roleMatches(o, r)));
}

export function readClaim(statement: string, documentRoles: readonly string[]): Claim & { predicate: string } {
  const modal = modalsIn(statement)[0];
  if (!modal) return { modality: null, roles: [], omits: false, predicate: statement };
  const subject = statement.slice(0, modal.index);
  const predicate = statement.slice(modal.end);
  const omits = predicate.split(/[^\p{L}]+/u).some((w) => OMIT.test(w.toLowerCase()));
  return { modality: modal.modality, roles: claimRoles(subject, documentRoles), omits, predicate };
}

/** How rare each word is among the document's requirements: rare words decide, common ones barely count. */
function weights(requirements: readonly Requirement[]): (stem: string) => number {
  const df = new Map<string, number>();
  for (const r of requirements)
    for (const s of new Set(wordsOf(r.text).map((w) => w.stem))) df.set(s, (df.get(s) ?? 0) + 1);
  const n = requirements.length || 1;
  return (stem) => Math.log((n + 1) / ((df.get(stem) ?? 0) + 1)) + 1;
}

function candidate(claim: readonly Word[], r: Requirement, weight: (s: string) => number): Candidate {
  const have = wordsOf(r.text);
  let got = 0;
  let all = 0;
  const missing: Word[] = [];
  for (const w of claim) {
    const wt = weight(w.stem);
    all += wt;
    if (have.some((h) => sameWord(h, w))) got += wt;
    else missing.push(w);
  }
  const held = have.filter((h) => claim.some((w) => sameWord(h, w))).length;
  return { requirement: r, coverage: all ? got / all : 0, missing, precision: have.length ? held / have.length : 0 };
}

/** The requirements nearest the claim, best first: most of its words, then the fewest words besides. */
export function nearest(statement: string, requirements: readonly Requirement[], limit = 8): Candidate[] {
  const claim = wordsOf(statement);
  if (!claim.length) return [];
  const weight = weights(requirements);
  const scored = requirements.map((r) => candidate(claim, r, weight)).filter((c) => c.coverage > 0);
  const length = (c: Candidate) => wordsOf(c.requirement.text).length;
  scored.sort((a, b) => b.coverage - a.coverage || b.precision - a.precision || length(a) - length(b));
  return scored.slice(0, limit);
}

/** The modality of the requirement's clause that the claim's predicate speaks of ("MAY send …, and MUST close …"). */
function textModality(r: Requirement, predicate: string): Modality {
  const modals = modalsIn(r.text).filter((m) => m.modality !== 'may' || !/^can$/i.test(r.text.slice(m.index, m.end)));
  if (modals.length < 2) return keywordModality(r.level, r.keyword);
  const want = wordsOf(predicate);
  let best = modals[0]!;
  let bestHits = -1;
  modals.forEach((m, i) => {
    const clause = wordsOf(r.text.slice(m.end, modals[i + 1]?.index ?? r.text.length));
    const hits = want.filter((w) => clause.some((c) => sameWord(c, w))).length;
    if (hits > bestHits) [best, bestHits] = [m, hits];
  });
  return best.modality;
}

/** A word the claim and the text both use, negated in one only ("empty" and "non-empty"): the sense flips. */
function senseFlips(statement: string, r: Requirement): boolean {
  const text = wordsOf(r.text);
  let flips = 0;
  for (const w of wordsOf(statement)) {
    const h = text.find((t) => sameWord(t, w));
    if (h && h.negated !== w.negated) flips++;
  }
  return flips % 2 === 1;
}

const quote = (r: Requirement) => `${r.id}${r.label ? ` (${r.label})` : ''}`;

/** The share of the requirement's words a claim of another value must hold: the same sentence, one number changed. */
const VALUE_PRECISION = 0.5;

/** Every word the claim lacks is a number the requirement prints with another value after the same words. */
function otherValues(c: Candidate): boolean {
  if (!c.missing.length || c.precision < VALUE_PRECISION || !c.missing.every((m) => numberOf(m) !== null)) return false;
  const printed = wordsOf(c.requirement.text).filter((w) => numberOf(w) !== null);
  return c.missing.every((m) =>
    printed.some((p) => numberOf(p) !== numberOf(m) && sameWord({ ...p, stem: m.stem }, m)),
  );
}

interface Reading {
  candidate: Candidate;
  verdict: Verdict;
  text: Modality;
  said: Modality;
}

/** The verdict one requirement gives the claim, its role already found compatible. */
function readingOf(c: Candidate, read: ReturnType<typeof readClaim>, statement: string): Reading {
  let text = textModality(c.requirement, read.predicate);
  if (senseFlips(statement, c.requirement)) text = flipped(text);
  const said = read.omits ? flipped(read.modality!) : read.modality!;
  return { candidate: c, verdict: agreement(text, said), text, said };
}

/** The requirement's roles that the claim's roles are not among ("the Client", when it binds the Server). */
function otherRoles(c: Candidate, roles: readonly string[]): { bound: string[]; others: string[] } {
  const bound = roleNames(c.requirement.role).filter((n) => !ACTORLESS.has(n));
  return { bound, others: roles.filter((r) => bound.length > 0 && !bound.some((b) => roleMatches(b, r))) };
}

/** Checks one claim against a document's requirements. */
export function checkStatement(statement: string, requirements: readonly Requirement[]): CheckResult {
  const documentRoles = [...new Set(requirements.flatMap((r) => roleNames(r.role)))].filter((r) => !ACTORLESS.has(r));
  const read = readClaim(statement, documentRoles);
  const claim: Claim = { modality: read.modality, roles: read.roles, omits: read.omits };
  const near = nearest(statement, requirements);
  const basis = near.slice(0, 3);
  const unknown = (reason: string, b = basis): CheckResult => ({ verdict: 'unknown', reason, claim, basis: b });
  if (read.modality === null) return unknown('the statement says nothing one must, should or may do');
  const best = near[0];
  if (!best) return unknown('no requirement of the document shares its words');
  const close = near.filter((c) => c.coverage >= COVERAGE_NEEDED && c.precision >= PRECISION_NEEDED);
  const exact = close.some((c) => c.missing.length === 0);
  if (!exact) {
    // The same sentence with another number ("set to 1" where it prints "set to 0") says something else.
    const value = near.find(otherValues);
    if (value) {
      const which = value.missing.map((m) => numberOf(m)).join(', ');
      return {
        verdict: 'contradicted',
        reason: `${quote(value.requirement)} prints another value than ${which}`,
        claim,
        basis: [value, ...basis.filter((b) => b !== value)],
      };
    }
  }
  if (!close.length) {
    const pct = `${Math.round(best.coverage * 100)} %`;
    return unknown(`no requirement is close enough: the nearest, ${quote(best.requirement)}, has ${pct} of its words`);
  }
  const fitting = close.filter((c) => otherRoles(c, read.roles).others.length === 0);
  if (!fitting.length) {
    const { bound, others } = otherRoles(close[0]!, read.roles);
    const r = close[0]!.requirement;
    return unknown(
      `${quote(r)} says this of the ${bound.join(' and ')}, not of the ${others.join(' and ')}`,
      close.slice(0, 3),
    );
  }
  const readings = fitting.map((c) => readingOf(c, read, statement));
  // A requirement that says exactly this, every word of the claim in it, answers it; else the nearest one does.
  const chosen = readings.find((x) => x.verdict === 'supported' && x.candidate.missing.length === 0) ?? readings[0]!;
  const r = chosen.candidate.requirement;
  const pct = `${Math.round(chosen.candidate.coverage * 100)} %`;
  const reason =
    chosen.verdict === 'supported'
      ? `${quote(r)} says ${chosen.text} (${pct} of the statement's words)`
      : chosen.verdict === 'contradicted'
        ? `${quote(r)} says ${chosen.text}; the statement says ${chosen.said}`
        : `${quote(r)} says ${chosen.text}, which neither bears out nor rules out ${chosen.said}`;
  return {
    verdict: chosen.verdict,
    reason,
    claim,
    basis: [chosen.candidate, ...basis.filter((b) => b !== chosen.candidate)].slice(0, 3),
  };
}
