/**
 * The emulator's gateway: a WebSocket endpoint at `/gateway` on the emulator's own HTTP server, in the
 * service family's gateway conventions (frames `{ op, d, s, t }`; HELLO, IDENTIFY, READY, HEARTBEAT/ACK,
 * RESUME with replay, RECONNECT, INVALID SESSION; close codes 4001-4014), for users (a Bearer access
 * token) and for bots (a bot token with intents: botIdentify.ts, docs/bots.md), optionally with
 * `compress=zlib-stream` (compression.ts) and with the service's payload checks (frameLimits.ts). It
 * learns what changed from the event bus (each domain's `events.ts` decides who sees what, composed in an
 * {@link EventRouter}) and never calls into another domain; READY's lobbies, relationships and presences
 * are the domains' own parts (each domain's `ready.ts`, composed in a {@link ReadyBuilder}).
 *
 * It publishes on the bus like a domain: `GATEWAY_USER_CONNECTION` (`user_id`, `connected`) when whether a
 * user has a connected session of an application changes, and `GATEWAY_STATUS_COMMAND` (`user_id`,
 * `status`, `since`, `afk`, `activities` without their secrets) for each accepted Presence Update (op 3),
 * so that the presence domain follows sessions without the gateway knowing it. The whole command, join
 * secrets included, goes only to the `presenceCommands` sink the emulator gives: the bus is kept in the
 * store (and the data file), and the request log shows op 3 with its secrets redacted, so a secret lives
 * nowhere but the presence domain's memory. Op 3 is rate limited per session by the
 * emulator clock (5 per 20 s, the service family's documented window): above it the connection closes 4008.
 *
 * Every wait is bounded: IDENTIFY must come within `identifyTimeoutMs` (real time), heartbeats within
 * twice the interval plus a grace (by the emulator clock, so a test can advance past it), and a session
 * whose client went away can be resumed for `resumeWindowMs` (emulator clock), then it is gone.
 *
 * So is what a client that does not read can make the emulator hold: past `maxBufferedBytes` waiting for
 * it, the connection is closed 4000 (resumable: the service family's "unknown error, try reconnecting",
 * since it documents no code of its own for a slow reader) and terminated if that close has not gone out
 * within {@link SLOW_CLOSE_MS} of the emulator clock; its session replays what it missed on a RESUME
 * (docs/hostile-peers.md, "Slow readers on the gateway").
 */
import type { Server } from 'node:http';
import type { EmulatorContext } from '../context.js';
import type { IntentFilter, PresenceCommandSink, VoiceCommandSink } from '../gatewayEvents.js';
import type { RequestLog } from '../requestLog.js';
import type { EventRouter } from './eventRouter.js';
import { type SessionStartLimit } from './identifyLimits.js';
import type { ReadyBuilder } from './readyParts.js';
/** Settings of the gateway (`EmulatorOptions.gateway`). */
export interface GatewayOptions {
    /** The heartbeat interval HELLO announces, ms. Default 41250 (the service family's). */
    heartbeatIntervalMs?: number | undefined;
    /** How long a new connection may take to IDENTIFY or RESUME, real ms. Default 20000. */
    identifyTimeoutMs?: number | undefined;
    /** How long a session can be resumed after its connection went away, emulator ms. Default 120000. */
    resumeWindowMs?: number | undefined;
    /** At most this many dispatches are replayed to a session on a RESUME (more: INVALID SESSION). Default 1000. */
    replayFrames?: number | undefined;
    /**
     * Bytes of the replay log, shared by every session (each dispatch kept once, see replayLog.ts); its
     * entries also go once older than `resumeWindowMs`. Default 33554432 (32 MiB).
     */
    replayBytes?: number | undefined;
    /** New sessions (IDENTIFY) per user of an application per 5 s (`max_concurrency`). Default 10. */
    identifyConcurrency?: number | undefined;
    /** New sessions per user of an application per 24 h (`session_start_limit.total`). Default 1000. */
    sessionStartLimit?: number | undefined;
    /**
     * Sessions a user may hold at once, connected or resumable, over all applications. Beyond it a new
     * IDENTIFY ends the oldest: the oldest resumable one, else the oldest connected one. Default 32.
     */
    maxSessionsPerUser?: number | undefined;
    /** Largest frame a client may send, bytes (at most 8192); a larger one closes 4002. Default 4096. */
    maxFrameBytes?: number | undefined;
    /** Frames a connection may send per `frameWindowMs` (plus its heartbeats); beyond, 4008. Default 120. */
    frameLimit?: number | undefined;
    /** The window of `frameLimit`, emulator ms. Default 60000. */
    frameWindowMs?: number | undefined;
    /** Guilds a bot may be in and still identify without sharding (else 4011). Default 2500. */
    maxGuildsPerShard?: number | undefined;
    /**
     * Bytes that may wait for one connection's peer (written, not yet taken by the kernel). A write that
     * finds more waiting is not made: the connection is closed 4000, resumable, and terminated if the close
     * cannot go out within 5 s of the emulator clock. The answer to the peer's own IDENTIFY or RESUME may
     * sit on top of it until the peer first reads below it. The live console feed ends a page's stream
     * past the same bound. At least 16384. Default 4194304 (4 MiB).
     */
    maxBufferedBytes?: number | undefined;
}
/** A session as the control API lists it (never its token). */
export interface GatewaySessionInfo {
    id: string;
    userId: string;
    applicationId: string;
    /** A connection carries it now. */
    connected: boolean;
    /** Sequence number of its last dispatch. */
    seq: number;
    dispatched: number;
    /** Emulator time its connection went away, or null. */
    awaySince: number | null;
    createdAt: number;
}
/** Counts of the gateway, for tests and benchmarks. */
export interface GatewayStats {
    /** Open WebSocket connections (identified or not). */
    connections: number;
    /** Sessions, connected or resumable. */
    sessions: number;
    /** Dispatches sent or kept for a session since start (replays not counted). */
    dispatched: number;
    /** Bytes held by the replay log (every session's missed dispatches, each kept once). */
    replayBytes: number;
    /** Bytes written to open connections that their peers have not taken yet, all connections together. */
    bufferedBytes: number;
    /** The most bytes waiting for one connection now (bounded by `maxBufferedBytes` plus one frame). */
    largestBufferedBytes: number;
    /** Connections closed (4000) since start because their peer did not read. */
    slowClosed: number;
}
/** The gateway's settings, checked and complete. */
export type GatewaySettings = {
    [K in keyof GatewayOptions]-?: number;
};
/** The path of the WebSocket endpoint. */
export declare const GATEWAY_PATH = "/gateway";
/**
 * How long (emulator ms) a connection closed for not reading may take to let its close frame out (behind
 * what waits for it) before it is terminated and what it held is let go.
 */
