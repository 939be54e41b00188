/**
 * Every key the TUI understands, in one table. Each binding names an action;
 * a view says which groups of the table it reads (VIEW_SCOPES) and handles
 * actions by name (hooks/use-actions.ts), so the keys live here and nowhere
 * else. The help view (`?`) shows the table and the README's key list is
 * written from it (keymapMarkdown; `npm run readme:keys`).
 */
import type { Key } from 'ink';
import { COMPARE_VERSIONS } from '../../src/core/index.js';

export type Scope =
  | 'anywhere'
  | 'reading'
  | 'move'
  | 'structure'
  | 'section'
  | 'list'
  | 'field'
  | 'diff'
  | 'requirements'
  | 'roles'
  | 'checklist'
  | 'side'
  | 'help'
  | 'key'
  | 'error';

export type Action =
  | 'quit'
  | 'search'
  | 'jump'
  | 'diff'
  | 'specs'
  | 'requirements'
  | 'help'
  | 'focus'
  | 'back'
  | 'clear'
  | 'up'
  | 'down'
  | 'page-up'
  | 'page-down'
  | 'top'
  | 'bottom'
  | 'expand'
  | 'collapse'
  | 'open'
  | 'scroll-left'
  | 'scroll-right'
  | 'next'
  | 'previous-hit'
  | 'previous-section'
  | 'next-ref'
  | 'previous-ref'
  | 'follow'
  | 'close'
  | 'delete-char'
  | 'clear-field'
  | 'delete-word'
  | 'next-tab'
  | 'previous-tab'
  | 'pick-tab'
  | 'filter'
  | 'editions'
  | 'level'
  | 'checklist'
  | 'role'
  | 'tick';

export interface KeyBinding {
  /** The keys, by name: a character ("j", "?"), or up, down, left, right, pageup, pagedown, home, end, enter, esc, tab, shift-tab, backspace, space, ctrl-LETTER. */
  keys: readonly string[];
  action: Action;
  /** What it does, for the help view and the README. */
  help: string;
  /** Moving or scrolling: a burst of it is one update (the view applies it `count` times, functionally). */
  repeat?: true;
  /** Its word in the status line's hints ("?:help"). */
  hint?: string;
}

export interface KeyGroup {
  scope: Scope;
  /** The help view's heading and the README's "Where" column. */
  title: string;
  bindings: readonly KeyBinding[];
}

