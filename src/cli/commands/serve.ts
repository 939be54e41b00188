/**
 * `pdfspec serve` — the MCP server (src/mcp/) on stdio, or with --http on
 * Streamable HTTP for many clients at once. The SDK and the server are imported
 * inside the handler, so other commands never load them. stdout belongs to the
 * protocol on stdio: notices and logs go to stderr, which MCP hosts keep in
 * their server log.
 */
import type { Argv, CommandModule } from 'yargs';
import { factoryOf, rawArgsOf } from '../factory.js';
import { checkSwitchValues, strictNumber } from '../options.js';
import {
  DEFAULT_MAX_SESSIONS,
  DEFAULT_SESSION_IDLE_S,
  isLoopbackHost,
  type HttpLimits,
} from '../../mcp/http-limits.js';
import { EXTENDED_TOOL_NAMES, TOOL_NAMES } from '../../mcp/tools/names.js';
import { chooseToken, TOKEN_ENV, type TokenChoice } from './serve-token.js';

/** "https://app.example:8443" as a browser sends it: scheme, host and port, nothing more. */
function isOrigin(text: string): boolean {
  try {
    return new URL(text).origin === text;
  } catch {
    return false;
  }
}

const PORT_RANGE = 'an integer from 0 to 65535 (0: any free port)';

/**
 * The token the HTTP server requires, if any. An address other machines can reach is served without one
 * only when --no-auth says so, with a warning.
 */
function checkAuth(argv: Record<string, unknown>, env: NodeJS.ProcessEnv, host: string): TokenChoice {
  const tokenFile = argv['token-file'] === undefined ? undefined : String(argv['token-file']);
  if (tokenFile === '') throw new Error('invalid --token-file: got ""; expected the path of a file holding the token');
  const noAuth = argv.auth === false;
  if (noAuth && (tokenFile !== undefined || env[TOKEN_ENV] !== undefined))
    throw new Error(
      `--no-auth contradicts ${tokenFile !== undefined ? '--token-file' : TOKEN_ENV}: give one or the other`,
    );
  const choice = chooseToken(tokenFile, env);
  if (choice.token !== undefined || isLoopbackHost(host)) return choice;
  if (!noAuth)
    throw new Error(
      `refusing to serve ${host} without a token: other machines can reach it; give --token-file PATH (or ${TOKEN_ENV}), or --no-auth to serve it open`,
    );
  choice.warnings.push(`serving ${host} without a token (--no-auth): anyone who can reach it can call every tool`);
  return choice;
}

