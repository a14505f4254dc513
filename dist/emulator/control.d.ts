/**
 * The control API: what a test (or the CLI user) does to the emulator from outside the service's own
 * API. The same operations are available as the `control` object returned by `startEmulator` and over
 * HTTP under `/_emulator/*` (see controlRoutes.ts). Mutations are persisted like API requests.
 */
import type { DirectMessage } from '../model/gateway.js';
import { type ChosenStatus } from '../model/presence.js';
import { type UserActions } from './console/actions.js';
import type { ConsentMode, ConsentSetting, EmulatorContext, EmulatorSettings } from './context.js';
import type { DesktopAppControlCalls } from './desktopApp/controlRoutes.js';
import type { DesktopApps } from './desktopApp/service.js';
import { type DiscordDirectMessageInput } from './directMessages/fromDiscord.js';
import type { FaultInjector, FaultRule, FaultRuleInput } from './faults.js';
import type { Gateway, GatewaySessionInfo, GatewayStats } from './gateway/gateway.js';
import type { SessionStartLimit } from './gateway/identifyLimits.js';
import type { AutocompleteInput, InvokeCommandInput } from './interactions/invocation.js';
import type { ApplicationKeys, InteractionService } from './interactions/service.js';
import type { InteractionRecord } from './interactions/state.js';
import type { InviteService } from './invites/invites.js';
import type { Presences } from './presence/presences.js';
import { type ProvisionalControl } from './provisional/control.js';
import type { ProvisionalAccounts } from './provisional/service.js';
import { type RateLimiter, type RateLimitOptions } from './rateLimits.js';
import type { ApplicationRecord, EventRecord, UserRecord } from './records.js';
import { type RelationshipRemoval, type RelationshipSeed } from './relationships/seed.js';
import type { RequestLog, RequestLogEntry } from './requestLog.js';
import { type ApplicationSeed, type SeedInput, type SeedResult, type UserSeed } from './seed.js';
import { type UserUpdate } from './users/profile.js';
import { type VoiceControl } from './voice/control.js';
import type { VoiceServer } from './voice/voiceServer.js';
import type { VoiceStates } from './voice/voiceStates.js';
/** A status the control API sets "from another device"; `offline` clears it. */
export type ElsewhereStatus = ChosenStatus | 'offline';
/**
 * What a test (or the CLI user) does to the emulator from outside the service's API: seed, move time,
 * script consent, inject faults, drive the gateway, read the logs, invoke commands. The `control` of
 * {@link RunningEmulator}; the same operations are served over HTTP under `/_emulator`. Mutations are
 * persisted like API requests.
 */
