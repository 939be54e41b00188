import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { checklistCsv, checklistMarkdown } from './format.js';
import { getChecklistOutput } from './schema.js';
import { rolesModel, testContext } from '#test-support/test-model.js';

const core = () => createCore(testContext([{ id: 'mqtt', title: 'MQTT Version 5.0', model: rolesModel() }]));
const checklist = (input: object) => lastValueFrom(core().get_checklist({ spec: 'mqtt', ...input }));

describe('get_checklist', () => {
  it('groups a subtree by section in document order, each item with ids, level, role, label, page label, sentence', async () => {
    const r = await checklist({ section: '3.1' });
    expect(getChecklistOutput.parse(r)).toBeTruthy();
    expect(r.filter).toEqual({ section: '3.1', level: 'all', role: null });
    expect(r.groups.map((g) => [g.section, g.items.map((i) => i.id)])).toEqual([
      ['3.1', ['R-3.1-1', 'R-3.1-2']],
      ['3.1.2', ['R-3.1.2-1', 'R-3.1.2-2']],
    ]);
    const first = r.groups[0]!.items[0]!;
    expect(first).toMatchObject({ level: 'shall', role: 'Client', label: 'MQTT-3.1.0-1', page: 2, pageLabel: '1' });
    expect(first.contentId).toMatch(/^c-[0-9a-f]{8}$/);
    expect(first.text).toBe('The Client MUST send a CONNECT packet first [MQTT-3.1.0-1].');
    expect(r.matchedItems).toBe(4);
  });

  it('filters by role (a joint role binds each of its names) and by level', async () => {
    const client = await checklist({ section: '3', role: 'client' });
    expect(client.groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(['R-3.1-1', 'R-3.1.2-2']);
    const server = await checklist({ role: 'Server', level: 'should' });
    expect(server.groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(['R-3.2-1']);
    const none = await lastValueFrom(core().answer('get_checklist', { spec: 'mqtt', role: 'broker' }));
    expect(none.empty).not.toBeNull();
  });

  it('writes Markdown task lists by section and CSV that reads back to every field', async () => {
    const r = await checklist({ section: '3.1' });
    const md = checklistMarkdown(r);
    expect(md[0]).toBe('# Checklist: MQTT Version 5.0');
    expect(md).toContain('## 3.1.2 Variable header');
    expect(md.filter((l) => l.startsWith('- [ ] '))).toHaveLength(4);
    expect(md).toContain(
      `- [ ] **R-3.1-1** [MQTT-3.1.0-1] (shall; Client; p. 1; ${r.groups[0]!.items[0]!.contentId}): The Client MUST send a CONNECT packet first [MQTT-3.1.0-1].`,
    );
    const csv = checklistCsv(r);
    expect(csv[0]).toBe(
      '"id","contentId","section","sectionTitle","level","role","label","pageLabel","text","listItems"',
    );
    const rows = csv.slice(1).map(parseCsvRow);
    expect(rows).toHaveLength(4);
    expect(rows[3]).toEqual([
      'R-3.1.2-2',
      r.groups[1]!.items[1]!.contentId,
      '3.1.2',
      'Variable header',
      'may',
      'Client and Server',
      '',
      '2',
      'The Client or Server MAY close the "Network Connection".',
      '',
    ]);
  });

  it('keeps the items a lead-in introduces: nested under its task in Markdown, one a line in its CSV field', async () => {
    const model = rolesModel();
    Object.assign(model.requirements.at(-1)!, {
      text: 'The Server SHOULD send CONNACK:',
      listItems: ['promptly', 'with a *reason* code'],
    });
    const led = createCore(testContext([{ id: 'mqtt', title: 'MQTT Version 5.0', model }]));
    const r = await lastValueFrom(led.get_checklist({ spec: 'mqtt', section: '3.2' }));
    expect(getChecklistOutput.parse(r)).toBeTruthy();
    expect(r.groups[0]!.items[0]!.listItems).toEqual(['promptly', 'with a *reason* code']);
    const md = checklistMarkdown(r);
    const at = md.findIndex((l) => l.endsWith('The Server SHOULD send CONNACK:'));
    expect(md.slice(at + 1, at + 3)).toEqual(['  - promptly', '  - with a \\*reason\\* code']);
    const row = parseCsvRow(checklistCsv(r)[1]!);
    expect(row.at(-1)).toBe('promptly\nwith a *reason* code');
  });
});

/** One CSV row as RFC 4180 writes it (every field quoted, quotes doubled). */
function parseCsvRow(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replace(/""/g, '"'));
}
