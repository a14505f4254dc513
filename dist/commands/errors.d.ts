/**
 * Why a sync stopped: {@link CommandSyncError} and its codes ({@link CommandSyncErrorCode}), on the SDK's
 * one error base (`SdkError`). Problems found in the desired set itself are a `ValidationError` (from `src/http`),
 * as for any request body; this error covers what only the plan reveals, and a failure part-way through
 * applying one, where the caller must learn what was already done.
 */
import { SdkError } from '../http/errors.js';
import type { CommandSyncResult } from './syncResult.js';
/** String codes of {@link CommandSyncError}. */
export declare const CommandSyncErrorCode: {
    /**
     * The plan needs deletes that `allowDeletes` does not permit: a kept command holds a name the plan
     * writes, keeping it would exceed a per-type limit, or a cycle of renames must re-create a command.
     * Nothing was sent.
     */
    readonly NEEDS_DELETES: 'ERR_SYNC_NEEDS_DELETES';
    /**
     * A guild command would need a field that guild create and edit requests do not take (only a bulk
     * overwrite sets it, and sync uses one only with `allowDeletes`). Nothing was sent.
     */
    readonly NEEDS_BULK_OVERWRITE: 'ERR_SYNC_NEEDS_BULK_OVERWRITE';
    /** A call failed after others had succeeded: `result` says what was done, `cause` what failed. */
    readonly INCOMPLETE: 'ERR_SYNC_INCOMPLETE';
};
export type CommandSyncErrorCode = (typeof CommandSyncErrorCode)[keyof typeof CommandSyncErrorCode];
/** A sync that could not be applied as planned. */
export declare class CommandSyncError extends SdkError<CommandSyncErrorCode> {
    name: string;
    /**
     * Its codes (`error.code === CommandSyncError.codes.INCOMPLETE`): one class carries all three, since
     * what a caller does about each differs by `code` only, so there is no single static `code`.
     */
    static readonly codes: {
        /**
         * The plan needs deletes that `allowDeletes` does not permit: a kept command holds a name the plan
         * writes, keeping it would exceed a per-type limit, or a cycle of renames must re-create a command.
         * Nothing was sent.
         */
        readonly NEEDS_DELETES: 'ERR_SYNC_NEEDS_DELETES';
        /**
         * A guild command would need a field that guild create and edit requests do not take (only a bulk
         * overwrite sets it, and sync uses one only with `allowDeletes`). Nothing was sent.
         */
        readonly NEEDS_BULK_OVERWRITE: 'ERR_SYNC_NEEDS_BULK_OVERWRITE';
        /** A call failed after others had succeeded: `result` says what was done, `cause` what failed. */
        readonly INCOMPLETE: 'ERR_SYNC_INCOMPLETE';
    };
    readonly code: CommandSyncErrorCode;
    /** For `INCOMPLETE`: the calls that succeeded before the failure (`cause`). */
    readonly result: CommandSyncResult | undefined;
    constructor(code: CommandSyncErrorCode, message: string, options?: {
        result?: CommandSyncResult;
        cause?: unknown;
    });
}
