/**
 * A dispatch serialized once for all its recipients. Every recipient's frame is the same text but for its
 * own sequence number, so the frame is kept as the bytes before `"s":N` and the bytes after it, and each
 * recipient's frame is those two around its number: a fan-out to 1,000 sessions encodes the data once,
 * not 1,000 times.
 *
 * The layout is `{"op":0,"d":<data>,"s":<n>,"t":"<name>"}`, the key order of `JSON.stringify({ op, d, s, t })`
 * (a test checks the two are byte-equal).
 */

export class DispatchFrame {
  readonly t: string;
  /** The dispatch's `d`, as JSON text. */
  readonly json: string;
  /** The UTF-8 bytes before and after the sequence number, encoded on the first call of `bytes`. */
  #before: Buffer | undefined;
  #after: Buffer | undefined;

  constructor(t: string, json: string) {
    this.t = t;
    this.json = json;
  }

  /** The frame's UTF-8 bytes with sequence number `s`: one copy of the shared parts, no encoding. */
  bytes(s: number): Buffer {
    this.#before ??= Buffer.from(`{"op":0,"d":${this.json},"s":`);
    this.#after ??= Buffer.from(`,"t":"${this.t}"}`);
    const before = this.#before;
    const after = this.#after;
    const digits = String(s);
    const out = Buffer.allocUnsafe(before.length + digits.length + after.length);
    before.copy(out, 0);
    // Digits are ASCII: one byte each, so `after` starts right after them.
    out.write(digits, before.length, 'latin1');
    after.copy(out, before.length + digits.length);
    return out;
  }

  /** The frame's text with sequence number `s` (for a compressed stream, which takes text). */
  text(s: number): string {
    return dispatchText(this.t, this.json, s);
  }
}

/** A dispatch frame's text: the data (JSON text) with a session's sequence number. */
export function dispatchText(t: string, json: string, s: number): string {
  return `{"op":0,"d":${json},"s":${s},"t":"${t}"}`;
}
