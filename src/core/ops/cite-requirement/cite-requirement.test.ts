import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { citeRequirementOutput } from './schema.js';
import { rolesModel, testContext } from '#test-support/test-model.js';

const model = rolesModel();
const core = () => createCore(testContext([{ id: 'mqtt', title: 'MQTT Version 5.0', model }]));
const cite = (id: string) => lastValueFrom(core().cite_requirement({ spec: 'mqtt', id }));

describe('cite_requirement', () => {
  it('finds a requirement by its id, its content id, or its printed label (brackets and case ignored)', async () => {
    const target = model.requirements.find((r) => r.label === 'MQTT-3.1.2-3')!;
    for (const [id, by] of [
      ['R-3.1.2-1', 'id'],
      [target.contentId, 'content-id'],
      ['MQTT-3.1.2-3', 'label'],
      ['[mqtt-3.1.2-3]', 'label'],
    ] as const) {
      const r = await cite(id);
      expect(citeRequirementOutput.parse(r)).toBeTruthy();
      expect([r.requirement.id, r.matchedBy]).toEqual(['R-3.1.2-1', by]);
    }
  });

  it('prints one citation: document, edition, section, printed page, ids and the quote', async () => {
    const r = await cite('MQTT-3.1.2-3');
    expect(r.citation).toBe(
      `MQTT Version 5.0 (roles.pdf (sha256 000000000000)), 3.1.2 Variable header, p. 2 [MQTT-3.1.2-3, R-3.1.2-1, ${r.requirement.contentId}]: “The reserved flag MUST be set to 0 [MQTT-3.1.2-3].”`,
    );
  });

  it('quotes a lead-in with the items it introduces', async () => {
    const led = rolesModel();
    Object.assign(led.requirements.at(-1)!, {
      text: 'The Server SHOULD send CONNACK:',
      listItems: ['promptly', 'once'],
    });
    const other = createCore(testContext([{ id: 'mqtt', title: 'MQTT Version 5.0', model: led }]));
    const r = await lastValueFrom(other.cite_requirement({ spec: 'mqtt', id: 'R-3.2-1' }));
    expect(r.citation).toMatch(/: “The Server SHOULD send CONNACK: • promptly • once”$/);
  });

  it('names the nearest ids when nothing has the id', async () => {
    await expect(cite('MQTT-3.1.2-4')).rejects.toMatchObject({
      code: 'unknown_requirement',
      suggestions: expect.arrayContaining(['MQTT-3.1.2-3']),
    });
    await expect(cite('c-00000000')).rejects.toMatchObject({ code: 'unknown_requirement' });
  });
});
