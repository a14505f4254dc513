/**
 * The world of the voice tests: an emulator with two bot applications in one guild that has a voice
 * channel, a stage channel and a text channel, and a raw client for each half of voice: the voice
 * gateway (a `ws` client over TLS trusting the emulator's CA) and the UDP side (discovery and RTP sealed
 * with node:crypto and @noble/ciphers directly, not with the emulator's own code).
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import WebSocket from 'ws';
import type { EmulatorOptions } from '../../src/emulator/index.js';
import type { ApplicationRecord } from '../../src/emulator/records.js';
import { GatewayIntentBits } from '../../src/model/intents.js';
import { RawGateway, until } from '../connection/world.js';
import { type Fixture, startFixture } from './helpers.js';

export interface VoiceWorld {
  fx: Fixture;
  guildId: string;
  voiceId: string;
  stageId: string;
  textId: string;
  /** Bot applications in the guild (two, or as many as asked). */
  bots: [ApplicationRecord, ApplicationRecord, ...ApplicationRecord[]];
  ca: string;
}

export const BOT_INTENTS = GatewayIntentBits.Guilds | GatewayIntentBits.GuildVoiceStates;

/**
 * Starts the world. The raw clients here speak DAVE version 0 (transport encryption only), so the voice
 * server allows it unless a test says otherwise (`voice.dave`; the emulator's default, like the
 * service's, is 'required').
 */
export async function startVoiceWorld(options: EmulatorOptions = {}, botCount = 2): Promise<VoiceWorld> {
  const fx = await startFixture({ ...options, voice: { dave: 'allowed', ...options.voice } });
  const { control } = fx.emulator;
  const a = await control.createApplication({ name: 'Voice Bot A' });
  const b = await control.createApplication({ name: 'Voice Bot B' });
  const more: ApplicationRecord[] = [];
  for (let i = 2; i < botCount; i++)
    more.push(await control.createApplication({ name: `Voice Bot ${String.fromCharCode(65 + i)}` }));
  const seeded = await control.seed({
    guilds: [
      {
        name: 'Voice Guild',
        ownerId: fx.user.id,
        channels: [{ name: 'text' }, { name: 'Lounge', type: 2 }, { name: 'Stage', type: 13 }],
        members: [a, b, ...more].map((bot) => ({ userId: bot.botUserId })),
      },
    ],
  });
  const [text, voice, stage] = seeded.channels;
  const guildId = seeded.guilds[0]?.id;
  if (!text || !voice || !stage || !guildId) throw new Error('voice world seed failed');
  const ca = (await control.voice.certificateAuthority()).pem;
  return { fx, guildId, voiceId: voice.id, stageId: stage.id, textId: text.id, bots: [a, b, ...more], ca };
}

/** A bot's raw main-gateway session (identified, READY and GUILD_CREATE received). */
export async function botSession(
  w: VoiceWorld,
  bot: ApplicationRecord,
  intents = BOT_INTENTS,
): Promise<RawGateway> {
  const raw = await RawGateway.open(`${w.fx.emulator.control.gateway.url()}?v=10&encoding=json`);
  await raw.next((f) => f.op === 10, 'HELLO');
  raw.send({ op: 2, d: { token: bot.botToken, intents } });
  await raw.next((f) => f.t === 'READY', 'READY');
  return raw;
}

export interface Joined {
  sessionId: string;
  token: string;
  endpoint: string;
  serverId: string;
}

/** Sends op 4 and waits for this session's VOICE_SERVER_UPDATE (the `n`th, counting from 1). */
export async function joinChannel(
  w: VoiceWorld,
  raw: RawGateway,
  channelId: string,
  options: { selfMute?: boolean; selfDeaf?: boolean; nth?: number } = {},
): Promise<Joined> {
  const nth = options.nth ?? 1;
  raw.send({
    op: 4,
    d: {
      guild_id: w.guildId,
      channel_id: channelId,
      self_mute: options.selfMute ?? false,
      self_deaf: options.selfDeaf ?? false,
    },
  });
  await until(
    () => raw.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE').length >= nth,
    'VOICE_SERVER_UPDATE',
  );
  const update = raw.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE')[nth - 1]?.d as {
    token: string;
    endpoint: string;
  };
  return { sessionId: raw.sessionId(), token: update.token, endpoint: update.endpoint, serverId: w.guildId };
}

export interface VoiceFrame {
  op: number;
  d: unknown;
  seq?: number;
}

/** A raw voice gateway client over TLS. */
export class RawVoice {
  readonly frames: VoiceFrame[] = [];
  /** Binary messages (DAVE's `seq | op | payload`), apart from the JSON ones. */
  readonly binary: Buffer[] = [];
  closed: { code: number; reason: string } | undefined;
  readonly ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.binary.push(data as Buffer);
      else this.frames.push(JSON.parse(String(data)) as VoiceFrame);
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
    });
    ws.on('error', () => undefined);
  }

  static async open(
    endpoint: string,
    ca: string,
    query = '?v=8',
    headers: Record<string, string> = {},
  ): Promise<RawVoice> {
    const ws = new WebSocket(`wss://${endpoint}/${query}`, { ca, headers });
    const raw = new RawVoice(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
      ws.once('error', reject);
    });
    return raw;
  }

  send(op: number, d: unknown): void {
    this.ws.send(JSON.stringify({ op, d }));
  }

  async next(match: (frame: VoiceFrame) => boolean, what: string): Promise<VoiceFrame> {
    await until(() => this.frames.some(match), what);
    return this.frames.find(match) as VoiceFrame;
  }

  op(op: number): Promise<VoiceFrame> {
    return this.next((f) => f.op === op, `voice op ${op}`);
  }

  async untilClosed(): Promise<{ code: number; reason: string }> {
    await until(() => this.closed !== undefined, 'voice close');
    return this.closed as { code: number; reason: string };
  }

  close(): void {
    this.ws.close(1000);
  }
}

