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
export const IpcOpcode = {
    Handshake: 0,
    Frame: 1,
    Close: 2,
    Ping: 3,
    Pong: 4,
};
/** Bytes of a frame's header: opcode and length. */
export const FRAME_HEADER_BYTES = 8;
/** The largest body either side accepts, bytes. */
export const MAX_FRAME_BODY_BYTES = 64 * 1024;
/** Why a byte stream is not a frame stream (the connection is closed then; nothing is resynchronised). */
export class IpcFrameError extends Error {
    name = 'IpcFrameError';
    /** `too_large`, `unknown_opcode` or `bad_json`. */
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
/**
 * One frame's bytes.
 * @param op - the opcode.
 * @param body - any JSON value.
 * @throws RangeError when the body is longer than {@link MAX_FRAME_BODY_BYTES}.
 * @example encodeFrame(IpcOpcode.Handshake, { v: 1, client_id: '1234' })
 */
export function encodeFrame(op, body) {
    const json = Buffer.from(JSON.stringify(body) ?? 'null', 'utf8');
    if (json.length > MAX_FRAME_BODY_BYTES)
        throw new RangeError(`IPC frame: the body is ${json.length} bytes, at most ${MAX_FRAME_BODY_BYTES}`);
    const header = Buffer.alloc(FRAME_HEADER_BYTES);
    header.writeUInt32LE(op, 0);
    header.writeUInt32LE(json.length, 4);
    return Buffer.concat([header, json]);
}
const OPCODES = new Set(Object.values(IpcOpcode));
/**
 * Cuts a byte stream into frames, whatever the chunks. Holds at most one header and one body's bytes; a
 * length above the bound, an opcode that is none, or a body that is not JSON throws {@link IpcFrameError}
 * (after which the decoder must not be fed again).
 */
export class FrameDecoder {
    #maxBody;
    #chunks = [];
    #buffered = 0;
    /** @param maxBody - the largest body accepted, bytes (default {@link MAX_FRAME_BODY_BYTES}). */
    constructor(maxBody = MAX_FRAME_BODY_BYTES) {
        this.#maxBody = maxBody;
    }
    /** Bytes held, waiting for the rest of a frame (never above header + bound). */
    get buffered() {
        return this.#buffered;
    }
    /**
     * Adds bytes; returns the frames they completed, in order.
     * @throws IpcFrameError for a stream that is not frames.
     */
    push(chunk) {
        const frames = [];
        this.#chunks.push(chunk);
        this.#buffered += chunk.length;
        for (;;) {
            if (this.#buffered < FRAME_HEADER_BYTES)
                return frames;
            const head = this.#peek(FRAME_HEADER_BYTES);
            const op = head.readUInt32LE(0);
            const length = head.readUInt32LE(4);
            if (!OPCODES.has(op))
                throw new IpcFrameError('unknown_opcode', `IPC frame: unknown opcode ${op}`);
            if (length > this.#maxBody)
                throw new IpcFrameError('too_large', `IPC frame: a body of ${length} bytes announced, at most ${this.#maxBody}`);
            if (this.#buffered < FRAME_HEADER_BYTES + length)
                return frames;
            const whole = this.#take(FRAME_HEADER_BYTES + length);
            let body;
            try {
                body = JSON.parse(whole.subarray(FRAME_HEADER_BYTES).toString('utf8'));
            }
            catch {
                throw new IpcFrameError('bad_json', `IPC frame: opcode ${op} with a body that is not JSON`);
            }
            frames.push({ op: op, body });
        }
    }
    #peek(bytes) {
        if ((this.#chunks[0]?.length ?? 0) < bytes)
            this.#chunks = [Buffer.concat(this.#chunks)];
        return this.#chunks[0];
    }
    #take(bytes) {
        const all = this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks);
        const out = all.subarray(0, bytes);
        const rest = all.subarray(bytes);
        this.#chunks = rest.length > 0 ? [rest] : [];
        this.#buffered = rest.length;
        return out;
    }
}
