/**
 * DAVE's per-frame work for the benches (bench/dave.ts, bench/voice.ts): two @snazzah/davey sessions in
 * one MLS group, made with the emulator's external sender and no network (a `CallE2ee` needs a voice
 * gateway to stand up; these are the same davey calls it makes per frame), and the CPU time of the
 * sender's `encryptOpus` and one listener's `decrypt` over a list of Opus frames.
 */
import davey from '@snazzah/davey';
import { type ExternalSenderKey, loadDaveMls } from '../../src/emulator/voice/daveMls.js';
import { encodeVector } from '../../src/emulator/voice/daveWire.js';

const { DAVESession } = davey;
export type DaveySession = InstanceType<typeof DAVESession>;

/** The channel of the benches' group. */
export const DAVE_CHANNEL = '1234567890123456789';
/** The user id of the pair's sender (`a`), which the listener (`b`) decrypts from. */
export const DAVE_SENDER = '1001';
/** davey's MediaType.AUDIO. */
const AUDIO = 0;

/** CPU time (user + system) of `run`, µs. */
export function cpuMicros(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

/** Two davey sessions in one group (the sender `a`, the listener `b`), made with the emulator's external sender. */
export async function davePair(
  sender?: ExternalSenderKey,
): Promise<{ a: DaveySession; b: DaveySession; sender: ExternalSenderKey }> {
  const mls = await loadDaveMls();
  sender ??= mls.externalSender();
  const a = new DAVESession(1, DAVE_SENDER, DAVE_CHANNEL);
  const b = new DAVESession(1, '1002', DAVE_CHANNEL);
  a.setExternalSender(sender.package);
  b.setExternalSender(sender.package);
  const read = await mls.readKeyPackage(b.getSerializedKeyPackage(), '1002');
  if (!read.ok) throw new Error(read.reason);
  const group = Buffer.alloc(8);
  group.writeBigUInt64BE(BigInt(DAVE_CHANNEL));
  const add = await mls.propose(sender, group, 0n, { add: read.value.keyPackage });
  const result = a.processProposals(0, encodeVector(add.message), ['1002']);
  if (result.commit === undefined || result.welcome === undefined) throw new Error('no commit');
  a.processCommit(result.commit);
  b.processWelcome(result.welcome);
  return { a, b, sender };
}

/** The listener's half of a frame: what a `CallE2ee` calls on a received frame. */
export function daveDecrypt(b: DaveySession, frame: Buffer): Buffer {
  return b.decrypt(DAVE_SENDER, AUDIO, frame);
}

/**
 * CPU µs per frame of `encryptOpus` (the sender) and `decrypt` (one listener) over `opus`, after
 * `warmup` frames through both; also the frames as encrypted (for their size).
 */
export function daveCost(
  pair: { a: DaveySession; b: DaveySession },
  opus: readonly Buffer[],
  warmup: number,
): { encrypt: number; decrypt: number; encrypted: Buffer[] } {
  for (let i = 0; i < warmup; i++) daveDecrypt(pair.b, pair.a.encryptOpus(opus[i % opus.length] as Buffer));
  const encrypted: Buffer[] = [];
  const encrypt = cpuMicros(() => {
    for (const frame of opus) encrypted.push(pair.a.encryptOpus(frame));
  });
  const decrypt = cpuMicros(() => {
    for (const frame of encrypted) daveDecrypt(pair.b, frame);
  });
  return { encrypt: encrypt / opus.length, decrypt: decrypt / opus.length, encrypted };
}
