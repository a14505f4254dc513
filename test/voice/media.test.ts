/**
 * The pure parts of the media path: the jitter buffer (order, loss, lateness, a depth that follows the
 * measured jitter), voice activity and gain, concealment, Opus through both packages, and the RTP
 * transport encryption of both modes, checked against the emulator's own sealing (an independent
 * implementation of the same wire format) so that a packet from one opens in the other.
 */
import { describe, expect, it } from 'vitest';
import { sealPacket } from '../../src/emulator/voice/transportCrypto.js';
import { VoiceEncryptionMode } from '../../src/model/voice.js';
import { FRAME_VALUES } from '../../src/voice/audioIo.js';
import { JitterBuffer } from '../../src/voice/jitterBuffer.js';
import { isSilenceFrame, loadOpus } from '../../src/voice/opus.js';
import {
  chooseMode,
  discoveryRequest,
  loadXChaCha,
  openRtp,
  parseDiscovery,
  rtpHeader,
  sealRtp,
} from '../../src/voice/rtp.js';
import { applyGain, Concealment, levelDbfs, VoiceActivity } from '../../src/voice/signal.js';
import { goertzel } from './audio.js';

const frame = (amplitude: number, hz = 440): Int16Array => {
  const out = new Int16Array(FRAME_VALUES);
  for (let i = 0; i < FRAME_VALUES / 2; i++) {
    const v = Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / 48_000));
    out[2 * i] = v;
    out[2 * i + 1] = v;
  }
  return out;
};
const payload = (n: number) => Buffer.from([n]);

describe('the jitter buffer', () => {
  it('plays in order what came swapped, and reports a missing packet lost once later ones are here', () => {
    const jb = new JitterBuffer();
    jb.push(10, 0, payload(10), 0);
    jb.push(12, 1920, payload(12), 41);
    jb.push(11, 960, payload(11), 42);
    jb.push(14, 3840, payload(14), 80);
    const played = [jb.pop(), jb.pop(), jb.pop(), jb.pop(), jb.pop()].map((p) =>
      p.kind === 'frame' ? p.payload[0] : p.kind,
    );
    expect(played).toEqual([10, 11, 12, 'lost', 14]);
    expect(jb.stats.lost).toBe(1);
  });

  it('drops a packet older than what was played, and wraps sequence numbers', () => {
    const jb = new JitterBuffer();
    jb.push(65_535, 0, payload(1), 0);
    jb.push(0, 960, payload(2), 20);
    expect(jb.pop()).toMatchObject({ kind: 'frame' });
    expect(jb.pop()).toMatchObject({ kind: 'frame' });
    jb.push(65_535, 0, payload(3), 30);
    expect(jb.stats.late).toBe(1);
  });

  it('holds one frame on a steady network and more when arrivals jitter', () => {
    const steady = new JitterBuffer();
    for (let i = 0; i < 50; i++) steady.push(i, i * 960, payload(i), i * 20);
    expect(steady.target).toBe(1);
    const shaky = new JitterBuffer();
    for (let i = 0; i < 50; i++) shaky.push(i, i * 960, payload(i), i * 20 + (i % 2 === 0 ? 0 : 35));
    expect(shaky.jitterMs).toBeGreaterThan(20);
    expect(shaky.target).toBeGreaterThan(2);
  });

  it('trims a depth that stays above the target (a burst after a stall) back to it, a frame per window', () => {
    const jb = new JitterBuffer();
    // A stall, then four frames at once; from then on one arrives per tick, as steady as can be.
    for (let i = 0; i < 4; i++) jb.push(i, i * 960, payload(i), 100);
    let seq = 4;
    for (let tick = 0; tick < 100; tick++) {
      jb.pop();
      jb.push(seq, seq * 960, payload(seq), 100 + tick * 20);
      seq++;
    }
    expect(jb.stats.trimmed).toBeGreaterThanOrEqual(2);
    expect(jb.size).toBeLessThanOrEqual(jb.target + 1);
  });

  it('rebuffers after running dry (a new talk spurt starts at its own first packet)', () => {
    const jb = new JitterBuffer();
    jb.push(1, 0, payload(1), 0);
    expect(jb.pop()).toMatchObject({ kind: 'frame' });
    for (let i = 0; i < 3; i++) expect(jb.pop()).toEqual({ kind: 'empty' });
    jb.push(500, 480_000, payload(5), 10_000);
    expect(jb.pop()).toMatchObject({ kind: 'frame' });
  });
});

