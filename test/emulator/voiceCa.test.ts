/**
 * The voice server's local CA: made once and kept beside the data file (the same CA after a restart,
 * its key readable by the owner only), in memory without one; served by the control API (`GET
 * /_emulator/voice/ca`) and printed by `social-sdk emulator`; the server certificate it signs names
 * 127.0.0.1, ::1 and localhost and is trusted through the CA alone. And nothing a client sends over UDP
 * or the voice gateway stops the server: random datagrams and frames are dropped or closed, and a
 * well-formed client still gets through afterwards.
 */
import { X509Certificate } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { statSync } from 'node:fs';
import { connect } from 'node:tls';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runEmulatorFromArgs } from '../../src/cli/emulator.js';
import { startEmulator } from '../../src/emulator/index.js';
import { until } from '../connection/world.js';
import { useTempDir } from './helpers.js';
import { botSession, connectVoice, joinChannel, RawVoice, startVoiceWorld } from './voiceWorld.js';

const temp = useTempDir('voice-ca-');

describe('the local CA', () => {
  it('is kept beside the data file and is the same after a restart', async () => {
    const dataFile = temp('state.json');
    const first = await startEmulator({ dataFile, rateLimits: false });
    const ca = await first.control.voice.certificateAuthority();
    await first.close();
    expect(ca.file).toBe(`${dataFile}.voice-ca.pem`);
    expect(new X509Certificate(ca.pem).ca).toBe(true);
    expect(statSync(`${dataFile}.voice-ca-key.pem`).mode & 0o077).toBe(0);
    const second = await startEmulator({ dataFile, rateLimits: false });
    try {
      expect((await second.control.voice.certificateAuthority()).pem).toBe(ca.pem);
    } finally {
      await second.close();
    }
  });

  it('lives in memory without a data file, is served over HTTP, and signs a certificate for the loopback', async () => {
    const emulator = await startEmulator({ rateLimits: false });
    try {
      const response = await fetch(`${emulator.url}/_emulator/voice/ca`);
      expect(response.status).toBe(200);
      const pem = await response.text();
      expect((await emulator.control.voice.certificateAuthority()).file).toBeNull();
      const voicePort = Number(emulator.control.voice.stats().endpoints[0]?.split(':')[1]);
      const peer = await new Promise<X509Certificate>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port: voicePort, ca: pem }, () => {
          const cert = socket.getPeerX509Certificate();
          socket.end();
          if (cert) resolve(cert);
          else reject(new Error('no certificate'));
        });
        socket.on('error', reject);
      });
      expect(peer.checkIP('127.0.0.1')).toBe('127.0.0.1');
      expect(peer.checkHost('localhost')).toBe('localhost');
      expect(peer.verify(new X509Certificate(pem).publicKey)).toBe(true);
    } finally {
      await emulator.close();
    }
  });

  it('`social-sdk emulator` prints where the CA is', async () => {
    const dataFile = temp('cli.json');
    const lines: string[] = [];
    const emulator = await runEmulatorFromArgs(['--port', '0', '--data', dataFile], {
      out: (l) => lines.push(l),
      err: (l) => lines.push(l),
    });
    try {
      expect(lines.join('\n')).toContain(
        `Voice CA: ${dataFile}.voice-ca.pem (trust it: NODE_EXTRA_CA_CERTS=`,
      );
    } finally {
      await emulator?.close();
    }
  });
});

describe('hostile input', () => {
  it('random datagrams and frames are dropped or closed; a well-formed client still gets through', async () => {
    const w = await startVoiceWorld();
    try {
      const gw = await botSession(w, w.bots[0]);
      const joined = await joinChannel(w, gw, w.voiceId);
      const p = await connectVoice(w, joined, w.bots[0].botUserId);
      const socket = createSocket('udp4');
      await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
      const datagrams = fc.sample(fc.uint8Array({ minLength: 0, maxLength: 1500 }), 300);
      // Some with the participant's SSRC and an RTP first byte, to reach the decryption.
      for (const [i, bytes] of datagrams.entries()) {
        const buffer = Buffer.from(bytes);
        if (i % 2 === 0 && buffer.length >= 12) {
          buffer[0] = 0x80;
          buffer.writeUInt32BE(p.ssrc, 8);
        }
        socket.send(buffer, p.serverPort, '127.0.0.1');
      }
      await until(
        () => (w.fx.emulator.control.voice.stats().relay?.datagramsIn ?? 0) >= 250,
        'datagrams handled',
      );
      socket.close();
      const frames = fc.sample(fc.oneof(fc.json(), fc.string({ maxLength: 300 })), 40);
      for (const text of frames) {
        const raw = await RawVoice.open(joined.endpoint, w.ca, '?v=8');
        raw.ws.send(text);
        raw.send(0, JSON.parse(JSON.stringify({ server_id: [text], token: { t: text } })));
        const closed = await raw.untilClosed();
        expect(closed.code).toBeGreaterThanOrEqual(4000);
      }
      // Still serving: the participant's heartbeat is answered, and a new one joins.
      p.voice.send(3, { t: 1, seq_ack: 0 });
      await p.voice.op(6);
      const other = await botSession(w, w.bots[1]);
      const second = await joinChannel(w, other, w.voiceId);
      const q = await connectVoice(w, second, w.bots[1].botUserId);
      expect(q.ssrc).not.toBe(p.ssrc);
      p.udp.close();
      q.udp.close();
    } finally {
      await w.fx.emulator.close();
    }
  });
});

describe('voice states across a restart and a reset', () => {
  it('a restart drops the states gateway sessions made (no session survives it)', async () => {
    const dataFile = temp('restart.json');
    const w = await startVoiceWorld({ dataFile });
    const gw = await botSession(w, w.bots[0]);
    await joinChannel(w, gw, w.voiceId);
    await w.fx.emulator.close();
    const again = await startEmulator({ dataFile, rateLimits: false });
    try {
      const world = { ...w, fx: { ...w.fx, emulator: again, url: again.url } };
      const fresh = await botSession(world, w.bots[0]);
      const guild = (await fresh.next((f) => f.t === 'GUILD_CREATE', 'GUILD_CREATE')).d as {
        voice_states: unknown[];
      };
      expect(guild.voice_states).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('a reset ends every call (4022)', async () => {
    const w = await startVoiceWorld();
    try {
      const gw = await botSession(w, w.bots[0]);
      const p = await connectVoice(w, await joinChannel(w, gw, w.voiceId), w.bots[0].botUserId);
      await w.fx.emulator.control.reset();
      expect((await p.voice.untilClosed()).code).toBe(4022);
      expect(w.fx.emulator.control.voice.calls()).toEqual([]);
      p.udp.close();
    } finally {
      await w.fx.emulator.close();
    }
  });
});
