/**
 * Splitting a launch command given as one string (the C++ library's `RegisterLaunchCommand(appId,
 * command)`) into the program and its arguments, without a shell and without any expansion: what is
 * written is what the program gets. The addon then quotes each argument again for the OS (Desktop Entry
 * `Exec` rules, or the Windows command-line rules), so the round trip is exact.
 *
 * - Windows: the Microsoft C runtime's rules (those of `CommandLineToArgvW`): the program is everything
 *   up to the first space, or between the first pair of double quotes; in arguments, `\"` is a literal
 *   quote, backslashes are literal unless they precede a quote (then 2n backslashes give n), and `""`
 *   inside quotes is a literal quote.
 * - Elsewhere: POSIX-shell-like quoting without expansion: spaces separate; `'...'` is literal; inside
 *   `"..."` a backslash escapes `"`, `\`, `$` and `` ` `` only; outside quotes a backslash escapes any
 *   character. `$HOME`, `~`, `*`, `;`, `|` and `%u` are ordinary characters.
 */
/** Longest launch command accepted, in characters: the Windows command-line limit, applied everywhere. */
export declare const MAX_LAUNCH_COMMAND_LENGTH = 32767;
/** A command split into the program and the arguments before the URL. */
export interface SplitCommand {
    readonly command: string;
    readonly args: readonly string[];
}
/**
 * Splits `text` per the rules of `platform` (above). Throws a TypeError when it is not a string, and a
 * RangeError naming `where` and the position for a control character, an unbalanced quote or too much text.
 * An empty (or all-space) command gives `undefined`: the caller substitutes the current executable.
 */
export declare function splitLaunchCommand(text: unknown, platform: NodeJS.Platform, where: string): SplitCommand | undefined;
