/**
 * The edge checks of what a client sends about voice, as properties: for any JSON at all in `d` of any
 * opcode, the voice gateway's check (voice/frames.ts) and the main gateway's check of op 4, 17 and 42
 * (rules/gateway.ts) never throw, and either accept a frame of the documented shape or name a close code
 * of the service's range; a valid frame is accepted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVoiceFrame } from '../../src/emulator/voice/frames.js';
import { checkClientFrame } from '../../src/rules/gateway.js';

const ops = fc.oneof(
  fc.constantFrom(0, 1, 3, 5, 7, 12, 15, 16, 23, 31, 2, 4, 6, 8, 9, 11, 13, 99),
  fc.integer(),
);

describe('voice gateway frames', () => {
  it('never throw, and refuse with a 4xxx code or accept', () => {
    fc.assert(
      fc.property(ops, fc.jsonValue(), fc.boolean(), (op, d, identified) => {
        const check = checkVoiceFrame(JSON.stringify({ op, d }), identified);
        if (!check.ok) {
          expect(check.code).toBeGreaterThanOrEqual(4001);
          expect(check.code).toBeLessThanOrEqual(4022);
          expect(check.reason.length).toBeLessThan(200);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('accept the documented shapes', () => {
    const ok = (op: number, d: unknown, identified = true) =>
      checkVoiceFrame(JSON.stringify({ op, d }), identified).ok;
    expect(
      ok(
        0,
        { server_id: '1', user_id: '2', session_id: 'abc', token: 't', max_dave_protocol_version: 1 },
        false,
      ),
    ).toBe(true);
    expect(
      ok(1, { protocol: 'udp', data: { address: '127.0.0.1', port: 5000, mode: 'aead_aes256_gcm_rtpsize' } }),
    ).toBe(true);
    expect(ok(3, { t: 1, seq_ack: 4 }, false)).toBe(true);
    expect(ok(3, 12345, false)).toBe(true);
    expect(ok(5, { speaking: 1, delay: 0, ssrc: 7 })).toBe(true);
    expect(ok(7, { server_id: '1', session_id: 's', token: 't', seq_ack: -1 }, false)).toBe(true);
    expect(ok(23, { transition_id: 0 })).toBe(true);
    // Bounds: a port of 0, an address that is not IPv4, speaking flags beyond 7.
    expect(ok(1, { protocol: 'udp', data: { address: '127.0.0.1', port: 0, mode: 'x' } })).toBe(false);
    expect(ok(1, { protocol: 'udp', data: { address: '::1', port: 5, mode: 'x' } })).toBe(false);
    expect(ok(5, { speaking: 8, ssrc: 7 })).toBe(false);
  });
});

describe("the main gateway's voice opcodes", () => {
  it('never throw, and refuse with a 4xxx code or accept', () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 17, 42), fc.jsonValue(), (op, d) => {
        const check = checkClientFrame(JSON.stringify({ op, d }), true);
        if (!check.ok) expect(check.code).toBe(4002);
      }),
      { numRuns: 3000 },
    );
  });

  it('accept op 4 (leave included), op 17 (at most 10 lobbies, each once) and op 42', () => {
    const ok = (op: number, d: unknown) => checkClientFrame(JSON.stringify({ op, d }), true).ok;
    expect(ok(4, { guild_id: '1', channel_id: '2', self_mute: false, self_deaf: true })).toBe(true);
    expect(ok(4, { guild_id: '1', channel_id: null, self_mute: false, self_deaf: false })).toBe(true);
    expect(ok(4, { guild_id: 1, channel_id: null })).toBe(false);
    expect(ok(17, [{ lobby_id: '5', self_mute: true, self_deaf: false }])).toBe(true);
    expect(ok(17, [])).toBe(true);
    expect(
      ok(
        17,
        Array.from({ length: 11 }, (_, i) => ({ lobby_id: String(i + 1) })),
      ),
    ).toBe(false);
    expect(ok(17, [{ lobby_id: '5' }, { lobby_id: '5' }])).toBe(false);
    expect(ok(42, { lobby_id: '5' })).toBe(true);
    // Before IDENTIFY they are refused like any other session opcode.
    expect(checkClientFrame(JSON.stringify({ op: 4, d: {} }), false)).toMatchObject({
      ok: false,
      code: 4003,
    });
  });
});
