/**
 * `pdfspec serve` — the MCP server on stdio (src/mcp/). The SDK and the server
 * are imported inside the handler, so other commands never load them. stdout
 * belongs to the protocol: notices and logs go to stderr, which MCP hosts
 * keep in their server log.
 */
import type { Argv, CommandModule } from 'yargs';
import { factoryOf } from '../factory.js';

export const serveCommand: CommandModule = {
  command: 'serve',
  describe: 'Run the MCP server on stdio, for AI assistants (Claude Desktop, VS Code, Cursor)',
  builder: (y: Argv) =>
    y
      .example('$0 serve', 'started by an MCP client; see "MCP server" in the README for its configuration')
      .example('PDF_SPEC_DIR=~/specs npx @modelcontextprotocol/inspector npx -y pdfspec serve', 'try the tools by hand')
      .epilogue('Tools: list_specs, get_structure, get_section, search_spec, get_requirements, get_definitions, get_tables, compare_versions.'),
  handler: async (argv) => {
    const f = factoryOf(argv);
    const say = (m: string) => void f.stderr.write(`pdfspec: ${m}\n`);
    const core = await f.core({ notice: say, log: say });
    const { serveStdio } = await import('../../mcp/stdio.js');
    if (f.stdinIsTTY) say('MCP server on stdio: it expects an MCP client on stdin (see "MCP server" in the README); Ctrl-C stops it');
    await serveStdio(core);
  },
};
