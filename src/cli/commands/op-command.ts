/** One operation command as a yargs command module, run by the shared runner. */
import type { Argv, CommandModule } from 'yargs';
import { factoryOf } from '../factory.js';
import { FLAGS, GLOBAL_OPTIONS } from '../options.js';
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
      for (const flag of spec.flags) b = b.option(flag, FLAGS[flag].option);
      if (p) b = b.positional(p.name, { type: 'string', describe: p.describe });
      // A positional shares its name with a flag (`compare 12.8` = `compare --section 12.8`): list the flag too.
      if (p && (spec.flags as string[]).includes(p.name)) b = b.group([p.name], 'Options:');
      if (spec.options) b = b.options(spec.options);
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
