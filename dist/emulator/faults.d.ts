/**
 * Fault injection: rules that match requests by method and path and, for the next N matches, add latency,
 * answer with a chosen status and body, answer 429 with a `retry_after`, or drop the connection.
 */
/** A fault rule as given to the control API. */
export interface FaultRuleInput {
    /** HTTP method to match, or `*` (default). */
    method?: string | undefined;
    /**
     * Path to match, without the query string: exact (`/api/v10/users/@me`), or with `*` standing for any
     * run of characters (`/api/v10/lobbies/*`).
     */
    path: string;
    /** How many matching requests it applies to (default 1); `Infinity` or 0 for every one. */
    times?: number | undefined;
    /** Delay before handling (or before the faulty answer), in real milliseconds. */
    latencyMs?: number | undefined;
    /** Answer with this status and body instead of handling the request. */
    status?: number | undefined;
    body?: unknown;
    /** Answer 429 like a rate limit with this `retry_after` (seconds). */
    retryAfter?: number | undefined;
    /** 429 scope when `retryAfter` is set (default `user`); `global` also sets `global: true`. */
    scope?: 'user' | 'global' | 'shared' | undefined;
    /** Destroy the connection without answering. */
    drop?: boolean | undefined;
}
/** A stored rule. */
export interface FaultRule extends Required<Pick<FaultRuleInput, 'method' | 'path'>> {
    id: number;
    /** Remaining matches; Infinity for unlimited. */
    remaining: number;
    latencyMs: number;
    status: number | null;
    body: unknown;
    retryAfter: number | null;
    scope: 'user' | 'global' | 'shared';
    drop: boolean;
    /** How many requests it has matched so far. */
    hits: number;
}
/** What a matching rule asks the server to do. */
export type FaultAction = Pick<FaultRule, 'id' | 'latencyMs' | 'status' | 'body' | 'retryAfter' | 'scope' | 'drop'>;
/** The fault rules of one emulator (`emulator.faults`; `control.faults` offers the same operations). */
export declare class FaultInjector {
    #private;
    /** Adds a rule (checked) and returns it. Earlier rules win when several match. */
    add(input: FaultRuleInput): FaultRule;
    /** Copies of the rules still active, oldest (first to match) first, with their remaining uses and hits. */
    list(): FaultRule[];
    /**
     * Removes the rule with this id.
     * @param id - the `id` that {@link FaultInjector.add} returned.
     * @returns whether a rule was removed (false: unknown id, or already used up).
     */
    remove(id: number): boolean;
    /** Removes every rule. */
    clear(): void;
    /** @internal The action for a request, consuming one use of the first matching rule. */
    match(method: string, path: string): FaultAction | undefined;
}
