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
/**
 * The one wording of an unknown flag, for every subcommand: `unknown option "--prot" (did you mean
 * "--port"?)`; the entry point adds the usage line and where the help is.
 * @param known - the flags the command takes (`--port`, `--help`, ...).
 */
export function unknownOption(arg, known) {
    const flag = arg.split('=', 1)[0] ?? arg;
    const near = known.find((candidate) => candidate !== flag && closeFlags(flag, candidate));
    return `unknown option ${JSON.stringify(flag.slice(0, 64))}${near === undefined ? '' : ` (did you mean "${near}"?)`}`;
}
/** Two flags one edit apart, or one the start of the other (`--dry` and `--dry-run`). */
function closeFlags(a, b) {
    if (a.length >= 4 && (b.startsWith(a) || a.startsWith(b)))
        return true;
    if (Math.abs(a.length - b.length) > 1)
        return false;
    let i = 0;
    while (i < a.length && a[i] === b[i])
        i++;
    const rest = (x, skip) => x.slice(i + skip);
    return (rest(a, 1) === rest(b, 1) ||
        rest(a, 1) === rest(b, 0) ||
        rest(a, 0) === rest(b, 1) ||
        (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2)));
}
/** The flags a usage or help text names (`--port`, `--data`, ...), in order, once each. */
export function flagsOf(text) {
    return [...new Set(text.match(/--[a-z][a-z0-9-]*/g) ?? [])];
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
        // An unknown flag is worded as every subcommand words it; Node's other messages name the argument
        // ("Option '--scope <value>' argument missing"): keep them, drop Node's advice about `--` that does
        // not apply to every command.
        const text = error instanceof Error ? error.message : String(error);
        const unknown = /^Unknown option '([^']*)'/.exec(text)?.[1];
        const known = [...Object.keys(spec.options).map((name) => `--${name}`), '--help'];
        const message = unknown !== undefined ? unknownOption(unknown, known) : text.split('. To specify')[0];
        throw new UsageError(message || 'bad arguments', spec.usage);
    }
}
