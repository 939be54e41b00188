/** This operation's CLI command: `pdfspec key`. */
import { defineCommand } from '../define-command.js';
import { SHARED_FLAGS } from '../shared-flags.js';
import { formatKeys } from './format.js';
import type { FindKeyResult } from './schema.js';

export const findKeyCommand = defineCommand<FindKeyResult>({
  name: 'key',
  flags: {
    spec: SHARED_FLAGS.spec,
    key: { takes: 'string', describe: 'Dictionary key, with or without the slash ("StructParents", "/AF")' },
    dictionary: {
      takes: 'string',
      alias: 'dict',
      describe: 'Only dictionaries whose name contains this ("stream dictionary")',
    },
    source: {
      takes: 'string',
      describe: 'model (the Arlington PDF Model, no spec needed), spec (its Key/Type/Value tables) or both (default)',
    },
    verify: {
      takes: 'switch',
      describe: 'Compare every Key/Type/Value table of the spec with the Arlington PDF Model, table by table',
    },
    offset: SHARED_FLAGS.offset,
    limit: SHARED_FLAGS.limit,
  },
  positional: { name: 'key', key: 'key', describe: 'Dictionary key, with or without the slash: StructParents, /AF' },
  describe:
    "Which objects define a key, from the Arlington PDF Model (shipped) and the spec's Key / Type / Value tables: type, required/optional/conditional, PDF version, table; exits 1 when none does",
  examples: [
    ['$0 key StructParents', 'every object with /StructParents, with or without the spec PDF'],
    ['$0 key --dict Catalog', 'every key of the document catalog'],
    ['$0 key /AF --source spec --spec all', "only the spec's tables, in every available spec"],
    ['$0 key Length --dict "stream dictionary"', 'only the stream dictionary'],
    ['$0 key --verify', "compare ISO 32000-2's tables with the model"],
  ],
  format: formatKeys,
  records: (r) => (r.verify ? r.verify.tables : r.keys),
});
