import { inspect } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { CommandRegistry } from './commands/registry.js';
import { CommandResponses } from './commands/responses.js';
import type { EmulatorContext } from './context.js';
import { type ControlTarget, type EmulatorControl } from './control.js';
import { DesktopApps } from './desktopApp/service.js';
import type { EmulatorOptions } from './emulatorOptions.js';
import { FaultInjector } from './faults.js';
import { Gateway } from './gateway/gateway.js';
import { InteractionService } from './interactions/service.js';
import { InviteService } from './invites/invites.js';
import { MessagePages } from './lobbies/messagePages.js';
import { AuthorizationServer } from './oauth/authorizationServer.js';
import { Presences } from './presence/presences.js';
import { ProvisionalAccounts } from './provisional/service.js';
import { RateLimiter } from './rateLimits.js';
import { RequestLog } from './requestLog.js';
import { VoiceServer } from './voice/voiceServer.js';
import { VoiceStates } from './voice/voiceStates.js';
/** The only address the emulator listens on. */
export declare const EMULATOR_HOST = "127.0.0.1";
/** Default largest request body: bigger bodies get 413. */
export declare const DEFAULT_BODY_LIMIT: number;
export type { EmulatorOptions } from './emulatorOptions.js';
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
    /** @internal The emulated Discord desktop apps (`control.desktopApp`). */
    readonly desktopApps: DesktopApps;
    /** @internal Activity invites and join requests, and their validity. */
    readonly invites: InviteService;
    /** Provisional accounts, their identity providers and the built-in OIDC test issuer. */
    readonly provisional: ProvisionalAccounts;
    /** @internal The voice server (TLS voice gateway and UDP relay), started on first use. */
    readonly voice: VoiceServer;
    /** @internal Voice states of guild channels and lobby calls (op 4, op 17) and their grants. */
    readonly voiceStates: VoiceStates;
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
