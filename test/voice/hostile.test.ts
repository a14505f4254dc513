/**
 * A hostile voice server against the SDK's media path (src/voice): a TLS voice gateway and a UDP socket
 * of our own making (the emulator's certificate helpers give it a certificate for 127.0.0.1) that send
 * garbage, malformed opcodes, absurd values, wrong discovery answers and floods of forged datagrams.
 * Nothing may throw out of a handler or hang: every handshake step is bounded, a malformed Ready or
 * Session Description ends the connection with a close code, and forged RTP is counted and dropped.
 */
import { describe, expect, it } from 'vitest';
import { MediaCall } from '../../src/voice/mediaCall.js';
import { VoiceNetworking } from '../../src/voice/networking.js';
import { VoiceNetworkingCode } from '../../src/voice/networkingCode.js';
import { SILENCE_FRAME } from '../../src/voice/opus.js';
import { rtpHeader, sealRtp } from '../../src/voice/rtp.js';
import { Wake } from './audio.js';
import { hostile, join, scriptHandshake, watch } from './hostileServer.js';

const garbage: (string | Buffer)[] = [
  'not json',
  '[]',
  'null',
  '{"op":"8"}',
  '{"op":8,"d":{"heartbeat_interval":1e300}}',
  '{"op":8,"d":{"heartbeat_interval":-5}}',
  '{"op":6}',
  '{"op":5,"d":{"user_id":5,"ssrc":"x"}}',
  '{"op":11,"d":{"user_ids":"everyone"}}',
  '{"op":13,"d":null}',
  '{"op":4,"d":{"mode":"aead_aes256_gcm_rtpsize","secret_key":[1,2,3]}}',
  Buffer.from([0, 25, 1, 2, 3]),
  `{"op":99,"d":"${'x'.repeat(10_000)}"}`,
];

describe('a hostile voice gateway', () => {
  it('garbage and malformed opcodes before Ready: nothing throws, the handshake bound ends it', async () => {
    const server = await hostile();
    server.onClient = (ws) => {
      for (const frame of garbage) ws.send(frame);
    };
    const wake = new Wake();
    const { states, events } = watch(wake);
    const networking = new VoiceNetworking(join(server.endpoint), events, {
      ca: server.ca,
      handshakeTimeoutMs: 500,
    });
    await wake.until(() => networking.state.code === VoiceNetworkingCode.Closed, 'closed by the bound');
    expect(states.at(-1)).toMatchObject({
      code: VoiceNetworkingCode.Closed,
      failed: 'signaling',
      wasReady: false,
    });
  });

  it('a Ready without its fields, or with no mode this client speaks, closes with a code', async () => {
    for (const [ready, code] of [
      [{ ssrc: 'one', ip: 1, port: null, modes: 'all' }, 4002],
      [{ ssrc: 1, ip: '127.0.0.1', port: 1, modes: ['xsalsa20_poly1305'] }, 4016],
    ] as const) {
      const server = await hostile();
      server.onClient = (ws) => {
        ws.send(JSON.stringify({ op: 8, d: { heartbeat_interval: 41_250 } }));
        ws.send(JSON.stringify({ op: 2, d: ready }));
      };
      const wake = new Wake();
      const { events } = watch(wake);
      const networking = new VoiceNetworking(join(server.endpoint), events, {
        ca: server.ca,
        handshakeTimeoutMs: 2000,
      });
      await wake.until(() => networking.state.code === VoiceNetworkingCode.Closed, 'closed');
      expect(networking.state).toMatchObject({ closeCode: code, failed: 'signaling' });
    }
  });

  it('wrong discovery answers and a flood of junk datagrams: the UDP step times out as a media failure', async () => {
    const server = await hostile();
    server.udp.on('message', (message, remote) => {
      // Answers for another SSRC, a truncated one, and junk: never the right answer.
      const wrong = Buffer.alloc(74);
      wrong.writeUInt16BE(2, 0);
      wrong.writeUInt32BE(999, 4);
      wrong.write('127.0.0.1', 8);
      for (const bytes of [wrong, message.subarray(0, 10), Buffer.alloc(74, 0xff), Buffer.alloc(1500, 7)])
        server.udp.send(bytes, remote.port, remote.address);
    });
    server.onClient = (ws) => {
      ws.send(JSON.stringify({ op: 8, d: { heartbeat_interval: 41_250 } }));
      ws.send(
        JSON.stringify({
          op: 2,
          d: { ssrc: 7, ip: '127.0.0.1', port: server.udpPort, modes: ['aead_aes256_gcm_rtpsize'] },
        }),
      );
    };
    const wake = new Wake();
    const { events } = watch(wake);
    const networking = new VoiceNetworking(join(server.endpoint), events, {
      ca: server.ca,
      handshakeTimeoutMs: 1500,
    });
    await wake.until(() => networking.state.code === VoiceNetworkingCode.Closed, 'closed');
    expect(networking.state).toMatchObject({ failed: 'media', wasReady: false });
  });

  it('once Ready: junk frames and forged RTP are dropped and counted, the call stays up', async () => {
    const server = await hostile();
    const wake = new Wake();
    const seen = scriptHandshake(server, wake);
    const media = new MediaCall(
      { ca: server.ca, handshakeTimeoutMs: 2000, received: () => wake.poke() },
      { onNetworking: () => wake.poke(), onSpeaking: () => wake.poke(), onTransmitting: () => undefined },
    );
    try {
      media.connect(join(server.endpoint));
      await wake.until(() => media.networking?.code === VoiceNetworkingCode.Ready, 'Ready');
      for (const frame of garbage) seen.socket?.send(frame);
      // A speaker the client now maps, then forged packets for it: bad tags, short, not RTP, huge.
      seen.socket?.send(JSON.stringify({ op: 5, d: { user_id: '42', ssrc: 1234, speaking: 1 } }));
      await wake.until(() => media.speakingUsers().includes('42'), 'the speaker mapped');
      const rtp = Buffer.alloc(60, 1);
      rtp[0] = 0x80;
      rtp[1] = 0x78;
      rtp.writeUInt32BE(1234, 8);
      const target = seen.client as { port: number; address: string };
      // Under the kernel's default receive buffer (about 250 small datagrams) so that none is lost there.
      for (let i = 0; i < 60; i++)
        for (const bytes of [rtp, rtp.subarray(0, 13), Buffer.alloc(30, i)])
          server.udp.send(bytes, target.port, target.address);
      for (let i = 0; i < 20; i++) server.udp.send(Buffer.alloc(1400, 0x80), target.port, target.address);
      // Then one real packet (the key is ours): its playout wakes the wait, after the flood it followed.
      const real = sealRtp(
        'aead_aes256_gcm_rtpsize',
        new Uint8Array(32).fill(9),
        rtpHeader(1, 960, 1234),
        SILENCE_FRAME,
        1,
      );
      server.udp.send(real, target.port, target.address);
      await wake.until(() => media.stats.packetsReceived >= 1, 'the real packet played');
      expect(media.stats.packetsReceived).toBe(1);
      expect(media.stats.packetsDropped).toBeGreaterThan(150); // of 200 (the kernel may drop a few itself)
      expect(media.networking?.code).toBe(VoiceNetworkingCode.Ready);
    } finally {
      media.close();
    }
  });
});