export interface EmulatorControl {
    /** Seeds users, applications (with bot users), guilds (with @everyone), roles, channels and members. */
    seed(input: SeedInput): Promise<SeedResult>;
    /** Creates (or, with an existing id, updates) an application; returns it with its secrets. */
    createApplication(seed?: ApplicationSeed): Promise<ApplicationRecord>;
    /** Creates a user (every seed field optional); returns the stored record. */
    createUser(seed?: UserSeed): Promise<UserRecord>;
    /**
     * Removes a user's account: every grant is revoked (APPLICATION_DEAUTHORIZED to each app, refresh then
     * fails with invalid_grant), guild memberships and lobby memberships end.
     */
    removeUser(userId: string): Promise<void>;
    /** The user revokes the app (or every app): returns how many grants were revoked. */
    deauthorize(userId: string, applicationId?: string): Promise<number>;
    /** Empties the state (commands and other plugin collections too) and re-applies the start fixtures. */
    reset(): Promise<void>;
    /**
     * Adds a relationship as a seed does (friends, a pending request, a block; Discord or one application's
     * game kind), replacing what the pair had of that kind; the users' sessions see it live.
     */
    addRelationship(seed: RelationshipSeed): Promise<void>;
    /** Removes the relationship of one kind between two users, both sides (a block included). */
    removeRelationship(removal: RelationshipRemoval): Promise<void>;
    /**
     * The user's presence "from another device": online elsewhere with a status; `offline` clears it. Their
     * friends' sessions get PRESENCE_UPDATE.
     */
    setPresence(userId: string, presence: {
        status: ElsewhereStatus;
    }): Promise<void>;
    /** Marks an application as played by the user (`played_application`), fanned out to their friends. */
    markPlayed(userId: string, applicationId: string): Promise<void>;
    /**
     * A direct message from the Discord app (not a game) into an application's conversation of two users,
     * with what only Discord's clients send (attachments, embeds, stickers, a poll, a thread, a voice
     * message) under the service's field names; MESSAGE_CREATE to both. Returns it as its author sees it.
     */
    sendDirectMessageFromDiscord(message: DiscordDirectMessageInput): Promise<DirectMessage>;
    /** Changes a user's public fields (username, global_name, avatar); USER_UPDATE to those who see them. */
    updateUser(userId: string, update: UserUpdate): Promise<UserRecord>;
    /** The emulator's clock: read it, move it forward, set it, freeze it. */
    readonly clock: {
        /** Emulator time, Unix ms. */
        now(): number;
        /** Moves time forward (expires codes, tokens, rate-limit windows, idle lobbies). Returns the new time. */
        advance(ms: number): Promise<number>;
        /**
         * Sets emulator time to `epochMs` (Unix ms).
         * @returns the new time, Unix ms.
         */
        set(epochMs: number): Promise<number>;
        /** Stops (`true`) or resumes (`false`) the flow of time at the current instant. */
        freeze(frozen: boolean): Promise<void>;
    };
    /** Scripted consent: `page` (default) shows the consent page; `approve`/`deny` decide at once. */
    setConsent(mode: ConsentMode, userId?: string | null): Promise<ConsentSetting>;
    /** A copy of the current settings (consent, code and token lifetimes). */
    readonly settings: Readonly<EmulatorSettings>;
    /** Changes code and token lifetimes. */
    configure(settings: Partial<Pick<EmulatorSettings, 'codeTtlMs' | 'accessTokenTtlSeconds'>>): Promise<void>;
    /** Fault rules (latency, a chosen status, a 429, a dropped connection) for matching requests. */
    readonly faults: {
        /** Adds a rule (checked: a bad field throws, naming it) and returns it with its id. Earlier rules win. */
        add(rule: FaultRuleInput): FaultRule;
        /** The rules still active, first to match first, with their remaining uses and hits. */
        list(): FaultRule[];
        /** Removes a rule by id; false when no rule has it (unknown, or used up). */
        remove(id: number): boolean;
        /** Removes every rule. */
        clear(): void;
    };
    /** The emulator's rate limits (per token globally, and per route bucket). */
    readonly rateLimits: {
        /** Replaces the limits (`false` turns rate limiting off) and forgets the current windows. */
        configure(options: RateLimitOptions | false): void;
        /** A copy of the limits in force. */
        get(): RateLimitOptions;
        /** Forgets the current windows. */
        reset(): void;
    };
    /** Adds a new id_token signing key; with dropPrevious the old ones leave the JWKS. Returns the new kid. */
    rotateKeys(options?: {
        dropPrevious?: boolean | undefined;
    }): Promise<string>;
    /** The realtime gateway's sessions, and faults of its connections. */
    readonly gateway: {
        /** `ws://127.0.0.1:<port>/gateway`. */
        url(): string;
        /** Every session, connected or resumable (never its token). */
        sessions(): GatewaySessionInfo[];
        /**
         * Drops a user's connections as a network failure would (no close frame). With `resumable` (default
         * true) their sessions wait for a RESUME; without, they are gone and the client starts afresh.
         * Returns how many sessions were affected.
         */
        drop(userId: string, options?: {
            resumable?: boolean | undefined;
        }): number;
        /** Sends RECONNECT (op 7) to a user's connections and closes them; their sessions wait for a RESUME. */
        reconnect(userId: string): number;
        /** Stops answering heartbeats (a zombie connection), for one user or for everyone. */
        pauseAcks(userId?: string): void;
        /** Answers heartbeats again, for one user or (no id) for everyone. */
        resumeAcks(userId?: string): void;
        /** Connections, sessions and the number of dispatches so far. */
        stats(): GatewayStats;
        /** A user's `session_start_limit` with an application now (IDENTIFY allowance, issue 32). */
        sessionStartLimit(userId: string, applicationId: string): SessionStartLimit;
    };
    /** The request log (no secrets), oldest first; `since` a sequence number. */
    requests(since?: number): RequestLogEntry[];
    /** Empties the request log (sequence numbers keep counting). */
    clearRequests(): void;
    /** The event log, oldest first. */
    events(filter?: {
        type?: string | undefined;
        since?: number | undefined;
    }): EventRecord[];
    /** Empties the event log (sequence numbers keep counting). */
    clearEvents(): Promise<void>;
    /** Waits until every webhook POST started so far has been answered (or failed). */
    flushWebhooks(): Promise<void>;
    /**
     * A user invokes a command: checked as the service would (availability, `canUseCommand`, USER
     * commands need Send Messages, read-repair of global commands with an older `version`), built
     * (default names, `resolved`, member permissions, `app_permissions`), signed and POSTed to the app's
     * loopback interactions URL. Resolves once the first answer came (in the HTTP response or through the
     * callback route), the 3 seconds passed, or the service refused (`status: 'refused'`).
     */
    invokeCommand(input: InvokeCommandInput): Promise<InteractionRecord>;
    /** An autocomplete request for the option `focused` (its value in `options`: the partial input). */
    autocomplete(input: AutocompleteInput): Promise<InteractionRecord>;
    /** Interactions delivered or refused, oldest first, with the app's answers and messages. */
    interactions(): InteractionRecord[];
    /** The interaction with this id, or undefined for an unknown id (or one aged out of the records). */
    interaction(id: string): InteractionRecord | undefined;
    /** An application's Ed25519 keys, for tests that sign their own interaction payloads. */
    applicationKeys(applicationId: string): ApplicationKeys;
    /** Provisional accounts: identity providers, test ID tokens, provider tickets, merge duration. */
    readonly provisional: ProvisionalControl;
    /** Voice: calls and participants, mutes, kicks, moves, network faults, the local CA (docs/voice-server.md). */
    readonly voice: VoiceControl;
    /** Acting as a user: a lobby message, a direct message, a friend request, an invite (console/actions.ts). */
    readonly act: UserActions;
    /**
     * Emulated Discord desktop apps (docs/desktop-app.md): the IPC socket games talk to for rich presence
     * and joins without signing in.
     */
    readonly desktopApp: DesktopAppControlCalls;
}
/** What the control API drives: the emulator's state and the operations that span its domains. */
export interface ControlTarget {
    readonly ctx: EmulatorContext;
    readonly limiter: RateLimiter;
    readonly faults: FaultInjector;
    readonly requests: RequestLog;
    readonly gateway: Gateway;
    /** Writes the state if it changed since the last write (no-op without a data file). */
    persist(): Promise<void>;
    /** Empties the state (and what was remembered about it) and re-applies the start fixtures. */
    reset(): void;
    /** Removes a user's account from every domain; the user must exist and not be a bot. */
    removeUser(userId: string): void;
    readonly interactions: InteractionService;
    readonly presences: Presences;
    readonly invites: InviteService;
    readonly provisional: ProvisionalAccounts;
    readonly desktopApps: DesktopApps;
    readonly voice: VoiceServer;
    readonly voiceStates: VoiceStates;
}
/** Builds the control object over one emulator. */
export declare function createControl(target: ControlTarget): EmulatorControl;
