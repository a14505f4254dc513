/**
 * A DAVE call member for the voice server's tests, built on `@snazzah/davey`'s session (the DAVE
 * implementation @discordjs/voice uses, on OpenMLS), not on our code: it speaks the raw voice gateway of
 * voiceWorld.ts and follows the protocol as a client does (VOICE.md §6): key package after op 4 and after
 * op 24 epoch 1, op 25 sets the external sender, op 27 processed against the users op 11 announced and
 * answered with op 28, op 29/30 processed and answered with op 23 (or op 31 and a new key package), op 21
 * transition 0 runs at once, op 22 recorded. Every frame it sends is end-to-end encrypted by davey.
 */
import davey from '@snazzah/davey';
import { until } from '../connection/world.js';
import { connectVoice, type Joined, open, type Participant, sendRtp, type VoiceWorld } from './voiceWorld.js';

const { DAVESession } = davey;
type Session = InstanceType<typeof DAVESession>;

export class DaveMember {
  readonly p: Participant;
  readonly session: Session;
  readonly channelId: string;
  /** Users the voice gateway announced (op 11) and did not say left (op 13): who may be added. */
  readonly known = new Set<string>();
  /** Transition ids executed (op 22, or op 21 with id 0). */
  readonly executed: number[] = [];
  /** JSON DAVE messages received, in order (ops 21, 22, 24). */
  readonly daveJson: { op: number; d: Record<string, unknown> }[] = [];
  /** Binary opcodes received, in order. */
  readonly binaryOps: number[] = [];
  /** What davey refused (a commit or welcome it could not process). */
  readonly errors: string[] = [];
  /** Whether it sends op 23 for the transitions it is ready for (a test may keep one silent). */
  answerTransitions = true;
  /** Commits and welcomes processed (op 29 and op 30 that davey took). */
  processed = 0;
  /** SSRC to user, from op 5. */
  readonly ssrcs = new Map<number, string>();
  #seen = 0;
  #seenBinary = 0;

  private constructor(p: Participant, channelId: string) {
    this.p = p;
    this.channelId = channelId;
    this.session = new DAVESession(1, p.userId, channelId);
  }

  /** Connects with `max_dave_protocol_version: 1` and starts the session (sends its key package). */
  static async join(
    w: VoiceWorld,
    joined: Joined,
    userId: string,
    channelId: string,
    options: { answerTransitions?: boolean } = {},
  ): Promise<DaveMember> {
    const p = await connectVoice(w, joined, userId, { dave: 1 });
    const description = p.voice.frames.find((f) => f.op === 4)?.d as { dave_protocol_version: number };
    if (description.dave_protocol_version !== 1)
      throw new Error('the session description did not pick DAVE 1');
    const member = new DaveMember(p, channelId);
    member.answerTransitions = options.answerTransitions ?? true;
    member.#sendKeyPackage();
    p.voice.ws.on('message', () => member.#drain());
    member.#drain();
    return member;
  }

  #sendKeyPackage(): void {
    this.#sendBinary(26, this.session.getSerializedKeyPackage());
  }

