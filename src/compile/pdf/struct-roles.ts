/** How the structure walk treats each standard role (after RoleMap resolution). */

export type RoleClass =
  | 'heading'
  | 'list'
  | 'table'
  | 'code'
  | 'caption'
  | 'note' // footnote / endnote: read out of line, after the paragraph it interrupts
  | 'skip' // figures and artifacts: no text in the model
  | 'inline' // text-level: joins the paragraph around it
  | 'block'; // paragraph-like or a grouping element

const INLINE = new Set([
  'Span',
  'Link',
  'Reference',
  'Quote',
  'Em',
  'Strong',
  'Sub',
  'Lbl',
  'Annot',
  'Form',
  'Ruby',
  'RB',
  'RT',
  'RP',
  'Warichu',
  'WT',
  'WP',
  'Formula',
]);

export function headingLevel(role: string): number | null {
  if (role === 'H') return null;
  const m = /^H(\d{1,2})$/.exec(role);
  return m ? Number(m[1]) : null;
}

export function classifyRole(role: string): RoleClass {
  if (role === 'H' || /^H\d{1,2}$/.test(role)) return 'heading';
  switch (role) {
    case 'L':
      return 'list';
    case 'Table':
      return 'table';
    case 'Code':
      return 'code';
    case 'Caption':
      return 'caption';
    case 'Note':
    case 'FENote':
      return 'note';
    case 'Figure':
    case 'Artifact':
      return 'skip';
  }
  return INLINE.has(role) ? 'inline' : 'block';
}
