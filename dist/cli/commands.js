/**
 * `social-sdk commands <validate|diff|sync|export>`: application commands from a CI pipeline. Each
 * subcommand answers `--help`, refuses bad flags with its usage (exit 2), prints lines or, with `--json`,
 * one JSON document, and never prints the token (it is read from the environment or a file, never from
 * a flag's value). Exit statuses: 0 done, 1 problems or a failed call, 2 usage, 3 drift (`diff`).
 */
import { helpText, UsageError, wantsHelp } from './args.js';
import { CliOutput } from './cliOutput.js';
const SUBCOMMANDS = {
    validate: {
        summary: 'check command files with the service rules (no token, no network)',
        load: async () => {
            const { runValidate, VALIDATE_CLI } = await import('./commandsValidate.js');
            return { spec: VALIDATE_CLI, run: runValidate };
        },
    },
    diff: {
        summary: 'print what a sync would change; exit 3 when not in sync',
        load: async () => {
            const { DIFF_CLI, runDiffOrSync } = await import('./commandsSync.js');
            return { spec: DIFF_CLI, run: (args, output) => runDiffOrSync('diff', args, output) };
        },
    },
    sync: {
        summary: 'apply a command file with the fewest calls and daily creates',
        load: async () => {
            const { runDiffOrSync, SYNC_CLI } = await import('./commandsSync.js');
            return { spec: SYNC_CLI, run: (args, output) => runDiffOrSync('sync', args, output) };
        },
    },
    export: {
        summary: 'write the registered commands as a file sync accepts',
        load: async () => {
            const { EXPORT_CLI, runExport } = await import('./commandsExport.js');
            return { spec: EXPORT_CLI, run: runExport };
        },
    },
};
const USAGE = 'social-sdk commands <validate|diff|sync|export> [options]';
function groupHelp() {
    const lines = Object.entries(SUBCOMMANDS).map(([name, { summary }]) => `  ${name.padEnd(10)} ${summary}`);
    return (`usage: ${USAGE}\n\nApplication commands for app backends and CI pipelines.\n\ncommands:\n${lines.join('\n')}\n\n` +
        'The token is read from $SOCIAL_SDK_BOT_TOKEN (or --token-env NAME, --token-file FILE), never from a\n' +
        'flag value. Exit status: 0 done, 1 problems or a failed call, 2 usage, 3 drift (diff).\n' +
        'Run `social-sdk commands <command> --help` for the options of a command.\n');
}
/** Entry of `social-sdk commands ...`; returns the exit status. */
export async function runCommands(args, output = new CliOutput()) {
    const [name, ...rest] = args;
    if (name === undefined) {
        output.problem(groupHelp().trimEnd());
        return 2;
    }
    if (name === '--help' || name === '-h') {
        output.raw(groupHelp());
        return 0;
    }
    const subcommand = SUBCOMMANDS[name];
    if (subcommand === undefined)
        throw new UsageError(`unknown command "${name}": expected validate, diff, sync or export`, USAGE);
    const { spec, run } = await subcommand.load();
    if (wantsHelp(rest)) {
        output.raw(helpText(spec));
        return 0;
    }
    return run(rest, output);
}
