/**
 * Malformed JSON-RPC for test/hardening-protocol.test.ts, generated at test
 * time: each line a client could send, and the one answer it must get — the
 * JSON-RPC error code and the id it must carry (null when none can be read),
 * or a tool result (`isError` with our error code) for a well-formed call with
 * bad arguments. Ids are unique across the table, so a test can check that
 * every id got exactly one answer.
 */
export interface ProtocolCase {
  name: string;
  line: string;
  /** The answer's id; null for "no id could be read". */
  id: number | string | null;
  expect: { rpc: number } | { tool: string };
}

const MIB = 1024 * 1024;

/** constructor, toString, __proto__, hasOwnProperty, valueOf, __defineGetter__ … */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

const msg = (v: unknown) => JSON.stringify(v);
const call = (id: number, params: unknown) => msg({ jsonrpc: '2.0', id, method: 'tools/call', params });

export function protocolCases(): ProtocolCase[] {
  let n = 100;
  const next = () => ++n;
  const cases: ProtocolCase[] = [];
  const add = (name: string, line: string, id: number | string | null, expect: ProtocolCase['expect']) =>
    cases.push({ name, line, id, expect });

  // -32700: not JSON at all.
  add('a line that is not JSON', 'this is not json', null, { rpc: -32700 });
  add('truncated JSON', '{"jsonrpc":"2.0","id":1,"method":"ping"', null, { rpc: -32700 });
  add('a lone NUL byte', '\u0000', null, { rpc: -32700 });

  // -32600: JSON, but not a valid request, notification or response.
  add('an empty object', '{}', null, { rpc: -32600 });
  add('a bare string', '"ping"', null, { rpc: -32600 });
  add('null', 'null', null, { rpc: -32600 });
  add('a batch', msg([{ jsonrpc: '2.0', id: 1, method: 'ping' }]), null, { rpc: -32600 });
  let id = next();
  add('jsonrpc "1.0"', msg({ jsonrpc: '1.0', id, method: 'ping' }), id, { rpc: -32600 });
  id = next();
  add('no jsonrpc member', msg({ id, method: 'ping' }), id, { rpc: -32600 });
  add('an object as id', msg({ jsonrpc: '2.0', id: { n: 1 }, method: 'ping' }), null, { rpc: -32600 });
  add('an array as id', msg({ jsonrpc: '2.0', id: [1], method: 'ping' }), null, { rpc: -32600 });
  add('true as id', msg({ jsonrpc: '2.0', id: true, method: 'ping' }), null, { rpc: -32600 });
  id = next();
  add('a numeric method', msg({ jsonrpc: '2.0', id, method: 42 }), id, { rpc: -32600 });
  id = next();
  add('a null method', msg({ jsonrpc: '2.0', id, method: null }), id, { rpc: -32600 });
  id = next();
  add('an id without method, result or error', msg({ jsonrpc: '2.0', id }), id, { rpc: -32600 });

  // -32602: a request whose params do not fit.
  for (const method of ['tools/call', 'tools/list', 'ping']) {
    id = next();
    add(`params null on ${method}`, msg({ jsonrpc: '2.0', id, method, params: null }), id, { rpc: -32602 });
  }
  id = next();
  add('params an array', msg({ jsonrpc: '2.0', id, method: 'tools/list', params: [] }), id, { rpc: -32602 });
  id = next();
  add('params a string', msg({ jsonrpc: '2.0', id, method: 'ping', params: 'x' }), id, { rpc: -32602 });
  id = next();
  add('tools/call without params', msg({ jsonrpc: '2.0', id, method: 'tools/call' }), id, { rpc: -32602 });
  for (const [label, params] of [
    ['arguments []', { name: 'list_specs', arguments: [] }],
    ['arguments "x"', { name: 'list_specs', arguments: 'x' }],
    ['arguments null', { name: 'list_specs', arguments: null }],
    ['name 42', { name: 42, arguments: {} }],
    ['no name', { arguments: {} }],
  ] as const) {
    id = next();
    add(`tools/call ${label}`, call(id, params), id, { rpc: -32602 });
  }
  id = next();
  add(
    'tools/list with a numeric cursor',
    msg({ jsonrpc: '2.0', id, method: 'tools/list', params: { cursor: 5 } }),
    id,
    { rpc: -32602 },
  );

  // -32601: a method nobody serves (the SDK's own answer).
  id = next();
  add('an unknown method', msg({ jsonrpc: '2.0', id, method: 'resources/destroy' }), id, { rpc: -32601 });

  // Names of Object.prototype's own properties wherever the client picks a key: a lookup
  // in a plain object would find the prototype's member (one such request once ended the server).
  for (const name of PROTOTYPE_NAMES) {
    id = next();
    add(`method ${name}`, msg({ jsonrpc: '2.0', id, method: name }), id, { rpc: -32601 });
    id = next();
    add(`tool named ${name}`, call(id, { name, arguments: {} }), id, { rpc: -32602 });
    id = next();
    add(`resource URI ${name}`, msg({ jsonrpc: '2.0', id, method: 'resources/read', params: { uri: name } }), id, {
      rpc: -32002,
    });
    id = next();
    // "__proto__" is refused by the JSON-RPC guard (-32602) before any copy can turn it into a prototype.
    add(
      `argument key ${name}`,
      call(id, { name: 'search_spec', arguments: { query: 'x', [name]: 1 } }),
      id,
      name === '__proto__' ? { rpc: -32602 } : { tool: 'invalid_input' },
    );
    id = next();
    add(`spec id ${name}`, call(id, { name: 'get_structure', arguments: { spec: name } }), id, {
      tool: 'unknown_spec',
    });
  }
  for (const [label, params] of [
    ['resources/read with {}', {}],
    ['resources/read with a numeric uri', { uri: 5 }],
  ] as const) {
    id = next();
    add(label, msg({ jsonrpc: '2.0', id, method: 'resources/read', params }), id, { rpc: -32602 });
  }
  id = next();
  add(
    'resources/list with a numeric cursor',
    msg({ jsonrpc: '2.0', id, method: 'resources/list', params: { cursor: 5 } }),
    id,
    { rpc: -32602 },
  );

  // Over-long lines: answered, never buffered whole, and the server goes on.
  id = next();
  add(
    'an 11 MiB line, id last (as the SDK writes it)',
    msg({
      method: 'tools/call',
      params: { name: 'search_spec', arguments: { query: 'x'.repeat(11 * MIB) } },
      jsonrpc: '2.0',
      id,
    }),
    id,
    { rpc: -32600 },
  );
  id = next();
  add(
    'an 11 MiB line, id first',
    msg({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'search_spec', arguments: { query: 'y'.repeat(11 * MIB) } },
    }),
    id,
    { rpc: -32600 },
  );
  add('an 11 MiB line without an id', `[${'1,'.repeat(5.5 * MIB)}1]`, null, { rpc: -32600 });

  // Well-formed calls with hostile arguments: a tool result with our error code.
  for (const depth of [5000, 100_000]) {
    id = next();
    add(
      `a query nested ${depth} deep`,
      `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"search_spec","arguments":{"query":${'['.repeat(depth)}${']'.repeat(depth)}}}}`,
      id,
      { tool: 'invalid_input' },
    );
  }
  id = next();
  add(
    'an argument object nested 5000 deep',
    `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"get_section","arguments":{"section":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}}`,
    id,
    { tool: 'invalid_input' },
  );
  id = next();
  add('a query of 1 MiB', call(id, { name: 'search_spec', arguments: { query: 'z '.repeat(MIB / 2) } }), id, {
    tool: 'invalid_input',
  });
  id = next();
  add(
    'a string id',
    msg({
      jsonrpc: '2.0',
      id: `s-${id}`,
      method: 'tools/call',
      params: { name: 'get_section', arguments: { section: '7\n3' } },
    }),
    `s-${id}`,
    { tool: 'invalid_input' },
  );
  return cases;
}
