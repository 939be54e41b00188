/**
 * `pdfspec browse [section] [--spec id]` — the terminal UI (components/). Ink,
 * React and the components are imported inside the handler, so every other
 * command starts without them. `pdfspec` with no arguments on a terminal runs
 * this command (see main.ts).
 */
import type { Argv, CommandModule } from 'yargs';
import { EXIT_CODES, PdfspecError, toPdfspecError } from '../../core/index.js';
import { factoryOf, type Factory } from '../factory.js';
import { FLAGS } from '../options.js';
import { statusLine } from '../status.js';

// Alternate screen: the UI gets the whole terminal and the shell's scrollback
// comes back untouched on exit. Cursor hidden while the UI runs. Bracketed
// paste: the terminal marks pasted text, so a paste is text for a field and
// never a string of commands.
const ENTER_SCREEN = '\u001B[?1049h\u001B[H\u001B[?25l\u001B[?2004h';
const LEAVE_SCREEN = '\u001B[?2004l\u001B[?25h\u001B[?1049l';

interface BrowseArgs {
  section?: string;
  spec?: string;
}

function fail(f: Factory, err: PdfspecError): void {
  statusLine(f).error(err);
  f.exitCode = EXIT_CODES[err.code];
}

export async function runBrowse(f: Factory, args: BrowseArgs): Promise<void> {
  if (!f.stdoutIsTTY || !f.stdinIsTTY) {
    fail(
      f,
      new PdfspecError(
        'invalid_input',
        'browse needs a terminal on stdin and stdout',
        'in scripts use the other commands, e.g. pdfspec section 7.3.4',
      ),
    );
    return;
  }
  // Heavy modules load only now, so other commands never pay for them.
  const [{ validateBrowse }, { Subject }] = await Promise.all([
    import('../../host/index.js').then((host) => host.loadCommandInputs()),
    import('rxjs'),
  ]);
  let input: { spec?: string; section?: string };
  try {
    input = validateBrowse(
      {
        ...(args.spec !== undefined ? { spec: args.spec } : {}),
        ...(args.section !== undefined ? { section: args.section } : {}),
      },
      {
        paramName: (k) => (k === 'spec' ? '--spec' : k),
      },
    );
  } catch (err) {
    fail(f, toPdfspecError(err));
    return;
  }
  const notices = new Subject<string>();
  let core;
  try {
    core = await f.core({ notice: (m) => notices.next(m), log: () => undefined, longLived: true });
  } catch (err) {
    fail(f, toPdfspecError(err));
    return;
  }
  // Ink renders nothing interactive when it believes it runs in CI (CI=true in
  // the environment); on a real terminal that belief is wrong, so drop it
  // before Ink is loaded.
  delete process.env['CI'];
  delete process.env['CONTINUOUS_INTEGRATION'];
  const [{ render }, { createElement }, { App }] = await Promise.all([
    import('ink'),
    import('react'),
    import('../../../components/App.js'),
  ]);
  const out = process.stdout;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    out.write(LEAVE_SCREEN);
  };
  process.once('exit', restore);
  out.write(ENTER_SCREEN);
  try {
    const app = render(
      createElement(App, { core, color: f.color, initialSpec: input.spec, initialSection: input.section, notices }),
      {
        exitOnCtrlC: false,
        patchConsole: true,
      },
    );
    await app.waitUntilExit();
  } finally {
    restore();
    notices.complete();
  }
  // A compile still running in the background (or a worker) must not keep a
  // quit UI alive; give normal shutdown a moment, then leave.
  setTimeout(() => process.exit(f.exitCode), 300).unref();
}

export const browseCommand: CommandModule<object, BrowseArgs> = {
  command: 'browse [section]',
  describe: 'Read a spec in the terminal UI: section tree, rendered sections, search, jump, version diff',
  builder: (y: Argv<object>) =>
    y
      .positional('section', { type: 'string', describe: 'Section to open: "7.3.4", "Annex A"' })
      .option('spec', FLAGS.spec.option)
      .example('$0 browse', 'read ISO 32000-2 (or the best available spec)')
      .example('$0 browse 12.8 --spec pdf17', 'open clause 12.8 of ISO 32000-1')
      .example('$0 browse --spec sample20', 'the bundled sample; press ? for the keys') as unknown as Argv<BrowseArgs>,
  handler: async (argv) => {
    await runBrowse(factoryOf(argv as unknown as Record<string, unknown>), argv);
  },
};
