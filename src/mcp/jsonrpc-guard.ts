/**
 * JSON-RPC 2.0 hygiene in front of the SDK: one line from the client is either
 * a message the SDK can handle, or gets its error answer here — -32700 for a
 * line that is not JSON, -32600 for a message that is not a valid request,
 * notification or response, -32602 for a request whose params do not fit its
 * method — with the request's id whenever one can be read, and a one-line
 * message. (The SDK's own stdio reader drops such lines in silence, so a
 * client waits for ever; see stdio-transport.ts.)
 */
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  JSONRPCMessageSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

export type RequestId = string | number;

export interface ErrorReply {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: { code: number; message: string };
}

/** What to do with one line: hand `message` to the SDK, or send `reply` and log `problem`. */
export type Checked = { message: JSONRPCMessage } | { reply: ErrorReply; problem: string };

type ParamsSchema = {
  safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
};

/**
 * The params of the methods this server answers, checked with the SDK's own
 * schemas. A Map, never an object: the method is the client's string, and
 * "toString" or "__proto__" must find nothing rather than Object.prototype.
 */
const PARAMS: ReadonlyMap<string, ParamsSchema> = new Map<string, ParamsSchema>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
  ['resources/list', ListResourcesRequestSchema],
  ['resources/templates/list', ListResourceTemplatesRequestSchema],
  ['resources/read', ReadResourceRequestSchema],
]);

const oneLine = (s: string, max = 300) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max)}…` : t;
};

export function errorReply(id: RequestId | null, code: number, message: string): ErrorReply {
  return { jsonrpc: '2.0', id, error: { code, message: oneLine(message) } };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeName = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;

/** A usable id: a string or a finite number (JSON-RPC 2.0 §4; MCP also rules out null). */
function validId(v: unknown): v is RequestId {
  return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
}

function firstIssue(error: { issues: Array<{ path: PropertyKey[]; message: string }> } | undefined): string {
  const issue = error?.issues[0];
  if (!issue) return 'does not match';
  const path = issue.path.map(String).join('.');
  return `${path || 'message'}: ${issue.message}`;
}

/** How many nodes protoKeyPath looks at before it gives up (a huge message is bounded elsewhere). */
const PROTO_WALK_LIMIT = 100_000;

/**
 * The path of the first own "__proto__" key in `v` (JSON.parse makes it an own
 * key; every later copy, the SDK's schemas among them, would turn it into the
 * copy's prototype and lose it without a word), or null when there is none.
 */
function protoKeyPath(v: unknown): string | null {
  const stack: Array<{ v: unknown; path: string }> = [{ v, path: '' }];
  for (let seen = 0; stack.length > 0 && seen < PROTO_WALK_LIMIT; seen++) {
    const { v: node, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (!Array.isArray(node) && Object.hasOwn(node, '__proto__')) return path;
    for (const [k, child] of Object.entries(node))
      if (typeof child === 'object') stack.push({ v: child, path: `${path}.${k}` });
  }
  return null;
}

/** Check one parsed line. */
export function checkMessage(value: unknown): Checked {
  if (Array.isArray(value))
    return {
      reply: errorReply(
        null,
        ErrorCode.InvalidRequest,
        'Invalid Request: batches (JSON arrays) are not supported; send one message at a time',
      ),
      problem: 'a batch',
    };
  if (!isObject(value))
    return {
      reply: errorReply(
        null,
        ErrorCode.InvalidRequest,
        `Invalid Request: expected a JSON object, got ${typeName(value)}`,
      ),
      problem: `${typeName(value)} instead of a message`,
    };
  const hasId = 'id' in value;
  const id = hasId && validId(value.id) ? value.id : null;
  // An invalid envelope is answered even without an id (with id null, JSON-RPC 2.0 §5); only valid notifications never are.
  const invalid = (why: string): Checked => ({
    reply: errorReply(id, ErrorCode.InvalidRequest, `Invalid Request: ${why}`),
    problem: why,
  });
  if (hasId && id === null)
    return {
      reply: errorReply(
        null,
        ErrorCode.InvalidRequest,
        `Invalid Request: id must be a string or a number, got ${typeName(value.id)}`,
      ),
      problem: 'a bad id',
    };
  if (value.jsonrpc !== '2.0')
    return invalid(`jsonrpc must be "2.0", got ${JSON.stringify(value.jsonrpc ?? null).slice(0, 20)}`);

  if ('method' in value) {
    if (typeof value.method !== 'string') return invalid(`method must be a string, got ${typeName(value.method)}`);
    if ('params' in value && !isObject(value.params)) {
      const why = `params must be an object, or left out; got ${typeName(value.params)}`;
      return {
        reply: errorReply(id, ErrorCode.InvalidParams, `Invalid params: ${why}`),
        problem: `${value.method}: ${why}`,
      };
    }
    const polluting = protoKeyPath(value.params);
    if (polluting !== null) {
      const why = `"__proto__" is not an allowed key (at params${polluting})`;
      return {
        reply: errorReply(id, ErrorCode.InvalidParams, `Invalid params: ${why}`),
        problem: `${value.method}: ${why}`,
      };
    }
    const params = hasId ? PARAMS.get(value.method) : undefined;
    if (params) {
      const parsed = params.safeParse(value);
      if (!parsed.success) {
        const why = firstIssue(parsed.error);
        return {
          reply: errorReply(id, ErrorCode.InvalidParams, `Invalid params for ${value.method}: ${why}`),
          problem: `${value.method}: ${why}`,
        };
      }
    }
  } else if (!('result' in value) && !('error' in value)) {
    return invalid('neither a request or notification (method) nor a response (result or error)');
  }
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (!parsed.success) return invalid(firstIssue(parsed.error as never));
  return { message: parsed.data };
}

/** Parse and check one line; `null` for a blank line. */
export function checkLine(line: string): Checked | null {
  if (!line.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return {
      reply: errorReply(null, ErrorCode.ParseError, `Parse error: ${(err as Error).message}`),
      problem: 'a line that is not JSON',
    };
  }
  return checkMessage(value);
}

const ID_VALUE = '(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?|"(?:[^"\\\\]|\\\\.)*")';
const STRING_PAIR = '"(?:jsonrpc|method)"\\s*:\\s*"(?:[^"\\\\]|\\\\.)*"\\s*';
/** The id among the first keys of the top-level object: {"jsonrpc":"2.0","id":7,… */
const HEAD_ID = new RegExp(`^\\s*\\{\\s*(?:${STRING_PAIR},\\s*)*"id"\\s*:\\s*${ID_VALUE}`);
/** The id among the last keys: …,"jsonrpc":"2.0","id":7} (the SDK's client writes it last). */
const TAIL_ID = new RegExp(`"id"\\s*:\\s*${ID_VALUE}\\s*(?:,\\s*${STRING_PAIR})*\\}\\s*$`);

/**
 * The id of a line too long to parse, from its first and last bytes, when it
 * sits at the top level there; else null. A guess can only find a real
 * top-level id: the patterns are anchored at the object's own braces.
 */
export function idFromFragments(head: string, tail: string): RequestId | null {
  const m = HEAD_ID.exec(head) ?? TAIL_ID.exec(tail);
  if (!m) return null;
  try {
    const id = JSON.parse(m[1]!) as unknown;
    return validId(id) ? id : null;
  } catch {
    return null;
  }
}
