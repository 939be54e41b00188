/**
 * createServer(core): the MCP server over the one core. It uses the SDK's
 * low-level Server rather than McpServer because McpServer validates
 * arguments itself and answers a bad argument with its own text, not with our
 * `{ error: { code, message, hint } }`; here tools/list advertises the strict
 * schemas from src/core/schemas.ts while tools/call lets the core validate.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import {
  type Core,
  GET_DEFINITIONS,
  GET_REQUIREMENTS,
  GET_SECTION,
  GET_STRUCTURE,
  GET_TABLES,
  LIST_SPECS,
  packageVersion,
  SEARCH_SPEC,
} from '../core/index.js';
import { callTool } from './call-tool.js';
import { CallsInFlight } from './calls-in-flight.js';
import { listResources, readResource, SECTION_TEMPLATE } from './resources.js';
import { toolListing, toolsOf, type ToolSet } from './tools/index.js';
import { GAPS_NOTE } from '../core/index.js';

export const SERVER_NAME = 'pdfspec';

const INSTRUCTIONS = [
  'pdfspec reads the PDF specifications (ISO 32000-2 = PDF 2.0, ISO 32000-1 = PDF 1.7, the ISO TS extensions, PDF/UA and PDF Association guides) from local PDF files.',
  `Start with ${LIST_SPECS} to see which specs are installed; find clauses with ${GET_STRUCTURE} or ${SEARCH_SPEC} (in the standard's own terms), then read them with ${GET_SECTION}, ${GET_REQUIREMENTS}, ${GET_DEFINITIONS} or ${GET_TABLES} and cite clause numbers and pages.`,
  GAPS_NOTE,
].join('\n');

/**
 * `calls`: the tool calls of this server (shared by every session of one HTTP server), answered when it stops;
 * `toolSet`: the eight tools, or with "extended" the checklist and statement check too (serve --tools).
 */
export function createServer(core: Core, calls = new CallsInFlight(), toolSet: ToolSet = 'default'): Server {
  const offered = toolsOf(toolSet);
  const server = new Server(
    { name: SERVER_NAME, title: 'pdfspec — the PDF specifications', version: packageVersion() },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );
  // The operations' schemas are loaded by the first tools/list, not when the server starts.
  let tools: Promise<Tool[]> | undefined;
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: await (tools ??= Promise.all(offered.map(toolListing))),
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [SECTION_TEMPLATE] }));
  server.setRequestHandler(ListResourcesRequestSchema, (request) => listResources(core, request.params?.cursor));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => readResource(core, request.params.uri));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const token = request.params._meta?.progressToken;
    return calls.run(extra.signal, (signal) =>
      callTool(core, request.params.name, request.params.arguments, {
        signal,
        tools: offered,
        sendProgress:
          token === undefined
            ? undefined
            : (update) =>
                void extra
                  .sendNotification({ method: 'notifications/progress', params: { progressToken: token, ...update } })
                  .catch(() => {}),
      }),
    );
  });
  return server;
}
