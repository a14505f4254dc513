/**
 * One voice connection to one voice server, as an explicit state machine (after @discordjs/voice's
 * `Networking`): each state is an object holding what exists in it, and every transition goes through
 * {@link VoiceNetworking.state}'s setter, which tears down what the new state no longer holds.
 *
 * ```
 * OpeningWs -> Identifying -> UdpHandshaking -> SelectingProtocol -> Ready
 *                                                   Ready --(socket dropped, resumable)--> Resuming -> Ready
 * any --(fatal close, timeout, destroy)--> Closed
 * ```
 *
 * The voice gateway is JSON over `wss://<endpoint>/?v=8` (VOICE.md §4): Hello, Identify, Ready (SSRC, the
 * UDP address, the modes), IP discovery and keep-alives on a UDP socket (§5), Select Protocol with the
 * first mode of `aead_aes256_gcm_rtpsize`, `aead_xchacha20_poly1305_rtpsize` the server offers, Session
 * Description (key, the DAVE protocol version the server picked: dave.ts runs the end-to-end session on
 * this connection's JSON and binary DAVE opcodes), heartbeats `{ t, seq_ack }` with the last `seq` seen, and Resume
 * with it after a dropped socket (close codes below 4000, 4015 and 4013, or missed heartbeat acks), the
 * UDP socket and key kept. Every handshake step is bounded; nothing a server sends can throw out of a
 * handler. It knows nothing of the facade's names.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Tls from 'node:tls';
import type WebSocket from 'ws';
import { loadOnce } from '../http/loadOnce.js';
import { type LogFunction, LoggingSeverity } from '../model/logging.js';
import { VoiceCloseCode, VoiceEncryptionMode, VoiceOpcode } from '../model/voice.js';
import { advertisedDaveVersion, CallE2ee, type DaveChoice, loadDavey } from './dave.js';
import { VoiceNetworkingCode } from './networkingCode.js';
import { chooseMode, loadXChaCha, PREFERRED_MODES } from './rtp.js';
import { VoiceUdp } from './udp.js';

/** Who connects, with what (from the main gateway's voice server and voice state dispatches). */
export interface VoiceJoin {
  /** `host:port` of the voice server (no scheme). */
  readonly endpoint: string;
  /** Identify's `server_id`: the guild id or the lobby id. */
  readonly serverId: string;
  readonly userId: string;
  /** The main gateway session's id. */
  readonly sessionId: string;
  /** The voice token of the server update (a secret: never logged). */
  readonly token: string;
}

/** Options of a {@link VoiceNetworking}. */
export interface VoiceNetworkingOptions {
  /** PEM certificate(s) to trust besides Node's roots and `NODE_EXTRA_CA_CERTS` (the emulator's CA). */
  readonly ca?: string | readonly string[] | undefined;
  /** Bound of each handshake step, ms. Default 15000. */
  readonly handshakeTimeoutMs?: number | undefined;
  /** Resume attempts after a dropped socket before giving up. Default 5. */
  readonly maxResumes?: number | undefined;
  /** Encryption modes in order of preference. Default AES-GCM, then XChaCha20-Poly1305. */
  readonly modes?: readonly VoiceEncryptionMode[] | undefined;
  /** End-to-end encryption (DAVE): 'preferred' (the default), 'required' or 'off'. */
  readonly dave?: DaveChoice | undefined;
  readonly log?: LogFunction | undefined;
}

/** The session's media parameters, once described. */
export interface VoiceSession {
  readonly ssrc: number;
  readonly mode: VoiceEncryptionMode;
  readonly key: Uint8Array;
}

export type VoiceNetworkingState =
  | { readonly code: typeof VoiceNetworkingCode.OpeningWs; readonly ws: VoiceWs }
  | { readonly code: typeof VoiceNetworkingCode.Identifying; readonly ws: VoiceWs }
  | {
      readonly code: typeof VoiceNetworkingCode.UdpHandshaking;
      readonly ws: VoiceWs;
      readonly udp: VoiceUdp;
      readonly ssrc: number;
    }
  | {
      readonly code: typeof VoiceNetworkingCode.SelectingProtocol;
      readonly ws: VoiceWs;
      readonly udp: VoiceUdp;
      readonly ssrc: number;
    }
  | {
      readonly code: typeof VoiceNetworkingCode.Ready;
      readonly ws: VoiceWs;
      readonly udp: VoiceUdp;
      readonly session: VoiceSession;
    }
  | {
      readonly code: typeof VoiceNetworkingCode.Resuming;
      readonly ws: VoiceWs;
      readonly udp: VoiceUdp;
      readonly session: VoiceSession;
    }
  | {
      readonly code: typeof VoiceNetworkingCode.Closed;
      /** Why: the close code (4xxx, 1006 for a failed network), or 0 when destroyed. */
      readonly closeCode: number;
      /** Which part failed: the voice gateway (signaling), the media path (UDP), or neither (destroyed). */
      readonly failed: 'signaling' | 'media' | 'none';
      /** Whether it ever reached Ready. */
      readonly wasReady: boolean;
    };

