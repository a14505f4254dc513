/**
 * Replays of a signed interaction: a request whose signature holds may be sent again by anyone who saw it
 * (a proxy, a log) while its timestamp is within the accepted skew. The guard remembers each interaction
 * id with the answer it got, so a replay gets the same answer and the handler does not run twice.
 *
 * Window: an id is kept for twice the accepted skew (the timestamp may lie up to the skew ahead of the
 * clock, and a replay stays acceptable until the skew after it): 10 minutes with the default 300 s. Memory
 * is bounded: at most `maxIds` ids (default 10000), the oldest forgotten first when more arrive.
 */
/** An answer as sent: status, content type and body text. */
export interface RecordedAnswer {
    readonly status: number;
    readonly contentType: string;
    readonly body: string;
}
export declare const DEFAULT_MAX_REMEMBERED_IDS = 10000;
export declare class ReplayGuard {
    #private;
    /**
     * @param windowMs - how long an id is remembered (Infinity: until pushed out by newer ones).
     * @param maxIds - the most ids remembered at once.
     * @param now - Unix ms.
     */
    constructor(windowMs: number, maxIds: number, now: () => number);
    /** How many ids are remembered now. */
    get size(): number;
    /**
     * The answer the first request with this id got (or will get), for a replay; undefined for a first
     * request, whose answer is then remembered as `answer`.
     */
    claim(id: string, answer: () => Promise<RecordedAnswer>): Promise<RecordedAnswer> | undefined;
}
