export declare class VoiceUdp {
    #private;
    constructor(server: {
        ip: string;
        port: number;
    }, onPacket: (message: Buffer) => void);
    /**
     * Asks the server which address and port it sees for this socket (retried until answered or closed).
     * @returns the address to name in Select Protocol.
     */
    discover(ssrc: number): Promise<{
        ip: string;
        port: number;
    }>;
    send(bytes: Buffer): void;
    close(): void;
}
