/**
 * One dictionary key entry as lines for the key pane: the Arlington model's row field by field and, where the
 * spec has the row, its table, section, page and value text.
 */
import type { KeyRecord } from '../../src/core/index.js';
import { type Line, seg } from './line.js';
import { wrapSegments } from './wrap.js';

const SOURCE: Record<KeyRecord['source'], string> = {
  both: 'Arlington model and spec',
  model: 'Arlington model only',
  spec: 'spec only',
};

export function keyLines(k: KeyRecord, width: number): Line[] {
  const field = (name: string, value: string): Line[] =>
    value ? wrapSegments([seg(`${name}:`, 'label'), seg(` ${value}`)], width, { rest: [seg('  ')] }) : [];
  const m = k.model;
  const lines: Line[] = [
    {
      segments: [
        seg(`/${k.key}`, 'title'),
        seg(`  ${k.object ?? k.dictionary}`, 'heading'),
        seg(`  (${SOURCE[k.source]})`, 'dim'),
      ],
    },
    { segments: [] },
  ];
  if (m) {
    lines.push(
      ...field('type', m.typeText),
      ...field('since', [m.since ? `PDF ${m.since}` : '', m.sinceExtension ?? ''].filter(Boolean).join('; ')),
      ...field('deprecated', m.deprecated ? `in PDF ${m.deprecated}` : ''),
      ...field('required', m.required === 'conditional' ? `conditional: required if ${m.condition}` : m.required),
      ...field('inheritable', m.inheritable ? 'yes' : 'no'),
      ...field('reference', m.indirect),
      ...field('default', m.default ?? ''),
      ...field('values', m.possibleValues.join(', ')),
      ...field('links to', m.links.join(', ')),
      ...field('table', m.table ?? ''),
      ...field('note', m.note),
    );
  }
  if (k.spec !== null) {
    if (m) lines.push({ segments: [] });
    lines.push(
      ...field('spec', k.spec),
      ...field('table', `${k.table ?? ''} ${k.caption}`.trim()),
      ...field(
        'section',
        k.section ? `${k.section}${k.sectionTitle ? ` ${k.sectionTitle}` : ''}, p. ${k.pageLabel}` : '',
      ),
      ...field('type', k.type),
      ...field('status', [k.status ?? '', k.since ? `PDF ${k.since}` : ''].filter(Boolean).join('; ')),
      ...field('value', k.value),
    );
  }
  return lines;
}
