/**
 * The relay tap (issue 42): the last media payloads the relay handled from one participant, as it saw
 * them: transport encryption removed, RTP header excluded (the encrypted header-extension elements, if
 * any, then the frame). A DAVE test reads them through `control.voice.relayed` to show the relay holds
 * no end-to-end key: what it forwarded is DAVE's frame, not the Opus the client encoded.
 *
 * Always on, and cheap: switching it on only after a first request would make that request answer []
 * for frames a test just sent, a trap. Each of the 16 slots owns a buffer that is reused: keeping a payload
 * is one copy of ~100 bytes into it (no allocation once the slot's buffer is big enough; it grows in
 * 256-byte steps, at most to the relay's 2 KiB datagram limit), beside the decryption and the re-sealing
 * per listener the relay already does for the packet. Reading hands out copies. The ring belongs to the
 * participant, so it goes when the participant leaves its call (or the call ends).
 */
/** Payloads kept per participant. */
export const RELAY_TAP_SIZE = 16;
/** Slot buffers grow in steps of this many bytes. */
const STEP = 256;
export class RelayTap {
    #slots = [];
    #lengths = new Uint32Array(RELAY_TAP_SIZE);
    /** Payloads kept so far (the next slot is `#count % RELAY_TAP_SIZE`). */
    #count = 0;
    /** Keeps a copy of a payload, overwriting the oldest beyond {@link RELAY_TAP_SIZE}. */
    keep(payload) {
        const at = this.#count % RELAY_TAP_SIZE;
        let slot = this.#slots[at];
        if (slot === undefined || slot.length < payload.length) {
            slot = Buffer.allocUnsafeSlow(Math.ceil(payload.length / STEP) * STEP || STEP);
            this.#slots[at] = slot;
        }
        slot.set(payload);
        this.#lengths[at] = payload.length;
        this.#count++;
    }
    /** Copies of the payloads kept, oldest first. */
    list() {
        const n = Math.min(this.#count, RELAY_TAP_SIZE);
        const out = [];
        for (let i = this.#count - n; i < this.#count; i++) {
            const at = i % RELAY_TAP_SIZE;
            out.push(Buffer.from(this.#slots[at].subarray(0, this.#lengths[at])));
        }
        return out;
    }
}
