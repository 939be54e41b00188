/**
 * An error the SDK sends as a JSON-RPC error with this code and exactly this
 * message. (The SDK's McpError would put "MCP error -32602:" in front, and a
 * client's McpError adds it once more.)
 */
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Sent as the error's `data` when present. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const invalidParams = (message: string) => new RpcError(ErrorCode.InvalidParams, message);

/** MCP's code for a resources/read of a URI that names no resource. */
export const RESOURCE_NOT_FOUND = -32002;

export const resourceNotFound = (uri: string, message: string) =>
  new RpcError(RESOURCE_NOT_FOUND, message, { uri: uri.slice(0, 200) });
