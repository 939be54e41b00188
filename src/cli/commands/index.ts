/**
 * Extra commands contributed by other parts of pdfspec (cache, serve, browse,
 * fetch, trace). Each is a plain yargs CommandModule; its handler gets the CLI factory
 * (streams, isTTY, colour, the core) with `factoryOf(argv)` from ../factory.js
 * and reports its exit code by setting `factory.exitCode`. Import heavy
 * dependencies (MCP SDK, ink/react, pdfjs) inside the handler, never at the top.
 */
import type { CommandModule } from 'yargs';
import { browseCommand } from './browse.js';
import { cacheCommand } from './cache.js';
import { completionCommand } from './completion.js';
import { fetchCommand } from './fetch.js';
import { serveCommand } from './serve.js';
import { traceCommand } from './trace/command.js';

export const extraCommands: CommandModule[] = [
  browseCommand as unknown as CommandModule,
  cacheCommand,
  completionCommand,
  fetchCommand,
  serveCommand,
  traceCommand,
];