/** What a {@link VoiceNetworking} reports. */
export interface VoiceNetworkingEvents {
  onStateChange(from: VoiceNetworkingState, to: VoiceNetworkingState): void;
  /** A decrypted-capable datagram arrived on the UDP socket (the owner opens it with the session). */
  onPacket(message: Buffer): void;
  /** Op 5 from the server: `userId` sends with `ssrc`, these flags. */
  onSpeaking(userId: string, ssrc: number, flags: number): void;
  /** Op 11: users connected. */
  onClientsConnect(userIds: readonly string[]): void;
  /** Op 13: a user disconnected. */
  onClientDisconnect(userId: string): void;
}

const DEFAULT_HANDSHAKE_TIMEOUT_MS = 15_000;
const RESUMABLE = new Set<number>([
  VoiceCloseCode.VoiceServerCrashed,
  VoiceCloseCode.WebRtcCrashed,
  VoiceCloseCode.SessionTimeout,
]);
/** Op 5 messages a connection sends a minute at most before it stops sending stops (see setSpeaking). */
export const SPEAKING_BUDGET = 80;
/** Heartbeats without an ACK before the socket counts as dead. */
const MISSED_ACKS = 3;

const loadWebSocket = loadOnce(async () => (await import('ws')).default);

/** The CA list a voice socket trusts: Node's roots, NODE_EXTRA_CA_CERTS, and the option's. */
export function trustedCas(extra: string | readonly string[] | undefined): string[] | undefined {
  if (extra === undefined) return undefined;
  // node:tls is loaded here, by the first call that trusts extra CAs, not by importing the SDK: it
  // compiles a good part of Node's TLS stack (issue 45: cold start).
  const list = [...(createRequire(import.meta.url)('node:tls') as typeof Tls).rootCertificates];
  const fromEnv = process.env.NODE_EXTRA_CA_CERTS;
  if (fromEnv !== undefined && fromEnv !== '') {
    try {
      list.push(readFileSync(fromEnv, 'utf8'));
    } catch {
      // Node warned about it at start already; the option's certificates still count.
    }
  }
  for (const pem of typeof extra === 'string' ? [extra] : extra) list.push(pem);
  return list;
}

/** One voice gateway WebSocket: text frames in and out, one `closed` report. */
export class VoiceWs {
  #ws: WebSocket | undefined;
  #gone = false;
  /** The last `seq` received (v8), -1 before any. */
  seqAck = -1;

