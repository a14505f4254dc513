/**
 * The client's one logger (`AddLogCallback`, `SetLogDir`): every layer of a client writes its diagnostic
 * lines through {@link Logger.write}, which hands each line to the callbacks and to `discord.log` whose
 * minimum severity it reaches. Lines never hold a secret: the layers write routes, ids, statuses and
 * reasons, never a token, code, verifier or client secret (test/client/logging.test.ts drives every flow
 * and searches the output for the real values).
 */
import { resolve } from 'node:path';
import { ValidationError } from '../http/errors.js';
import { enumNamer } from '../model/enums.js';
import { LoggingSeverity } from '../model/logging.js';
import { DEFAULT_LOG_FILE_MAX_BYTES, LOG_FILE_NAME, LogFile } from './logFile.js';
/** `LoggingSeverity` value to name (`Warning`). */
export const loggingSeverityName = enumNamer(LoggingSeverity);
/** The log of one client. */
export class Logger {
    #sinks = [];
    #fileMaxBytes;
    #now;
    #fileName;
    #dirCall;
    #file;
    /** The lowest severity anyone listens to (None when nobody does): a cheap test before formatting. */
    #lowest = LoggingSeverity.None;
    /** @throws RangeError naming `logFileMaxBytes` unless it is an integer of at least 1024. */
    constructor(options = {}) {
        const max = options.fileMaxBytes ?? DEFAULT_LOG_FILE_MAX_BYTES;
        if (!Number.isInteger(max) || max < 1024)
            throw new RangeError(`logFileMaxBytes: expected an integer of at least 1024, got ${String(max)}`);
        this.#fileMaxBytes = max;
        this.#now = options.now ?? Date.now;
        this.#fileName = options.fileName;
        this.#dirCall = options.dirCall ?? 'SetLogDir';
        const plain = options.plain;
        if (plain !== undefined)
            this.#addSink((message) => plain(message), LoggingSeverity.Info);
    }
    /** Writes one line at `severity` (default `Info`); bound, so layers can take it as a plain function. */
    write = (line, severity = LoggingSeverity.Info) => {
        if (severity < this.#lowest)
            return;
        for (const sink of this.#sinks) {
            if (severity < sink.min)
                continue;
            try {
                sink.callback(line, severity);
            }
            catch {
                // A throwing log callback must not break the call that logged; it cannot be logged either.
            }
        }
        const file = this.#file;
        if (file !== undefined && severity >= file.min) {
            const stamp = new Date(this.#now()).toISOString();
            if (!file.file.write(`${stamp} [${loggingSeverityName(severity)}] ${oneLine(line)}`)) {
                this.#file = undefined;
                this.#recomputeLowest();
            }
        }
    };
    /** Whether any callback or the file receives lines of `severity`. */
    hears(severity) {
        return severity >= this.#lowest;
    }
    /**
     * Adds a callback receiving the lines at or above `minSeverity`.
     * @throws ValidationError naming `callback` or `minSeverity`.
     */
    addCallback(callback, minSeverity) {
        if (typeof callback !== 'function')
            throw ValidationError.argument('callback', 'AddLogCallback: callback must be a function');
        this.#addSink(callback, checkSeverity('AddLogCallback', minSeverity));
    }
    /**
     * Writes the lines at or above `minSeverity` to `discord.log` in `path` (emptied first); `None` stops
     * file logging.
     * @param path - the directory; empty means the current working directory.
     * @returns whether the file is open.
     * @throws ValidationError naming `path` or `minSeverity` for a non-string or an unknown severity.
     */
    setLogDir(path, minSeverity) {
        if (typeof path !== 'string')
            throw ValidationError.argument('path', `${this.#dirCall}: path must be a string`);
        const min = checkSeverity(this.#dirCall, minSeverity);
        this.#file?.file.close();
        this.#file = undefined;
        if (min !== LoggingSeverity.None) {
            try {
                this.#file = {
                    file: new LogFile(resolve(path === '' ? '.' : path), this.#fileMaxBytes, this.#fileName),
                    min,
                };
            }
            catch (error) {
                const reason = error instanceof Error && 'code' in error ? String(error.code) : 'error';
                this.#recomputeLowest();
                this.write(`logging: ${this.#fileName ?? LOG_FILE_NAME} could not be opened in the log directory (${reason})`, LoggingSeverity.Error);
                return false;
            }
        }
        this.#recomputeLowest();
        if (this.#file !== undefined)
            this.write(`logging: writing ${this.#file.file.path}`, LoggingSeverity.Info);
        return this.#file !== undefined;
    }
    /** Closes `discord.log` if one is open. */
    close() {
        this.#file?.file.close();
        this.#file = undefined;
        this.#recomputeLowest();
    }
    #addSink(callback, min) {
        if (min === LoggingSeverity.None)
            return;
        this.#sinks.push({ callback, min });
        this.#recomputeLowest();
    }
    #recomputeLowest() {
        let lowest = this.#file?.min ?? LoggingSeverity.None;
        for (const sink of this.#sinks)
            if (sink.min < lowest)
                lowest = sink.min;
        this.#lowest = lowest;
    }
}
const SEVERITIES = new Set(Object.values(LoggingSeverity));
function checkSeverity(call, value) {
    if (typeof value === 'number' && SEVERITIES.has(value))
        return value;
    throw ValidationError.argument('minSeverity', `${call}: minSeverity must be a LoggingSeverity (Verbose 1, Info 2, Warning 3, Error 4, None 5), got ${String(value)}`);
}
/** A line from far away (a close reason, a server's message) must not forge more lines in the file. */
function oneLine(line) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
    return line.replace(/[\u0000-\u001f\u007f]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : ' '));
}
