/**
 * The emulator's voice server: TLS endpoints for the voice gateway (a WebSocket server on an HTTPS
 * server bound to 127.0.0.1, port 0) and one UDP relay. It starts on first use (the first voice grant,
 * or the control API asking for the CA), so an emulator that never carries voice never makes keys. Two
 * endpoints at most: a call moved by the control API goes to the other one (a new VOICE_SERVER_UPDATE,
 * the clients reconnect there).
 */

import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { VOICE_GATEWAY_VERSIONS, VoiceCloseCode } from '../../model/voice.js';
import type { EmulatorContext } from '../context.js';
import type { Participant, VoiceCall, VoiceGrant } from './calls.js';
import type { DaveCall, DaveCallInfo } from './daveCall.js';
import { checkNetworkFaults, FaultPlan, type NetworkFaults, type NetworkFaultsInput } from './netFaults.js';
import {
  type AuthorityFiles,
  type CertifiedKey,
  issueServerCertificate,
  loadOrCreateAuthority,
} from './tls.js';
import { type RelayStats, UdpRelay } from './udpRelay.js';
import {
  type VoiceGateway as Gateway,
  type ParticipantLeft,
  VoiceGateway,
  type VoiceSettings,
} from './voiceGateway.js';

/** A participant as the control API lists it. */
export interface VoiceParticipantInfo {
  userId: string;
  ssrc: number;
  /** Its WebSocket is open now (false while it may resume). */
  connected: boolean;
  /** Op 5 flags it last sent (0 silent; -1 never sent). */
  speaking: number;
  selfMute: boolean;
  selfDeaf: boolean;
  serverMute: boolean;
  serverDeaf: boolean;
  mode: string | null;
  version: number;
  /** `max_dave_protocol_version` it offered. */
  daveMax: number;
  /** The DAVE protocol version in use for it (0: transport encryption only). */
  daveProtocolVersion: number;
  /** Whether it holds a leaf of the call's MLS group (its frames are end-to-end encrypted). */
  daveMember: boolean;
  /** v8: messages kept for a resume (those after the last `seq_ack`, at most `voice.resumeBuffer`). */
  buffered: number;
  /** v8: the last sequence number sent to it (0 before any). */
  seq: number;
  /** v8: the last `seq_ack` its heartbeats sent, as sent (-1 before any). */
  seqAck: number;
  packetsIn: number;
  packetsOut: number;
  /** Packets it sent that never arrived (sequence gaps). */
  lost: number;
  /** lost / (lost + packetsIn), 0..1. */
  loss: number;
  rejected: number;
  faultDrops: number;
  mutedDrops: number;
  joinedAt: number;
}

/** A call as the control API lists it. */
export interface VoiceCallInfo {
  /** The voice channel's id, or the lobby id. */
  id: string;
  /** Identify's `server_id`: the guild id or the lobby id. */
  serverId: string;
  kind: 'guild' | 'lobby';
  endpoint: string;
  faults: NetworkFaults | null;
  startedAt: number;
  /** Encrypted end to end: DAVE in use and its group established. */
  e2ee: boolean;
  /** The call's DAVE state (null before its first session description). */
  dave: DaveCallInfo | null;
  participants: VoiceParticipantInfo[];
}

/** The voice server's counters. */
export interface VoiceServerStats {
  started: boolean;
  /** The endpoints listening (`127.0.0.1:<port>`): the first, and the other once a call moved there. */
  endpoints: string[];
  connections: number;
  calls: number;
  participants: number;
  relay: RelayStats | null;
}

interface Endpoint {
  server: Server;
  port: number;
}

export class VoiceServer {
  readonly #ctx: EmulatorContext;
  readonly #files: AuthorityFiles | undefined;
  readonly gateway: Gateway;
  #relay: UdpRelay | undefined;
  #authority: CertifiedKey | undefined;
  #serverCert: CertifiedKey | undefined;
  readonly #endpoints: (Endpoint | undefined)[] = [undefined, undefined];
  #starting: Promise<void> | undefined;
  #closed = false;

