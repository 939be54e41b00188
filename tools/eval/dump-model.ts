// Scratch: print parts of a compiled real document's model (dev aid; not part of the product).
import { compiledModels } from './models.js';
import { loadTruths } from './truth.js';
const [stem, part = 'reading'] = process.argv.slice(2);
const t = loadTruths().find((x) => x.stem === stem);
if (!t?.pdf) throw new Error('no such doc');
const [m] = await compiledModels([{ stem: t.stem, pdf: t.pdf }], undefined, { fresh: true });
if (!m) throw new Error('not compiled');
const model = m.model;
const out =
  part === 'reading'
    ? {
        method: model.method,
        sectionSource: model.sectionSource,
        sources: model.sectionSources,
        diagnostics: model.diagnostics.slice(0, 60),
      }
    : (model as unknown as Record<string, unknown>)[part];
console.log(JSON.stringify(out, null, 1));
