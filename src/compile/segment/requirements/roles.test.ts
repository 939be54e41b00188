import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../model/types.js';
import { declaredRoles, decideRoles, type RoleSentence } from './roles.js';

const term = (t: string, definition: string): Definition => ({
  kind: 'term',
  term: t,
  admittedTerms: [],
  definition,
  notes: [],
  examples: [],
  source: null,
  section: '1',
  page: 1,
});

// The definitions as printed in MQTT 5.0 (1.2) and RFC 8446 (1.1), read from the PDFs.
const MQTT_TERMS = [
  term('Network Connection', 'A construct provided by the underlying transport protocol that is being used by MQTT.'),
  term('Client', 'A program or device that uses MQTT. A Client: opens the Network Connection to the Server'),
  term('Server', 'A program or device that acts as an intermediary between Clients which publish Application Messages'),
  term(
    'Will Message',
    'An Application Message which is published by the Server after the Network Connection is closed',
  ),
];
const TLS_TERMS = [
  term('client', 'The endpoint initiating the TLS connection.'),
  term('connection', 'A transport-layer connection between two endpoints.'),
  term('endpoint', 'Either the client or server of the connection.'),
  term('handshake', 'An initial negotiation between client and server that establishes the shared state'),
  term('receiver', 'An endpoint that is receiving records.'),
  term('server', 'The endpoint that did not initiate the TLS connection.'),
];

describe('declaredRoles', () => {
  it('takes the terms whose definition names a program, device or endpoint, never a construct or a message', () => {
    expect(declaredRoles(MQTT_TERMS).sort()).toEqual(['Client', 'Server']);
    expect(declaredRoles(TLS_TERMS).sort()).toEqual(['client', 'endpoint', 'receiver', 'server']);
  });
});

const roles = (declared: string[], ...sentences: [text: string, keyword: string, leadIn?: string][]): string[] =>
  decideRoles(
    sentences.map(([text, keyword, leadIn]): RoleSentence => ({
      section: '1',
      text,
      keyword,
      ...(leadIn ? { leadIn } : {}),
    })),
    { declared },
  );

