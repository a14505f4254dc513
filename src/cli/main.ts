#!/usr/bin/env node
/**
 * The `social-sdk` command. Each subcommand lives in its own module and is loaded only when used.
 */
import { argv, exit, stderr } from 'node:process';

interface Subcommand {
  readonly summary: string;
  readonly run: (args: string[]) => Promise<number>;
}

const subcommands: Record<string, Subcommand> = {
  demo: {
    summary: 'run the SDK demo against the embedded emulator',
    run: async (args) => (await import('./demo.js')).runDemo(args),
  },
  emulator: {
    summary: 'run the local emulator of the service (see `social-sdk emulator --help`)',
    run: async (args) => {
      const { runEmulatorUntilSignal } = await import('./emulator.js');
      await runEmulatorUntilSignal(args);
      return 0;
    },
  },
  native: {
    summary: 'print whether the native addon is loaded, from where, or why not',
    run: async () => (await import('./native.js')).printNativeStatus(),
  },
};

function usage(): string {
  const lines = Object.entries(subcommands).map(([name, { summary }]) => `  ${name.padEnd(10)} ${summary}`);
  return `usage: social-sdk <command> [options]\n\ncommands:\n${lines.join('\n')}\n`;
}

async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h') {
    stderr.write(usage());
    return name === undefined ? 2 : 0;
  }
  const subcommand = subcommands[name];
  if (!subcommand) {
    stderr.write(`social-sdk: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  return subcommand.run(rest);
}

main(argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    stderr.write(`social-sdk: ${error instanceof Error ? error.message : String(error)}\n`);
    exit(1);
  },
);
