import { type Issue } from '../rules/issues.js';
/** The part of a stream the output uses (process.stdout / stderr, or a test's). */
export interface OutputStream {
    write(text: string): unknown;
    readonly isTTY?: boolean | undefined;
}
/** Exit statuses of `social-sdk commands`: 0 done (and in sync), 1 problems or failures, 2 usage, 3 drift. */
export declare const Exit: {
    readonly OK: 0;
    readonly FAILED: 1;
    readonly USAGE: 2;
    readonly DRIFT: 3;
};
/** Below this many writes a sync is quick enough that progress would only flicker. */
export declare const PROGRESS_MIN_WRITES = 10;
export declare class CliOutput {
    #private;
    constructor(stdout?: OutputStream, stderr?: OutputStream);
    /** Strings never to print (the token, once known). */
    addSecret(secret: string): void;
    /** A line of results. */
    line(text: string): void;
    /** The machine-readable result (`--json`): one document on stdout. */
    json(value: unknown): void;
    /** Raw text on stdout (an exported file). */
    raw(text: string): void;
    /** A problem, on stderr. */
    problem(text: string): void;
    /** The problems of a command file, one per line: `FILE: path: CODE: message`. */
    issues(file: string, issues: readonly Issue[]): void;
    /**
     * Progress of `done` out of `total` writes, shown only for long work: on a TTY one line rewritten in
     * place, otherwise a plain line every few writes (logs of CI runs have no carriage returns).
     */
    progress(done: number, total: number, what: string): void;
}
