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
  ) {
    super(message);
  }
}

export const invalidParams = (message: string) => new RpcError(ErrorCode.InvalidParams, message);