  constructor(
    url: string,
    ca: string[] | undefined,
    handlers: {
      onOpen(): void;
      onMessage(frame: { op: number; d: unknown }): void;
      /** A binary frame (DAVE): `seq` (uint16), the opcode, its payload. */
      onBinary(op: number, payload: Buffer): void;
      onClosed(code: number): void;
    },
  ) {
    let reported = false;
    const closed = (code: number) => {
      if (reported) return;
      reported = true;
      handlers.onClosed(code);
    };
    loadWebSocket().then(
      (WebSocketClass) => {
        if (this.#gone) return;
        const ws = new WebSocketClass(url, {
          ...(ca === undefined ? {} : { ca }),
          perMessageDeflate: false,
          maxPayload: 1 << 20,
          handshakeTimeout: DEFAULT_HANDSHAKE_TIMEOUT_MS,
          // One message per event-loop turn, as on the main gateway (src/connection/socket.ts): a voice
          // server's flood cannot hold the audio clock's timers.
          allowSynchronousEvents: false,
        });
        this.#ws = ws;
        ws.on('open', () => handlers.onOpen());
        ws.on('message', (data, isBinary) => {
          if (isBinary) {
            // Server to client: uint16 sequence number, uint8 opcode, payload (VOICE.md §4).
            const bytes = binaryOf(data);
            if (bytes.length < 3) return;
            const seq = bytes.readUInt16BE(0);
            if (seq > this.seqAck) this.seqAck = seq;
            handlers.onBinary(bytes[2] as number, bytes.subarray(3));
            return;
          }
          let frame: unknown;
          try {
            frame = JSON.parse(String(data));
          } catch {
            return;
          }
          if (typeof frame !== 'object' || frame === null) return;
          const { op, d, seq } = frame as { op?: unknown; d?: unknown; seq?: unknown };
          if (typeof op !== 'number') return;
          if (typeof seq === 'number' && Number.isInteger(seq) && seq > this.seqAck) this.seqAck = seq;
          handlers.onMessage({ op, d });
        });
        ws.on('close', (code) => closed(code));
        ws.on('error', () => undefined);
        ws.on('unexpected-response', (_request, response) => {
          closed(response.statusCode ?? 1006);
          ws.terminate();
        });
      },
      () => closed(1006),
    );
  }

  send(op: number, d: unknown): void {
    const ws = this.#ws;
    if (ws !== undefined && ws.readyState === ws.OPEN) ws.send(JSON.stringify({ op, d }));
  }

  /** Client to server binary frame: uint8 opcode, payload (no sequence number). */
  sendBinary(op: number, payload: Buffer): void {
    const ws = this.#ws;
    if (ws !== undefined && ws.readyState === ws.OPEN)
      ws.send(Buffer.concat([Buffer.from([op]), payload]), { binary: true });
  }

  /** Closes (once); later frames are ignored. */
  close(code = 1000): void {
    this.#gone = true;
    const ws = this.#ws;
    if (ws === undefined) return;
    try {
      if (ws.readyState === ws.CONNECTING) ws.terminate();
      else ws.close(code);
    } catch {
      ws.terminate();
    }
  }

  /** Drops the connection without a close frame (a resume follows). */
  terminate(): void {
    this.#gone = true;
    this.#ws?.terminate();
  }
}

/** A connection to one voice server. */
export class VoiceNetworking {
  readonly #join: VoiceJoin;
  readonly #events: VoiceNetworkingEvents;
  readonly #ca: string[] | undefined;
  readonly #timeoutMs: number;
  readonly #maxResumes: number;
  readonly #modes: readonly VoiceEncryptionMode[];
  readonly #dave: DaveChoice;
  /** The DAVE version Identify advertised (0: none). */
  readonly #daveVersion: number;
  /** The end-to-end session of this connection (when DAVE was advertised); kept across a resume. */
  readonly #e2ee: CallE2ee | undefined;
  readonly #log: LogFunction;
  #state: VoiceNetworkingState;
  #wasReady = false;
  #resumes = 0;
  #stepTimer: ReturnType<typeof setTimeout> | undefined;
  #beatTimer: ReturnType<typeof setInterval> | undefined;
  #unacked = 0;
  /** RTP sending state (kept across a resume). */
  #sequence = Math.floor(Math.random() * 0x10000);
  #timestamp = Math.floor(Math.random() * 0x1_0000_0000);
  #counter = 1;
  #speaking = 0;