export const KEYMAP: readonly KeyGroup[] = [
  {
    scope: 'anywhere',
    title: 'Anywhere',
    bindings: [{ keys: ['ctrl-c'], action: 'quit', help: 'quit, restoring the terminal (also in a text field)' }],
  },
  {
    scope: 'reading',
    title: 'Reading',
    bindings: [
      { keys: ['?'], action: 'help', help: 'help: every key', hint: 'help' },
      {
        keys: ['/'],
        action: 'search',
        help: 'search the spec; results as you type, with section, page and snippet',
        hint: 'search',
      },
      {
        keys: [':', 'ctrl-p'],
        action: 'jump',
        help: 'jump to a section by number or title, to "Table 29", to a defined term (fuzzy), or to a dictionary key (/StructParents)',
        hint: 'jump',
      },
      {
        keys: ['d'],
        action: 'diff',
        help: `version diff (${COMPARE_VERSIONS}): matched, added and removed sections and requirements; an edition picker when the spec has no counterpart`,
        hint: 'diff',
      },
      {
        keys: ['s'],
        action: 'specs',
        help: 'switch spec (a spec without its PDF says which file to get and where)',
        hint: 'specs',
      },
      {
        keys: ['r'],
        action: 'requirements',
        help: 'requirements of the current section, filterable by level and role',
        hint: 'reqs',
      },
      {
        keys: ['c'],
        action: 'checklist',
        help: 'checklist of the current section and its subsections, grouped by section, each item with its id, level, role and page',
      },
      {
        keys: ['tab'],
        action: 'focus',
        help: 'switch focus between structure and section (in a section with references, Tab selects them instead)',
      },
      {
        keys: ['backspace'],
        action: 'back',
        help: "back to where the last followed reference was, like a browser's history",
      },
      { keys: ['esc'], action: 'clear', help: 'clear the search highlight; again: focus the tree' },
      { keys: ['q'], action: 'quit', help: 'quit, restoring the terminal', hint: 'quit' },
    ],
  },
  {
    scope: 'move',
    title: 'Moving (tree, section, lists, side by side, help)',
    bindings: [
      { keys: ['up', 'k'], action: 'up', help: 'up a line (k not in a text field)', repeat: true },
      { keys: ['down', 'j'], action: 'down', help: 'down a line (j not in a text field)', repeat: true },
      { keys: ['pageup', 'b'], action: 'page-up', help: 'up a page (b not in a text field)', repeat: true },
      {
        keys: ['pagedown', 'space'],
        action: 'page-down',
        help: 'down a page (Space not in a text field)',
        repeat: true,
      },
      { keys: ['home', 'g'], action: 'top', help: 'to the top (g not in a text field)', repeat: true },
      { keys: ['end', 'G'], action: 'bottom', help: 'to the bottom (G not in a text field)', repeat: true },
    ],
  },
  {
    scope: 'structure',
    title: 'Structure',
    bindings: [
      { keys: ['right', 'l'], action: 'expand', help: 'expand (again: first child)' },
      { keys: ['left', 'h'], action: 'collapse', help: 'collapse (again: parent)' },
      { keys: ['enter'], action: 'open', help: 'open the section' },
    ],
  },
  {
    scope: 'section',
    title: 'Section',
    bindings: [
      { keys: ['left'], action: 'scroll-left', help: 'scroll wide tables left', repeat: true },
      { keys: ['right'], action: 'scroll-right', help: 'scroll wide tables right', repeat: true },
      {
        keys: ['n'],
        action: 'next',
        help: 'next search hit while a search is highlighted (past the last one, the next search result); otherwise the next section',
      },
      {
        keys: ['N'],
        action: 'previous-hit',
        help: 'previous search hit (past the first one, the previous search result)',
      },
      { keys: ['p'], action: 'previous-section', help: 'previous section' },
      {
        keys: ['tab'],
        action: 'next-ref',
        help: 'select the next cross-reference (underlined); the status line says where it points',
        repeat: true,
      },
      { keys: ['shift-tab'], action: 'previous-ref', help: 'select the previous cross-reference', repeat: true },
      {
        keys: ['enter'],
        action: 'follow',
        help: 'follow the selected cross-reference (a table opens its section with the table highlighted)',
      },
    ],
  },
  {
    scope: 'list',
    title: 'Lists (search, jump, diff, specs, requirements, checklist, edition picker)',
    bindings: [
      { keys: ['enter'], action: 'open', help: 'open the selected entry (edition picker: pick it)' },
      { keys: ['esc'], action: 'close', help: 'close the view (edition picker: back a step)' },
      { keys: ['q'], action: 'quit', help: 'quit (not in a text field)' },
    ],
  },
  {
    scope: 'field',
    title: 'Text fields (search, jump, diff filter; at most 200 characters)',
    bindings: [
      { keys: ['backspace'], action: 'delete-char', help: 'delete the last character' },
      { keys: ['ctrl-u'], action: 'clear-field', help: 'clear the field' },
      { keys: ['ctrl-w'], action: 'delete-word', help: 'delete the last word' },
    ],
  },
  {
    scope: 'diff',
    title: 'Diff',
    bindings: [
      { keys: ['tab', 'right'], action: 'next-tab', help: 'next tab (matched, added, removed, requirements)' },
      { keys: ['shift-tab', 'left'], action: 'previous-tab', help: 'previous tab' },
      { keys: ['1', '2', '3', '4'], action: 'pick-tab', help: 'tab 1 to 4' },
      { keys: ['f', '/'], action: 'filter', help: "filter by section prefix (the core's subtree filter)" },
      { keys: ['e'], action: 'editions', help: 'pick the two editions to compare (Enter the older, then the newer)' },
    ],
  },
  {
    scope: 'requirements',
    title: 'Requirements',
    bindings: [
      {
        keys: ['l'],
        action: 'level',
        help: 'cycle the level filter: all, shall, shall not, should, should not, may',
      },
    ],
  },
  {
    scope: 'roles',
    title: 'Requirements and checklist',
    bindings: [
      {
        keys: ['o'],
        action: 'role',
        help: "cycle the role filter: all, then the roles the section's requirements bind (most first)",
      },
    ],
  },
  {
    scope: 'checklist',
    title: 'Checklist',
    bindings: [{ keys: ['x'], action: 'tick', help: 'tick the selected item off, or back on (for this session)' }],
  },
  {
    scope: 'side',
    title: 'Side by side',
    bindings: [
      { keys: ['esc', 'enter'], action: 'close', help: 'back to the list (both editions scroll together)' },
      { keys: ['q'], action: 'quit', help: 'quit' },
    ],
  },
  {
    scope: 'help',
    title: 'Help',
    bindings: [
      { keys: ['esc', '?'], action: 'close', help: 'close the help' },
      { keys: ['q'], action: 'quit', help: 'quit' },
    ],
  },
  {
    scope: 'key',
    title: 'Dictionary key',
    bindings: [
      { keys: ['enter'], action: 'open', help: "open the spec's table of the key" },
      { keys: ['esc'], action: 'close', help: 'back to the jump list' },
    ],
  },
  {
    scope: 'error',
    title: 'After an internal error',
    bindings: [{ keys: ['q', 'esc'], action: 'quit', help: 'quit' }],
  },
];

