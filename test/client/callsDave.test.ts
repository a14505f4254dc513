/**
 * End-to-end encrypted calls (DAVE, issue 42) between SDK Clients on the emulator's voice server with
 * DAVE required, as the service: two and three players form one MLS group through the voice gateway
 * (the same voice privacy code everywhere, matching verification codes pairwise), their tones cross
 * encrypted, a member joining and one leaving move the epoch while the audio goes on within a bounded
 * gap, and what the Client refuses: a call without DAVE where it is required (4017, the service's
 * close), a server that keeps a `'required'` Client transport-only, and a downgrade of an encrypted call
 * when a client without DAVE joins where the emulator allows it. Time is the other player's frames.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Call, type CallStatus } from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { isSilenceFrame, loadOpus } from '../../src/voice/opus.js';
import { goertzel, rms, Wake } from '../voice/audio.js';
import { connected, framesPass, type Talker, talk } from '../voice/callWorld.js';

const world = testEmulator({
  afterEach,
  afterAll,
  timeoutMs: 20_000,
  emulator: { voice: { dave: 'required' } },
});
const { players } = world;
const voice = () => world.emulator.control.voice;

const CONNECTED = Call.Status.Connected as CallStatus;

/**
 * Starts a talker with a fixed voice threshold: the automatic one follows the noise floor, and a steady
 * tone of many seconds (this file's calls are long) ends up counted as noise.
 */
function talkSteadily(player: Parameters<typeof talk>[0], lobbyId: string, wake: Wake, hz: number): Talker {
  const talker = talk(player, lobbyId, wake, hz);
  talker.call.SetVADThreshold(false, -60);
  return talker;
}

/** `n` players in a fresh lobby, each in its call sending its tone, every tone heard. */
async function call(n: number, lobby: string): Promise<{ wake: Wake; talkers: Talker[]; lobbyId: string }> {
  const made = await players(n, { lobby });
  const lobbyId = made[0]?.lobbyId as string;
  const wake = new Wake();
  const talkers = made.map((player, i) => talkSteadily(player, lobbyId, wake, [440, 880, 1320][i] as number));
  await connected(wake, talkers);
  return { wake, talkers, lobbyId };
}

/** Waits until every talker is encrypted end to end at the emulator's current epoch, with one code. */
async function sameGroup(wake: Wake, lobbyId: string, talkers: readonly Talker[]): Promise<number> {
  await voice().daveSettled();
  const epochOf = () => voice().call(lobbyId)?.dave?.epoch ?? 0;
  await wake.until(() => {
    const codes = talkers.map((t) => t.call.GetVoicePrivacyCode());
    const members =
      voice()
        .call(lobbyId)
        ?.dave?.members.filter((m) => m !== null).length ?? 0;
    return (
      talkers.every((t) => t.call.IsEndToEndEncrypted()) &&
      members === talkers.length &&
      codes.every((code) => code !== '' && code === codes[0])
    );
  }, `${talkers.length} members share one group`);
  return epochOf();
}

