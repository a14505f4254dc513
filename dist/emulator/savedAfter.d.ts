/**
 * A control call's answer, given once the change it made is saved: the control API, acting as a user and
 * the provisional domain's settings resolve only after the data file holds their change, as a request's
 * response is sent only after it (persistence.ts).
 */
/** Resolves with `value` once the state is saved. */
export type Saved = <T>(value: T) => Promise<T>;
/** The {@link Saved} of one emulator's `persist`. */
export declare function savedAfter(persist: () => Promise<void>): Saved;
