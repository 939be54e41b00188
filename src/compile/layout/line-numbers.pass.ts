import { removedText, setAside } from '../account/ledger.js';
import { pass } from '../pipeline/pass.js';
import { stripLineNumbers } from './line-numbers.js';
import type { Unfurnished } from './stages.js';

/** Numbers counting the lines in the margin are no text of the document. */
export const lineNumbersPass = pass<Unfurnished, Unfurnished>(
  'line-numbers',
  'takes line numbers printed in the margin out of the text',
  (w, ctx) => {
    const numbered = stripLineNumbers(w.pages);
    if (numbered.count)
      ctx.report({
        severity: 'info',
        code: 'line-numbers',
        message: `${numbered.count} line numbers printed in the margin were taken out of the text`,
      });
    ctx.profile.layout.lineNumbers = numbered.count > 0;
    if (numbered.count)
      w.pages.forEach((before, i) => {
        const text = (p: typeof before | undefined) => p?.lines.map((l) => l.text).join(' ') ?? '';
        setAside(w.ledger[before.page - 1], 'line-number', removedText(text(before), text(numbered.pages[i])));
      });
    return { ...w, pages: numbered.pages };
  },
);
