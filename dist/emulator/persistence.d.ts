import type { EmulatorContext } from './context.js';
/** Marks the file as ours, so a wrong `--data` path is refused instead of overwritten. */
export declare const SNAPSHOT_FORMAT = "social-sdk-emulator-state";
export declare const SNAPSHOT_VERSION = 1;
/** The whole state of an emulator as JSON text. */
export declare function snapshotText(ctx: EmulatorContext): string;
/** Restores a state read by {@link DataFile.load}. */
export declare function restoreSnapshot(ctx: EmulatorContext, raw: Record<string, unknown>): void;
export declare class DataFile {
    #private;
    readonly path: string;
    constructor(path: string);
    /**
     * The stored state, or undefined when the file does not exist yet. Throws on a file that is not ours.
     * First removes the temporaries of this data file left by a process killed during a save.
     */
    load(): Promise<Record<string, unknown> | undefined>;
    /**
     * Saves the state: `state` is the text, or a function that serializes it when its write starts. Resolves
     * once a write holding the state as of this call is on disk. While a write is in flight, every save made
     * meanwhile joins one queued write, serialized when it starts: a burst of changes costs one snapshot and
     * one fsync, not one each (a save reserializes the whole file, so one per request capped the soak's
     * rate). Writes never overlap, so the file only moves forward. Unchanged content is not rewritten.
     */
    save(state: string | (() => string)): Promise<void>;
}
/**
 * Removes the temporaries of this data file whose writer is gone (a kill during a save leaves one
 * behind; the data file itself is intact, the rename never happened). A live writer's are left alone.
 */
export declare function removeStaleTemporaries(path: string): Promise<number>;
