import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../create-core.js';
import { checkStatementOutput } from './schema.js';
import { rolesModel, testContext } from '#test-support/test-model.js';

const core = () => createCore(testContext([{ id: 'mqtt', model: rolesModel() }]));
const check = (statement: string, more: object = {}) =>
  lastValueFrom(core().check_statement({ spec: 'mqtt', statement, ...more }));

describe('check_statement', () => {
  it('answers with the verdict, the reason and the requirement it rests on first', async () => {
    const yes = await check('The Client must send a CONNECT packet first.');
    expect(checkStatementOutput.parse(yes)).toBeTruthy();
    expect(yes.verdict).toBe('supported');
    expect(yes.basis[0]).toMatchObject({ id: 'R-3.1-1', label: 'MQTT-3.1.0-1', section: '3.1', pageLabel: '1' });
    const no = await check('The Server may process a second CONNECT.');
    expect([no.verdict, no.basis[0]!.id]).toEqual(['contradicted', 'R-3.1-2']);
  });

  it('is unknown when nothing is close, and within a section checks only its requirements', async () => {
    expect((await check('A Client must support TLS 1.3.')).verdict).toBe('unknown');
    expect((await check('The Client must send a CONNECT packet first.', { section: '3.2' })).verdict).toBe('unknown');
  });

  it('rejects a blank statement, naming the parameter', async () => {
    await expect(check('  ')).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('statement'),
    });
  });
});
