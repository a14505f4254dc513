/**
 * Arguments of the `social-sdk` subcommands, parsed one way for all of them (Node's `util.parseArgs` in
 * strict mode): `--help`/`-h` everywhere, unknown flags and stray arguments refused with a
 * {@link UsageError} that the entry point turns into a usage line and exit status 2.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
/** A command-line mistake: the message says which argument and what is allowed. Exit status 2. */
export declare class UsageError extends Error {
    name: string;
    /** The command's usage line (`social-sdk demo [--browser]`), when known. */
    readonly usage: string | undefined;
    constructor(message: string, usage?: string);
}
export type CliOptions = NonNullable<ParseArgsConfig['options']>;
/** What a subcommand declares about its arguments. */
export interface CliSpec<O extends CliOptions> {
    /** `social-sdk demo [--browser]`: the first line of the help and of every usage error. */
    readonly usage: string;
    /** The rest of `--help`: what the command does and each option. */
    readonly help: string;
    readonly options: O;
    /** Whether positional arguments are taken (default: none). */
    readonly positionals?: boolean;
}
export type ParsedArgs<O extends CliOptions> = ReturnType<typeof parseArgs<{
    options: O;
    strict: true;
}>>;
/**
 * The one wording of an unknown flag, for every subcommand: `unknown option "--prot" (did you mean
 * "--port"?)`; the entry point adds the usage line and where the help is.
 * @param known - the flags the command takes (`--port`, `--help`, ...).
 */
export declare function unknownOption(arg: string, known: readonly string[]): string;
/** The flags a usage or help text names (`--port`, `--data`, ...), in order, once each. */
export declare function flagsOf(text: string): string[];
/** `--help` or `-h` anywhere among the arguments. */
export declare function wantsHelp(args: readonly string[]): boolean;
/** The whole `--help` text of a subcommand. */
export declare function helpText(spec: CliSpec<CliOptions>): string;
/** Parses `args` against `spec`; throws {@link UsageError} naming the offending argument. */
export declare function parseCommandArgs<O extends CliOptions>(spec: CliSpec<O>, args: readonly string[]): ParsedArgs<O>;
