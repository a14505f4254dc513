/**
 * Arguments of the `social-sdk` subcommands, parsed one way for all of them (Node's `util.parseArgs` in
 * strict mode): `--help`/`-h` everywhere, unknown flags and stray arguments refused with a
 * {@link UsageError} that the entry point turns into a usage line and exit status 2.
 */
import { parseArgs } from 'node:util';
/** A command-line mistake: the message says which argument and what is allowed. Exit status 2. */
export class UsageError extends Error {
    name = 'UsageError';
    /** The command's usage line (`social-sdk demo [--browser]`), when known. */
    usage;
    constructor(message, usage) {
        super(message);
        this.usage = usage;
    }
}
/** `--help` or `-h` anywhere among the arguments. */
export function wantsHelp(args) {
    return args.includes('--help') || args.includes('-h');
}
/** The whole `--help` text of a subcommand. */
export function helpText(spec) {
    return `usage: ${spec.usage}\n\n${spec.help.trimEnd()}\n  -h, --help         show this help\n`;
}
/** Parses `args` against `spec`; throws {@link UsageError} naming the offending argument. */
export function parseCommandArgs(spec, args) {
    try {
        return parseArgs({
            args: [...args],
            options: spec.options,
            strict: true,
            allowPositionals: spec.positionals ?? false,
        });
    }
    catch (error) {
        // Node's messages name the argument ("Unknown option '--bogus'"); keep them, drop Node's advice
        // about `--` that does not apply to every command.
        const message = error instanceof Error ? error.message.split('. To specify')[0] : String(error);
        throw new UsageError(message ?? 'bad arguments', spec.usage);
    }
}
