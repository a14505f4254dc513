/** What a socket reports. */
export interface SocketHandlers {
    readonly onOpen: () => void;
    readonly onText: (text: string) => void;
    readonly onClosed: (code: number) => void;
}
export declare class GatewaySocket {
    #private;
    constructor(url: string, handshakeTimeoutMs: number, handlers: SocketHandlers);
    /** Sends a text frame if the socket is open; false otherwise. */
    send(text: string): boolean;
    /**
     * Closes with `code` and waits (at most a second) for the server's answer, then drops the connection.
     * Nothing is reported to the handlers after this is called.
     */
    close(code: number): Promise<void>;
    /** Drops the connection at once; nothing is reported after this. */
    terminate(): void;
}