/** A UDP endpoint of a client: discovery, RTP out (sealed), RTP in (kept). */
export class RawUdp {
  readonly socket: Socket;
  readonly received: Buffer[] = [];
  port = 0;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('message', (message) => this.received.push(message));
  }

  static async open(): Promise<RawUdp> {
    const socket = createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
    const udp = new RawUdp(socket);
    udp.port = socket.address().port;
    return udp;
  }

  send(bytes: Buffer, port: number): void {
    this.socket.send(bytes, port, '127.0.0.1');
  }

  /** IP discovery: the address and port the server saw. */
  async discover(ssrc: number, port: number): Promise<{ ip: string; port: number }> {
    const request = Buffer.alloc(74);
    request.writeUInt16BE(1, 0);
    request.writeUInt16BE(70, 2);
    request.writeUInt32BE(ssrc, 4);
    const before = this.received.length;
    this.send(request, port);
    await until(
      () => this.received.slice(before).some((m) => m.length === 74 && m.readUInt16BE(0) === 2),
      'discovery answer',
    );
    const answer = this.received.slice(before).find((m) => m.length === 74) as Buffer;
    return { ip: answer.subarray(8, answer.indexOf(0, 8)).toString('ascii'), port: answer.readUInt16BE(72) };
  }

  /** RTP packets received (longer than 12 bytes, version 2). */
  rtp(): Buffer[] {
    return this.received.filter((m) => m.length > 12 && ((m[0] ?? 0) & 0xc0) === 0x80);
  }

  close(): void {
    this.socket.close();
  }
}

export type Mode = 'aead_aes256_gcm_rtpsize' | 'aead_xchacha20_poly1305_rtpsize';

/** An RTP header: version 2, payload type 120 (Opus), the sequence, timestamp and SSRC. */
export function rtpHeader(seq: number, timestamp: number, ssrc: number): Buffer {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = 0x78;
  header.writeUInt16BE(seq & 0xffff, 2);
  header.writeUInt32BE(timestamp >>> 0, 4);
  header.writeUInt32BE(ssrc, 8);
  return header;
}

/** `header | ciphertext | tag | counter`, as VOICE.md §5 lays it out. */
export function seal(mode: Mode, key: Uint8Array, header: Buffer, payload: Buffer, counter: number): Buffer {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter, 0);
  if (mode === 'aead_aes256_gcm_rtpsize') {
    const nonce = Buffer.alloc(12);
    counterBytes.copy(nonce);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(header);
    const body = Buffer.concat([cipher.update(payload), cipher.final()]);
    return Buffer.concat([header, body, cipher.getAuthTag(), counterBytes]);
  }
  const nonce = Buffer.alloc(24);
  counterBytes.copy(nonce);
  return Buffer.concat([
    header,
    Buffer.from(xchacha20poly1305(key, nonce, header).encrypt(payload)),
    counterBytes,
  ]);
}

/** The payload of a received packet (12-byte header, no extension), or null when it does not authenticate. */
export function open(mode: Mode, key: Uint8Array, packet: Buffer): Buffer | null {
  const header = packet.subarray(0, 12);
  const counter = packet.subarray(packet.length - 4);
  const body = packet.subarray(12, packet.length - 4);
  try {
    if (mode === 'aead_aes256_gcm_rtpsize') {
      const nonce = Buffer.alloc(12);
      counter.copy(nonce);
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAAD(header);
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
    }
    const nonce = Buffer.alloc(24);
    counter.copy(nonce);
    return Buffer.from(xchacha20poly1305(key, nonce, header).decrypt(body));
  } catch {
    return null;
  }
}

/** One participant, all the way through: voice gateway, discovery, select, session description. */
export interface Participant {
  voice: RawVoice;
  udp: RawUdp;
  ssrc: number;
  serverPort: number;
  key: Uint8Array;
  mode: Mode;
  userId: string;
  counter: number;
  seq: number;
}

export async function connectVoice(
  w: VoiceWorld,
  joined: Joined,
  userId: string,
  options: { mode?: Mode; version?: number; dave?: number } = {},
): Promise<Participant> {
  const mode = options.mode ?? 'aead_aes256_gcm_rtpsize';
  const voice = await RawVoice.open(joined.endpoint, w.ca, `?v=${options.version ?? 8}`);
  await voice.op(8);
  voice.send(0, {
    server_id: joined.serverId,
    user_id: userId,
    session_id: joined.sessionId,
    token: joined.token,
    max_dave_protocol_version: options.dave ?? 0,
  });
  const ready = (await voice.op(2)).d as { ssrc: number; ip: string; port: number; modes: string[] };
  const udp = await RawUdp.open();
  const seen = await udp.discover(ready.ssrc, ready.port);
  voice.send(1, { protocol: 'udp', data: { address: seen.ip, port: seen.port, mode } });
  const description = (await voice.op(4)).d as { secret_key: number[]; mode: string };
  return {
    voice,
    udp,
    ssrc: ready.ssrc,
    serverPort: ready.port,
    key: Uint8Array.from(description.secret_key),
    mode,
    userId,
    counter: 1,
    seq: 100,
  };
}

/** Sends one sealed RTP packet with `payload`; returns its sequence number. */
export function sendRtp(
  p: Participant,
  payload: Buffer,
  options: { key?: Uint8Array; from?: RawUdp } = {},
): number {
  const seq = p.seq++;
  const packet = seal(p.mode, options.key ?? p.key, rtpHeader(seq, seq * 960, p.ssrc), payload, p.counter++);
  (options.from ?? p.udp).send(packet, p.serverPort);
  return seq;
}
