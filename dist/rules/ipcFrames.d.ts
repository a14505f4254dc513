/**
 * The frames of the Discord app's local IPC socket (docs/desktop-app.md): an 8-byte header, the opcode and
 * the body's length as little-endian unsigned 32-bit integers, then the body, JSON in UTF-8. Opcodes:
 * handshake 0, frame 1, close 2, ping 3, pong 4 (the community RPC clients `discord-rpc` and
 * `@xhayper/discord-rpc` write and read exactly this). One body is at most {@link MAX_FRAME_BODY_BYTES}
 * (the official discord-rpc library's `MaxRpcFrameSize`, 64 KiB): the decoder refuses a longer length from
 * its header, before buffering any of it, so a peer never makes us hold more than one frame. Shared by the
 * SDK's connection (src/desktopApp) and the emulated app (src/emulator/desktopApp): one codec.
 */
/** The opcodes of the IPC socket. */
export declare const IpcOpcode: {
    readonly Handshake: 0;
    readonly Frame: 1;
    readonly Close: 2;
    readonly Ping: 3;
    readonly Pong: 4;
};
/** One of the {@link IpcOpcode} values. */
export type IpcOpcode = (typeof IpcOpcode)[keyof typeof IpcOpcode];
/** Bytes of a frame's header: opcode and length. */
export declare const FRAME_HEADER_BYTES = 8;
/** The largest body either side accepts, bytes. */
export declare const MAX_FRAME_BODY_BYTES: number;
/** A decoded frame: its opcode and its JSON body, parsed. */
export interface IpcFrame {
    readonly op: IpcOpcode;
    readonly body: unknown;
}
/** Why a byte stream is not a frame stream (the connection is closed then; nothing is resynchronised). */
export declare class IpcFrameError extends Error {
    name: string;
    /** `too_large`, `unknown_opcode` or `bad_json`. */
    readonly code: 'too_large' | 'unknown_opcode' | 'bad_json';
    constructor(code: IpcFrameError['code'], message: string);
}
/**
 * One frame's bytes.
 * @param op - the opcode.
 * @param body - any JSON value.
 * @throws RangeError when the body is longer than {@link MAX_FRAME_BODY_BYTES}.
 * @example encodeFrame(IpcOpcode.Handshake, { v: 1, client_id: '1234' })
 */
export declare function encodeFrame(op: IpcOpcode, body: unknown): Buffer;
/**
 * Cuts a byte stream into frames, whatever the chunks. Holds at most one header and one body's bytes; a
 * length above the bound, an opcode that is none, or a body that is not JSON throws {@link IpcFrameError}
 * (after which the decoder must not be fed again).
 */
export declare class FrameDecoder {
    #private;
    /** @param maxBody - the largest body accepted, bytes (default {@link MAX_FRAME_BODY_BYTES}). */
    constructor(maxBody?: number);
    /** Bytes held, waiting for the rest of a frame (never above header + bound). */
    get buffered(): number;
    /**
     * Adds bytes; returns the frames they completed, in order.
     * @throws IpcFrameError for a stream that is not frames.
     */
    push(chunk: Buffer): IpcFrame[];
}