  constructor(join: VoiceJoin, events: VoiceNetworkingEvents, options: VoiceNetworkingOptions = {}) {
    this.#join = join;
    this.#events = events;
    this.#ca = trustedCas(options.ca);
    this.#timeoutMs = options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS;
    this.#maxResumes = options.maxResumes ?? 5;
    this.#modes = options.modes ?? PREFERRED_MODES;
    this.#log = options.log ?? (() => undefined);
    this.#dave = options.dave ?? 'preferred';
    this.#daveVersion = advertisedDaveVersion(this.#dave);
    const davey = this.#dave === 'off' ? undefined : loadDavey();
    if (this.#daveVersion > 0 && davey !== undefined && 'module' in davey)
      this.#e2ee = new CallE2ee(davey.module, join.userId, join.serverId, {
        sendJson: (op, d) => this.#wsNow()?.send(op, d),
        sendBinary: (op, payload) => this.#wsNow()?.sendBinary(op, payload),
        refuse: (why) =>
          this.#fail(VoiceCloseCode.DaveRequired, 'signaling', `${why}: the call ends (voice.dave)`),
        log: this.#log,
      });
    if (this.#dave !== 'off' && this.#daveVersion === 0) {
      this.#log(
        `voice: calls are not encrypted end to end: ${davey !== undefined && 'error' in davey ? davey.error : 'no DAVE version in common'}`,
        this.#dave === 'required' ? LoggingSeverity.Error : LoggingSeverity.Warning,
      );
    }
    const ws = this.#openWs(false);
    this.#state = { code: VoiceNetworkingCode.OpeningWs, ws };
    if (this.#dave === 'required' && this.#daveVersion === 0) {
      // Nothing to connect with: fail as the server would (4017), without a handshake; after the owner
      // holds this object (it ignores reports from a connection it does not hold yet).
      ws.close();
      queueMicrotask(() =>
        this.#fail(
          VoiceCloseCode.DaveRequired,
          'signaling',
          "voice.dave is 'required' but DAVE is not available",
        ),
      );
      return;
    }
    this.#bound('voice gateway: no Hello');
  }

  get state(): VoiceNetworkingState {
    return this.#state;
  }

  set state(next: VoiceNetworkingState) {
    const from = this.#state;
    const ws = 'ws' in from ? from.ws : undefined;
    const udp = 'udp' in from ? from.udp : undefined;
    if (ws !== undefined && (!('ws' in next) || next.ws !== ws)) ws.close();
    if (udp !== undefined && (!('udp' in next) || next.udp !== udp)) udp.close();
    if (next.code === VoiceNetworkingCode.Closed) {
      this.#e2ee?.close();
      clearTimeout(this.#stepTimer);
      clearInterval(this.#beatTimer);
      this.#beatTimer = undefined;
    }
    if (next.code === VoiceNetworkingCode.Ready) {
      this.#wasReady = true;
      this.#resumes = 0;
      clearTimeout(this.#stepTimer);
    }
    this.#state = next;
    this.#log(`voice: ${codeName(from.code)} -> ${codeName(next.code)}`, LoggingSeverity.Verbose);
    try {
      this.#events.onStateChange(from, next);
    } catch (error) {
      this.#log(`voice: a state listener threw: ${String(error)}`, LoggingSeverity.Error);
    }
  }

  /** The end-to-end session (DAVE) of this connection, when this client advertised DAVE. */
  get e2ee(): CallE2ee | undefined {
    return this.#e2ee;
  }

  /** The socket of the current state, if any. */
  #wsNow(): VoiceWs | undefined {
    const s = this.#state;
    return 'ws' in s ? s.ws : undefined;
  }

  /** The session once described (Ready or Resuming). */
  get session(): VoiceSession | undefined {
    const s = this.#state;
    return s.code === VoiceNetworkingCode.Ready || s.code === VoiceNetworkingCode.Resuming
      ? s.session
      : undefined;
  }

  /**
   * Sends op 5 with these flags (0 = stopped) when they changed and the connection is Ready. The voice
   * gateway limits the frames a connection sends (the emulator: 120 a minute); past
   * {@link SPEAKING_BUDGET} changes a minute a stop is not sent (the flags stay on, which costs nothing:
   * no audio is sent), so talk spurts that come fast never get the connection closed.
   */
  setSpeaking(flags: number): void {
    const s = this.#state;
    if (s.code !== VoiceNetworkingCode.Ready || flags === this.#speaking) return;
    const now = performance.now();
    while (this.#speakingSent.length > 0 && now - (this.#speakingSent[0] ?? 0) > 60_000)
      this.#speakingSent.shift();
    if (flags === 0 && this.#speakingSent.length >= SPEAKING_BUDGET) return;
    this.#speakingSent.push(now);
    this.#speaking = flags;
    s.ws.send(VoiceOpcode.Speaking, { speaking: flags, delay: 0, ssrc: s.session.ssrc });
  }

  /** When op 5 messages were sent in the last minute. */
  readonly #speakingSent: number[] = [];

  get speaking(): number {
    return this.#speaking;
  }

  /**
   * Seals and sends one Opus frame (20 ms) when Ready; the sequence and timestamp advance either way, so
   * a receiver sees a gap where frames were not sent (undefined: a frame held back, not sent).
   * @returns whether it was sent.
   */
  sendOpus(
    opus: Uint8Array | undefined,
    seal: (header: Buffer, opus: Uint8Array, counter: number) => Buffer,
    header: (seq: number, ts: number, ssrc: number) => Buffer,
  ): boolean {
    const s = this.#state;
    const seq = this.#sequence;
    const ts = this.#timestamp;
    this.#sequence = (this.#sequence + 1) & 0xffff;
    this.#timestamp = (this.#timestamp + 960) >>> 0;
    if (s.code !== VoiceNetworkingCode.Ready || opus === undefined) return false;
    const packet = seal(header(seq, ts, s.session.ssrc), opus, this.#counter);
    this.#counter = (this.#counter + 1) >>> 0 || 1;
    s.udp.send(packet);
    return true;
  }

  /** Ends the connection for good (EndCall, a moved server). */
  destroy(): void {
    if (this.#state.code === VoiceNetworkingCode.Closed) return;
    this.state = { code: VoiceNetworkingCode.Closed, closeCode: 0, failed: 'none', wasReady: this.#wasReady };
  }

  #openWs(resume: boolean): VoiceWs {
    const url = `wss://${this.#join.endpoint}/?v=8`;
    const ws: VoiceWs = new VoiceWs(url, this.#ca, {
      onOpen: () => {
        if (!this.#owns(ws)) return;
        if (resume) {
          const s = this.#state;
          ws.seqAck = (s as { ws: VoiceWs }).ws === ws ? ws.seqAck : -1;
          ws.send(VoiceOpcode.Resume, {
            server_id: this.#join.serverId,
            session_id: this.#join.sessionId,
            token: this.#join.token,
            seq_ack: this.#lastSeq,
          });
        } else {
          ws.send(VoiceOpcode.Identify, {
            server_id: this.#join.serverId,
            user_id: this.#join.userId,
            session_id: this.#join.sessionId,
            token: this.#join.token,
            max_dave_protocol_version: this.#daveVersion,
          });
        }
      },
      onMessage: (frame) => {
        if (!this.#owns(ws)) return;
        if (ws.seqAck > this.#lastSeq) this.#lastSeq = ws.seqAck;
        try {
          this.#onMessage(ws, frame);
        } catch (error) {
          this.#log(`voice: op ${frame.op} could not be handled: ${String(error)}`, LoggingSeverity.Warning);
        }
      },
      onBinary: (op, payload) => {
        if (!this.#owns(ws)) return;
        if (ws.seqAck > this.#lastSeq) this.#lastSeq = ws.seqAck;
        try {
          this.#e2ee?.onBinary(op, payload);
        } catch (error) {
          this.#log(`voice: binary op ${op} could not be handled: ${String(error)}`, LoggingSeverity.Warning);
        }
      },
      onClosed: (code) => {
        if (this.#owns(ws)) this.#onClosed(code);
      },
    });
    return ws;
  }

  /** The last `seq` seen on any socket of this session (for Resume and heartbeats). */
  #lastSeq = -1;

  #owns(ws: VoiceWs): boolean {
    const s = this.#state;
    return 'ws' in s && s.ws === ws;
  }

  #bound(what: string): void {
    clearTimeout(this.#stepTimer);
    this.#stepTimer = setTimeout(() => {
      const s = this.#state;
      if (s.code === VoiceNetworkingCode.Closed || s.code === VoiceNetworkingCode.Ready) return;
      this.#log(`voice: ${what} within ${this.#timeoutMs} ms`, LoggingSeverity.Warning);
      const media = s.code === VoiceNetworkingCode.UdpHandshaking;
      this.state = {
        code: VoiceNetworkingCode.Closed,
        closeCode: 1006,
        failed: media ? 'media' : 'signaling',
        wasReady: this.#wasReady,
      };
    }, this.#timeoutMs);
    this.#stepTimer.unref?.();
  }

  #onMessage(ws: VoiceWs, frame: { op: number; d: unknown }): void {
    const d = (typeof frame.d === 'object' && frame.d !== null ? frame.d : {}) as Record<string, unknown>;
    const s = this.#state;
    switch (frame.op) {
      case VoiceOpcode.Hello: {
        const interval = d.heartbeat_interval;
        if (typeof interval === 'number' && interval >= 50 && interval <= 600_000)
          this.#startBeating(interval);
        if (s.code === VoiceNetworkingCode.OpeningWs) {
          this.state = { code: VoiceNetworkingCode.Identifying, ws };
          this.#bound('voice gateway: no Ready');
        }
        return;
      }
      case VoiceOpcode.HeartbeatAck:
        this.#unacked = 0;
        return;
      case VoiceOpcode.Ready: {
        if (s.code !== VoiceNetworkingCode.Identifying) return;
        const { ssrc, ip, port, modes } = d;
        if (
          typeof ssrc !== 'number' ||
          typeof ip !== 'string' ||
          typeof port !== 'number' ||
          !Array.isArray(modes)
        ) {
          this.#fail(VoiceCloseCode.FailedToDecode, 'signaling', 'Ready without ssrc, ip, port and modes');
          return;
        }
        const mode = chooseMode(modes, this.#modes);
        if (mode === undefined) {
          this.#fail(
            VoiceCloseCode.UnknownEncryptionMode,
            'signaling',
            `no mode this client speaks in ${JSON.stringify(modes).slice(0, 200)}`,
          );
          return;
        }
        const udp = new VoiceUdp({ ip, port }, (message) => this.#events.onPacket(message));
        this.state = { code: VoiceNetworkingCode.UdpHandshaking, ws, udp, ssrc };
        this.#bound('voice UDP: no IP discovery answer');
        const cipherReady = mode === VoiceEncryptionMode.XChaCha ? loadXChaCha() : Promise.resolve();
        Promise.all([udp.discover(ssrc), cipherReady]).then(
          ([local]) => {
            const now = this.#state;
            if (now.code !== VoiceNetworkingCode.UdpHandshaking || now.udp !== udp) return;
            ws.send(VoiceOpcode.SelectProtocol, {
              protocol: 'udp',
              data: { address: local.ip, port: local.port, mode },
            });
            this.state = { code: VoiceNetworkingCode.SelectingProtocol, ws, udp, ssrc };
            this.#bound('voice gateway: no Session Description');
          },
          () => undefined,
        );
        return;
      }
      case VoiceOpcode.SessionDescription: {
        if (s.code !== VoiceNetworkingCode.SelectingProtocol) return;
        const { mode, secret_key: key } = d;
        if (
          typeof mode !== 'string' ||
          !Array.isArray(key) ||
          key.length !== 32 ||
          !key.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)
        ) {
          this.#fail(
            VoiceCloseCode.FailedToDecode,
            'signaling',
            'Session Description without mode and a 32-byte secret_key',
          );
          return;
        }
        if (chooseMode([mode], this.#modes) === undefined) {
          this.#fail(
            VoiceCloseCode.UnknownEncryptionMode,
            'signaling',
            'Session Description names a mode not asked for',
          );
          return;
        }
        const dave = d.dave_protocol_version ?? 0;
        if (typeof dave !== 'number' || !Number.isInteger(dave) || dave < 0 || dave > this.#daveVersion) {
          this.#fail(
            VoiceCloseCode.FailedToDecode,
            'signaling',
            `Session Description picks DAVE version ${String(dave).slice(0, 20)}, above the ${this.#daveVersion} offered`,
          );
          return;
        }
        if (dave === 0 && this.#dave === 'required') {
          this.#fail(
            VoiceCloseCode.DaveRequired,
            'signaling',
            "the voice server did not pick end-to-end encryption and voice.dave is 'required'",
          );
          return;
        }
        this.#e2ee?.start(dave);
        this.#log(
          dave > 0
            ? `voice: end-to-end encryption (DAVE ${dave}) negotiated`
            : 'voice: the voice server picked transport encryption only (DAVE 0)',
          LoggingSeverity.Info,
        );
        this.state = {
          code: VoiceNetworkingCode.Ready,
          ws,
          udp: s.udp,
          session: { ssrc: s.ssrc, mode: mode as VoiceEncryptionMode, key: Uint8Array.from(key as number[]) },
        };
        return;
      }
      case VoiceOpcode.Resumed: {
        if (s.code !== VoiceNetworkingCode.Resuming) return;
        const speaking = this.#speaking;
        this.state = { code: VoiceNetworkingCode.Ready, ws, udp: s.udp, session: s.session };
        // The server keeps the flags across a resume; say them again in case a replay was cut.
        this.#speaking = -1;
        this.setSpeaking(speaking);
        return;
      }
      case VoiceOpcode.Speaking: {
        const { user_id: userId, ssrc, speaking } = d;
        if (typeof userId === 'string' && typeof ssrc === 'number' && typeof speaking === 'number')
          this.#events.onSpeaking(userId, ssrc >>> 0, speaking);
        return;
      }
      case VoiceOpcode.ClientsConnect: {
        const ids = d.user_ids;
        if (!Array.isArray(ids)) return;
        const users = ids.filter((id): id is string => typeof id === 'string');
        this.#e2ee?.clientsConnected(users);
        this.#events.onClientsConnect(users);
        return;
      }
      case VoiceOpcode.ClientDisconnect:
        if (typeof d.user_id !== 'string') return;
        this.#e2ee?.clientDisconnected(d.user_id);
        this.#events.onClientDisconnect(d.user_id);
        return;
      case VoiceOpcode.DavePrepareTransition:
      case VoiceOpcode.DaveExecuteTransition:
      case VoiceOpcode.DavePrepareEpoch:
        this.#e2ee?.onJson(frame.op, d);
        return;
      default:
        return;
    }
  }

  #startBeating(interval: number): void {
    clearInterval(this.#beatTimer);
    this.#unacked = 0;
    this.#beatTimer = setInterval(() => {
      const s = this.#state;
      if (!('ws' in s)) return;
      if (++this.#unacked > MISSED_ACKS) {
        this.#log(
          `voice: ${MISSED_ACKS} heartbeats without an ACK: the socket counts as dropped`,
          LoggingSeverity.Warning,
        );
        s.ws.terminate();
        this.#onClosed(1006);
        return;
      }
      s.ws.send(VoiceOpcode.Heartbeat, { t: Date.now(), seq_ack: this.#lastSeq });
    }, interval);
    this.#beatTimer.unref?.();
  }

  #fail(code: number, failed: 'signaling' | 'media', why: string): void {
    this.#log(`voice: ${why}`, LoggingSeverity.Warning);
    this.state = { code: VoiceNetworkingCode.Closed, closeCode: code, failed, wasReady: this.#wasReady };
  }

  #onClosed(code: number): void {
    const s = this.#state;
    if (s.code === VoiceNetworkingCode.Closed) return;
    this.#log(
      code === VoiceCloseCode.DaveRequired
        ? `voice: the voice server requires end-to-end encryption (DAVE, close 4017) and this client ${this.#daveVersion > 0 ? 'offered it' : this.#dave === 'off' ? "has it off (voice.dave: 'off')" : 'cannot speak it (@snazzah/davey does not load here)'}; ` +
            "on the emulator, let calls without it in: startEmulator({ voice: { dave: 'allowed' } }) or social-sdk emulator --voice-dave allowed"
        : `voice: the voice gateway socket closed (${code})`,
      code < 4000 ? LoggingSeverity.Info : LoggingSeverity.Warning,
    );
    const resumable =
      (code < 4000 || RESUMABLE.has(code)) &&
      (s.code === VoiceNetworkingCode.Ready || s.code === VoiceNetworkingCode.Resuming);
    if (resumable && this.#resumes < this.#maxResumes) {
      this.#resumes++;
      const attempt = this.#resumes;
      // A first resume at once; later ones back off (a server that is restarting).
      const wait = attempt === 1 ? 0 : Math.min(5000, 250 * 2 ** (attempt - 2));
      const session = s.session;
      const udp = s.udp;
      clearInterval(this.#beatTimer);
      this.#beatTimer = undefined;
      const start = () => {
        if (this.#state !== resumingFrom) return;
        const ws = this.#openWs(true);
        this.state = { code: VoiceNetworkingCode.Resuming, ws, udp, session };
        this.#bound('voice gateway: no Resumed');
      };
      // Until the new socket opens, the state still names the dropped one (closed, so it reports nothing).
      const resumingFrom = this.#state;
      if (wait === 0) start();
      else setTimeout(start, wait).unref?.();
      return;
    }
    this.state = {
      code: VoiceNetworkingCode.Closed,
      closeCode: code,
      failed: 'signaling',
      wasReady: this.#wasReady,
    };
  }
}

/** A `ws` binary message as one Buffer (it may arrive as fragments or an ArrayBuffer). */
function binaryOf(data: WebSocket.RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function codeName(code: VoiceNetworkingCode): string {
  return Object.entries(VoiceNetworkingCode).find(([, value]) => value === code)?.[0] ?? String(code);
}