  constructor(ctx: EmulatorContext, settings: VoiceSettings, files?: AuthorityFiles) {
    this.#ctx = ctx;
    this.#files = files;
    this.gateway = new VoiceGateway(ctx, settings);
    this.gateway.forgotten = (participant) => this.#relay?.forget(participant);
  }

  /** Told when a participant leaves its call for good (timeout, kick), for the voice states. */
  set onLeft(listener: ParticipantLeft) {
    this.gateway.onLeft = listener;
  }

  /** Where a joining participant's mutes come from: its voice state. */
  set mutesOf(lookup: VoiceGateway['mutesOf']) {
    this.gateway.mutesOf = lookup;
  }

  /** Starts the server once (CA, certificate, endpoint 0, relay); later calls wait for the same start. */
  start(): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('the voice server was closed'));
    this.#starting ??= this.#start();
    return this.#starting;
  }

  get started(): boolean {
    return this.#relay !== undefined && this.#endpoints[0] !== undefined;
  }

  async #start(): Promise<void> {
    this.#authority = await loadOrCreateAuthority(this.#files);
    this.#serverCert = await issueServerCertificate(this.#authority);
    const relay = new UdpRelay(this.gateway, this.#ctx.clock);
    this.gateway.udpPort = await relay.listen();
    this.#relay = relay;
    await this.#endpoint(0);
  }

  async #endpoint(index: number): Promise<Endpoint> {
    const existing = this.#endpoints[index];
    if (existing !== undefined) return existing;
    const cert = this.#serverCert as CertifiedKey;
    const server = createServer({ key: cert.keyPem, cert: cert.certPem });
    server.on('request', (_request, response) => {
      response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      response.end('voice gateway: connect with a WebSocket (wss://<endpoint>/?v=8)\n');
    });
    server.on('tlsClientError', () => undefined);
    const endpoint: Endpoint = { server, port: 0 };
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.#upgrade(endpoint, request, socket, head),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    endpoint.port = (server.address() as AddressInfo).port;
    this.#endpoints[index] = endpoint;
    return endpoint;
  }

  #upgrade(endpoint: Endpoint, request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'https://voice.invalid');
    const host = request.headers.host;
    const origin = request.headers.origin;
    const ownHost = host === `127.0.0.1:${endpoint.port}` || host === `localhost:${endpoint.port}`;
    const loopbackOrigin =
      origin === undefined || /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin);
    if (this.#closed || url.pathname !== '/' || !ownHost || !loopbackOrigin) {
      const status = this.#closed
        ? '503 Service Unavailable'
        : url.pathname !== '/'
          ? '404 Not Found'
          : '403 Forbidden';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const raw = url.searchParams.get('v');
    const version = raw !== null && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
    const served =
      version !== null && version >= VOICE_GATEWAY_VERSIONS.min && version <= VOICE_GATEWAY_VERSIONS.max;
    this.gateway.upgrade(request, socket, head, served ? version : null);
  }

  /** `127.0.0.1:<port>` of an endpoint (the server must be started). */
  endpointOf(index: number): string {
    const endpoint = this.#endpoints[index];
    if (endpoint === undefined) throw new Error(`voice endpoint ${index} is not listening`);
    return `127.0.0.1:${endpoint.port}`;
  }

  /**
   * A grant for a user to join a call (a fresh token), on the endpoint the call is served from; starts
   * the server when needed. Resolves with the token and the endpoint the dispatch names.
   */
  async grant(input: Omit<VoiceGrant, 'token' | 'endpoint'>): Promise<{ token: string; endpoint: string }> {
    await this.start();
    const index = this.gateway.calls.get(input.channelId)?.endpoint ?? 0;
    await this.#endpoint(index);
    const grant: VoiceGrant = { ...input, token: this.#ctx.random.token(24), endpoint: index };
    this.gateway.addGrant(grant);
    return { token: grant.token, endpoint: this.endpointOf(index) };
  }

  /** The participant of a user in a call, if connected to it. */
  participant(userId: string, channelId: string): Participant | undefined {
    return this.gateway.calls.get(channelId)?.participants.get(userId);
  }

  /** Copies of the last payloads the relay forwarded from a user in a call, oldest first ([] when unknown). */
  relayed(channelId: string, userId: string): Buffer[] {
    return this.participant(userId, channelId)?.relayed.list() ?? [];
  }

  /** The user left the call (their voice state is gone): the connection closes 4014, grants go. */
  leave(userId: string, channelId: string): void {
    this.gateway.revokeGrants(userId, channelId);
    const participant = this.participant(userId, channelId);
    if (participant !== undefined) this.gateway.remove(participant, 'left', VoiceCloseCode.Disconnected);
  }

  /**
   * The user moved elsewhere: out of this call (the others get op 13), but its WebSocket stays open, as
   * its client reconnects with the new grant and closes the old one itself.
   */
  leaveQuietly(userId: string, channelId: string): void {
    this.gateway.revokeGrants(userId, channelId);
    const participant = this.participant(userId, channelId);
    if (participant !== undefined) this.gateway.remove(participant, 'left');
  }

  /** Applies a voice state's mutes to the user's participant (if connected). */
  setMutes(
    userId: string,
    channelId: string,
    mutes: { selfMute: boolean; selfDeaf: boolean; mute: boolean; deaf: boolean },
  ): void {
    const participant = this.participant(userId, channelId);
    if (participant === undefined) return;
    participant.selfMute = mutes.selfMute;
    participant.selfDeaf = mutes.selfDeaf;
    participant.serverMute = mutes.mute;
    participant.serverDeaf = mutes.deaf;
  }

  /** Kicks a participant's voice connection (4014); whether there was one. */
  disconnect(userId: string, channelId: string): boolean {
    const participant = this.participant(userId, channelId);
    if (participant === undefined) return false;
    this.gateway.revokeGrants(userId, channelId);
    this.gateway.remove(participant, 'kicked', VoiceCloseCode.Disconnected);
    return true;
  }

  /** Ends a call (4022 to each participant); whether it existed. */
  terminate(channelId: string): boolean {
    const call = this.gateway.calls.get(channelId);
    if (call === undefined) return false;
    this.gateway.terminate(call);
    return true;
  }

  /** Switches a call to the other endpoint (started if needed); the caller hands out new grants. */
  async moveCall(channelId: string): Promise<VoiceCall | undefined> {
    await this.start();
    const call = this.gateway.calls.get(channelId);
    if (call === undefined) return undefined;
    const next = call.endpoint === 0 ? 1 : 0;
    await this.#endpoint(next);
    call.endpoint = next;
    return call;
  }

  /** Sets (or, with null, clears) a call's network faults. */
  setFaults(channelId: string, input: NetworkFaultsInput | null): NetworkFaults | null {
    const call = this.gateway.calls.get(channelId);
    if (call === undefined) throw new RangeError(`channelId: no call in ${channelId}`);
    if (input === null) {
      call.faults = null;
      return null;
    }
    const faults = checkNetworkFaults(input);
    const none =
      faults.lossPercent === 0 &&
      faults.delayMs === 0 &&
      faults.jitterMs === 0 &&
      faults.reorderPercent === 0;
    call.faults = none ? null : new FaultPlan(faults);
    return none ? null : faults;
  }

  /** Ends every call (after a reset of the state); withheld voice server updates flow again. */
  terminateAll(): void {
    this.#withheld.clear();
    for (const call of [...this.gateway.calls.values()]) this.gateway.terminate(call);
  }

  /** Guilds and lobbies whose voice server updates are withheld (a fault of the control API). */
  readonly #withheld = new Set<string>();

  /**
   * Withholds (or, with false, lets through again) the voice server updates of a guild or lobby: a join
   * (op 4 / op 17) is recorded as usual but never answered, as a service that does not answer. Whether
   * they are withheld now.
   */
  withholdServerUpdates(serverId: string, withheld: boolean): boolean {
    if (withheld) this.#withheld.add(serverId);
    else this.#withheld.delete(serverId);
    return withheld;
  }

  /** Whether a guild's or lobby's voice server updates are withheld. */
  withholds(serverId: string): boolean {
    return this.#withheld.has(serverId);
  }

  /** Cuts a user's voice WebSocket in a call without a close frame (see VoiceGateway.drop); whether it had one. */
  dropSocket(userId: string, channelId: string): boolean {
    const participant = this.participant(userId, channelId);
    return participant !== undefined && this.gateway.drop(participant);
  }

  /** Closes every voice WebSocket as a crash would (4015): clients resume. */
  crash(): number {
    return this.gateway.crash(VoiceCloseCode.VoiceServerCrashed);
  }

  /** The calls with their participants. */
  calls(): VoiceCallInfo[] {
    return [...this.gateway.calls.values()].map((call) => {
      const dave = this.gateway.daveOf(call.id);
      const info = dave?.info() ?? null;
      return {
        id: call.id,
        serverId: call.serverId,
        kind: call.kind,
        endpoint: this.#endpoints[call.endpoint] === undefined ? '' : this.endpointOf(call.endpoint),
        faults: call.faults?.faults ?? null,
        startedAt: call.startedAt,
        e2ee: info !== null && info.protocolVersion > 0 && info.established,
        dave: info,
        participants: [...call.participants.values()].map((p) => participantInfo(p, dave)),
      };
    });
  }

  stats(): VoiceServerStats {
    let participants = 0;
    for (const call of this.gateway.calls.values()) participants += call.participants.size;
    return {
      started: this.started,
      endpoints: this.#endpoints.flatMap((endpoint) =>
        endpoint === undefined ? [] : [`127.0.0.1:${endpoint.port}`],
      ),
      connections: this.gateway.connections,
      calls: this.gateway.calls.size,
      participants,
      relay: this.#relay === undefined ? null : structuredClone(this.#relay.stats),
    };
  }

  /** The CA's certificate (PEM), starting the server if needed. */
  async caPem(): Promise<string> {
    await this.start();
    return (this.#authority as CertifiedKey).certPem;
  }

  /** Where the CA's certificate is kept (undefined: in memory only). */
  get caFile(): string | undefined {
    return this.#files?.certFile;
  }

  /** Deadlines and delayed packets, after the emulator clock moved. */
  sweep(): void {
    this.gateway.sweep();
    this.#relay?.flushDue();
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#starting?.catch(() => undefined);
    this.gateway.close();
    this.#relay?.close();
    await Promise.all(
      this.#endpoints.map(
        (endpoint) =>
          endpoint &&
          new Promise<void>((resolve) => {
            endpoint.server.close(() => resolve());
            endpoint.server.closeAllConnections();
          }),
      ),
    );
  }
}

function participantInfo(p: Participant, dave: DaveCall | undefined): VoiceParticipantInfo {
  const c = p.counters;
  const total = c.lost + c.packetsIn;
  return {
    userId: p.userId,
    ssrc: p.ssrc,
    connected: p.link !== null,
    speaking: p.speaking,
    selfMute: p.selfMute,
    selfDeaf: p.selfDeaf,
    serverMute: p.serverMute,
    serverDeaf: p.serverDeaf,
    mode: p.mode,
    version: p.version,
    daveMax: p.daveMax,
    daveProtocolVersion: p.dave,
    daveMember: dave?.isMember(p) ?? false,
    buffered: p.outbox.kept,
    seq: p.outbox.seq,
    seqAck: p.outbox.acked,
    packetsIn: c.packetsIn,
    packetsOut: c.packetsOut,
    lost: c.lost,
    loss: total === 0 ? 0 : c.lost / total,
    rejected: c.rejected,
    faultDrops: c.faultDrops,
    mutedDrops: c.mutedDrops,
    joinedAt: p.joinedAt,
  };
}
