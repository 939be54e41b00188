/**
 * Verbal forms of ISO/IEC Directives Part 2 (7th ed., 7.2–7.5, tables 3–7):
 * requirement "shall"/"shall not", recommendation "should"/"should not",
 * permission "may"/"need not", possibility "can"/"cannot" (never counted),
 * with the equivalent expressions of those tables that guides use ("it is
 * recommended that", "is not permitted", "is permitted to").
 * Documents that write requirements with "must" (the PDF Association guides)
 * get them as shall-level; `keyword` keeps the form as printed.
 *
 * "may" is also plain English for a possibility ("This term may be somewhat
 * confusing"). It counts only where it grants permission — where "is permitted
 * to" could replace it; a "may" that reads as "might" or "can" is a
 * possibility (see descriptiveMay).
 */
import type { RequirementLevel } from '../../../model/types.js';
import type { KeywordConvention } from './keyword-convention.js';
import { DOTTED_NUMBER } from '../../../model/section-number.js';

export interface VerbalForm {
  level: RequirementLevel;
  /** The words as printed: "shall not", "must", "is required to", "need not", "may" … */
  keyword: string;
}

const W = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'gu');

/** Strongest first; within a level, forms are found in any order and the first printed one is the keyword. */
const FORMS: [RequirementLevel, RegExp][] = [
  // "must never", and "may not" where the "may" would grant (descriptiveMay): "entries … may not overlap"; not
  // "may or may not", which grants both.
  ['shall not', W('shall not|must not|shall never|must never|(?<!\\bor )may not|(?:is|are) not (?:permitted|allowed)')],
  ['shall', W('shall|must|(?:is|are)(?: also)? required to|[Ii]t is required that')],
  [
    'should not',
    W('should not|(?:[Ii]t is|are|is) not recommended|[Ii]t is (?:strongly )?recommended that\\b[^.;]{0,80}?\\bnot'),
  ],
  [
    'should',
    W(
      'should|ought to|[Ii]t is (?:strongly )?recommended that|(?:is|are) (?:(?:strongly|therefore|only|also|thus|generally|highly) ){0,2}recommended(?: to)?(?! that| by)',
    ),
  ],
  // "are permitted but not required to" grants; "… are permitted:" grants the options the list after it gives.
  [
    'may',
    W(
      'need not|(?:is|are) not required to|(?:is|are) (?:permitted|allowed)(?: but not required)? to|(?:is|are) (?:permitted|allowed)(?=:)|may',
    ),
  ],
];

/**
 * A sentence without a subject that opens with the keyword, capitalised only because it opens the sentence — a field
 * table's "Must be zero.", "Must be a power of two between 512 and 32768 inclusive" (SQLite's header fields), "May be
 * omitted." — is read as its lower-case keyword, outside BCP 14 (where only the capitals count); a question, a
 * pronoun after the modal ("Shall we?") or a word no verb is ("May is a month") is none.
 */
