/**
 * Written by `npm run light-inputs` (tools/light-inputs/write.ts) from each operation's input schema; do not edit.
 * The parameters the core checks without zod (../light-input.ts), so that a warm command loads no zod.
 */
import type { LightInput } from '../light-input.js';
import type { OperationName } from './index.js';
import { LIST_SPECS } from './list-specs/name.js';
import { GET_STRUCTURE } from './get-structure/name.js';
import { GET_SECTION } from './get-section/name.js';
import { SEARCH_SPEC } from './search-spec/name.js';
import { GET_REQUIREMENTS } from './get-requirements/name.js';
import { GET_DEFINITIONS } from './get-definitions/name.js';
import { GET_TABLES } from './get-tables/name.js';
import { COMPARE_VERSIONS } from './compare-versions/name.js';
import { FIND_REFERENCES } from './find-references/name.js';
import { FIND_KEY } from './find-key/name.js';
import { LIST_ROLES } from './list-roles/name.js';
import { GET_CHECKLIST } from './get-checklist/name.js';
import { CITE_REQUIREMENT } from './cite-requirement/name.js';
import { CHECK_STATEMENT } from './check-statement/name.js';

export const LIGHT_INPUTS: Readonly<Partial<Record<OperationName, LightInput>>> = {
  [LIST_SPECS]: {
    params: {
      category: {
        kind: 'enum',
        values: ['standard', 'ts', 'pdfua', 'guide', 'appnote', 'sample', 'user'],
        required: false,
      },
    },
    rule: false,
  },
  [GET_STRUCTURE]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      max_depth: { kind: 'integer', min: 1, max: 10, required: false },
    },
    rule: false,
  },
  [GET_SECTION]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      section: { kind: 'text', max: 200, required: true },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      limit: { kind: 'integer', min: 1, max: 1000, required: false },
    },
    rule: false,
  },
  [SEARCH_SPEC]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      query: { kind: 'text', max: 1000, required: true },
      regex: { kind: 'boolean', required: false },
      case_sensitive: { kind: 'boolean', required: false },
      max_results: { kind: 'integer', min: 1, max: 50, required: false },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
    },
    rule: true,
  },
  [GET_REQUIREMENTS]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      section: { kind: 'text', max: 200, required: false },
      level: { kind: 'enum', values: ['all', 'shall', 'shall not', 'should', 'should not', 'may'], required: false },
      role: { kind: 'text', max: 100, required: false },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      limit: { kind: 'integer', min: 1, max: 1000, required: false },
    },
    rule: false,
  },
  [GET_DEFINITIONS]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      term: { kind: 'text', max: 200, required: false },
      kind: { kind: 'enum', values: ['term', 'abbreviation'], required: false },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      limit: { kind: 'integer', min: 1, max: 1000, required: false },
    },
    rule: false,
  },
  [GET_TABLES]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      section: { kind: 'text', max: 200, required: false },
      all: { kind: 'boolean', required: false },
      table_index: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      key: { kind: 'other', required: false },
      dictionary: { kind: 'text', max: 200, required: false },
      source: { kind: 'enum', values: ['model', 'spec', 'both'], required: false },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      limit: { kind: 'integer', min: 1, max: 1000, required: false },
    },
    rule: true,
  },
  [COMPARE_VERSIONS]: {
    params: {
      section: { kind: 'text', max: 200, required: false },
      from: { kind: 'text', max: 200, required: false },
      to: { kind: 'text', max: 200, required: false },
      requirements: { kind: 'boolean', required: false },
      changes_only: { kind: 'boolean', required: false },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      limit: { kind: 'integer', min: 1, max: 1000, required: false },
    },
    rule: false,
  },
  [FIND_REFERENCES]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      section: { kind: 'text', max: 200, required: true },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      limit: { kind: 'integer', min: 1, max: 1000, required: false },
    },
    rule: false,
  },
  [FIND_KEY]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      key: { kind: 'other', required: false },
      dictionary: { kind: 'text', max: 200, required: false },
      source: { kind: 'enum', values: ['model', 'spec', 'both'], required: false },
      verify: { kind: 'boolean', required: false },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      limit: { kind: 'integer', min: 1, max: 1000, required: false },
    },
    rule: true,
  },
  [LIST_ROLES]: {
    params: { spec: { kind: 'text', max: 200, required: false }, section: { kind: 'text', max: 200, required: false } },
    rule: false,
  },
  [GET_CHECKLIST]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      section: { kind: 'text', max: 200, required: false },
      level: { kind: 'enum', values: ['all', 'shall', 'shall not', 'should', 'should not', 'may'], required: false },
      role: { kind: 'text', max: 100, required: false },
      offset: { kind: 'integer', min: 0, max: 9007199254740991, required: false },
      limit: { kind: 'integer', min: 1, max: 1000, required: false },
    },
    rule: false,
  },
  [CITE_REQUIREMENT]: {
    params: { spec: { kind: 'text', max: 200, required: false }, id: { kind: 'text', max: 200, required: true } },
    rule: false,
  },
  [CHECK_STATEMENT]: {
    params: {
      spec: { kind: 'text', max: 200, required: false },
      statement: { kind: 'text', max: 1000, required: true },
      section: { kind: 'text', max: 200, required: false },
    },
    rule: false,
  },
};
