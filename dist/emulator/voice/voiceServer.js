/**
 * The emulator's voice server: TLS endpoints for the voice gateway (a WebSocket server on an HTTPS
 * server bound to 127.0.0.1, port 0) and one UDP relay. It starts on first use (the first voice grant,
 * or the control API asking for the CA), so an emulator that never carries voice never makes keys. Two
 * endpoints at most: a call moved by the control API goes to the other one (a new VOICE_SERVER_UPDATE,
 * the clients reconnect there).
 */
import { createServer } from 'node:https';
import { VOICE_GATEWAY_VERSIONS, VoiceCloseCode } from '../../model/voice.js';
import { checkNetworkFaults, FaultPlan } from './netFaults.js';
import { issueServerCertificate, loadOrCreateAuthority, } from './tls.js';
import { UdpRelay } from './udpRelay.js';
import { VoiceGateway, } from './voiceGateway.js';
export class VoiceServer {
    #ctx;
    #files;
    gateway;
    #relay;
    #authority;
    #serverCert;
    #endpoints = [undefined, undefined];
    #starting;
    #closed = false;
    constructor(ctx, settings, files) {
        this.#ctx = ctx;
        this.#files = files;
        this.gateway = new VoiceGateway(ctx, settings);
        this.gateway.forgotten = (participant) => this.#relay?.forget(participant);
    }
    /** Told when a participant leaves its call for good (timeout, kick), for the voice states. */
    set onLeft(listener) {
        this.gateway.onLeft = listener;
    }
    /** Where a joining participant's mutes come from: its voice state. */
    set mutesOf(lookup) {
        this.gateway.mutesOf = lookup;
    }
    /** Starts the server once (CA, certificate, endpoint 0, relay); later calls wait for the same start. */
    start() {
        if (this.#closed)
            return Promise.reject(new Error('the voice server was closed'));
        this.#starting ??= this.#start();
        return this.#starting;
    }
    get started() {
        return this.#relay !== undefined && this.#endpoints[0] !== undefined;
    }
    async #start() {
        this.#authority = await loadOrCreateAuthority(this.#files);
        this.#serverCert = await issueServerCertificate(this.#authority);
        const relay = new UdpRelay(this.gateway, this.#ctx.clock);
        this.gateway.udpPort = await relay.listen();
        this.#relay = relay;
        await this.#endpoint(0);
    }
    async #endpoint(index) {
        const existing = this.#endpoints[index];
        if (existing !== undefined)
            return existing;
        const cert = this.#serverCert;
        const server = createServer({ key: cert.keyPem, cert: cert.certPem });
        server.on('request', (_request, response) => {
            response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
            response.end('voice gateway: connect with a WebSocket (wss://<endpoint>/?v=8)\n');
        });
        server.on('tlsClientError', () => undefined);
        const endpoint = { server, port: 0 };
        server.on('upgrade', (request, socket, head) => this.#upgrade(endpoint, request, socket, head));
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => {
                server.off('error', reject);
                resolve();
            });
        });
        endpoint.port = server.address().port;
        this.#endpoints[index] = endpoint;
        return endpoint;
    }
    #upgrade(endpoint, request, socket, head) {
        socket.on('error', () => socket.destroy());
        const url = new URL(request.url ?? '/', 'https://voice.invalid');
        const host = request.headers.host;
        const origin = request.headers.origin;
        const ownHost = host === `127.0.0.1:${endpoint.port}` || host === `localhost:${endpoint.port}`;
        const loopbackOrigin = origin === undefined || /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin);
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
        const served = version !== null && version >= VOICE_GATEWAY_VERSIONS.min && version <= VOICE_GATEWAY_VERSIONS.max;
        this.gateway.upgrade(request, socket, head, served ? version : null);
    }
    /** `127.0.0.1:<port>` of an endpoint (the server must be started). */
    endpointOf(index) {
        const endpoint = this.#endpoints[index];
        if (endpoint === undefined)
            throw new Error(`voice endpoint ${index} is not listening`);
        return `127.0.0.1:${endpoint.port}`;
    }
    /**
     * A grant for a user to join a call (a fresh token), on the endpoint the call is served from; starts
     * the server when needed. Resolves with the token and the endpoint the dispatch names.
     */
    async grant(input) {
        await this.start();
        const index = this.gateway.calls.get(input.channelId)?.endpoint ?? 0;
        await this.#endpoint(index);
        const grant = { ...input, token: this.#ctx.random.token(24), endpoint: index };
        this.gateway.addGrant(grant);
        return { token: grant.token, endpoint: this.endpointOf(index) };
    }
    /** The participant of a user in a call, if connected to it. */
    participant(userId, channelId) {
        return this.gateway.calls.get(channelId)?.participants.get(userId);
    }
    /** Copies of the last payloads the relay forwarded from a user in a call, oldest first ([] when unknown). */
    relayed(channelId, userId) {
        return this.participant(userId, channelId)?.relayed.list() ?? [];
    }
    /** The user left the call (their voice state is gone): the connection closes 4014, grants go. */
    leave(userId, channelId) {
        this.gateway.revokeGrants(userId, channelId);
        const participant = this.participant(userId, channelId);
        if (participant !== undefined)
            this.gateway.remove(participant, 'left', VoiceCloseCode.Disconnected);
    }
    /**
     * The user moved elsewhere: out of this call (the others get op 13), but its WebSocket stays open, as
     * its client reconnects with the new grant and closes the old one itself.
     */
    leaveQuietly(userId, channelId) {
        this.gateway.revokeGrants(userId, channelId);
        const participant = this.participant(userId, channelId);
        if (participant !== undefined)
            this.gateway.remove(participant, 'left');
    }
    /** Applies a voice state's mutes to the user's participant (if connected). */
    setMutes(userId, channelId, mutes) {
        const participant = this.participant(userId, channelId);
        if (participant === undefined)
            return;
        participant.selfMute = mutes.selfMute;
        participant.selfDeaf = mutes.selfDeaf;
        participant.serverMute = mutes.mute;
        participant.serverDeaf = mutes.deaf;
    }
    /** Kicks a participant's voice connection (4014); whether there was one. */
    disconnect(userId, channelId) {
        const participant = this.participant(userId, channelId);
        if (participant === undefined)
            return false;
        this.gateway.revokeGrants(userId, channelId);
        this.gateway.remove(participant, 'kicked', VoiceCloseCode.Disconnected);
        return true;
    }
    /** Ends a call (4022 to each participant); whether it existed. */
    terminate(channelId) {
        const call = this.gateway.calls.get(channelId);
        if (call === undefined)
            return false;
        this.gateway.terminate(call);
        return true;
    }
    /** Switches a call to the other endpoint (started if needed); the caller hands out new grants. */
    async moveCall(channelId) {
        await this.start();
        const call = this.gateway.calls.get(channelId);
        if (call === undefined)
            return undefined;
        const next = call.endpoint === 0 ? 1 : 0;
        await this.#endpoint(next);
        call.endpoint = next;
        return call;
    }
    /** Sets (or, with null, clears) a call's network faults. */
    setFaults(channelId, input) {
        const call = this.gateway.calls.get(channelId);
        if (call === undefined)
            throw new RangeError(`channelId: no call in ${channelId}`);
        if (input === null) {
            call.faults = null;
            return null;
        }
        const faults = checkNetworkFaults(input);
        const none = faults.lossPercent === 0 &&
            faults.delayMs === 0 &&
            faults.jitterMs === 0 &&
            faults.reorderPercent === 0;
        call.faults = none ? null : new FaultPlan(faults);
        return none ? null : faults;
    }
    /** Ends every call (after a reset of the state); withheld voice server updates flow again. */
    terminateAll() {
        this.#withheld.clear();
        for (const call of [...this.gateway.calls.values()])
            this.gateway.terminate(call);
    }
    /** Guilds and lobbies whose voice server updates are withheld (a fault of the control API). */
    #withheld = new Set();
    /**
     * Withholds (or, with false, lets through again) the voice server updates of a guild or lobby: a join
     * (op 4 / op 17) is recorded as usual but never answered, as a service that does not answer. Whether
     * they are withheld now.
     */
    withholdServerUpdates(serverId, withheld) {
        if (withheld)
            this.#withheld.add(serverId);
        else
            this.#withheld.delete(serverId);
        return withheld;
    }
    /** Whether a guild's or lobby's voice server updates are withheld. */
    withholds(serverId) {
        return this.#withheld.has(serverId);
    }
    /** Cuts a user's voice WebSocket in a call without a close frame (see VoiceGateway.drop); whether it had one. */
    dropSocket(userId, channelId) {
        const participant = this.participant(userId, channelId);
        return participant !== undefined && this.gateway.drop(participant);
    }
    /** Closes every voice WebSocket as a crash would (4015): clients resume. */
    crash() {
        return this.gateway.crash(VoiceCloseCode.VoiceServerCrashed);
    }
    /** The calls with their participants. */
    calls() {
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
    stats() {
        let participants = 0;
        for (const call of this.gateway.calls.values())
            participants += call.participants.size;
        return {
            started: this.started,
            endpoints: this.#endpoints.flatMap((endpoint) => endpoint === undefined ? [] : [`127.0.0.1:${endpoint.port}`]),
            connections: this.gateway.connections,
            calls: this.gateway.calls.size,
            participants,
            relay: this.#relay === undefined ? null : structuredClone(this.#relay.stats),
        };
    }
    /** The CA's certificate (PEM), starting the server if needed. */
    async caPem() {
        await this.start();
        return this.#authority.certPem;
    }
    /** Where the CA's certificate is kept (undefined: in memory only). */
    get caFile() {
        return this.#files?.certFile;
    }
    /** Deadlines and delayed packets, after the emulator clock moved. */
    sweep() {
        this.gateway.sweep();
        this.#relay?.flushDue();
    }
    async close() {
        this.#closed = true;
        await this.#starting?.catch(() => undefined);
        this.gateway.close();
        this.#relay?.close();
        await Promise.all(this.#endpoints.map((endpoint) => endpoint &&
            new Promise((resolve) => {
                endpoint.server.close(() => resolve());
                endpoint.server.closeAllConnections();
            })));
    }
}
function participantInfo(p, dave) {
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
