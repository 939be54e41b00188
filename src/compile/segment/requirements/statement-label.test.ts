import { describe, expect, it } from 'vitest';
import { statementLabel } from './requirements.js';

describe('numbered conformance statements closing a sentence', () => {
  it('reads the label of the statement the sentence closes with', () => {
    expect(statementLabel('The Server MUST close the Network Connection [MQTT-3.1.2-1].')).toBe('MQTT-3.1.2-1');
    expect(statementLabel('A reader shall reject the file [REQ-12].')).toBe('REQ-12');
    expect(statementLabel('The module shall zeroise its keys (R5).')).toBe('R5');
    expect(statementLabel('A receiver must close the connection [FX-3.1.2-1]')).toBe('FX-3.1.2-1');
    expect(statementLabel('It MUST NOT include the null character U+0000. [MQTT-1.5.4-2].')).toBe('MQTT-1.5.4-2');
  });

  it('reads a label that closes a clause of the sentence, before a comma', () => {
    expect(
      statementLabel('The Server MUST store the Application Message [MQTT-3.3.1-5], so that it can be delivered.'),
    ).toBe('MQTT-3.3.1-5');
    expect(statementLabel('It MUST be deleted [MQTT-3.10.4-1], otherwise it MUST be kept [MQTT-3.10.4-2].')).toBe(
      'MQTT-3.10.4-2',
    );
  });

  it('takes no citation for one', () => {
    expect(statementLabel('The keywords are to be interpreted as described in [RFC2119].')).toBeNull();
    expect(statementLabel('The format is described in [1].')).toBeNull();
    expect(statementLabel('The value shall be 5 (see A).')).toBeNull();
  });

  it('takes a bracketed label printed inside the clause it labels, when none closes the sentence', () => {
    expect(statementLabel('The Server MUST validate the Topic Filter [MQTT-3.10.3-1] as defined in section 4.7.')).toBe(
      'MQTT-3.10.3-1',
    );
    expect(statementLabel('The module shall stop (R5) at once.')).toBeNull();
  });
});
