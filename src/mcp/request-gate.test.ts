/**
 * The request gate: at most `limit` requests handed on at once, the rest in
 * arrival order; notifications never wait; a cancelled request frees its slot
 * (waiting, it is dropped); a request answered at once does not recurse.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { RequestGate } from './request-gate.js';

const req = (id: string | number, method = 'tools/call'): JSONRPCMessage => ({ jsonrpc: '2.0', id, method });
const cancel = (requestId: string | number): JSONRPCMessage => ({
  jsonrpc: '2.0',
  method: 'notifications/cancelled',
  params: { requestId },
});
const ids = (ms: JSONRPCMessage[]) => ms.map((m) => ('id' in m ? m.id : (m as { method: string }).method));

describe('RequestGate', () => {
  it('runs at most limit requests, the next in arrival order as each is answered', () => {
    const admitted: JSONRPCMessage[] = [];
    const gate = new RequestGate((m) => admitted.push(m), 2);
    for (const id of [1, 2, 3, 4]) gate.offer(req(id));
    expect(ids(admitted)).toEqual([1, 2]);
    expect(gate.backlog).toBe(2);
    gate.offer({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(ids(admitted)).toEqual([1, 2, 'notifications/initialized']);
    gate.answered(2);
    gate.answered(99); // never ran: ignored
    expect(ids(admitted)).toEqual([1, 2, 'notifications/initialized', 3]);
    gate.answered(1);
    gate.answered(3);
    expect(ids(admitted).slice(-1)).toEqual([4]);
    expect(gate.backlog).toBe(0);
  });

  it('drops a waiting request its client cancelled, and frees the slot of a running one', () => {
    const admitted: JSONRPCMessage[] = [];
    const gate = new RequestGate((m) => admitted.push(m), 1);
    for (const id of ['a', 'b', 'c']) gate.offer(req(id));
    gate.offer(cancel('b'));
    expect(gate.backlog).toBe(1);
    // The SDK never answers a cancelled request: the cancellation itself frees the slot.
    gate.offer(cancel('a'));
    expect(ids(admitted)).toEqual(['a', 'notifications/cancelled', 'notifications/cancelled', 'c']);
  });

  it('counts a reused id twice', () => {
    const admitted: JSONRPCMessage[] = [];
    const gate = new RequestGate((m) => admitted.push(m), 2);
    for (const id of [7, 7, 8]) gate.offer(req(id));
    gate.answered(7);
    expect(ids(admitted)).toEqual([7, 7, 8]);
    gate.answered(7);
    gate.answered(7); // no third one running
    gate.offer(req(9));
    gate.offer(req(10));
    expect(ids(admitted)).toEqual([7, 7, 8, 9]);
  });

  it('hands on 100,000 requests answered as soon as they arrive without deep recursion', () => {
    let n = 0;
    const gate: RequestGate = new RequestGate((m) => {
      n++;
      if ('id' in m && m.id !== undefined) gate.answered(m.id);
    }, 1);
    for (let i = 0; i < 100_000; i++) gate.offer(req(i));
    expect(n).toBe(100_000);
  });

  it('settle lets every waiting request in and resolves when the last is answered', async () => {
    const admitted: JSONRPCMessage[] = [];
    const gate = new RequestGate((m) => admitted.push(m), 1);
    for (const id of [1, 2, 3]) gate.offer(req(id));
    let settled = false;
    const done = gate.settle().then(() => (settled = true));
    expect(ids(admitted)).toEqual([1, 2, 3]);
    gate.answered(1);
    gate.answered(2);
    await Promise.resolve();
    expect(settled).toBe(false);
    gate.answered(3);
    await done;
    expect(settled).toBe(true);
  });
});
