/**
 * Where a `social-sdk commands` run writes: results to stdout (or one JSON document with `--json`),
 * problems and progress to stderr. Everything written passes through {@link redact} with the run's token,
 * a second line of defence behind never putting the token in a message.
 */
import { redact } from '../http/redact.js';
import { formatIssue } from '../rules/issues.js';
/** Exit statuses of `social-sdk commands`: 0 done (and in sync), 1 problems or failures, 2 usage, 3 drift. */
export const Exit = { OK: 0, FAILED: 1, USAGE: 2, DRIFT: 3 };
/** Below this many writes a sync is quick enough that progress would only flicker. */
export const PROGRESS_MIN_WRITES = 10;
/** Without a TTY, a plain progress line every this many writes. */
const PLAIN_PROGRESS_EVERY = 10;
export class CliOutput {
    #stdout;
    #stderr;
    #secrets = [];
    /** A progress line is showing on the TTY and must be cleared before other output. */
    #progressShown = false;
    constructor(stdout = process.stdout, stderr = process.stderr) {
        this.#stdout = stdout;
        this.#stderr = stderr;
    }
    /** Strings never to print (the token, once known). */
    addSecret(secret) {
        this.#secrets.push(secret);
    }
    /** A line of results. */
    line(text) {
        this.#clearProgress();
        this.#stdout.write(`${this.#safe(text)}\n`);
    }
    /** The machine-readable result (`--json`): one document on stdout. */
    json(value) {
        this.#clearProgress();
        this.#stdout.write(`${this.#safe(JSON.stringify(value, null, 2))}\n`);
    }
    /** Raw text on stdout (an exported file). */
    raw(text) {
        this.#clearProgress();
        this.#stdout.write(this.#safe(text));
    }
    /** A problem, on stderr. */
    problem(text) {
        this.#clearProgress();
        this.#stderr.write(`${this.#safe(text)}\n`);
    }
    /** The problems of a command file, one per line: `FILE: path: CODE: message`. */
    issues(file, issues) {
        for (const issue of issues)
            this.problem(`${file}: ${formatIssue(issue)}`);
    }
    /**
     * Progress of `done` out of `total` writes, shown only for long work: on a TTY one line rewritten in
     * place, otherwise a plain line every few writes (logs of CI runs have no carriage returns).
     */
    progress(done, total, what) {
        if (total < PROGRESS_MIN_WRITES)
            return;
        if (this.#stderr.isTTY === true) {
            this.#stderr.write(`\r\x1b[K${this.#safe(`[${done}/${total}] ${what}`)}`);
            this.#progressShown = done < total;
            if (!this.#progressShown)
                this.#stderr.write('\r\x1b[K');
        }
        else if (done % PLAIN_PROGRESS_EVERY === 0 || done === total) {
            this.#stderr.write(`${this.#safe(`progress: ${done}/${total} writes`)}\n`);
        }
    }
    #clearProgress() {
        if (!this.#progressShown)
            return;
        this.#stderr.write('\r\x1b[K');
        this.#progressShown = false;
    }
    #safe(text) {
        return this.#secrets.length === 0 ? text : redact(text, this.#secrets);
    }
}
