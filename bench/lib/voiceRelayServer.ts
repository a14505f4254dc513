/**
 * The server side of bench/voiceRelay.ts, run in a worker thread so its event loop's utilisation is its
 * own: either the emulator's voice server (`ours`: a whole Emulator, grants handed out directly) or a
 * bare UDP forwarder doing the same cryptographic work (`bare`: decrypt each AES-GCM packet with its
 * sender's key, seal it again for every other participant with theirs, send; no checks, no counters, no
 * WebSocket).
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { Emulator } from '../../src/emulator/emulator.js';

type Message =
  | { type: 'grant'; userId: string }
  | { type: 'register'; ssrc: number; key: number[]; port: number }
  | { type: 'elu' }
  | { type: 'memory' }
  | { type: 'stop' };

const port = parentPort;
if (port === null) throw new Error('run as a worker');
const kind = (workerData as { kind: 'ours' | 'bare' }).kind;

let elu = performance.eventLoopUtilization();
const reply = (value: unknown) => port.postMessage(value);

function memory(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

if (kind === 'ours') {
  const emulator = new Emulator({ rateLimits: false });
  const running = await emulator.start();
  await emulator.voice.start();
  port.on('message', async (message: Message) => {
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
    } else if (message.type === 'elu') {
      const now = performance.eventLoopUtilization();
      reply(performance.eventLoopUtilization(now, elu).utilization);
      elu = now;
    } else if (message.type === 'memory') reply(memory());
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
  port.on('message', (message: Message) => {
    if (message.type === 'register') {
      peers.set(message.ssrc, { key: Buffer.from(message.key), port: message.port, counter: 1 });
      reply({ ok: true });
    } else if (message.type === 'elu') {
      const now = performance.eventLoopUtilization();
      reply(performance.eventLoopUtilization(now, elu).utilization);
      elu = now;
    } else if (message.type === 'memory') reply(memory());
    else if (message.type === 'stop') {
      socket.close();
      reply({ stats: null });
      process.exit(0);
    }
  });
  reply({ ready: true, port: socket.address().port });
}