/** The groups each view reads, first match wins. */
export const VIEW_SCOPES = {
  browser: ['anywhere'],
  reading: ['reading'],
  structure: ['move', 'structure'],
  sectionHits: ['section'],
  section: ['section', 'move'],
  search: ['field', 'list', 'move'],
  jump: ['field', 'list', 'move'],
  specs: ['list', 'move'],
  picker: ['list', 'move'],
  requirements: ['requirements', 'roles', 'list', 'move'],
  checklist: ['checklist', 'roles', 'list', 'move'],
  diff: ['diff', 'list', 'move'],
  diffFilter: ['field', 'list'],
  side: ['side', 'move'],
  help: ['help', 'move'],
  key: ['key'],
  error: ['error'],
} as const satisfies Record<string, readonly Scope[]>;

const NAMED: ReadonlyArray<[keyof Key, string]> = [
  ['upArrow', 'up'],
  ['downArrow', 'down'],
  ['leftArrow', 'left'],
  ['rightArrow', 'right'],
  ['pageUp', 'pageup'],
  ['pageDown', 'pagedown'],
  ['home', 'home'],
  ['end', 'end'],
  ['return', 'enter'],
  ['escape', 'esc'],
  ['backspace', 'backspace'],
  ['delete', 'backspace'],
];

/** The table's name of a key press, or null for one it has no name for (Alt-letter, a run of text). */
export function keyName(input: string, key: Key): string | null {
  if (key.tab) return key.shift ? 'shift-tab' : 'tab';
  for (const [flag, name] of NAMED) if (key[flag]) return name;
  if (key.meta) return null;
  if (key.ctrl) return /^[a-z]$/.test(input) ? `ctrl-${input}` : null;
  if (input === ' ') return 'space';
  return [...input].length === 1 ? input : null;
}

/** The binding a key press has in the first of `scopes` that binds it. */
export function bindingOf(scopes: readonly Scope[], input: string, key: Key): KeyBinding | null {
  const name = keyName(input, key);
  if (name === null) return null;
  for (const scope of scopes)
    for (const group of KEYMAP)
      if (group.scope === scope) for (const b of group.bindings) if (b.keys.includes(name)) return b;
  return null;
}

const SHOWN: Readonly<Record<string, string>> = {
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  pageup: 'PgUp',
  pagedown: 'PgDn',
  home: 'Home',
  end: 'End',
  enter: 'Enter',
  esc: 'Esc',
  tab: 'Tab',
  'shift-tab': 'Shift-Tab',
  backspace: 'Backspace',
  space: 'Space',
};

/** How a binding's keys are shown: "↑ k", "Ctrl-P". */
export function keysLabel(b: KeyBinding): string {
  return b.keys.map((k) => SHOWN[k] ?? (k.startsWith('ctrl-') ? `Ctrl-${k.slice(5).toUpperCase()}` : k)).join(' ');
}

/** The reading keys for the status line: "?:help /:search … q:quit", or only help and quit ("? help · q quit"). */
export function statusHints(short: boolean): string {
  const reading = KEYMAP.find((g) => g.scope === 'reading')?.bindings ?? [];
  const hinted = reading.filter((b) => b.hint && (!short || b.action === 'help' || b.action === 'quit'));
  return short
    ? hinted.map((b) => `${b.keys[0]} ${b.hint}`).join(' · ')
    : hinted.map((b) => `${b.keys[0]}:${b.hint}`).join(' ');
}

/** The README's key list: one row per binding. */
export function keymapMarkdown(): string {
  const rows = KEYMAP.flatMap((g) =>
    g.bindings.map((b) => `| ${g.title} | \`${keysLabel(b)}\` | ${b.help.replace(/\|/g, '\\|')} |`),
  );
  return ['| Where | Keys | Action |', '|---|---|---|', ...rows].join('\n');
}
