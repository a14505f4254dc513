/**
 * The server side of bench/voiceRelay.ts, run in its own process so that the CPU time it reports
 * (`process.cpuUsage()`: its event loop, its GC and libuv threads) is the server's alone: either the emulator's voice server (`ours`: a whole Emulator, grants handed out directly) or a
 * bare UDP forwarder doing the same cryptographic work (`bare`: decrypt each AES-GCM packet with its
 * sender's key, seal it again for every other participant with theirs, send; no checks, no counters, no
 * WebSocket).
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { Emulator } from '../../src/emulator/emulator.js';

type Message =
  | { type: 'grant'; userId: string }
  | { type: 'register'; ssrc: number; key: number[]; port: number }
  | { type: 'elu' }
  | { type: 'memory' }
  | { type: 'stop' };

const kind = process.argv[2] as 'ours' | 'bare';
if (kind !== 'ours' && kind !== 'bare') throw new Error('usage: voiceRelayServer.ts ours|bare');

const port = {
  on: (event: 'message', listener: (message: Message) => void) => process.on(event, listener),
};
const reply = (value: unknown) => process.send?.(value);

/** CPU time used since the last call, in cores (CPU seconds per wall second). */
let cpu = process.cpuUsage();
let wall = process.hrtime.bigint();
function cores(): number {
  const used = process.cpuUsage(cpu);
  const now = process.hrtime.bigint();
  const seconds = Number(now - wall) / 1e9;
  cpu = process.cpuUsage();
  wall = now;
  return (used.user + used.system) / 1e6 / seconds;
}

function memory(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

if (kind === 'ours') {
  const emulator = new Emulator({ rateLimits: false });
  const running = await emulator.start();
  await emulator.voice.start();
  port.on('message', async (message) => {
    if (message.type === 'grant') {
      const grant = await emulator.voice.grant({
        serverId: '100',
        channelId: '200',
        kind: 'guild',
        userId: message.userId,
        sessionId: `session-${message.userId}`,
        applicationId: '300',
      });
      reply({ ...grant, ca: await emulator.voice.caPem() });
    } else if (message.type === 'elu') reply(cores());
    else if (message.type === 'memory') reply(memory());
    else if (message.type === 'stop') {
      reply({ stats: emulator.voice.stats().relay });
      await running.close();
      process.exit(0);
    }
  });
  reply({ ready: true });
} else {
  const socket = createSocket({ type: 'udp4', recvBufferSize: 4 * 1024 * 1024 });
  const peers = new Map<number, { key: Buffer; port: number; counter: number }>();
  socket.on('message', (packet) => {
    const sender = peers.get(packet.readUInt32BE(8));
    if (sender === undefined) return;
    const end = packet.length - 4;
    const nonce = Buffer.alloc(12);
    packet.copy(nonce, 0, end);
    const header = packet.subarray(0, 12);
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', sender.key, nonce);
      decipher.setAAD(header);
      decipher.setAuthTag(packet.subarray(end - 16, end));
      plain = Buffer.concat([decipher.update(packet.subarray(12, end - 16)), decipher.final()]);
    } catch {
      return;
    }
    for (const peer of peers.values()) {
      if (peer === sender) continue;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(peer.counter++, 0);
      const out = Buffer.alloc(12);
      counter.copy(out);
      const cipher = createCipheriv('aes-256-gcm', peer.key, out);
      cipher.setAAD(header);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      socket.send(Buffer.concat([header, body, cipher.getAuthTag(), counter]), peer.port, '127.0.0.1');
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  port.on('message', (message) => {
    if (message.type === 'register') {
      peers.set(message.ssrc, { key: Buffer.from(message.key), port: message.port, counter: 1 });
      reply({ ok: true });
    } else if (message.type === 'elu') reply(cores());
    else if (message.type === 'memory') reply(memory());
    else if (message.type === 'stop') {
      socket.close();
      reply({ stats: null });
      process.exit(0);
    }
  });
  reply({ ready: true, port: socket.address().port });
}
