import { inspect } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { type EmulatorClockOptions } from './clock.js';
import { CommandRegistry } from './commands/registry.js';
import { CommandResponses } from './commands/responses.js';
import type { EmulatorContext } from './context.js';
import { type ControlTarget, type EmulatorControl } from './control.js';
import { FaultInjector } from './faults.js';
import { Gateway, type GatewayOptions } from './gateway/gateway.js';
import { InteractionService } from './interactions/service.js';
import { InviteService } from './invites/invites.js';
import { MessagePages } from './lobbies/messagePages.js';
import { AuthorizationServer } from './oauth/authorizationServer.js';
import { Presences } from './presence/presences.js';
import { ProvisionalAccounts } from './provisional/service.js';
import { type RandomFill } from './randomTokens.js';
import { RateLimiter, type RateLimitOptions } from './rateLimits.js';
import { RequestLog } from './requestLog.js';
import { type SeedInput } from './seed.js';
import { type ApiPlugin } from './server.js';
import { type IdTokenSigningAlg } from './signingKeys.js';
/** The only address the emulator listens on. */
export declare const EMULATOR_HOST = "127.0.0.1";
/** Default largest request body: bigger bodies get 413. */
export declare const DEFAULT_BODY_LIMIT: number;
/** How {@link startEmulator} (or `new Emulator`) sets up one emulator; every field is optional. */
export interface EmulatorOptions {
    /** TCP port; 0 (default) picks a free one. */
    port?: number | undefined;
    /** Only `127.0.0.1` is accepted: the emulator is never reachable from the network. */
    host?: '127.0.0.1' | undefined;
    /** Deterministic ids: the same seed and the same requests give the same snowflakes. */
    seed?: number | undefined;
    /** Clock: start time, frozen, or a custom time source. Default: real time, advanceable. */
    clock?: EmulatorClockOptions | undefined;
    /** Persist the state to this JSON file (atomic writes; loaded at start). */
    dataFile?: string | undefined;
    /** Seeded at start (when no data file state exists) and again by `control.reset()`. */
    fixtures?: SeedInput | undefined;
    /** Rate limits; `false` turns them off. Default: 50/s per token globally, 30/s per route bucket. */
    rateLimits?: RateLimitOptions | false | undefined;
    /** Largest request body in bytes (default 256 KiB). */
    bodyLimit?: number | undefined;
    /**
     * A secret the control API (`/_emulator`) then requires as `Authorization: Bearer <token>`, for machines
     * shared with other users. The in-process `control` object needs none.
     */
    controlToken?: string | undefined;
    /** Authorization code lifetime (default 10 minutes). */
    codeTtlMs?: number | undefined;
    /** Access token lifetime in seconds (default 604800). */
    accessTokenTtlSeconds?: number | undefined;
    /**
     * What id_tokens are signed with: `RS256` (default, as the service does) or `ES256`. A data file whose
     * newest key has the other algorithm gets a new key at start; its keys stay in the JWKS.
     */
    idTokenSigningAlg?: IdTokenSigningAlg | undefined;
    /** Extra route plugins mounted under `/api/v10` (they reach the state through `app.emulator`). */
    apiPlugins?: readonly ApiPlugin[] | undefined;
    /** The gateway's heartbeat interval, IDENTIFY deadline, resume window and replay log bounds. */
    gateway?: GatewayOptions | undefined;
    /**
     * Where every secret the emulator hands out comes from: a function that fills a buffer with secure
     * random bytes. Default: Node's `crypto.randomFillSync`.
     */
    random?: RandomFill | undefined;
}
/** A listening emulator, as {@link startEmulator} and {@link Emulator.start} return it. */
export interface RunningEmulator {
    /** `http://127.0.0.1:<port>`: the service's base URL (API under `/api/v10`). */
    readonly url: string;
    /** The TCP port it listens on (the one picked when `port` was 0). */
    readonly port: number;
    /** Seeding, time, faults, consent, the gateway and the logs, in-process (see {@link EmulatorControl}). */
    readonly control: EmulatorControl;
    /** The fastify instance (for `inject()` in fast tests). */
    readonly server: FastifyInstance;
    /** Stops listening, waits for webhook deliveries and the last write of the data file. */
    close(): Promise<void>;
}
/**
 * One local service: its state, its domains and the routes its server mounts. {@link startEmulator} builds
 * and starts one; build it yourself to look at {@link Emulator.ctx} before it listens. Its domain services
 * (OAuth server, gateway, registries) are internal: tests drive them through {@link Emulator.control}.
 */
export declare class Emulator implements ControlTarget {
    #private;
    /** What routes and domains see (`app.emulator` in a route plugin). */
    readonly ctx: EmulatorContext;
    /** @internal Per-token and per-bucket windows (`control.rateLimits` configures them). */
    readonly limiter: RateLimiter;
    /** Fault rules the server applies to each request before handling it (`control.faults` adds them). */
    readonly faults: FaultInjector;
    /** Every request and gateway frame that reached the emulator, without secrets (`control.requests()`). */
    readonly requests: RequestLog;
    /** Largest request body in bytes; bigger bodies get 413. */
    readonly bodyLimit: number;
    /** @internal The OAuth2 authorization server (authorize, token, revoke) and what it remembers. */
    readonly oauth: AuthorizationServer;
    /** @internal Serialized lobby message pages. */
    readonly messagePages: MessagePages;
    /** @internal Every application's commands and permissions, with their rules. */
    readonly commands: CommandRegistry;
    /** @internal The realtime gateway (WebSocket sessions fed by the event bus); see `control.gateway`. */
    readonly gateway: Gateway;
    /** @internal Serialized command lists and commands. */
    readonly commandResponses: CommandResponses;
    /** @internal Invocations delivered to apps, their answers and follow-ups (`control.invokeCommand`). */
    readonly interactions: InteractionService;
    /** @internal Presence derived from gateway sessions, op 3 and the control API. */
    readonly presences: Presences;
    /** @internal Activity invites and join requests, and their validity. */
    readonly invites: InviteService;
    /** Provisional accounts, their identity providers and the built-in OIDC test issuer. */
    readonly provisional: ProvisionalAccounts;
    /** What a test does to the emulator from outside the service's API ({@link RunningEmulator.control}). */
    readonly control: EmulatorControl;
    /** Checks the options and builds the state; nothing listens until {@link start}. */
    constructor(options?: EmulatorOptions);
    /** Loads the data file (or seeds the fixtures), then listens on 127.0.0.1. Once per emulator. */
    start(): Promise<RunningEmulator>;
    /** Where it listens, never what it holds (the store keeps applications' secrets). */
    toString(): string;
    /** What `console.log` and `util.inspect` print: the same as {@link toString}. */
    [inspect.custom](): string;
    /** The whole state as JSON text (what the data file holds). */
    snapshotText(): string;
    /** Writes the state if it changed since the last write (no-op without a data file). */
    persist(): Promise<void>;
    /** Empties the state (and what was remembered about it) and re-applies the start fixtures. */
    reset(): void;
    /**
     * Removes a user's account: every grant is revoked (APPLICATION_DEAUTHORIZED to each app), guild and
     * lobby memberships end, pending codes go, and the scripted consent forgets the user.
     */
    removeUser(userId: string): void;
}
