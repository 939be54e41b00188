/** One operation command as a yargs command module, run by the shared runner. */
import type { Argv, CommandModule } from 'yargs';
import { factoryOf } from '../factory.js';
import { GLOBAL_OPTIONS, yargsOption } from '../options.js';
import { runOp } from '../run-op.js';
import type { OpCommandSpec } from './op-commands.js';

export function opCommand(spec: OpCommandSpec): CommandModule {
  const p = spec.positional;
  const command = p ? `${spec.name} [${p.name}${p.variadic ? '..' : ''}]` : spec.name;
  return {
    command,
    aliases: [spec.op],
    describe: spec.describe,
    builder: (y: Argv) => {
      let b = y;
      for (const [name, flag] of Object.entries(spec.flags)) b = b.option(name, yargsOption(flag));
      if (p) b = b.positional(p.name, { type: 'string', describe: p.describe });
      // A positional shares its name with a flag (`compare 12.8` = `compare --section 12.8`): list the flag too.
      if (p && Object.hasOwn(spec.flags, p.name)) b = b.group([p.name], 'Options:');
      for (const [name, option] of Object.entries(spec.options ?? {})) b = b.option(name, yargsOption(option));
      b = b.options(GLOBAL_OPTIONS);
      for (const [cmd, what] of spec.examples) b = b.example(cmd, what);
      return b;
    },
    handler: async (argv) => {
      const f = factoryOf(argv as Record<string, unknown>);
      f.exitCode = await runOp(f, spec, argv as Record<string, unknown>);
    },
  };
}
