#!/usr/bin/env node
/**
 * The `social-sdk` command. Each subcommand lives in its own module and is loaded only when used; each
 * answers `--help` with its usage and refuses unknown flags with a usage line and exit status 2.
 */
import { argv, exit, stderr, stdout } from 'node:process';
import { UsageError } from './args.js';
const subcommands = {
    demo: {
        summary: 'run the SDK demo against the embedded emulator',
        run: async (args) => (await import('./demo.js')).runDemo(args),
    },
    emulator: {
        summary: 'run the local emulator of the service',
        run: async (args) => {
            const { runEmulatorUntilSignal } = await import('./emulator.js');
            await runEmulatorUntilSignal(args);
            return 0;
        },
    },
    commands: {
        summary: 'validate, diff, sync and export application commands (for CI pipelines)',
        run: async (args) => (await import('./commands.js')).runCommands(args),
    },
    native: {
        summary: 'print whether the native addon is loaded, from where, or why not',
        run: async (args) => (await import('./native.js')).printNativeStatus(args),
    },
};
function usage() {
    const lines = Object.entries(subcommands).map(([name, { summary }]) => `  ${name.padEnd(10)} ${summary}`);
    return (`usage: social-sdk <command> [options]\n\ncommands:\n${lines.join('\n')}\n\n` +
        'Run `social-sdk <command> --help` for the options of a command.\n');
}
async function main(args) {
    const [name, ...rest] = args;
    if (name === '--help' || name === '-h') {
        stdout.write(usage());
        return 0;
    }
    if (name === undefined) {
        stderr.write(usage());
        return 2;
    }
    const subcommand = subcommands[name];
    if (!subcommand) {
        stderr.write(`social-sdk: unknown command "${name}"\n\n${usage()}`);
        return 2;
    }
    try {
        return await subcommand.run(rest);
    }
    catch (error) {
        if (!(error instanceof UsageError))
            throw error;
        const line = error.usage ?? `social-sdk ${name} [options]`;
        stderr.write(`social-sdk ${name}: ${error.message}\nusage: ${line} (see \`social-sdk ${name} --help\`)\n`);
        return 2;
    }
}
main(argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (error) => {
    stderr.write(`social-sdk: ${error instanceof Error ? error.message : String(error)}\n`);
    exit(1);
});