describe('decideRoles', () => {
  // Each sentence as printed in MQTT 5.0, with the role a reader of the PDF gives it.
  it.each([
    [
      'The Server MUST validate that the reserved flag in the CONNECT packet is set to 0 [MQTT-3.1.2-3].',
      'MUST',
      'Server',
    ],
    [
      'If the Server returns a Server Keep Alive on the CONNACK packet, the Client MUST use that value instead of the value it sent as the Keep Alive [MQTT-3.1.2-21].',
      'MUST',
      'Client',
    ],
    [
      'A Client receiving Retain Available set to 0 from the Server MUST NOT send a PUBLISH packet with the RETAIN flag set to 1 [MQTT-3.2.2-14].',
      'MUST NOT',
      'Client',
    ],
    [
      'The DUP flag MUST be set to 1 by the Client or Server when it attempts to re-deliver a PUBLISH packet [MQTT-3.3.1-1].',
      'MUST',
      'Client and Server',
    ],
    [
      'A PUBLISH packet MUST NOT contain a Packet Identifier if its QoS value is set to 0 [MQTT-2.2.1-2].',
      'MUST NOT',
      'file',
    ],
    [
      'The SUBACK packet sent by the Server to the Client MUST contain a Reason Code for each Topic Filter/Subscription Option pair [MQTT-3.8.4-6].',
      'MUST',
      'file',
    ],
    [
      'The receiver MUST NOT assume that MQTT Control Packets are aligned on WebSocket frame boundaries [MQTT-6.0.0-2].',
      'MUST NOT',
      'receiver',
    ],
    [
      'The Client and Server MUST NOT discard the Session State while the Network Connection is open [MQTT-4.1.0-1].',
      'MUST NOT',
      'Client and Server',
    ],
    ['The ClientID MUST be a UTF-8 Encoded String as defined in section 1.5.4 [MQTT-3.1.3-4].', 'MUST', 'file'],
    [
      'If a Server sends a CONNACK packet containing a non-zero Reason Code it MUST set Session Present to 0 [MQTT-3.2.2-6].',
      'MUST',
      'Server',
    ],
    [
      'If the Server does not support the Authentication Method supplied by the Client, it MAY send a CONNACK with a Reason Code of 0x8C (Bad authentication method) or 0x87 (Not Authorized) as described in section 4.13, and MUST close the Network Connection.',
      'MUST',
      'Server',
    ],
    ['It is a Protocol Error if the Will Flag is set to 0 and the Will QoS is not 0.', 'MUST', 'unspecified'],
  ])('%s → %s', (text, keyword, role) => {
    expect(roles(['Client', 'Server'], [text, keyword])).toEqual([role]);
  });

  it('gives the conjuncts before the last the head noun of the last: names, or words that qualify it', () => {
    expect(
      roles(
        [],
        [
          'When creating the OVAL System Characteristics as defined by the <oval-sc:oval_system_characteristics> element, the <oval-sc:collected_objects> and <oval-sc:system_data> elements SHALL NOT be provided.',
          'SHALL NOT',
        ],
        ['The @start-time and @end-time attributes SHALL be populated.', 'SHALL'],
        ['The archive-encryption and archive-integrity keys shall be protected.', 'shall'],
      ),
    ).toEqual(['file', 'file', 'file']);
    // An actor among them keeps its own head: "the client and the server certificates" names no one role.
    expect(roles([], ['The client and the server certificates shall be checked.', 'shall'])).toEqual(['unspecified']);
  });

  it('reads the subject of a list item from the sentence that introduces the list', () => {
    const leadIn = 'After sending a DISCONNECT packet the sender:';
    expect(
      roles(
        ['Client', 'Server'],
        ['MUST NOT send any more MQTT Control Packets on that Network Connection [MQTT-3.14.4-1].', 'MUST NOT', leadIn],
        ['MUST close the Network Connection [MQTT-3.14.4-2].', 'MUST', 'In the QoS 2 delivery protocol, the sender:'],
      ),
    ).toEqual(['sender', 'sender']);
  });

  it('gives "it" the actor named before it, else the role of the requirement before it in the section', () => {
    expect(
      roles(
        ['Client', 'Server'],
        [
          'The Server MUST send a CONNACK with a 0x00 (Success) Reason Code before sending any Packet other than AUTH.',
          'MUST',
        ],
        ['It MUST complete the delivery of any QoS 1 or QoS 2 messages which match the Topic Filters.', 'MUST'],
      ),
    ).toEqual(['Server', 'Server']);
  });

  // RFC 8446 as printed: lower-case roles, plural subjects, relative clauses and implementations.
  it.each([
    [
      'A client which receives a cipher suite that was not offered MUST abort the handshake with an "illegal_parameter" alert.',
      'MUST',
      'client',
    ],
    [
      'Clients MAY send an empty client_shares vector in order to request group selection from the server.',
      'MAY',
      'client',
    ],
    ['TLS 1.2 implementations SHOULD also process this extension.', 'SHOULD', 'implementation'],
    [
      'If this extension is present in the ClientHello, servers MUST NOT use the ClientHello.legacy_version value for version negotiation.',
      'MUST NOT',
      'server',
    ],
    [
      'The second class of attack cannot be prevented at the TLS layer and MUST be dealt with by any application.',
      'MUST',
      'application',
    ],
    [
      'Any records following a Finished message MUST be encrypted under the appropriate application traffic key.',
      'MUST',
      'file',
    ],
  ])('%s → %s', (text, keyword, role) => {
    expect(roles(['endpoint', 'receiver', 'client', 'sender', 'server', 'peer'], [text, keyword])).toEqual([role]);
  });

  // ISO 32000 style: defined roles by their longest name, data subjects, a parenthesis that opens a table cell.
  it.each([
    ['An interactive PDF processor shall display the annotation.', 'shall', 'interactive PDF processor'],
    ['A PDF writer shall not use the LZWDecode filter.', 'shall not', 'PDF writer'],
    ['(Required; PDF 1.5) The value of the Type entry shall be XRef.', 'shall', 'file'],
    ['Each key in a dictionary shall be a name object.', 'shall', 'file'],
    // The one role the document defines with that head word.
    ['Some filters shall not be used by new writers.', 'shall not', 'PDF writer'],
  ])('%s → %s', (text, keyword, role) => {
    expect(roles(['interactive PDF processor', 'PDF processor', 'PDF writer', 'PDF reader'], [text, keyword])).toEqual([
      role,
    ]);
  });
});

describe('an "it" that stands for the clause after "that"', () => {
  it('names no one: the role is unspecified, not the sentence before', () => {
    expect(
      roles(
        [],
        ['The file shall hold a checksum.', 'shall'],
        ['It should be noted in the comments section that the repair was made.', 'should'],
        ['It shall be rejected when the checksum is wrong.', 'shall'],
      ),
    ).toEqual(['file', 'unspecified', 'file']);
  });
});