export declare const SLOW_CLOSE_MS = 5000;
/** Checks the options (a clear error naming the field) and fills in the defaults. */
export declare function checkGatewayOptions(options?: GatewayOptions): GatewaySettings;
export declare class Gateway {
    #private;
    /**
     * `events`: the domains' gateway events (each domain's `events.ts`); `ready`: their READY parts (each
     * domain's `ready.ts`); both composed by the emulator.
     */
    constructor(ctx: EmulatorContext, requests: RequestLog, domains: {
        events: EventRouter;
        ready: ReadyBuilder;
        presenceCommands?: PresenceCommandSink;
        voice?: VoiceCommandSink;
    }, options?: GatewayOptions);
    /** `ws://127.0.0.1:<port>/gateway`, what `GET /gateway` answers. */
    url(): string;
    /** Takes WebSocket upgrades to `/gateway` on `server` and starts following the event bus. */
    attach(server: Server): void;
    /** Closes every connection (1001) and forgets every session; resolves when they are closed. */
    close(): Promise<void>;
    /** After a reset of the state: every connection is closed (4009) and every session forgotten. */
    reset(): void;
    /**
     * Ends what timed out by the emulator clock (silent connections, sessions away too long) and closes
     * sessions whose token is no longer valid (revoked, expired, user removed). Runs on a timer while
     * connections exist, and after the control API moves the clock or changes accounts.
     */
    sweep(): void;
    sessions(): GatewaySessionInfo[];
    /**
     * Drops a user's connections the way a network failure would (no close frame). `resumable` (default
     * true) keeps the sessions for a RESUME; false ends them, so the client must start afresh.
     * Returns how many sessions were affected.
     */
    drop(userId: string, options?: {
        resumable?: boolean | undefined;
    }): number;
    /** Asks a user's connected clients to reconnect and resume (op 7), then closes (4000). */
    reconnect(userId: string): number;
    /** Stops (true) or restarts (false) answering heartbeats, for one user or (no id) for everyone. */
    pauseAcks(paused: boolean, userId?: string): void;
    /** Bytes that may wait for one peer (`maxBufferedBytes`); the console's live feed keeps the same bound. */
    get maxBufferedBytes(): number;
    stats(): GatewayStats;
    /**
     * Sends a dispatch to the connected bot sessions of an application (INTERACTION_CREATE for an app
     * without an interactions URL, whose data must not go through the stored bus: it holds a token).
     * Returns how many sessions received it.
     */
    dispatchToBot(applicationId: string, t: string, data: unknown, intents?: IntentFilter): number;
    /**
     * Sends a dispatch to one session (VOICE_SERVER_UPDATE and its lobby form: they carry a token, so they
     * never go through the stored bus). Kept for a RESUME like the session's own dispatches. Whether the
     * session exists.
     */
    dispatchToSession(sessionId: string, t: string, data: unknown): boolean;
    /** The `session_start_limit` of a user with an application now (for the control API and tests). */
    sessionStartLimit(userId: string, applicationId: string): SessionStartLimit;
}