export const serveCommand: CommandModule = {
  command: 'serve',
  describe: 'Run the MCP server on stdio, or on HTTP with --http, for AI assistants (Claude Desktop, VS Code, Cursor)',
  builder: (y: Argv) =>
    y
      .option('http', {
        type: 'boolean',
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
      .option('session-timeout', {
        string: true,
        number: true,
        requiresArg: true,
        describe: `HTTP: close a session idle this many seconds, 1–86400 (default ${DEFAULT_SESSION_IDLE_S})`,
      })
      .option('max-sessions', {
        string: true,
        number: true,
        requiresArg: true,
        describe: `HTTP: open sessions at most, 1–100000 (default ${DEFAULT_MAX_SESSIONS})`,
      })
      .option('allow-origin', {
        type: 'string',
        array: true,
        requiresArg: true,
        describe:
          'HTTP: also allow browser pages from this origin (https://app.example; * for any); loopback origins always are',
      })
      .option('token-file', {
        type: 'string',
        requiresArg: true,
        describe: `HTTP: require "Authorization: Bearer TOKEN" of every request, the token read from this file (mode 600); or set ${TOKEN_ENV}`,
      })
      .option('auth', {
        type: 'boolean',
        describe: 'HTTP: --no-auth serves a non-loopback --host without a token (anyone who can reach it can call it)',
      })
      .option('verbose', {
        type: 'boolean',
        describe: 'HTTP: log every request on stderr (method, path, status; never a header)',
      })
      .option('tools', {
        type: 'string',
        requiresArg: true,
        describe: `default (the eight tools) or extended (also ${EXTENDED_TOOL_NAMES.join(' and ')})`,
      })
      .example('$0 serve', 'started by an MCP client; see "MCP server" in the README for its configuration')
      .example('$0 serve --http --port 8767', 'many clients at once: http://127.0.0.1:8767/mcp')
      .example(
        '$0 serve --http --host 0.0.0.0 --token-file ~/.config/pdfspec/token',
        "a team's server: every request needs the token (put TLS in front: see the README)",
      )
      .example('PDF_SPEC_DIR=~/specs npx @modelcontextprotocol/inspector npx -y pdfspec serve', 'try the tools by hand')
      .example('$0 serve --tools extended', `the eight tools and ${EXTENDED_TOOL_NAMES.join(', ')}`)
      .epilogue(
        `Tools: ${TOOL_NAMES.join(', ')}; with --tools extended also ${EXTENDED_TOOL_NAMES.join(', ')}. Resources: pdfspec://SPEC/section/NUMBER (Markdown).`,
      ),
  handler: async (argv) => {
    const f = factoryOf(argv);
    const say = (m: string) => void f.stderr.write(`pdfspec: ${m}\n`);
    const http = argv.http === true;
    const fail = (m: string) => {
      say(m);
      f.exitCode = 2;
    };
    try {
      checkSwitchValues(rawArgsOf(argv), ['http', 'auth', 'verbose']);
    } catch (e) {
      return fail((e as Error).message);
    }
    if (!http && (argv.port !== undefined || argv.host !== undefined))
      return fail('--port and --host need --http (stdio has no address)');
    const port = argv.port === undefined ? undefined : strictNumber(argv.port);
    if (port !== undefined && !(typeof port === 'number' && Number.isInteger(port) && port >= 0 && port <= 65535)) {
      return fail(`invalid --port: got ${JSON.stringify(String(argv.port).slice(0, 40))}; expected ${PORT_RANGE}`);
    }
    const tools = argv.tools === undefined ? 'default' : String(argv.tools);
    if (tools !== 'default' && tools !== 'extended')
      return fail(`invalid --tools: got ${JSON.stringify(tools.slice(0, 40))}; expected default or extended`);
    const host = argv.host === undefined ? undefined : String(argv.host).trim();
    if (host === '') return fail('invalid --host: got ""; expected an address such as 127.0.0.1');
    const httpOnly = ['session-timeout', 'max-sessions', 'allow-origin', 'token-file', 'auth'].filter(
      (k) => argv[k] !== undefined,
    );
    if (!http && httpOnly.length)
      return fail(
        `${httpOnly.map((k) => (k === 'auth' ? '--no-auth' : `--${k}`)).join(', ')} need${httpOnly.length === 1 ? 's' : ''} --http`,
      );
    const limits: Partial<HttpLimits> = {};
    for (const [flag, key, max, scale] of [
      ['session-timeout', 'sessionIdleMs', 86_400, 1000],
      ['max-sessions', 'maxSessions', 100_000, 1],
    ] as const) {
      if (argv[flag] === undefined) continue;
      const n = strictNumber(argv[flag]);
      if (!(typeof n === 'number' && n >= 1 && n <= max))
        return fail(
          `invalid --${flag}: got ${JSON.stringify(String(argv[flag]).slice(0, 40))}; expected an integer from 1 to ${max}`,
        );
      limits[key] = n * scale;
    }
    if (argv['allow-origin'] !== undefined) {
      const origins = (argv['allow-origin'] as unknown[]).map(String);
      const bad = origins.find((o) => o !== '*' && !isOrigin(o));
      if (bad !== undefined)
        return fail(
          `invalid --allow-origin: got ${JSON.stringify(bad.slice(0, 60))}; expected an origin such as https://app.example (scheme, host and port only) or *`,
        );
      limits.allowedOrigins = origins;
    }
    let auth: TokenChoice = { warnings: [] };
    if (http) {
      try {
        auth = checkAuth(argv, f.env, host ?? '127.0.0.1');
      } catch (e) {
        return fail((e as Error).message);
      }
    }
    for (const w of auth.warnings) say(`warning: ${w}`);
    let core;
    try {
      core = await f.core({ notice: say, log: say, longLived: true });
    } catch (e) {
      return fail((e as Error).message);
    }
    if (http) {
      const { serveHttp } = await import('../../mcp/http.js');
      const { keepStdoutForProtocol } = await import('../../mcp/stdio.js');
      keepStdoutForProtocol();
      let serving;
      try {
        serving = await serveHttp(core, {
          host,
          port,
          limits,
          token: auth.token,
          verbose: argv.verbose === true,
          toolSet: tools,
        });
      } catch (e) {
        const err = e as NodeJS.ErrnoException;
        return fail(
          `cannot listen on ${host ?? '127.0.0.1'}:${port ?? 8767}: ${err.code === 'EADDRINUSE' ? 'the port is in use (try --port 0)' : err.code === 'EACCES' ? 'permission denied' : err.message}`,
        );
      }
      const guard = auth.token === undefined ? '' : ', bearer token required';
      say(`MCP server on ${serving.url} (Streamable HTTP${guard}); Ctrl-C stops it`);
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
    await serveStdio(core, tools);
  },
};
