/**
 * From the catalogue and the scanned files to the list of SpecEntry that
 * the spec list shows and --spec resolves against: catalogue order (the 17, then
 * the samples), then every other PDF as a user spec. No PDF is left out.
 */
import type { SpecEntry } from '../../core/operation-context.js';
import type { Catalogue } from '../../core/catalogue.js';
import { shownTitle } from '../../model/document-title.js';
import { idByFileName, idByTitle, slugOfFileName, uniqueId } from './recognise.js';
import type { ScannedFile } from './scan.js';

/** Both titles of a file that was read, for the records that keep them (list-specs --json). */
function titlesOf(file: ScannedFile | undefined): Pick<SpecEntry, 'metadataTitle' | 'printedTitle'> {
  if (!file || file.reason) return {};
  return { metadataTitle: file.title, printedTitle: file.printedTitle ?? null };
}

export function buildSpecList(
  cat: Catalogue,
  files: ScannedFile[],
  log: (m: string) => void = () => undefined,
): SpecEntry[] {
  const slot = new Map<string, ScannedFile>();
  const extras: { file: ScannedFile; copyOf: string | null }[] = [];

  for (const file of files) {
    const id = idByFileName(cat, file.name) ?? idByTitle(cat, file.title);
    if (!id) {
      extras.push({ file, copyOf: null });
      continue;
    }
    const held = slot.get(id);
    if (!held) {
      slot.set(id, file);
    } else if (held.reason && !file.reason) {
      // A good copy beats a damaged one; the damaged one is still listed.
      slot.set(id, file);
      extras.push({ file: held, copyOf: id });
    } else {
      extras.push({ file, copyOf: id });
    }
  }

  const specs: SpecEntry[] = cat.specs.map((c) => {
    const file = slot.get(c.id);
    const entry: SpecEntry = {
      id: c.id,
      title: c.title,
      category: c.category,
      pages: file?.pages ?? c.pages,
      file: file?.path ?? null,
      available: !!file && !file.reason,
      ...titlesOf(file),
    };
    if (file?.reason) entry.reason = file.reason;
    return entry;
  });

  const taken = new Set(cat.specs.map((c) => c.id));
  for (const { file, copyOf } of extras) {
    const id = uniqueId(slugOfFileName(file.name), taken);
    if (copyOf) log(`${file.path} is another copy of ${copyOf} (${slot.get(copyOf)?.path}); listed as ${id}`);
    // The title a person knows it by: the printed one when the metadata title is junk (document-title.ts).
    const base = shownTitle(file.title, file.printedTitle ?? null, file.titleFault ?? null) ?? file.name;
    const entry: SpecEntry = {
      id,
      title: copyOf ? `${base} (another copy of ${copyOf})` : base,
      category: 'user',
      pages: file.pages,
      file: file.path,
      available: !file.reason,
      ...titlesOf(file),
    };
    if (file.reason) entry.reason = file.reason;
    specs.push(entry);
  }
  return specs;
}
