/**
 * Optional persistence (`--data FILE`): the whole state as one JSON file, rewritten atomically (temp file,
 * fsync, rename) before the response of any request that changed it is sent. A crash between requests
 * therefore loses nothing; a crash during a write leaves the previous file intact.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
/** Marks the file as ours, so a wrong `--data` path is refused instead of overwritten. */
export const SNAPSHOT_FORMAT = 'social-sdk-emulator-state';
export const SNAPSHOT_VERSION = 1;
/** The whole state of an emulator as JSON text. */
export function snapshotText(ctx) {
    const snapshot = {
        format: SNAPSHOT_FORMAT,
        version: SNAPSHOT_VERSION,
        clock: ctx.clock.state(),
        idsIssued: ctx.ids.issued,
        keys: ctx.keys.snapshot(),
        settings: ctx.settings,
        collections: ctx.store.snapshot(),
    };
    return JSON.stringify(snapshot);
}
/** Restores a state read by {@link DataFile.load}. */
export function restoreSnapshot(ctx, raw) {
    const snapshot = raw;
    if (typeof snapshot.collections !== 'object' ||
        snapshot.collections === null ||
        !Array.isArray(snapshot.keys)) {
        throw new Error('data file: missing collections or keys');
    }
    ctx.store.load(snapshot.collections);
    ctx.clock.restore(snapshot.clock);
    ctx.ids.resume(snapshot.idsIssued);
    ctx.keys.load(snapshot.keys);
    Object.assign(ctx.settings, snapshot.settings);
    ctx.events.resync();
}
export class DataFile {
    path;
    #last;
    /** The write in flight, if any. */
    #writing;
    /** The one write queued behind it: every save made meanwhile joins it (group commit). */
    #next;
    constructor(path) {
        this.path = path;
    }
    /**
     * The stored state, or undefined when the file does not exist yet. Throws on a file that is not ours.
     * First removes the temporaries of this data file left by a process killed during a save.
     */
    async load() {
        await removeStaleTemporaries(this.path);
        let text;
        try {
            text = await readFile(this.path, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        }
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            throw new Error(`data file ${this.path}: not valid JSON (refusing to overwrite it)`);
        }
        const record = parsed;
        if (typeof record !== 'object' || record === null || record.format !== SNAPSHOT_FORMAT) {
            throw new Error(`data file ${this.path}: not an emulator state file (refusing to overwrite it)`);
        }
        if (record.version !== SNAPSHOT_VERSION) {
            throw new Error(`data file ${this.path}: state version ${String(record.version)}, expected ${SNAPSHOT_VERSION}`);
        }
        this.#last = text;
        return record;
    }
    /**
     * Saves the state: `state` is the text, or a function that serializes it when its write starts. Resolves
     * once a write holding the state as of this call is on disk. While a write is in flight, every save made
     * meanwhile joins one queued write, serialized when it starts: a burst of changes costs one snapshot and
     * one fsync, not one each (a save reserializes the whole file, so one per request capped the soak's
     * rate). Writes never overlap, so the file only moves forward. Unchanged content is not rewritten.
     */
    save(state) {
        const produce = typeof state === 'string' ? () => state : state;
        const writing = this.#writing;
        if (writing === undefined)
            return this.#start(produce);
        if (this.#next !== undefined) {
            this.#next.produce = produce;
            return this.#next.done;
        }
        // A failed write rejects its own callers only; the queued one still runs.
        const done = writing
            .catch(() => undefined)
            .then(() => {
            const next = this.#next;
            this.#next = undefined;
            return this.#start(next.produce);
        });
        this.#next = { produce, done };
        return done;
    }
    #start(produce) {
        const text = produce();
        if (text === this.#last) {
            this.#writing = undefined;
            return Promise.resolve();
        }
        this.#last = text;
        const write = (async () => {
            try {
                await writeAtomically(this.path, text);
            }
            catch (error) {
                this.#last = undefined;
                throw error;
            }
            finally {
                // With a write queued, its start replaces this one; until then later saves join the queue.
                if (this.#next === undefined)
                    this.#writing = undefined;
            }
        })();
        this.#writing = write;
        return write;
    }
}
/** `.<name>.<pid>.<12 hex>.tmp`: the temporary a save of `<name>` writes before its rename. */
function temporaryPattern(path) {
    const name = basename(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^\\.${name}\\.(\\d+)\\.[0-9a-f]{12}\\.tmp$`);
}
/** True when a process with this id exists (signal 0 only checks). */
function processAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it exists but belongs to someone else.
        return error.code === 'EPERM';
    }
}
/**
 * Removes the temporaries of this data file whose writer is gone (a kill during a save leaves one
 * behind; the data file itself is intact, the rename never happened). A live writer's are left alone.
 */
export async function removeStaleTemporaries(path) {
    const pattern = temporaryPattern(path);
    let names;
    try {
        names = await readdir(dirname(path));
    }
    catch {
        return 0;
    }
    let removed = 0;
    for (const name of names) {
        const pid = Number(pattern.exec(name)?.[1] ?? Number.NaN);
        if (!Number.isInteger(pid) || (pid !== process.pid && processAlive(pid)))
            continue;
        await rm(join(dirname(path), name), { force: true });
        removed += 1;
    }
    return removed;
}
async function writeAtomically(path, text) {
    const dir = dirname(path);
    await mkdir(dir, { recursive: true });
    const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    try {
        const handle = await open(temp, 'w', 0o600);
        try {
            await handle.writeFile(text, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await rename(temp, path);
    }
    catch (error) {
        await rm(temp, { force: true });
        throw error;
    }
    try {
        const handle = await open(dir, 'r');
        try {
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch {
        // Some platforms cannot fsync a directory; the rename is still atomic.
    }
}
