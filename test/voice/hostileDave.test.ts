/**
 * A hostile voice server against the Client's end-to-end encryption (src/voice/dave.ts): it negotiates
 * DAVE and then sends malformed DAVE opcodes (short binary frames, garbage external senders, proposals,
 * commits and welcomes, JSON opcodes with wrong types), a version this client did not offer, a
 * transport-only session to a client that requires DAVE, and a downgrade. Nothing may throw out of a
 * handler; a garbage commit is reported (op 31) and answered with a fresh key package; the connection
 * stays up until the server asks for a downgrade, which ends it (4017); and no Opus frame ever leaves in
 * the clear while the group is not formed.
 */
import { describe, expect, it } from 'vitest';
import { MediaCall } from '../../src/voice/mediaCall.js';
import { VoiceNetworking } from '../../src/voice/networking.js';
import { VoiceNetworkingCode } from '../../src/voice/networkingCode.js';
import { isSilenceFrame } from '../../src/voice/opus.js';
import { openRtp } from '../../src/voice/rtp.js';
import { tone, Wake } from './audio.js';
import { hostile, join, scriptHandshake, watch } from './hostileServer.js';

/** A server to client binary frame: sequence number, opcode, payload. */
const binary = (seq: number, op: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([seq >> 8, seq & 0xff, op]), payload]);
const json = (op: number, d: unknown) => JSON.stringify({ op, d });
/** Client key packages seen (op 26). */
const keyPackages = (frames: readonly Buffer[]) => frames.filter((f) => f[0] === 26).length;

