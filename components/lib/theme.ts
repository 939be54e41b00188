/**
 * Semantic tones and how they look. Every styled run in the UI names a tone;
 * the theme turns it into Ink <Text> props. With colour off (NO_COLOR) only
 * non-colour attributes remain (bold, inverse, dim, underline), and every
 * meaning that colour carries is also spelled out in text (e.g. `[SHALL]`).
 */
export type Tone =
  | 'plain'
  | 'heading'
  | 'title'
  | 'label'
  | 'dim'
  | 'code'
  | 'border'
  | 'hit'
  | 'shall'
  | 'should'
  | 'may'
  | 'error'
  | 'notice'
  | 'accent'
  | 'selected'
  | 'current'
  | 'added'
  | 'removed'
  | 'ref'
  | 'refSelected';

export interface TextStyle {
  color?: string;
  backgroundColor?: string;
  bold?: boolean;
  dimColor?: boolean;
  inverse?: boolean;
  underline?: boolean;
}

export interface Theme {
  readonly color: boolean;
  style(tone: Tone): TextStyle;
}

const COLOURED: Record<Tone, TextStyle> = {
  plain: {},
  heading: { color: 'cyan', bold: true },
  title: { bold: true },
  label: { color: 'gray' },
  dim: { dimColor: true },
  code: { color: 'green' },
  border: { color: 'gray' },
  hit: { color: 'black', backgroundColor: 'yellow' },
  shall: { color: 'red', bold: true },
  should: { color: 'yellow' },
  may: { color: 'blue' },
  error: { color: 'red', bold: true },
  notice: { color: 'yellow' },
  accent: { color: 'cyan' },
  selected: { inverse: true },
  current: { color: 'cyan', bold: true },
  added: { color: 'green' },
  removed: { color: 'red' },
  ref: { color: 'magenta', underline: true },
  refSelected: { color: 'magenta', inverse: true, underline: true },
};

/** Without colour: keep only attributes that are not colours. */
function monochrome(style: TextStyle, tone: Tone): TextStyle {
  if (tone === 'hit') return { inverse: true };
  const { color: _c, backgroundColor: _b, ...rest } = style;
  return rest;
}

export function createTheme(color: boolean): Theme {
  return {
    color,
    style: (tone) => (color ? COLOURED[tone] : monochrome(COLOURED[tone], tone)),
  };
}

/** NO_COLOR (https://no-color.org): present and non-empty disables colour. */
export function colourFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !(env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '');
}