describe('signal', () => {
  it('levels, gain and a fixed VAD threshold', () => {
    expect(levelDbfs(new Int16Array(FRAME_VALUES))).toBe(-100);
    expect(levelDbfs(frame(8000))).toBeCloseTo(-15.3, 0);
    const loud = frame(8000);
    applyGain(loud, 50);
    expect(levelDbfs(loud)).toBeCloseTo(-21.3, 0);
    const vad = new VoiceActivity();
    vad.automatic = false;
    vad.thresholdDb = -20;
    expect(vad.update(frame(8000))).toBe(true);
    // The hangover keeps it open 15 frames, then it closes.
    for (let i = 0; i < 15; i++) expect(vad.update(frame(100))).toBe(true);
    expect(vad.update(frame(100))).toBe(false);
  });

  it('automatic VAD: steady noise is not voice, a tone well above it is', () => {
    const vad = new VoiceActivity();
    for (let i = 0; i < 200; i++) vad.update(frame(200, 3000));
    expect(vad.update(frame(200, 3000))).toBe(false);
    expect(vad.update(frame(8000))).toBe(true);
  });

  it('concealment repeats the last frame, fading, then gives silence', () => {
    const conceal = new Concealment();
    conceal.good(frame(8000));
    const first = conceal.conceal();
    expect(levelDbfs(first)).toBeCloseTo(-21.3, 0);
    for (let i = 0; i < 5; i++) conceal.conceal();
    expect(levelDbfs(conceal.conceal())).toBe(-100);
  });
});

describe('Opus', () => {
  for (const backend of ['@discordjs/opus', 'opusscript'] as const)
    it(`${backend}: a 440 Hz tone survives encoding and decoding`, () => {
      const codec = loadOpus(backend).make();
      let decoded: Int16Array = new Int16Array(0);
      // The first frames carry the encoder's warm-up.
      for (let i = 0; i < 5; i++) decoded = codec.decode(codec.encode(frame(8000)));
      expect(decoded.length).toBe(FRAME_VALUES);
      expect(goertzel(decoded, 440)).toBeGreaterThan(100 * goertzel(decoded, 1000));
      codec.close();
    });

  it('knows the silence frame', () => {
    expect(isSilenceFrame(Buffer.from([0xf8, 0xff, 0xfe]))).toBe(true);
    expect(isSilenceFrame(Buffer.from([0xf8, 0xff]))).toBe(false);
  });
});

describe('RTP and transport encryption', () => {
  const key = Uint8Array.from({ length: 32 }, (_, i) => i * 7);
  for (const mode of [VoiceEncryptionMode.AesGcm, VoiceEncryptionMode.XChaCha])
    it(`${mode}: what one side seals the other opens; a flipped bit or another key is refused`, async () => {
      await loadXChaCha();
      const opus = Buffer.from('opus frame');
      const ours = sealRtp(mode, key, rtpHeader(7, 960, 1234), opus, 5);
      const theirs = sealPacket(mode, key, rtpHeader(7, 960, 1234), opus, 5);
      expect(ours.equals(theirs)).toBe(true);
      expect(openRtp(mode, key, theirs)).toMatchObject({ sequence: 7, timestamp: 960, ssrc: 1234 });
      expect(openRtp(mode, key, theirs)?.payload.toString()).toBe('opus frame');
      const flipped = Buffer.from(theirs);
      flipped[14] = (flipped[14] ?? 0) ^ 1;
      expect(openRtp(mode, key, flipped)).toBeUndefined();
      expect(openRtp(mode, new Uint8Array(32), theirs)).toBeUndefined();
      expect(openRtp(mode, key, theirs.subarray(0, 20))).toBeUndefined();
    });

  it('prefers AES-GCM, and reads a discovery answer for its SSRC only', () => {
    expect(chooseMode(['aead_xchacha20_poly1305_rtpsize', 'aead_aes256_gcm_rtpsize'])).toBe(
      'aead_aes256_gcm_rtpsize',
    );
    expect(chooseMode(['xsalsa20_poly1305'])).toBeUndefined();
    const answer = discoveryRequest(42);
    answer.writeUInt16BE(2, 0);
    answer.write('127.0.0.1', 8, 'ascii');
    answer.writeUInt16BE(5000, 72);
    expect(parseDiscovery(answer, 42)).toEqual({ ip: '127.0.0.1', port: 5000 });
    expect(parseDiscovery(answer, 43)).toBeUndefined();
  });
});
