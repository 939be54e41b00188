/**
 * The stdio transport over in-memory streams: good lines reach the SDK as
 * messages; malformed, invalid and over-long ones are answered here, one
 * answer per line, with the request's id whenever it can be read.
 */
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { idFromFragments } from './jsonrpc-guard.js';
import { StdioLineTransport } from './stdio-transport.js';

async function run(lines: Array<string | Buffer>, maxLineBytes?: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  let written = '';
  output.on('data', (d) => (written += d));
  const t = new StdioLineTransport(input, output, maxLineBytes);
  const messages: unknown[] = [];
  const problems: string[] = [];
  t.onmessage = (m) => messages.push(m);
  t.onerror = (e) => problems.push(e.message);
  await t.start();
  for (const l of lines) input.write(l);
  await new Promise((r) => setImmediate(r));
  const replies = written.trim()
    ? written
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { id: unknown; error: { code: number; message: string } })
    : [];
  return { messages, replies, problems };
}

const line = (v: unknown) => `${JSON.stringify(v)}\n`;

describe('StdioLineTransport', () => {
  it('hands good messages to the SDK, across chunk boundaries and with CRLF', async () => {
    const ping = line({ jsonrpc: '2.0', id: 1, method: 'ping' });
    const r = await run([
      ping.slice(0, 10),
      `${ping.slice(10, -1)}\r\n`,
      line({ jsonrpc: '2.0', method: 'notifications/initialized' }),
      '\n  \n',
    ]);
    expect(r.messages).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ]);
    expect(r.replies).toEqual([]);
  });

  it.each([
    ['not JSON', 'hello\n', null, -32700],
    ['an empty object', '{}\n', null, -32600],
    ['a batch', line([{ jsonrpc: '2.0', id: 1, method: 'ping' }]), null, -32600],
    ['a bare number', '42\n', null, -32600],
    ['jsonrpc 1.0', line({ jsonrpc: '1.0', id: 3, method: 'ping' }), 3, -32600],
    ['no jsonrpc', line({ id: 'a', method: 'ping' }), 'a', -32600],
    ['an object id', line({ jsonrpc: '2.0', id: { x: 1 }, method: 'ping' }), null, -32600],
    ['a null id', line({ jsonrpc: '2.0', id: null, method: 'ping' }), null, -32600],
    ['a numeric method', line({ jsonrpc: '2.0', id: 4, method: 42 }), 4, -32600],
    ['neither request nor response', line({ jsonrpc: '2.0', id: 5 }), 5, -32600],
    ['params null on tools/call', line({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: null }), 6, -32602],
    ['params null on tools/list', line({ jsonrpc: '2.0', id: 7, method: 'tools/list', params: null }), 7, -32602],
    ['params null on ping', line({ jsonrpc: '2.0', id: 8, method: 'ping', params: null }), 8, -32602],
    ['params an array', line({ jsonrpc: '2.0', id: 9, method: 'ping', params: [1] }), 9, -32602],
    ['tools/call without params', line({ jsonrpc: '2.0', id: 10, method: 'tools/call' }), 10, -32602],
    ['tools/call name 42', line({ jsonrpc: '2.0', id: 11, method: 'tools/call', params: { name: 42 } }), 11, -32602],
    [
      'tools/call arguments []',
      line({ jsonrpc: '2.0', id: 12, method: 'tools/call', params: { name: 'list_specs', arguments: [] } }),
      12,
      -32602,
    ],
    [
      'tools/call arguments "x"',
      line({ jsonrpc: '2.0', id: 13, method: 'tools/call', params: { name: 'list_specs', arguments: 'x' } }),
      13,
      -32602,
    ],
    [
      'tools/call arguments null',
      line({ jsonrpc: '2.0', id: 14, method: 'tools/call', params: { name: 'list_specs', arguments: null } }),
      14,
      -32602,
    ],
  ])('answers %s with one error, one line', async (_name, text, id, code) => {
    const r = await run([text]);
    expect(r.messages).toEqual([]);
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toMatchObject({ jsonrpc: '2.0', id, error: { code } });
    expect(r.replies[0]!.error.message).not.toMatch(/\n/);
    expect(r.problems).toHaveLength(1);
  });

  it('answers a line over the limit without buffering it, with the id from either end, and reads the next line', async () => {
    const big = 'x'.repeat(300_000);
    const idLast = `{"method":"tools/call","params":{"name":"search_spec","arguments":{"query":"${big}"}},"jsonrpc":"2.0","id":21}\n`;
    const idFirst = `{"jsonrpc":"2.0","id":"first","method":"tools/call","params":{"name":"search_spec","arguments":{"query":"${big}"}}}\n`;
    const noId = `{"params":{"q":"${big}","id":1}}\n`;
    const r = await run(
      [
        idLast.slice(0, 100_000),
        idLast.slice(100_000),
        idFirst,
        noId,
        line({ jsonrpc: '2.0', id: 22, method: 'ping' }),
      ],
      200_000,
    );
    expect(r.replies.map((x) => [x.id, x.error.code])).toEqual([
      [21, -32600],
      ['first', -32600],
      [null, -32600],
    ]);
    expect(r.replies[0]!.error.message).toMatch(/longer than the limit/);
    expect(r.messages).toEqual([{ jsonrpc: '2.0', id: 22, method: 'ping' }]);
  });
});

describe('StdioLineTransport under a pipeline of calls', () => {
  it('waits for one shared drain however many answers fill the output', async () => {
    const input = new PassThrough();
    // A reader that has stopped reading: every write after the first fills the buffer.
    const output = new Writable({ highWaterMark: 16, write: (_c, _e, done) => void setTimeout(done, 1) });
    const t = new StdioLineTransport(input, output);
    await t.start();
    const sends = Array.from({ length: 50 }, (_, i) => t.send({ jsonrpc: '2.0', id: i, result: {} }));
    expect(output.listenerCount('drain')).toBeLessThanOrEqual(1);
    await Promise.all(sends);
  });

  it('hands the server a few requests at a time and stops reading while many wait', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    output.resume();
    const t = new StdioLineTransport(input, output);
    const got: Array<string | number> = [];
    t.onmessage = (m) => void ('id' in m && m.id !== undefined && got.push(m.id));
    await t.start();
    input.write(Array.from({ length: 1000 }, (_, i) => line({ jsonrpc: '2.0', id: i, method: 'ping' })).join(''));
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual(Array.from({ length: 32 }, (_, i) => i));
    expect(input.isPaused()).toBe(true);
    // Answering them lets the next ones in, in order, and reading resumes.
    for (let answered = 0; answered < 1000; answered++) await t.send({ jsonrpc: '2.0', id: answered, result: {} });
    expect(got).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(input.isPaused()).toBe(false);
  });
});

describe('idFromFragments', () => {
  it('reads only a top-level id', () => {
    expect(idFromFragments('{"jsonrpc":"2.0","id":7,"method":"x","params":{', '')).toBe(7);
    expect(idFromFragments('{"params":{"id":9,', '"}}')).toBeNull();
    expect(idFromFragments('{"method":"x","params":{', '"x"}},"jsonrpc":"2.0","id":"abc"}')).toBe('abc');
    expect(idFromFragments('{"params":{', '"x":{"id":5}}}')).toBeNull();
  });
});
