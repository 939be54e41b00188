/**
 * `pdfspec serve` — the MCP server (src/mcp/) on stdio, or with --http on
 * Streamable HTTP for many clients at once. The SDK and the server are imported
 * inside the handler, so other commands never load them. stdout belongs to the
 * protocol on stdio: notices and logs go to stderr, which MCP hosts keep in
 * their server log.
 */
import type { Argv, CommandModule } from 'yargs';
import { factoryOf } from '../factory.js';
import { strictNumber, strictSwitch } from '../options.js';

const PORT_RANGE = 'an integer from 0 to 65535 (0: any free port)';

export const serveCommand: CommandModule = {
  command: 'serve',
  describe: 'Run the MCP server on stdio, or on HTTP with --http, for AI assistants (Claude Desktop, VS Code, Cursor)',
  builder: (y: Argv) =>
    y
      .option('http', {
        type: 'string',
        describe: 'Serve MCP over Streamable HTTP at http://HOST:PORT/mcp instead of stdio',
      })
      .option('port', {
        string: true,
        number: true,
        requiresArg: true,
        describe: 'HTTP port, 0–65535 (default 8767; 0 picks a free one)',
      })
      .option('host', {
        type: 'string',
        requiresArg: true,
        describe: 'HTTP address to bind (default 127.0.0.1; only this machine can connect)',
      })
      .example('$0 serve', 'started by an MCP client; see "MCP server" in the README for its configuration')
      .example('$0 serve --http --port 8767', 'many clients at once: http://127.0.0.1:8767/mcp')
      .example('PDF_SPEC_DIR=~/specs npx @modelcontextprotocol/inspector npx -y pdfspec serve', 'try the tools by hand')
      .epilogue(
        'Tools: list_specs, get_structure, get_section, search_spec, get_requirements, get_definitions, get_tables, compare_versions. Resources: pdfspec://SPEC/section/NUMBER (Markdown).',
      ),
  handler: async (argv) => {
    const f = factoryOf(argv);
    const say = (m: string) => void f.stderr.write(`pdfspec: ${m}\n`);
    const http = argv.http === undefined ? false : strictSwitch(argv.http);
    const fail = (m: string) => {
      say(m);
      f.exitCode = 2;
    };
    if (typeof http !== 'boolean')
      return fail(`invalid --http: got ${JSON.stringify(String(http).slice(0, 40))}; expected true or false`);
    if (!http && (argv.port !== undefined || argv.host !== undefined))
      return fail('--port and --host need --http (stdio has no address)');
    const port = argv.port === undefined ? undefined : strictNumber(argv.port);
    if (port !== undefined && !(typeof port === 'number' && Number.isInteger(port) && port >= 0 && port <= 65535)) {
      return fail(`invalid --port: got ${JSON.stringify(String(argv.port).slice(0, 40))}; expected ${PORT_RANGE}`);
    }
    const host = argv.host === undefined ? undefined : String(argv.host).trim();
    if (host === '') return fail('invalid --host: got ""; expected an address such as 127.0.0.1');
    const core = await f.core({ notice: say, log: say });
    if (http) {
      const { serveHttp } = await import('../../mcp/http.js');
      const { keepStdoutForProtocol } = await import('../../mcp/stdio.js');
      keepStdoutForProtocol();
      let serving;
      try {
        serving = await serveHttp(core, { host, port });
      } catch (e) {
        const err = e as NodeJS.ErrnoException;
        return fail(
          `cannot listen on ${host ?? '127.0.0.1'}:${port ?? 8767}: ${err.code === 'EADDRINUSE' ? 'the port is in use (try --port 0)' : err.code === 'EACCES' ? 'permission denied' : err.message}`,
        );
      }
      say(`MCP server on ${serving.url} (Streamable HTTP); Ctrl-C stops it`);
      await new Promise<void>((resolve) => {
        // Compile workers or cache handles may still be open; the clients are gone, so leave now (as stdio does).
        const stop = () =>
          void serving.close().finally(() => {
            resolve();
            process.exit(0);
          });
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      return;
    }
    const { serveStdio } = await import('../../mcp/stdio.js');
    if (f.stdinIsTTY)
      say('MCP server on stdio: it expects an MCP client on stdin (see "MCP server" in the README); Ctrl-C stops it');
    await serveStdio(core);
  },
};