/** The longest run of `from`'s frames at `listener` without its tone, over the next `frames` frames. */
async function longestGap(wake: Wake, listener: Talker, from: Talker, frames: number): Promise<number> {
  const start = listener.heard.frames.get(from.player.id)?.length ?? 0;
  await framesPass(wake, listener, from, frames);
  const list = (listener.heard.frames.get(from.player.id) ?? []).slice(start);
  let run = 0;
  let longest = 0;
  for (const frame of list) {
    run = goertzel(frame, from.hz) >= 0.005 ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The frames a gap may last across an epoch change: 20 (400 ms). */
const MAX_GAP_FRAMES = 20;

describe('two and three Clients with DAVE', () => {
  it('two Clients form one group: each hears the other, one privacy code, matching verification codes', async () => {
    const { wake, talkers, lobbyId } = await call(2, 'dave-two');
    const [a, b] = talkers as [Talker, Talker];
    const epoch = await sameGroup(wake, lobbyId, talkers);
    expect(epoch).toBeGreaterThanOrEqual(1);
    const info = voice().call(lobbyId);
    expect(info?.e2ee).toBe(true);
    expect(info?.participants.every((p) => p.daveProtocolVersion === 1 && p.daveMember)).toBe(true);
    // 30 digits (the protocol's displayable code: six groups of 5, shown as the app likes).
    expect(a.call.GetVoicePrivacyCode()).toMatch(/^\d{30}$/);
    const [ab, ba] = await Promise.all([
      a.call.GetVerificationCode(b.player.id),
      b.call.GetVerificationCode(a.player.id),
    ]);
    expect(ab).toMatch(/^\d{45}$/);
    expect(ab).toBe(ba);
    // What the relay handled (transport encryption off) is DAVE's frame: marked 0xFA 0xFA, and as Opus
    // it is not the tone (or not Opus at all): the relay holds no key. A frame is "the tone" when most of
    // its energy is at 440 Hz (a real one: about all of it; decoded ciphertext: noise).
    const relayed = voice()
      .relayed(lobbyId, a.player.id)
      .filter((f) => !isSilenceFrame(f));
    expect(relayed.length).toBeGreaterThanOrEqual(10);
    const decoder = loadOpus().make();
    const toneShare = (pcm: Int16Array) => goertzel(pcm, 440) / Math.max(1e-12, 2 * (rms(pcm) / 32768) ** 2);
    const shares: number[] = [];
    for (const frame of relayed) {
      expect(frame.subarray(-2)).toEqual(Buffer.from([0xfa, 0xfa]));
      try {
        shares.push(toneShare(decoder.decode(frame)));
      } catch {
        shares.push(0); // not Opus
      }
    }
    decoder.close();
    expect(toneShare(b.heard.last(a.player.id) as Int16Array)).toBeGreaterThan(0.5);
    expect(Math.max(...shares)).toBeLessThan(0.5);
    // Still hearing each other, encrypted.
    await framesPass(wake, b, a, 25);
    expect(b.heard.toneFrames(a.player.id, 440, 0.005, -25)).toBeGreaterThanOrEqual(20);
    expect(a.heard.toneFrames(b.player.id, 880, 0.005, -25)).toBeGreaterThanOrEqual(20);
  });

  it('a third member joining and one leaving change the epoch; the audio goes on within a bounded gap', async () => {
    const made = await players(3, { lobby: 'dave-three' });
    const lobbyId = made[0]?.lobbyId as string;
    const wake = new Wake();
    const [a, b] = [talkSteadily(made[0], lobbyId, wake, 440), talkSteadily(made[1], lobbyId, wake, 880)];
    await connected(wake, [a, b]);
    const before = await sameGroup(wake, lobbyId, [a, b]);

    // A third joins mid-call: a new epoch; A and B keep hearing each other.
    const joinGap = longestGap(wake, b, a, 100);
    const c = talkSteadily(made[2], lobbyId, wake, 1320);
    await connected(wake, [a, b, c]);
    const three = await sameGroup(wake, lobbyId, [a, b, c]);
    expect(three).toBeGreaterThan(before);
    const gapOnJoin = await joinGap;
    expect(gapOnJoin).toBeLessThanOrEqual(MAX_GAP_FRAMES);

    // B leaves: another epoch; A and C keep hearing each other.
    const leaveGap = longestGap(wake, c, a, 100);
    await b.player.EndCall(lobbyId);
    await wake.until(() => voice().call(lobbyId)?.participants.length === 2, 'B is out of the call');
    const two = await sameGroup(wake, lobbyId, [a, c]);
    expect(two).toBeGreaterThan(three);
    const gapOnLeave = await leaveGap;
    expect(gapOnLeave).toBeLessThanOrEqual(MAX_GAP_FRAMES);
    await framesPass(wake, a, c, 25);
    expect(a.heard.toneFrames(c.player.id, 1320, 0.005, -25)).toBeGreaterThanOrEqual(20);
    console.info(
      `DAVE epoch changes: longest gap on a join ${gapOnJoin} frames, on a leave ${gapOnLeave} frames`,
    );
  });
});

describe('what the Client refuses', () => {
  it("a Client with voice.dave 'off' is refused where DAVE is required: 4017, SignalingConnectionFailed", async () => {
    const [ana] = await players(1, { lobby: 'dave-off', client: { voice: { dave: 'off' } } });
    const wake = new Wake();
    const a = talk(ana, ana?.lobbyId as string, wake, 440);
    await wake.until(() => a.statuses.some((s) => s.startsWith('Disconnected')), 'the call ends');
    expect(a.statuses.at(-1)).toBe('Disconnected:SignalingConnectionFailed:4017');
  });

  it("a 'required' Client ends a call the server keeps transport-only (a member without DAVE is in it)", async () => {
    voice().setDaveMode('allowed');
    try {
      const [old] = await players(1, { lobby: 'dave-strict', client: { voice: { dave: 'off' } } });
      const lobbyId = old?.lobbyId as string;
      const wake = new Wake();
      const o = talk(old, lobbyId, wake, 440);
      await wake.until(() => o.call.GetStatus() === CONNECTED, 'the member without DAVE is connected');
      const [s] = await players(1, { lobby: 'dave-strict', client: { voice: { dave: 'required' } } });
      const t = talk(s, lobbyId, wake, 880);
      await wake.until(() => t.statuses.some((x) => x.startsWith('Disconnected')), 'the strict call ends');
      expect(t.statuses.at(-1)).toBe('Disconnected:SignalingConnectionFailed:4017');
      expect(o.call.GetStatus()).toBe(CONNECTED);
    } finally {
      voice().setDaveMode('required');
    }
  });

  it('an encrypted call is never downgraded: a client without DAVE joining ends it for the DAVE members', async () => {
    voice().setDaveMode('allowed');
    try {
      const { wake, talkers, lobbyId } = await call(2, 'dave-downgrade');
      await sameGroup(wake, lobbyId, talkers);
      const [plain] = await players(1, { lobby: 'dave-downgrade', client: { voice: { dave: 'off' } } });
      const p = talk(plain, lobbyId, wake, 1320);
      await wake.until(
        () => talkers.every((t) => t.statuses.some((s) => s.startsWith('Disconnected'))),
        'the encrypted members end their calls',
      );
      for (const t of talkers) {
        expect(t.statuses.at(-1)).toBe('Disconnected:SignalingUnexpectedClose:4017');
        expect(t.call.IsEndToEndEncrypted()).toBe(false);
        expect(t.call.GetVoicePrivacyCode()).toBe('');
      }
      await wake.until(() => p.call.GetStatus() === CONNECTED, 'the member without DAVE stays');
    } finally {
      voice().setDaveMode('required');
    }
  });
});