describe('a hostile voice gateway and DAVE', () => {
  it('malformed DAVE opcodes are ignored, a garbage commit is reported (op 31) and answered with a new key package, a downgrade ends the call (4017)', async () => {
    const server = await hostile();
    const wake = new Wake();
    const seen = scriptHandshake(server, wake, { dave_protocol_version: 1 });
    const { events } = watch(wake);
    const networking = new VoiceNetworking(join(server.endpoint), events, {
      ca: server.ca,
      handshakeTimeoutMs: 2000,
    });
    try {
      await wake.until(() => networking.state.code === VoiceNetworkingCode.Ready, 'Ready');
      expect(seen.json.find((f) => f.op === 0)?.d).toMatchObject({ max_dave_protocol_version: 1 });
      await wake.until(() => keyPackages(seen.binary) === 1, 'the first key package (op 26)');
      const socket = seen.socket;
      if (socket === undefined) throw new Error('no socket');
      for (const frame of [
        Buffer.from([0]),
        Buffer.from([0, 1]),
        binary(1, 25, Buffer.alloc(40, 7)), // not an external sender package
        binary(2, 27, Buffer.from([9, 1, 2, 3])), // unknown operation
        binary(3, 27, Buffer.from([0])), // no proposals
        binary(4, 27, Buffer.concat([Buffer.from([0]), Buffer.alloc(300, 0xee)])),
        binary(5, 30, Buffer.from([0, 1])), // too short for a transition id and a welcome
        binary(6, 99, Buffer.alloc(10)),
        json(21, { transition_id: 'one', protocol_version: 1 }),
        json(21, { transition_id: 70_000, protocol_version: 1 }),
        json(22, { transition_id: -1 }),
        json(22, { transition_id: 12 }), // never prepared
        json(24, { epoch: 'first', protocol_version: 1 }),
        json(24, { epoch: 1, protocol_version: 9 }),
        json(21, null),
      ])
        socket.send(frame);
      // A commit that is not MLS: reported as invalid for its transition, then a fresh key package.
      socket.send(binary(7, 29, Buffer.concat([Buffer.from([0, 42]), Buffer.alloc(64, 0x5a)])));
      await wake.until(
        () => seen.json.some((f) => f.op === 31 && (f.d as { transition_id?: unknown }).transition_id === 42),
        'op 31 for transition 42',
      );
      await wake.until(() => keyPackages(seen.binary) === 2, 'a second key package');
      expect(networking.state.code).toBe(VoiceNetworkingCode.Ready);
      expect(networking.e2ee?.protocolVersion).toBe(1);
      expect(networking.e2ee?.active).toBe(false);

      // The server asks to go transport-only: refused, the call ends with 4017.
      socket.send(json(21, { transition_id: 43, protocol_version: 0 }));
      await wake.until(() => networking.state.code === VoiceNetworkingCode.Closed, 'closed');
      expect(networking.state).toMatchObject({ closeCode: 4017, failed: 'signaling', wasReady: true });
      expect(
        seen.json.some((f) => f.op === 23 && (f.d as { transition_id: number }).transition_id === 43),
      ).toBe(false);
    } finally {
      networking.destroy();
    }
  });

  it("heartbeats acknowledge a binary message's sequence number too, not only the JSON ones (seq_ack)", async () => {
    const server = await hostile();
    const wake = new Wake();
    // Heartbeats every 60 ms (the client's floor is 50), so that one follows each step soon.
    const seen = scriptHandshake(server, wake, { dave_protocol_version: 1 }, 60);
    const { events } = watch(wake);
    const networking = new VoiceNetworking(join(server.endpoint), events, {
      ca: server.ca,
      handshakeTimeoutMs: 2000,
    });
    const acks = () => seen.json.filter((f) => f.op === 3).map((f) => (f.d as { seq_ack?: unknown }).seq_ack);
    try {
      await wake.until(() => networking.state.code === VoiceNetworkingCode.Ready, 'Ready');
      const socket = seen.socket;
      if (socket === undefined) throw new Error('no socket');
      // The scripted server's JSON carries no seq: only these binary messages (an opcode the client
      // ignores, then a malformed external sender) can move the acknowledgement.
      socket.send(binary(600, 99, Buffer.alloc(4)));
      await wake.until(() => acks().includes(600), 'a heartbeat acknowledging binary seq 600');
      socket.send(binary(601, 25, Buffer.alloc(40, 7)));
      await wake.until(() => acks().includes(601), 'a heartbeat acknowledging binary seq 601');
      // Never a number the server did not send, and never backwards.
      const numbers = acks().filter((a) => a !== -1);
      expect(numbers.every((a) => a === 600 || a === 601)).toBe(true);
      expect(numbers).toEqual([...numbers].sort((x, y) => Number(x) - Number(y)));
      expect(networking.state.code).toBe(VoiceNetworkingCode.Ready);
    } finally {
      networking.destroy();
    }
  });

  it('a version this client did not offer closes 4002; a transport-only session for a client requiring DAVE closes 4017', async () => {
    for (const [description, dave, code] of [
      [{ dave_protocol_version: 7 }, 'preferred', 4002],
      [{ dave_protocol_version: '1' }, 'preferred', 4002],
      [{ dave_protocol_version: 0 }, 'required', 4017],
      [{}, 'required', 4017],
    ] as const) {
      const server = await hostile();
      const wake = new Wake();
      scriptHandshake(server, wake, description);
      const { events } = watch(wake);
      const networking = new VoiceNetworking(join(server.endpoint), events, {
        ca: server.ca,
        handshakeTimeoutMs: 2000,
        dave,
      });
      await wake.until(() => networking.state.code === VoiceNetworkingCode.Closed, 'closed');
      expect(networking.state).toMatchObject({ closeCode: code, failed: 'signaling', wasReady: false });
    }
  });

  it("voice.dave 'off' offers version 0 and a transport-only session connects", async () => {
    const server = await hostile();
    const wake = new Wake();
    const seen = scriptHandshake(server, wake, { dave_protocol_version: 0 });
    const { events } = watch(wake);
    const networking = new VoiceNetworking(join(server.endpoint), events, {
      ca: server.ca,
      handshakeTimeoutMs: 2000,
      dave: 'off',
    });
    try {
      await wake.until(() => networking.state.code === VoiceNetworkingCode.Ready, 'Ready');
      expect(seen.json.find((f) => f.op === 0)?.d).toMatchObject({ max_dave_protocol_version: 0 });
      expect(networking.e2ee).toBeUndefined();
      expect(keyPackages(seen.binary)).toBe(0);
    } finally {
      networking.destroy();
    }
  });

  it('no Opus frame leaves in the clear while the group is not formed (only the silence frame may)', async () => {
    const server = await hostile();
    const wake = new Wake();
    const seen = scriptHandshake(server, wake, { dave_protocol_version: 1 });
    const media = new MediaCall(
      { ca: server.ca, handshakeTimeoutMs: 2000, captured: tone(440) },
      { onNetworking: () => wake.poke(), onSpeaking: () => undefined, onTransmitting: () => wake.poke() },
    );
    try {
      media.connect(join(server.endpoint));
      await wake.until(() => media.networking?.code === VoiceNetworkingCode.Ready, 'Ready');
      // The tone opens the microphone (op 5 speaking) and 25 frames are captured, none sendable.
      await wake.until(
        () => seen.json.some((f) => f.op === 5 && (f.d as { speaking: number }).speaking === 1),
        'op 5 speaking',
      );
      await wake.until(() => (media.e2ee?.stats.framesHeld ?? 0) >= 25, '25 frames held back');
      const payloads = seen.datagrams
        .map((d) => openRtp('aead_aes256_gcm_rtpsize', new Uint8Array(32).fill(9), d)?.payload)
        .filter((p): p is Buffer => p !== undefined);
      expect(payloads.filter((p) => !isSilenceFrame(p))).toEqual([]);
    } finally {
      media.close();
    }
  });
});
