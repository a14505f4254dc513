/**
 * The `discord.log` file of `SetLogDir`: overwritten when opened (as the C++ library does at each run),
 * written synchronously so that the last line before a crash is on disk, and bounded by rotation: when the
 * next line would take the file past its limit it becomes `discord.log.1` (replacing the previous one)
 * and a fresh `discord.log` starts, so the two together never exceed twice the limit.
 */
import { closeSync, openSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
/** The file's name in the log directory, as the C++ library names it. */
export const LOG_FILE_NAME = 'discord.log';
/** The size at which `discord.log` is rotated, unless `ClientOptions.logFileMaxBytes` says otherwise: 4 MiB. */
export const DEFAULT_LOG_FILE_MAX_BYTES = 4 * 1024 * 1024;
/** One open `discord.log`. */
export class LogFile {
    #path;
    #maxBytes;
    #fd;
    #size = 0;
    /**
     * Opens (and empties) `discord.log` in `directory`.
     * @throws the file system's error when the directory does not exist or is not writable.
     */
    constructor(directory, maxBytes, name = LOG_FILE_NAME) {
        this.#path = join(directory, name);
        this.#maxBytes = maxBytes;
        this.#fd = openSync(this.#path, 'w');
    }
    /** Where the file is. */
    get path() {
        return this.#path;
    }
    /**
     * Appends one line (a newline is added), rotating first when it would pass the limit.
     * @returns false when the file could not be written (it is then closed for good).
     */
    write(line) {
        if (this.#fd === undefined)
            return false;
        const bytes = Buffer.from(`${line}\n`, 'utf8');
        try {
            if (this.#size > 0 && this.#size + bytes.length > this.#maxBytes)
                this.#rotate();
            writeSync(this.#fd, bytes);
            this.#size += bytes.length;
            return true;
        }
        catch {
            // A full disk or a removed directory ends file logging; the callbacks still get every line.
            this.close();
            return false;
        }
    }
    /** Closes the file; later writes are refused. */
    close() {
        if (this.#fd === undefined)
            return;
        const fd = this.#fd;
        this.#fd = undefined;
        try {
            closeSync(fd);
        }
        catch {
            // Already gone: nothing left to release.
        }
    }
    #rotate() {
        if (this.#fd !== undefined)
            closeSync(this.#fd);
        this.#fd = undefined;
        renameSync(this.#path, `${this.#path}.1`);
        this.#fd = openSync(this.#path, 'w');
        this.#size = 0;
    }
}