  #sendBinary(op: number, ...parts: Buffer[]): void {
    this.p.voice.ws.send(Buffer.concat([Buffer.from([op]), ...parts]), { binary: true });
  }

  /** Handles what arrived since the last call (JSON and binary keep their own order, as on the wire). */
  #drain(): void {
    const frames = this.p.voice.frames;
    for (; this.#seen < frames.length; this.#seen++) {
      const f = frames[this.#seen] as { op: number; d: Record<string, unknown> };
      this.#json(f.op, f.d);
    }
    const binary = this.p.voice.binary;
    for (; this.#seenBinary < binary.length; this.#seenBinary++)
      this.#binary(binary[this.#seenBinary] as Buffer);
  }

  #json(op: number, d: Record<string, unknown>): void {
    if (op === 11) for (const id of d.user_ids as string[]) this.known.add(id);
    else if (op === 13) this.known.delete(d.user_id as string);
    else if (op === 5) this.ssrcs.set(d.ssrc as number, d.user_id as string);
    else if (op === 21 || op === 22 || op === 24) {
      this.daveJson.push({ op, d });
      const id = d.transition_id as number;
      if (op === 24 && d.epoch === 1) {
        this.session.reinit(1, this.p.userId, this.channelId);
        this.#sendKeyPackage();
      } else if (op === 21 && id === 0) this.executed.push(0);
      else if (op === 21) this.p.voice.send(23, { transition_id: id });
      else if (op === 22) this.executed.push(id);
    }
  }

  #binary(frame: Buffer): void {
    const op = frame[2] as number;
    const payload = frame.subarray(3);
    this.binaryOps.push(op);
    try {
      if (op === 25) this.session.setExternalSender(payload);
      else if (op === 27) {
        const result = this.session.processProposals(payload[0] as number, payload.subarray(1), [
          ...this.known,
        ]);
        if (result.commit !== undefined)
          this.#sendBinary(28, result.commit, ...(result.welcome === undefined ? [] : [result.welcome]));
      } else if (op === 29 || op === 30) {
        const id = payload.readUInt16BE(0);
        try {
          if (op === 29) this.session.processCommit(payload.subarray(2));
          else this.session.processWelcome(payload.subarray(2));
          this.processed++;
          if (id !== 0 && this.answerTransitions) this.p.voice.send(23, { transition_id: id });
        } catch (error) {
          this.errors.push(`op ${op}: ${String(error)}`);
          this.p.voice.send(31, { transition_id: id });
          this.session.reinit(1, this.p.userId, this.channelId);
          this.#sendKeyPackage();
        }
      }
    } catch (error) {
      this.errors.push(`op ${op}: ${String(error)}`);
    }
  }

  /** Reports a commit or welcome as bad (op 31), as a client does: then resets and sends a key package. */
  reportInvalid(transitionId: number): void {
    this.p.voice.send(31, { transition_id: transitionId });
    this.session.reinit(1, this.p.userId, this.channelId);
    this.#sendKeyPackage();
  }

  /** The session's epoch (0 when there is no established group). */
  get epoch(): number {
    return Number(this.session.epoch ?? 0n);
  }

  /** Waits until the session is ready at `epoch` and transition `executedAtLeast` ran (if given). */
  async untilEpoch(epoch: number): Promise<void> {
    await until(() => this.session.ready && this.epoch === epoch, `${this.p.userId} at epoch ${epoch}`);
  }

  /** Announces speaking (op 5), then sends one Opus frame end-to-end encrypted; returns the bytes sent. */
  sendFrame(opus: Buffer): Buffer {
    if (!this.#speaking) {
      this.p.voice.send(5, { speaking: 1, delay: 0, ssrc: this.p.ssrc });
      this.#speaking = true;
    }
    const sealed = this.session.encryptOpus(opus);
    sendRtp(this.p, sealed);
    return sealed;
  }
  #speaking = false;

  /** Inner payloads (transport encryption removed: the relay's bytes) of packets received from `from`. */
  payloadsFrom(from: DaveMember): Buffer[] {
    return this.p.udp
      .rtp()
      .filter((packet) => packet.readUInt32BE(8) === from.p.ssrc)
      .map((packet) => open(this.p.mode, this.p.key, packet))
      .filter((payload): payload is Buffer => payload !== null);
  }

  /** Waits for the `n`th packet from `from` and decrypts it with davey (the sender's key). */
  async receive(from: DaveMember, n: number): Promise<{ relayed: Buffer; opus: Buffer }> {
    await until(() => this.payloadsFrom(from).length >= n, `${n} packets from ${from.p.userId}`);
    const relayed = this.payloadsFrom(from)[n - 1] as Buffer;
    return { relayed, opus: this.session.decrypt(from.p.userId, 0, relayed) };
  }

  close(): void {
    this.p.voice.close();
    this.p.udp.close();
  }
}
