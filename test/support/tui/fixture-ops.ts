/** Mock-core operations over the fixture spec, for tests to pick from. */
import { of, throwError } from 'rxjs';
import { PdfspecError } from '../../../src/core/errors.js';
import type { GetSectionResult } from '../../../src/core/ops/get-section/schema.js';
import type { MockOps } from './test-utils.js';
import { fxChecklist, fxRoles } from './fixture-implementing.js';
import {
  FX_COMPARE,
  FX_COMPARE_REQUIREMENTS,
  FX_DEFINITIONS,
  FX_SPECS,
  FX_TABLES_OF_4,
  FX17_SECTION_5_2,
  fxRequirements,
  fxSection,
  fxStructure,
  TABLE_1,
} from './fixture-spec.js';

function paged(s: GetSectionResult, offset?: number, limit?: number): GetSectionResult {
  if (offset === undefined && limit === undefined) return s;
  const from = offset ?? 0;
  const items = s.content.slice(from, from + (limit ?? s.content.length));
  const next = from + items.length;
  const truncated = next < s.content.length;
  return {
    ...s,
    content: items,
    paging: {
      offset: from,
      limit: limit ?? items.length,
      total: s.content.length,
      truncated,
      nextOffset: truncated ? next : null,
    },
  };
}

const unknownSection = (section: string) =>
  new PdfspecError('unknown_section', `no section ${section} in fx20`, 'get_structure lists the sections', [
    '4.2',
    '4.3',
  ]);

/** Structure, sections and their requirements (with their roles and checklist): what plain reading needs. */
export function browseOps(): MockOps {
  return {
    get_structure: () => of(fxStructure()),
    get_section: (i) => {
      const section = String(i['section']);
      if (i['spec'] === 'fx17' && section === '5.2') return of(FX17_SECTION_5_2);
      const s = fxSection(section, typeof i['spec'] === 'string' ? i['spec'] : 'fx20');
      return s
        ? of(paged(s, i['offset'] as number | undefined, i['limit'] as number | undefined))
        : throwError(() => unknownSection(section));
    },
    get_requirements: (i) => of(fxRequirements(typeof i['section'] === 'string' ? i['section'] : null)),
    list_roles: (i) => of(fxRoles(i)),
    get_checklist: (i) => of(fxChecklist(i)),
  };
}

export function jumpOps(): MockOps {
  return {
    get_definitions: () => of(FX_DEFINITIONS),
    get_tables: (i) => {
      const section = String(i['section']);
      if (section === '4' || section.toLowerCase() === 'table 1')
        return of({ ...FX_TABLES_OF_4, section, tables: section === '4' ? FX_TABLES_OF_4.tables : [TABLE_1] });
      return of({ spec: 'fx20', section, totalTables: 0, tables: [] });
    },
    find_key: (i) => {
      const key = String(i['key']).replace(/^\//, '');
      const hit =
        key === 'StructParents' ? 'exact' : key.toLowerCase() === 'structparents' ? 'case-insensitive' : 'none';
      const keys =
        hit === 'none'
          ? []
          : [
              {
                source: 'spec' as const,
                spec: 'fx20',
                object: null,
                key: 'StructParents',
                dictionary: 'page dictionary',
                type: 'integer',
                status: 'conditional' as const,
                since: '1.3',
                deprecated: null,
                inheritable: false,
                note: 'Required if the page contains structural content items; PDF 1.3',
                value:
                  "(Required if the page contains structural content items; PDF 1.3) The integer key of the page's entry.",
                table: 'Table 1',
                caption: 'Entries of a page',
                section: '4.3',
                sectionTitle: 'Table semantics',
                page: 6,
                pageLabel: '4',
                model: null,
              },
            ];
      return of({ spec: 'fx20', model: null, key, match: hit, totalKeys: keys.length, keys });
    },
  };
}

export function diffOps(): MockOps {
  return { compare_versions: (i) => of(i['requirements'] === true ? FX_COMPARE_REQUIREMENTS : FX_COMPARE) };
}

export function specOps(): MockOps {
  return { list_specs: () => of(FX_SPECS) };
}
