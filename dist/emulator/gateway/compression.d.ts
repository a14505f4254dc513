/** The `compress` query values the gateway serves. */
export declare const COMPRESS_ZLIB_STREAM = "zlib-stream";
export declare class ZlibStreamSender {
    #private;
    /** `out` receives each message's compressed bytes, in the order the messages were sent. */
    constructor(out: (bytes: Buffer) => void);
    send(text: string): void;
    /** What waits here for the socket: messages queued or being compressed (connection.ts bounds it). */
    get pendingBytes(): number;
    /** Runs `then` once every message sent so far is out (at once when none is pending). */
    afterPending(then: () => void): void;
    /** Frees the zlib context; later sends are dropped. */
    end(): void;
}
