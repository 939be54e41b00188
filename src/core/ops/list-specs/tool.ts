/** This operation's words for a model, as an MCP tool. */
import type { ToolWords } from '../define-entry.js';
import { GAPS_NOTE } from '../tool-text.js';

export const listSpecsTool: ToolWords = {
  title: 'List the specifications',
  description: [
    'Lists the PDF specifications this server knows (ISO 32000-2 = PDF 2.0, ISO 32000-1 = PDF 1.7, the ISO TS 32001–32005 extensions, PDF/UA, the PDF Association guides and application notes), with `available: true` for those whose PDF is installed.',
    'Call it first when you are unsure which spec ids exist or which are installed, and to read `coverage`: the areas the corpus cannot answer.',
    GAPS_NOTE,
    'Optional `category` filters by kind: standard, ts, pdfua, guide, appnote (sample and user for other local PDFs).',
  ].join('\n'),
  paged: false,
};
