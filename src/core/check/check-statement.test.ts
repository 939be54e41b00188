import { describe, expect, it } from 'vitest';
import { buildModel } from '#test-support/test-model.js';
import { checkStatement } from './check-statement.js';
import { agreement, modalsIn } from './modality.js';
import { wordsOf } from './words.js';

// A small protocol in MQTT's words: who binds what, at which level.
const model = buildModel('proto.pdf')
  .section('3', 'Packets')
  .requirement(
    'shall not',
    'The Server MUST NOT send more than one CONNACK in a Network Connection [MQTT-3.2.0-2].',
    undefined,
    'MUST NOT',
    { role: 'Server', label: 'MQTT-3.2.0-2' },
  )
  .requirement(
    'shall',
    'The Server MUST send a PINGRESP packet in response to a PINGREQ packet [MQTT-3.12.4-1].',
    undefined,
    'MUST',
    { role: 'Server' },
  )
  .requirement('shall', 'The DUP flag MUST be set to 0 for all QoS 0 messages [MQTT-3.3.1-2].', undefined, 'MUST', {
    role: 'file',
  })
  .requirement(
    'should',
    'The Client SHOULD close the Network Connection if it does not receive a PINGRESP.',
    undefined,
    'SHOULD',
    { role: 'Client' },
  )
  .requirement('shall', "The server's certificate_list MUST always be non-empty.", undefined, 'MUST', { role: 'file' })
  .requirement(
    'shall',
    'The Server MAY send a CONNACK with Reason Code 0x84 and then MUST close the Network Connection.',
    undefined,
    'MUST',
    { role: 'Server' },
  )
  .build();
const check = (s: string) => checkStatement(s, model.requirements);

describe('checkStatement', () => {
  it('supports a claim the text makes, in its words or others', () => {
    expect(check('The Server must not send more than one CONNACK in a Network Connection.').verdict).toBe('supported');
    expect(check('The Server is required to send a PINGRESP packet in response to a PINGREQ packet.').verdict).toBe(
      'supported',
    );
    // What one must do, one may.
    expect(check('The Server may send a PINGRESP packet in response to a PINGREQ packet.').verdict).toBe('supported');
  });

  it('contradicts a turned-around claim, and says by which requirement', () => {
    const r = check('The Server may send more than one CONNACK in a Network Connection.');
    expect(r.verdict).toBe('contradicted');
    expect(r.reason).toContain('R-3-1 (MQTT-3.2.0-2)');
    expect(r.basis[0]?.requirement.id).toBe('R-3-1');
    expect(check('The Server is not required to send a PINGRESP packet in response to a PINGREQ packet.').verdict).toBe(
      'contradicted',
    );
  });

  it('contradicts a claim at another level: should for must, must for should', () => {
    expect(check('The Server should send a PINGRESP packet in response to a PINGREQ packet.').verdict).toBe(
      'contradicted',
    );
    expect(check('The Client must close the Network Connection if it does not receive a PINGRESP.').verdict).toBe(
      'contradicted',
    );
  });

  it('reads the modal of the clause the claim speaks of', () => {
    expect(check('The Server may send a CONNACK with Reason Code 0x84.').verdict).toBe('supported');
    expect(check('The Server must send a CONNACK with Reason Code 0x84.').verdict).toBe('contradicted');
  });

  it('flips the sense of non- words and of leaving out', () => {
    expect(check("The server's certificate_list may be empty.").verdict).toBe('contradicted');
    expect(check('The Server may omit the PINGRESP packet in response to a PINGREQ packet.').verdict).toBe(
      'contradicted',
    );
  });

  it('contradicts another value of the same sentence', () => {
    expect(check('The DUP flag must be set to 1 for all QoS 0 messages.').verdict).toBe('contradicted');
  });

  it('does not answer a claim about another role, or about what no requirement says', () => {
    const role = check('The Client must send a PINGRESP packet in response to a PINGREQ packet.');
    expect(role.verdict).toBe('unknown');
    const off = check('The Server must encrypt retained messages at rest.');
    expect(off.verdict).toBe('unknown');
    expect(off.reason).toMatch(/no requirement is close enough/);
    expect(check('CONNACK packets are nice.').verdict).toBe('unknown');
  });
});

describe('modality and words', () => {
  it('reads plain-English modal forms', () => {
    expect(modalsIn('Clients are not allowed to send it').map((m) => m.modality)).toEqual(['shall not']);
    expect(modalsIn('Servers need not wait').map((m) => m.modality)).toEqual(['need not']);
    expect(modalsIn('It is optional').map((m) => m.modality)).toEqual(['need not']);
    expect(modalsIn('It has to be sent').map((m) => m.modality)).toEqual(['shall']);
  });

  it('never lets a permission stand for an obligation, nor a recommendation', () => {
    expect(agreement('may', 'shall')).toBe('contradicted');
    expect(agreement('should', 'shall')).toBe('contradicted');
    expect(agreement('shall', 'may')).toBe('supported');
    expect(agreement('should not', 'may')).toBe('unknown');
  });

  it('keeps labels out, numbers with their words, and non- as a negation', () => {
    expect(wordsOf('set to 0 [MQTT-3.3.1-2]').map((w) => w.stem)).toEqual(['set', ':0']);
    expect(wordsOf('non-empty')).toEqual([{ stem: 'empty', negated: true }]);
  });
});
