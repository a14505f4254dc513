/**
 * Log severities with the C++ library's names and values (`discordpp::LoggingSeverity`), and the shape of
 * the one log function the SDK's layers are handed. No I/O here: the logger that writes lines to
 * callbacks and to `discord.log` is the client's (`client/logging.ts`).
 */
import type { ValueOf } from './enums.js';
/**
 * How severe a log line is, as the C++ library's `LoggingSeverity`. A sink receives the lines at or above
 * its minimum; `None` as a minimum receives nothing.
 */
export declare const LoggingSeverity: {
    readonly Verbose: 1;
    readonly Info: 2;
    readonly Warning: 3;
    readonly Error: 4;
    readonly None: 5;
};
export type LoggingSeverity = ValueOf<typeof LoggingSeverity>;
/**
 * Where a layer writes its diagnostic lines. The severity is optional so that a plain `(line) => void`
 * (the older option) still fits; a line without one is `Info`. A line never holds a secret.
 */
export type LogFunction = (line: string, severity?: LoggingSeverity) => void;
