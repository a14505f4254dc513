import { type LogFunction, LoggingSeverity } from '../model/logging.js';
/** The C++ library's `LogCallback`: one line and its severity. */
export type LogCallback = (message: string, severity: LoggingSeverity) => void;
/** What a {@link Logger} is made with. */
export interface LoggerOptions {
    /** The older `ClientOptions.log`: receives the lines of `Info` and above, without their severity. */
    plain?: ((line: string) => void) | undefined;
    /** Size at which `discord.log` rotates, bytes. */
    fileMaxBytes?: number | undefined;
    /** Unix ms, for the file's timestamps. */
    now?: (() => number) | undefined;
    /** The file's name in the log directory. Default `discord.log` (the voice log's: `discord-webrtc_0`). */
    fileName?: string | undefined;
    /** The call's name in errors (`SetLogDir`, `SetVoiceLogDir`). Default `SetLogDir`. */
    dirCall?: string | undefined;
}
/** `LoggingSeverity` value to name (`Warning`). */
export declare const loggingSeverityName: (value: number) => string;
/** The log of one client. */
export declare class Logger {
    #private;
    /** @throws RangeError naming `logFileMaxBytes` unless it is an integer of at least 1024. */
    constructor(options?: LoggerOptions);
    /** Writes one line at `severity` (default `Info`); bound, so layers can take it as a plain function. */
    readonly write: LogFunction;
    /** Whether any callback or the file receives lines of `severity`. */
    hears(severity: LoggingSeverity): boolean;
    /**
     * Adds a callback receiving the lines at or above `minSeverity`.
     * @throws ValidationError naming `callback` or `minSeverity`.
     */
    addCallback(callback: LogCallback, minSeverity: LoggingSeverity): void;
    /**
     * Writes the lines at or above `minSeverity` to `discord.log` in `path` (emptied first); `None` stops
     * file logging.
     * @param path - the directory; empty means the current working directory.
     * @returns whether the file is open.
     * @throws ValidationError naming `path` or `minSeverity` for a non-string or an unknown severity.
     */
    setLogDir(path: string, minSeverity: LoggingSeverity): boolean;
    /** Closes `discord.log` if one is open. */
    close(): void;
}
