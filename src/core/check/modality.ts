/**
 * What a sentence says one must, should or may do: its modal expression, read the way the ISO/IEC Directives
 * (Part 2, 7.2–7.5) and BCP 14 use them, with the plain-English forms a statement about a standard uses ("is
 * not allowed to", "has to", "need not", "is optional"). `need not` is kept apart from `may`: a permission not
 * to act ("Clients need not wait for a CONNACK").
 */
import type { RequirementLevel } from '../../model/types.js';

export type Modality = RequirementLevel | 'need not';

/** Strongest and longest first; each expression as a whole-word pattern, matched without case. */
const FORMS: [Modality, string][] = [
  [
    'shall not',
    String.raw`must not|mustn't|shall not|shan't|may not|cannot|can not|can't|must never|shall never|(?:is|are) (?:not allowed|not permitted|forbidden|prohibited) (?:to|from)|(?:is|are) required not to|forbids?|prohibits?`,
  ],
  ['should not', String.raw`should not|shouldn't|should never|ought not to|(?:is|are) not recommended`],
  [
    'need not',
    String.raw`need not|needn't|(?:does|do) not (?:need|have) to|(?:is|are) not (?:required|obliged) to|(?:is|are) (?:optional|not mandatory)`,
  ],
  [
    'shall',
    String.raw`must|shall|(?:is|are) (?:required|obliged) to|(?:has|have|needs?) to|(?:is|are) (?:mandatory|required)|requires?`,
  ],
  ['should', String.raw`should|ought to|(?:is|are) (?:strongly )?recommended(?: to)?`],
  ['may', String.raw`may|can|(?:is|are) (?:allowed|permitted|free) to`],
];

const PATTERN = new RegExp(
  FORMS.map(([, f], i) => `(?<m${i}>(?<![\\p{L}\\p{N}])(?:${f})(?![\\p{L}\\p{N}]))`).join('|'),
  'giu',
);

export interface ModalAt {
  modality: Modality;
  index: number;
  end: number;
}

/** Every modal expression of a text, in order. */
export function modalsIn(text: string): ModalAt[] {
  const out: ModalAt[] = [];
  for (const m of text.matchAll(PATTERN)) {
    const i = FORMS.findIndex((_, k) => m.groups?.[`m${k}`] !== undefined);
    if (i < 0) continue;
    out.push({ modality: FORMS[i]![0], index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The modality of a requirement's keyword as printed: "need not", "is not required to" grant not acting. */
export function keywordModality(level: RequirementLevel, keyword: string): Modality {
  return level === 'may' && /\bnot\b|n't/i.test(keyword) ? 'need not' : level;
}

/** The opposite sense: what the modality says of not doing the thing ("must not X" is "must (not X)"). */
export function flipped(m: Modality): Modality {
  switch (m) {
    case 'shall':
      return 'shall not';
    case 'shall not':
      return 'shall';
    case 'should':
      return 'should not';
    case 'should not':
      return 'should';
    case 'may':
      return 'need not';
    case 'need not':
      return 'may';
  }
}

export type Agreement = 'supported' | 'contradicted' | 'unknown';

/**
 * Does the text's modality bear out the statement's? A permission follows from an obligation (what one must
 * do, one may); a recommendation is no obligation, nor an obligation a recommendation; "need not" follows from
 * any level short of an obligation. A permission to do what the text only advises against is not answered.
 */
const TABLE: Record<Modality, Record<Modality, Agreement>> = {
  // text →      statement ↓
  shall: {
    shall: 'supported',
    may: 'supported',
    'shall not': 'contradicted',
    should: 'contradicted',
    'should not': 'contradicted',
    'need not': 'contradicted',
  },
  'shall not': {
    'shall not': 'supported',
    'need not': 'supported',
    shall: 'contradicted',
    should: 'contradicted',
    'should not': 'contradicted',
    may: 'contradicted',
  },
  should: {
    should: 'supported',
    may: 'supported',
    'need not': 'supported',
    shall: 'contradicted',
    'shall not': 'contradicted',
    'should not': 'contradicted',
  },
  'should not': {
    'should not': 'supported',
    'need not': 'supported',
    shall: 'contradicted',
    'shall not': 'contradicted',
    should: 'contradicted',
    may: 'unknown',
  },
  may: {
    may: 'supported',
    'need not': 'supported',
    shall: 'contradicted',
    'shall not': 'contradicted',
    should: 'contradicted',
    'should not': 'contradicted',
  },
  'need not': {
    'need not': 'supported',
    may: 'supported',
    shall: 'contradicted',
    should: 'contradicted',
    'shall not': 'unknown',
    'should not': 'unknown',
  },
};

export function agreement(text: Modality, statement: Modality): Agreement {
  return TABLE[text][statement];
}
