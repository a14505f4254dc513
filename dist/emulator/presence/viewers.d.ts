import type { EmulatorContext } from '../context.js';
import { type PairRecord } from '../relationships/state.js';
import type { ViewerKind } from './wire.js';
/** The viewers of one user's presence. */
export interface Viewers {
    readonly discord: string[];
    /** Application id -> its game-only friends. */
    readonly game: Map<string, string[]>;
}
/** How `viewerId` sees the other user of `pair` in `applicationId`, or null when they do not. */
export declare function viewerKind(pair: PairRecord | null | undefined, viewerId: string, applicationId: string): ViewerKind | null;
/** Everyone who may see `userId`'s presence, by kind. */
export declare function viewersOf(ctx: EmulatorContext, userId: string): Viewers;