const SUBJECTLESS =
  /^(\s*["“(]?)(Must|Shall|Should|May)(?= (?:not |never )?\p{Ll})(?! (?:we|you|they|he|she|it|one|I|is|are|was|were|has|had|does|did|and|or|of|in|to|the|an?)\b)(?![^?]*\?\s*$)/u;

const lowerInitial = (sentence: string, m: RegExpExecArray) =>
  `${m[1]}${m[2]!.toLowerCase()}${sentence.slice(m[0].length)}`;

/** The keyword as printed: capitalised where the sentence opened with it. */
function capitalisedAgain(form: VerbalForm | null, word: string): VerbalForm | null {
  if (!form) return null;
  const lower = word.toLowerCase();
  return form.keyword.startsWith(lower) ? { ...form, keyword: word + form.keyword.slice(lower.length) } : form;
}

/** BCP 14 (RFC 2119, RFC 8174): only the capitalised keywords (W is case-sensitive); "MAY" always grants. */
const BCP14_FORMS: [RequirementLevel, RegExp][] = [
  // The keyword in capitals with its negation in lower case ("SHALL not", OGC) is still the keyword negated.
  ['shall not', W('MUST NOT|SHALL NOT|MUST not|SHALL not|MUST never|SHALL never')],
  ['shall', W('MUST|SHALL|REQUIRED')],
  ['should not', W('SHOULD NOT|NOT RECOMMENDED')],
  ['should', W('SHOULD|RECOMMENDED')],
  ['may', W('MAY|OPTIONAL|NEED NOT')],
];

/**
 * Does the sentence use a requirement keyword of the convention at all, whatever it means there (a note's
 * "may", a quoted "shall", a descriptive "must")? The verify pass counts these against the requirements read.
 */
export function usesKeyword(sentence: string, convention: KeywordConvention = 'directives'): boolean {
  const forms = convention === 'bcp14' ? BCP14_FORMS : convention === 'usage' ? [...BCP14_FORMS, ...FORMS] : FORMS;
  return forms.some(([, re]) => {
    re.lastIndex = 0;
    const hit = re.test(sentence);
    re.lastIndex = 0;
    return hit;
  });
}

/**
 * A passage in quotation marks — three words or more, “…any PDF stream or dictionary may have metadata…” —
 * is quoted from elsewhere (another standard): its keywords are that text's requirements, not this one's.
 */
const QUOTATION = /“[^”]*”|"[^"]*"/gu;
/** Quotation marks are paired left to right (straight ones have no direction); a span of three words is a passage. */
const maskPassage = (m: string) => (m.trim().split(/\s+/).length >= 3 ? ' '.repeat(m.length) : m);

/**
 * A keyword inside a "whether" clause names a question, not an obligation: "whether BPC should be turned on
 * or off is up to the PDF processor" (the clause runs from "whether" to the keyword without a comma).
 */
const WHETHER_CLAUSE = /\bwhether\b[^,;:()]*$/i;

/**
 * So does a keyword in a question embedded after "depending on" ("… depending on how many instances of
 * authentication must occur"), in a free relative ("beyond what is required to log into the system"), or in a
 * relative clause on what is worked out ("… able to statically determine the amount of stack space that must be
 * allocated for arguments", AAPCS64): it names what is asked about or referred to, no obligation.
 */
const EMBEDDED_QUESTION =
  /\bdepending on (?:how|what|which|when|where|who)\b[^,;:()]*$|\bwhat\s+$|\b(?:determine|calculate|compute|predict|estimate)\b[^,;:()]*\b(?:that|which)\s+$/i;

/**
 * A "may" or "should" in a bracketed relative clause describes its noun, as right after "that" (RELATIVE): "some
 * value … (which value may have multiple equivalent encodings)", "certificates … (and which may be passed in
 * handshake payloads)" (Noise), and so does a "may not" ("the parent (which may not be the root)", ICCCM). A "must" or
 * "shall" there constrains it ("(which must be less than 0xfffffff0)").
 */
const BRACKETED_RELATIVE = /\((?:and |or )?(?:which|who|whose)\b[^()]*$/i;

/**
 * A "may not" right after "which" describes what the noun might not be or do, bracketed or not: "… some other module
 * or enclosure which may not be physically protected" (FIPS 140-1), "… multiple accesses, which may not be mutually
 * atomic" (RISC-V), "… the parent, which may not be the root" (ICCCM). A "which" clause's "may" still grants ("its
 * operand, which may be an expression …").
 */
const WHICH = /\bwhich\s+$/i;
// Read from the text, not from the form matched: the "may" of "may not" is also matched at the level of "may".
const MAY_NOT = /^may\s+not\b/;

/**
 * A "must", "shall" or "should" in a question embedded after what a text restricts, limits, specifies, prescribes,
 * says or states is that text's: "… a service level agreement (SLA) that states how quickly a particular
 * vulnerability must be validated" (NIST IR 7435), "The standard does not specify how often a key must be changed".
 * A "may" there is left to the other rules: "PDF 2.0 does not restrict where a file specification dictionary …
 * may occur" restates a freedom (AN002; the guides' labelled sentences take it as one, the golden truth as a
 * borderline description).
 */
const STATED_QUESTION =
  /\b(?:restrict|limit|specify|prescribe|say|state)s?\s+(?:how|what|which|when|where|who)\b[^,;:()]*$/i;

/**
 * A keyword in a clause of time after "before" or "until" and its subject says when, not what is required: "…
 * only that an attacker is required to provide credentials before an exploit may occur" (NIST IR 7435).
 */
const TIME_CLAUSE = /\b(?:before|until)\s+(?:an?|the|it|they|this|that|each|any)\b(?:\s+[\p{L}-]+){0,3}\s+$/iu;

/**
 * A "may" in a reason after the main clause gives the ground, not leave: "… should ignore the above-sibling field …
 * because this field may not contain useful information" (ICCCM). A leading one is a condition (inCondition). Not a
 * concession: "mcause is never written by the implementation, though it may be explicitly written by software"
 * (RISC-V) grants.
 */
const TRAILING_REASON = /^\s*\S.*\bbecause\b(?!\s+of\b)[^;:()]*$/i;

/**
 * A keyword in what one party is told (after "inform", "notify" or "tell", its object and "that") is the message's,
 * not a duty the sentence sets: "… can also be used to inform the hardware platform that suitable interrupts should
 * preferentially be routed to this hart" (RISC-V). "this indicates that a Will Message MUST be stored" (MQTT) is
 * a requirement: "indicate" is not among them.
 */
/**
 * A keyword in what is assumed — after "assume(s)", "assumed", "suppose(s)" and "that", no comma, semicolon or colon
 * between — states a premise, not a requirement ("This definition assumes that the safety-critical display
 * information may be time-critical, …", MIL-STD-882E).
 */
const ASSUMED = /\b(?:assumes?|assumed|assuming|supposes?|supposed|supposing)\s+that\s+[^,;:]*$/i;
/**
 * Nor does one in what the reader is to be aware of, or in the possibility or risk a sentence names: "Clients should
 * be aware that their borders may not be visible" recommends the awareness (X11's ICCCM); "The possibility that a
 * request may be redirected means …" states a consequence.
 */
const ENTERTAINED = /\b(?:aware|possibility|chance|risk|likelihood|danger)\s+that\s+[^,;:]*$/i;
const TOLD = /\b(?:inform|informs|notify|notifies|tell|tells)\s+[^,;:.]*\bthat\s+[^,;:]*$/i;

/**
 * A keyword whose subject is an attacker describes the threat, not a duty of the reader: "This metric measures
 * the number of times an attacker must authenticate to a target" (NIST IR 7435).
 */
const ATTACKER = /\b(?:an|the|any)\s+(?:[\p{L}-]+\s+)?(?:attacker|adversary|intruder)s?\s+(?:[\p{L}-]+\s+)?$/iu;

/**
 * A "may" or "should" right after a relative "that" describes the noun before it ("an input string that may be
 * used to provide a function name", "variations … that may, in many cases, offer performance"): the sentence's
 * obligation, if it has one, is elsewhere in it. A "must" or "shall" there constrains the noun ("a value that must
 * be unique") and counts; so does a "may" in a sentence that names conforming parties ("a status register that may
 * be set and read by conforming code"). Not after "which" or "who": "its operand, which may be an expression or the
 * parenthesized name of a type" (the C standard) grants both forms, and "auditors, who should check the key
 * inventory" says what they are to do.
 */
const RELATIVE = /\bthat\s+$/i;
/** A sentence that names conforming (compliant) parties grants or recommends to them, in a relative clause too. */
const CONFORMING = /\b(?:conforming|compliant)\b/i;

/**
 * A keyword in a purpose clause names an effect, not an obligation: "can be stored so that it need not be
 * recomputed" (from "so that" to the keyword, no comma between).
 */
const PURPOSE_CLAUSE = /\bso that\b[^,;:()]*$/i;

/**
 * "It should be noted that …" and its kin introduce an observation, not a recommendation — the participle right before
 * "that" (a word such as "here" or a phrase in commas between). "It should be noted in the comments section … that
 * …" (SP 800-26) says where to write something down: a recommendation.
 */
const OBSERVATION =
  /^it should (?:also )?be (?:noted|understood|emphasi[sz]ed|stressed|remembered|recogni[sz]ed|mentioned|pointed out)(?:\s+(?:here|again|also|too|however)|\s*,[^,]{1,60},)?\s+that\b/i;

/**
 * "… should (not) be understood as …", "should be read as", "should be interpreted to mean": how the text is to be
 * read, not what anyone should do (AN003: "the Note should be understood as meaning that").
 */
const READING = /^should (?:not )?be (?:understood|interpreted|read|construed|taken) (?:as|to mean|to imply)\b/i;

/** A "may" whose subject is "some …" at the sentence's start says what some do ("Some PDF processors … may transform"). */
const SOME_SUBJECT = /^\s*some\s[^,;:]*$/i;

/**
 * A "may" in a sentence that opens "For example," or "For instance," or that walks through an example says what can
 * happen in the case shown, not what anyone is allowed: "For example, a system and its information may require a
 * high degree of integrity …" (SP 800-26), "In the following example object 10 0 … may then reference the actual
 * metadata stream" (AN003). An example's "should" or "shall" still applies to its case ("For example, … the metric
 * should be scored as …", NIST IR 7435).
 */
const EXAMPLE_OPENING =
  /^\s*(?:for (?:example|instance),|in (?:the|this|that|each) (?:following |preceding |previous |above |next )?example\b)/i;

/**
 * A keyword in the clause that says which cases there may be ("there may be cases in which … and the algorithm may
 * run …", FIPS 203): it describes the cases, from "there may (might, can) be" on, no semicolon or colon between.
 */
const EXISTENTIAL_CASES = /\bthere\s+(?:may|might|can|could)\s+be\b[^;:]*\b(?:in which|where|when|whose)\b[^;:]*$/i;

/**
 * A keyword inside a leading condition names the condition, not what the sentence requires: "If the user must
 * authenticate as a database user, then this metric should be set to 'single'" requires a "should"; so does one
 * inside a leading reason or concession ("Since any files may be embedded, there is a risk"). Only a
 * condition closed by a comma or "then" counts ("If X is present the file shall …" has no clause to skip).
 */
// The condition may hold brackets, the keyword inside one: "If the complete 64-bit input is used (i.e., none of the
// input bits should be predetermined …) and if …, no technique … will guarantee …" (FIPS 46-1). It goes on after a
// comma and "and" or "or" that join a second verb to its subject: "Because the type may be nested …, and may contain
// references …, it is not …" (DWARF 4); "If the Server receives … set to 1, and QoS 0 it SHOULD store …" (MQTT) ends.
const SECOND_VERB = String.raw`,(?=\s+(?:and|or)\s+(?:(?:may|might|must|shall|should|can|could|will|would|is|are|has|have)\b|$))`;
const CONDITION_OPEN = new RegExp(
  String.raw`^\s*(?:if|when|whenever|unless|since|because|although|though|whereas)\b(?:[^,;:()]|${SECOND_VERB}|\([^()]*\))*(?:\([^()]*)?$`,
  'i',
);
// The keyword governs a verb of the condition before the close ("must authenticate …, then"); "it MUST then close"
// is the main clause of a condition closed by nothing.
const CONDITION_CLOSE = /^\S+\s+(?!then\b)[^,;:.!?]*(?:,|\bthen\b)/i;
const inCondition = (sentence: string, at: number) =>
  CONDITION_OPEN.test(sentence.slice(0, at)) && CONDITION_CLOSE.test(sentence.slice(at));

/** A keyword in quotation marks is mentioned, not used: “shall” = required. */
const QUOTED =
  /[“"‘'](?:shall not|shall|must not|must|should not|should|may|need not|required|recommended|not recommended|optional)[,.;:]?[”"’']/giu;

/**
 * A keyword inside a condition set in brackets names the condition, not what the sentence requires: "Create a
 * JUMBF attestation container with label c2pa.attestation (or c2pa.attestation_00n, if more than one attestation
 * must be included) containing …" (C2PA) requires nothing of the attestations.
 */
const BRACKETED_CONDITION = /\([^()]*\b(?:if|when|unless|whether)\b[^()]*$/i;

/**
 * A keyword inside a note set in brackets is the note's, and a note informs: "(NIST editorial note: Either DSA or RSA
 * [ANSI X9.31] may be used; both do not have to be implemented.)" (FIPS 186-1), "(Note: …)", "(Editor's note: …)".
 */
const BRACKETED_NOTE = /\([^()]*\bnote:\s[^()]*$/i;

/**
 * A sentence about the keywords themselves mentions them and states nothing: "… mandatory if the word shall is used
 * in connection with them", "the key words MUST, MUST NOT, … are to be interpreted as …" unquoted (RFC 5652), "1.
 * shall: This term is used to indicate a requirement …" (SP 800-57's list of them; "3.1.3 shall: Indicates mandatory
 * requirements …", SRF 1.3's numbered entries), "Note that shall may be coupled
 * with not to become shall not": a keyword named by "the word", "the key words" … and followed by no verb, one
 * opening the sentence as a term before its colon, or one followed by another.
 */
const KEYWORD_NAME = String.raw`(?:shall|must|should|may|can|will|required|recommended|optional)(?:\s+not)?`;
const MENTIONED = new RegExp(
  [
    String.raw`\b(?:key\s?words?|keywords?|words?|terms?|verbs?|verbal forms?|modals?)\s+${KEYWORD_NAME}(?:\s*[,;:.)]|\s+(?:is|are|and|or|means?|denotes?|indicates?)\b|\s*$)`,
    String.raw`^\s*(?:\(?[a-z\d]{1,3}[.)]\s+|${DOTTED_NUMBER}\.?\s+)?${KEYWORD_NAME}\s*:`,
    String.raw`\b(?:shall|must|should|may)\s+(?:shall|must|should|may|can|will)\b`,
  ].join('|'),
  'iu',
);

/**
 * A sentence wholly in quotation marks is quoted from elsewhere, not one of the document's requirements: "“An XMP
 * metadata stream (see 14.3.2, “Metadata streams”) … may be used …”" (a quotation with another inside it, which
 * the passage mask below leaves half open).
 */
const WHOLLY_QUOTED = /^\s*“[\s\S]*”[.!?]?\s*$/u;

/** An ASN.1 component marked OPTIONAL after its type ("signedAttrs [0] IMPLICIT SignedAttributes OPTIONAL,"). */
const ASN1_OPTIONAL = /\b\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*\s+$/u;
/**
 * Or a component line whatever its type ("eContent [0] EXPLICIT OCTET STRING OPTIONAL", "keyAttr ANY DEFINED BY
 * keyAttrId OPTIONAL }", "extensions Extensions OPTIONAL }"): OPTIONAL ends it or its component (a comma, a brace),
 * and no verb puts it in a sentence ("… is OPTIONAL").
 */
const COMPONENT_END = /^OPTIONAL\s*(?:[,}]|$)/;
const PREDICATE = /\b(?:is|are|be|being|been|was|were|remains?|considered)\s+$/i;
const asn1Optional = (before: string, rest: string): boolean =>
  ASN1_OPTIONAL.test(before) || (COMPONENT_END.test(rest) && !PREDICATE.test(before) && /\S\s+$/.test(before));

/**
 * "is required to" after a subject counted out — "One instance of authentication is required to access and exploit
 * the vulnerability" (IR 7435), "only a single hardware storage bit is required to represent …" (RISC-V), "an
 * additional authentication factor is required to continue the session" (SP 800-63B): how much of a thing is
 * needed for what follows, no duty of the thing. The count opens the clause and at most five words stand between
 * it and the verb; "… is required to be …" states a required property, and "one of …" names a party.
 */
const COUNTED_SUBJECT =
  /(?:^|[,;:]\s+|\b(?:that|which|then|and|but|if|when)\s+)(?:only\s+)?(?:one|a single|two|three|four|\d+|an? additional|additional|extra)\s+(?!of\b)(?:[\p{L}\p{N}-]+\s+){0,5}$/iu;
const neededFor = (m: RegExpMatchArray, before: string, after: string) =>
  /^(?:is|are) required to$/i.test(m[0]) && COUNTED_SUBJECT.test(before) && !/^\s+be\b/i.test(after);

/**
 * The strongest verbal form used in the sentence, or null (none, or only a descriptive "may"),
 * under the document's keyword convention (keyword-convention.ts).
 */
export function verbalForm(sentence: string, convention: KeywordConvention = 'directives'): VerbalForm | null {
  if (WHOLLY_QUOTED.test(sentence) || MENTIONED.test(sentence)) return null;
  const initial = convention === 'bcp14' ? null : SUBJECTLESS.exec(sentence);
  if (initial) return capitalisedAgain(verbalForm(lowerInitial(sentence, initial), convention), initial[2]!);
  const used = sentence.replace(QUOTED, (m) => ' '.repeat(m.length)).replace(QUOTATION, maskPassage);
  if (convention !== 'directives') {
    for (const [level, re] of BCP14_FORMS) {
      for (const m of used.matchAll(re)) {
        const before = used.slice(0, m.index);
        if (inCondition(used, m.index) || BRACKETED_CONDITION.test(before) || BRACKETED_NOTE.test(before)) continue;
        if (m[0] === 'OPTIONAL' && asn1Optional(before, used.slice(m.index))) continue;
        return negatedSubject(used, m, level);
      }
    }
    if (convention === 'bcp14') return null;
  }
  for (const [level, re] of FORMS) {
    for (const m of used.matchAll(re)) {
      // Capitalised keywords by habit or after the ISO/IEC Directives: a lower-case "must" is prose there.
      if (convention === 'usage' && /^must\b/.test(m[0])) continue;
      const before = used.slice(0, m.index);
      const mayWord = m[0] === 'may' || m[0] === 'may not';
      if (mayWord && (descriptiveMay(used, m.index + 3) || SOME_SUBJECT.test(before) || EXAMPLE_OPENING.test(used)))
        continue;
      if ((level === 'should' || level === 'should not') && READING.test(used.slice(m.index))) continue;
      if (BRACKETED_CONDITION.test(before) || ATTACKER.test(before) || TIME_CLAUSE.test(before)) continue;
      if (BRACKETED_NOTE.test(before) || EXISTENTIAL_CASES.test(before)) continue;
      if (TOLD.test(before) || ASSUMED.test(before) || ENTERTAINED.test(before)) continue;
      if (mayWord && TRAILING_REASON.test(before)) continue;
      if (neededFor(m, before, used.slice(m.index! + m[0].length))) continue;
      if (BRACKETED_RELATIVE.test(before) && (mayWord || level === 'may' || level === 'should')) continue;
      if (mayWord && MAY_NOT.test(used.slice(m.index)) && WHICH.test(before)) continue;
      if (!mayWord && STATED_QUESTION.test(before)) continue;
      if (WHETHER_CLAUSE.test(before) || EMBEDDED_QUESTION.test(before) || PURPOSE_CLAUSE.test(before)) continue;
      if (RELATIVE.test(before) && (level === 'may' || level === 'should') && !CONFORMING.test(used)) continue;
      if (inCondition(used, m.index)) continue;
      if (level === 'should' && m.index === used.search(/\S/) + 3 && OBSERVATION.test(used.trimStart())) continue;
      return negatedSubject(used, m, level);
    }
  }
  return null;
}

/**
 * A subject opened by "no" forbids: "… version D and greater, no new fields shall be added" is a "shall not", and so
 * is a permission it denies ("No subroutine is permitted to modify BLK …", AAPCS64; "no reader may …"); a
 * recommendation it denies is a "should not". The "no" opens the clause (the sentence, or after a comma, colon,
 * semicolon, "that" or "then") and at most three words stand between it and the keyword, so "a file with no
 * signature shall be rejected" stays a "shall". So does a subject opened by "neither" ("Neither path may refer to an
 * existing directory", the Haskell 98 Report), its "nor" and three more words allowed ("Neither the key nor the IV
 * shall be reused").
 */
const NO_SUBJECT =
  /(?:^|[,;:]\s+|\b(?:that|then)\s+)(?:no|none of the|neither)\s+(?:[\p{L}\p{N}-]+\s+){0,3}(?:nor\s+(?:[\p{L}\p{N}-]+\s+){0,3})?$/iu;

const DENIED: Partial<Record<RequirementLevel, RequirementLevel>> = {
  shall: 'shall not',
  may: 'shall not',
  should: 'should not',
};

function negatedSubject(sentence: string, m: RegExpMatchArray, level: RequirementLevel): VerbalForm {
  const keyword = m[0];
  const denied = /^need not$/i.test(keyword) ? undefined : DENIED[level];
  if (!denied || !NO_SUBJECT.test(sentence.slice(0, m.index))) return { level, keyword };
  return { level: denied, keyword };
}

/**
 * Verbs after which "may" says what might happen, never what is allowed ("may lead to", "may wish").
 * Not "appear" or "occur": "OBJRs may appear at any location" grants a place.
 */
const POSSIBILITY_VERBS = new Set([
  'achieve',
  'affect',
  'alias',
  'apply',
  'arise',
  'become',
  'benefit',
  'cause',
  'change',
  'coincide',
  'confuse',
  'depend',
  'describe',
  'differ',
  'encounter',
  'experience',
  'fail',
  'find',
  'happen',
  'help',
  'impose',
  'lead',
  'look',
  'mislead',
  'miss',
  'need',
  'prove',
  'receive',
  'reflect',
  'result',
  'reveal',
  'seem',
  'suffer',
  'surprise',
  'trigger',
  'vary',
  'want',
  'weaken',
  'wish',
]);

/**
 * How well a thing turns out, right after the verb: "may operate correctly in isolation but may not coexist properly
 * with others" (ICCCM) says what can happen, "may be displayed incorrectly" too.
 */
const OUTCOME = new Set(['properly', 'correctly', 'incorrectly', 'reliably', 'accurately', 'successfully', 'well']);

/** What a thing or a choice may entail, after "this", "that", "it" or "which": "This may make it impossible …". */
const ENTAILS = new Set(['require', 'make', 'mean', 'entail', 'involve', 'take', 'imply']);

/** Modals of possibility or prediction right after "may" and its verb: the verb of the sentence, the "may" a clause's. */
const MAIN_MODAL = new Set(['can', 'cannot', 'could', 'will', 'would', 'might']);

/** "may be <state>": an evaluation or a state, not an action anyone is allowed to take. */
const STATES = new Set([
  'able',
  'ambiguous',
  'appropriate',
  'beneficial',
  'better',
  'challenging',
  'confusing',
  'convenient',
  'costly',
  'critical',
  'desirable',
  'difficult',
  'easier',
  'easy',
  'expensive',
  'false',
  'feasible',
  'hard',
  'harder',
  'helpful',
  'important',
  'impossible',
  'impractical',
  'inappropriate',
  'incomplete',
  'incorrect',
  'insufficient',
  'likely',
  'mandatory',
  'misleading',
  'necessary',
  'outdated',
  'possible',
  'practical',
  'preferable',
  'problematic',
  'relevant',
  'significant',
  'similar',
  'slow',
  'sufficient',
  'true',
  'unable',
  'unavailable',
  'unclear',
  'unexpected',
  'unlikely',
  'unnecessary',
  'useful',
  'warranted',
  'worse',
  'wrong',
]);

/** "may be <participle>" of knowing and perceiving: "may be understood as", "may be expected to". */
const EPISTEMIC = new Set([
  'accomplished',
  'achieved',
  'affected',
  'confused',
  'considered',
  'distinguished',
  'expected',
  'interpreted',
  'lost',
  'misinterpreted',
  'mistaken',
  'misunderstood',
  'needed',
  'overlooked',
  'perceived',
  'regarded',
  'related',
  'required',
  'seen',
  'surprised',
  'tempted',
  'thought',
  'understood',
]);

/** "may be obtained from …", "may be found at …": where a thing is to be had, never leave to do anything. */
const AVAILABLE: Record<string, readonly string[]> = {
  obtained: ['from', 'at'],
  downloaded: ['from', 'at'],
  purchased: ['from', 'at'],
  ordered: ['from', 'at'],
  found: ['at', 'in'],
};

/** Adverbs that may stand between "may" and its verb ("may also benefit", "may most readily be"). */
const ADVERB =
  /^(?:not|also|even|still|sometimes|often|therefore|then|thus|only|most|more|less|somewhat|very|quite|rather|too|\p{L}+ly)$/u;

/**
 * Whether the "may" ending at `at` is a possibility: "may well …", a perfect
 * ("may have been", "may have originally contained"), "may" + a verb of
 * consequence or attitude ("require" after "this", "that", "it" or "which"),
 * "may be" + a state or a participle of knowing, "may be obtained from" (where a thing is to be had),
 * "there may be" and "as may …".
 */
export function descriptiveMay(sentence: string, at: number): boolean {
  const before = sentence.slice(Math.max(0, at - 16), at - 3).toLowerCase();
  // "there may be"; "(as may be done when …)", "as may apply": a comparison with what may happen, no leave; "as the
  // case may be" an idiom.
  if (/\b(?:there|as|as the case)\s+$/.test(before)) return true;
  const words = sentence
    .slice(at)
    .toLowerCase()
    .split(/[^\p{L}’'-]+/u)
    .filter(Boolean)
    .slice(0, 6);
  if (words[0] === 'well') return true;
  const isAdverb = (w: string | undefined) =>
    w !== undefined && w !== 'be' && w !== 'have' && !POSSIBILITY_VERBS.has(w) && ADVERB.test(w);
  let i = 0;
  while (i < 2 && isAdverb(words[i])) i++;
  const verb = words[i];
  if (verb === undefined) return false;
  if (POSSIBILITY_VERBS.has(verb)) return true;
  // "the set of values the register may hold can vary" (RISC-V): a "may" in a relative clause without its "that",
  // inside the subject of another modal — the sentence's verb, which states a possibility.
  if (MAIN_MODAL.has(words[i + 1] ?? '')) return true;
  // "This may require mandating …" (Noise): what a thing or a choice may entail, where "a language may require
  // widening" (AAPCS64) permits a party.
  if (ENTAILS.has(verb) && /\b(?:this|that|it|which)\s+$/.test(before)) return true;
  if (verb !== 'be' && OUTCOME.has(words[i + 1] ?? '')) return true;
  if (verb === 'have') {
    let j = i + 1;
    if (isAdverb(words[j])) j++;
    const next = words[j] ?? '';
    // "may have been", "may have originally contained"; "may have to take … on trust" (ICCCM): what may be needed.
    return next === 'been' || next === 'to' || /^\p{L}{3,}ed$/u.test(next);
  }
  if (verb !== 'be') return false;
  let j = i + 1;
  while (j < i + 3 && isAdverb(words[j])) j++;
  const state = words[j] ?? '';
  if (OUTCOME.has(words[j + 1] ?? '')) return true;
  if (AVAILABLE[state]?.includes(words[j + 1] ?? '')) return true;
  return STATES.has(state) || EPISTEMIC.has(state) || (/^\p{L}{3,}ing$/u.test(state) && state !== 'missing');
}
