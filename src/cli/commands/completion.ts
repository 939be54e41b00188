/**
 * `pdfspec completion bash|zsh|fish`: a completion script for the named shell.
 * Each script asks `pdfspec --get-yargs-completions <words>` for candidates at
 * every Tab: yargs answers with commands and options, and completeValue()
 * answers for the values of --spec (the ids of the available specs), --from,
 * --to, --level and --category, and for the shell of `completion`. yargs
 * answers every command for a partial word; the scripts keep those that start
 * with it (zsh's _describe and fish do that themselves).
 */
import { take } from 'rxjs';
import type { Argv, CommandModule } from 'yargs';
import type { Factory } from '../factory.js';
import { factoryOf } from '../factory.js';
import { CATEGORIES, DEFINITION_KIND_FILTERS, LEVEL_FILTERS } from '../../core/index.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** The hidden flag the scripts call, and the shell whose output format yargs uses (it reads $SHELL). */
export const COMPLETE_FLAG = '--get-yargs-completions';

const bash = (bin: string) => `# pdfspec completion for bash. Install: pdfspec completion bash >> ~/.bashrc
_pdfspec_complete() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" line
  COMPREPLY=()
  # Only candidates that start with the word typed so far ("se" offers search, section, serve; not browse).
  while IFS= read -r line; do
    [[ -n "$line" && "$line" == "$cur"* ]] && COMPREPLY+=("$(printf '%q' "$line")")
  done < <(SHELL=bash ${bin} ${COMPLETE_FLAG} "\${COMP_WORDS[@]:0:COMP_CWORD+1}" 2>/dev/null)
  return 0
}
complete -o bashdefault -o default -F _pdfspec_complete ${bin}
`;

const zsh = (bin: string) => `#compdef ${bin}
# pdfspec completion for zsh. Install: pdfspec completion zsh > "\${fpath[1]}/_${bin}" (or >> ~/.zshrc)
_pdfspec_complete() {
  local -a reply
  reply=("\${(@f)$(SHELL=zsh ${bin} ${COMPLETE_FLAG} "\${(@)words[1,CURRENT]}" 2>/dev/null)}")
  if (( \${#reply} )) && [[ -n "\${reply[1]}" ]]; then _describe 'values' reply; else _default; fi
}
if [[ "\${zsh_eval_context[-1]}" == "loadautofunc" ]]; then _pdfspec_complete "$@"; else compdef _pdfspec_complete ${bin}; fi
`;

const fish = (
  bin: string,
) => `# pdfspec completion for fish. Install: pdfspec completion fish > ~/.config/fish/completions/${bin}.fish
complete -c ${bin} -f -a '(env SHELL=fish ${bin} ${COMPLETE_FLAG} (commandline -opc) (commandline -ct) 2>/dev/null)'
`;

export const SCRIPTS: Record<Shell, (bin: string) => string> = { bash, zsh, fish };

/** The shell named by $SHELL when it is one of ours. */
export function shellFromEnv(env: NodeJS.ProcessEnv): Shell | undefined {
  const name = (env.SHELL ?? '').split('/').pop() ?? '';
  return (SHELLS as readonly string[]).includes(name) ? (name as Shell) : undefined;
}

const VALUE_FLAGS = ['--spec', '--from', '--to', '--level', '--category', '--kind'] as const;

/**
 * Candidates for the value of the option before the word being completed, or
 * null when that word is not such a value (yargs then completes as usual).
 * `words`: the command line as the shell split it, program name first.
 */
export async function completeValue(f: Factory, words: readonly string[]): Promise<string[] | null> {
  const prev = words.length >= 2 ? words[words.length - 2]! : '';
  const current = words[words.length - 1] ?? '';
  // `completion <Tab>`: its one positional is a shell (yargs knows only the options there).
  const positionals = words.slice(1, -1).filter((w) => !w.startsWith('-'));
  if (positionals.length === 1 && positionals[0] === 'completion' && !current.startsWith('-'))
    return SHELLS.filter((s) => s.startsWith(current));
  if (!(VALUE_FLAGS as readonly string[]).includes(prev)) return null;
  let values: readonly string[];
  if (prev === '--level') values = LEVEL_FILTERS;
  else if (prev === '--category') values = CATEGORIES;
  else if (prev === '--kind') values = DEFINITION_KIND_FILTERS;
  else {
    const core = await f.core({ notice: () => undefined, log: () => undefined });
    const entries = await new Promise<Array<{ id: string; available: boolean }>>((resolve, reject) => {
      core.context.specs().pipe(take(1)).subscribe({ next: resolve, error: reject });
    });
    values = [...entries.filter((e) => e.available).map((e) => e.id), ...(prev === '--spec' ? ['all'] : [])];
  }
  return values.filter((v) => v.startsWith(current));
}

export const completionCommand: CommandModule = {
  command: 'completion [shell]',
  describe: 'Print a shell completion script (bash, zsh or fish)',
  builder: (y: Argv) =>
    y
      .positional('shell', { type: 'string', describe: 'bash, zsh or fish (default: the one $SHELL names)' })
      .example(
        '$0 completion bash >> ~/.bashrc',
        'Tab completes commands, options and the values of --spec, --level, --category',
      )
      .example('$0 completion zsh > "${fpath[1]}/_pdfspec"', 'zsh, from a folder on $fpath')
      .example('$0 completion fish > ~/.config/fish/completions/pdfspec.fish', 'fish'),
  handler: (argv) => {
    const f = factoryOf(argv);
    const given = argv.shell === undefined ? (shellFromEnv(f.env) ?? 'bash') : String(argv.shell);
    if (!(SHELLS as readonly string[]).includes(given)) {
      f.stderr.write(
        `pdfspec: invalid <shell>: got ${JSON.stringify(given.slice(0, 40))}; expected one of bash, zsh, fish\n`,
      );
      f.exitCode = 2;
      return;
    }
    f.stdout.write(SCRIPTS[given as Shell]('pdfspec'));
  },
};
