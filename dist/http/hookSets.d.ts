/**
 * The transport's observers: the hooks a user gives (in the options or with `setHooks`, which replaces
 * them) and the ones the SDK itself adds (a client's log, with `addHooks`), which a user's `setHooks`
 * must not remove. Each event goes to every set, in the order they were added; a hook that throws is
 * skipped, as the request it observes must not break.
 */
import type { TransportHooks } from './transportTypes.js';
export declare class HookSets {
    #private;
    constructor(user: TransportHooks | undefined);
    /** The combined hooks the transport calls: undefined where no set has one (nothing to build). */
    get current(): TransportHooks;
    /** Replaces the user's hooks; added ones stay. */
    set(hooks: TransportHooks): void;
    /** Adds a set of hooks beside the user's; the returned function removes it. */
    add(hooks: TransportHooks): () => void;
}
