/** The file's name in the log directory, as the C++ library names it. */
export declare const LOG_FILE_NAME = "discord.log";
/** The size at which `discord.log` is rotated, unless `ClientOptions.logFileMaxBytes` says otherwise: 4 MiB. */
export declare const DEFAULT_LOG_FILE_MAX_BYTES: number;
/** One open `discord.log`. */
export declare class LogFile {
    #private;
    /**
     * Opens (and empties) `discord.log` in `directory`.
     * @throws the file system's error when the directory does not exist or is not writable.
     */
    constructor(directory: string, maxBytes: number, name?: string);
    /** Where the file is. */
    get path(): string;
    /**
     * Appends one line (a newline is added), rotating first when it would pass the limit.
     * @returns false when the file could not be written (it is then closed for good).
     */
    write(line: string): boolean;
    /** Closes the file; later writes are refused. */
    close(): void;
}
