/**
 * Every key the TUI understands, in one table: the help view shows it and the
 * README's key map is written from it.
 */
import { COMPARE_VERSIONS } from '../../src/core/index.js';

export interface KeyBinding {
  keys: string;
  action: string;
}

export interface KeyGroup {
  title: string;
  bindings: KeyBinding[];
}

export const KEYMAP: KeyGroup[] = [
  {
    title: 'While reading',
    bindings: [
      { keys: '/', action: 'search the spec (results as you type)' },
      {
        keys: ': or Ctrl-P',
        action: 'jump to a section, "Table 29", a defined term or a dictionary key (/StructParents)',
      },
      { keys: 'd', action: `version diff (${COMPARE_VERSIONS})` },
      { keys: 's', action: 'switch spec' },
      { keys: 'r', action: 'requirements of the current section' },
      { keys: 'c', action: 'checklist of the current section (Space ticks an item off)' },
      { keys: '?', action: 'this help' },
      {
        keys: 'Tab',
        action: 'switch focus between structure and section (in a section with references: select the next one)',
      },
      { keys: 'Esc', action: 'close a view / clear the search highlight' },
      { keys: 'q or Ctrl-C', action: 'quit (Ctrl-C works everywhere, q outside text inputs)' },
    ],
  },
  {
    title: 'Structure',
    bindings: [
      { keys: '↑ ↓ / k j', action: 'move' },
      { keys: '→ / l', action: 'expand (again: first child)' },
      { keys: '← / h', action: 'collapse (again: parent)' },
      { keys: 'Enter', action: 'open the section' },
    ],
  },
  {
    title: 'Section',
    bindings: [
      { keys: '↑ ↓ / k j', action: 'scroll a line' },
      { keys: 'PgUp PgDn / Space b', action: 'scroll a page' },
      { keys: 'g / G', action: 'top / bottom' },
      { keys: 'n / p', action: 'next / previous section' },
      {
        keys: 'n / N',
        action: 'next / previous search hit (while a search is highlighted); past the last one, the next search result',
      },
      { keys: '← →', action: 'scroll wide tables sideways' },
      {
        keys: 'Tab / Shift-Tab',
        action: 'select the next / previous cross-reference (the status line says where it points)',
      },
      { keys: 'Enter', action: 'follow the selected cross-reference' },
      { keys: 'Backspace', action: 'back to where the last followed reference was' },
    ],
  },
  {
    title: 'Lists (search, jump, diff, specs, requirements, checklist)',
    bindings: [
      { keys: '↑ ↓', action: 'select' },
      { keys: 'Enter', action: 'open' },
      { keys: 'Tab / ← →', action: 'diff: switch tab (matched, added, removed, requirements)' },
      { keys: 'f', action: 'diff: filter by section prefix' },
      { keys: 'l', action: 'requirements: cycle level (all, shall, shall not, should, should not, may)' },
      { keys: 'o', action: 'requirements, checklist: cycle role (all, then the roles the section binds)' },
      { keys: 'Space', action: 'checklist: tick the selected item off (for this session)' },
    ],
  },
];
