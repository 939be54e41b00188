/**
 * SpecNaming over the spec registry's catalogue: `--as` resolves like `--spec`
 * (exact id, case-insensitive, unambiguous prefix, with suggestions), names
 * come from the catalogue's `fileNames`, and recognition is the registry's own.
 */
import type { SpecEntry } from '../../core/operation-context.js';
import { type Catalogue, idByFileName, idByTitle, loadCatalogue, resolveSpecIn } from '../registry/index.js';
import type { SpecNaming } from './fetch-spec.js';

const YEAR = /\b(19|20)\d{2}\b/;

export function registryNaming(cat: Catalogue = loadCatalogue()): SpecNaming {
  // Only the published specs can be fetched; the bundled samples are built locally.
  const fetchable = cat.specs.filter((s) => s.category !== 'sample');
  // resolveSpecIn checks availability too; for --as every catalogue id is a valid target.
  const entries: SpecEntry[] = fetchable.map((s) => ({
    id: s.id,
    title: s.title,
    category: s.category,
    pages: s.pages,
    file: null,
    available: true,
  }));
  return {
    resolveId(as) {
      return resolveSpecIn(entries, as, fetchable[0]!.id, {
        catalogue: cat,
        dirs: [],
        problems: [],
        notice: () => undefined,
      }).id;
    },
    canonicalFileName(id, hints) {
      const spec = cat.specs.find((s) => s.id === id);
      const names = spec?.fileNames ?? [];
      // "ISO_TS_32001-<year>_sponsored.pdf": the year comes from the title ("ISO/TS 32001:2022") or the URL.
      const year = YEAR.exec(hints.title ?? '')?.[0] ?? YEAR.exec(hints.urlName)?.[0];
      for (const n of names) {
        const name = year ? n.replace('<year>', year) : n;
        if (idByFileName(cat, name) === id) return name;
      }
      if (idByFileName(cat, hints.urlName) === id) return hints.urlName;
      const any = names.find((n) => !n.includes('<'));
      return any ?? `${id}.pdf`;
    },
    idByFileName: (name) => idByFileName(cat, name),
    idByTitle: (title) => idByTitle(cat, title),
  };
}
