import { pageRanges } from '../page-list.js';
import { pass } from '../pipeline/pass.js';
import { readColumns } from './columns.js';
import type { Unfurnished } from './stages.js';

/** Two columns of prose are read one after the other, never as one line across the gutter (columns.ts). */
export const columnsPass = pass<Unfurnished, Unfurnished>(
  'columns',
  'reads pages set in two columns left column first',
  (w, ctx) => {
    const columns = readColumns(w.pages);
    if (columns.columnPages.length)
      ctx.report({
        severity: 'info',
        code: 'columns',
        message: `${columns.columnPages.length} page(s) set in two columns were read left column first: pages ${pageRanges(columns.columnPages)}`,
        page: columns.columnPages[0],
      });
    ctx.profile.layout.columns = columns.columnPages.length > 0;
    return { ...w, pages: columns.pages };
  },
);
