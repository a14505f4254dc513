/**
 * What a domain declares to put its events on the gateway: for each event type it records on the bus,
 * an {@link EventRoute} saying which users see it, under which name, with which data. Each domain keeps
 * its table in its own `events.ts` (lobbies/events.ts, directMessages/events.ts); the composition root
 * hands the tables to the gateway, which only looks an event's type up (gateway/eventRouter.ts). A
 * domain never calls the gateway.
 */
import type { GatewayEventName, ReadyData } from '../model/gateway.js';
import type { BotDispatchName } from '../model/intents.js';
import type { PresenceUpdateCommand } from '../model/presence.js';
import type { LobbyVoiceStateCommand, VoiceDispatchName, VoiceStateCommand } from '../model/voice.js';
import type { EmulatorContext } from './context.js';
import type { EventRecord } from './records.js';
/** Which kind of user session may see a dispatch (what its token's scopes allow: gateway/access.ts). */
export type SessionAudience = 'lobbies' | 'directMessages' | 'relationships';
/** Who may see a dispatch: user sessions by scope, or bot sessions (`bots`) by their intents. */
export type Audience = SessionAudience | 'bots';
/** The intents a bot session needs for a dispatch: every bit of `all`, and none of `none`. */
export interface IntentFilter {
    readonly all: number;
    readonly none?: number | undefined;
}
/** One dispatch of an event to some users (their sessions of the event's application). */
export interface Delivery {
    readonly t: GatewayEventName | BotDispatchName | VoiceDispatchName;
    readonly userIds: readonly string[];
    readonly audience: Audience;
    /**
     * The application whose sessions receive it. Default: the event's. An event that concerns every
     * application (a relationship, a presence) is recorded without one and routed per application.
     */
    readonly applicationId?: string | undefined;
    /** The data, built only when some recipient has a session. */
    readonly data: () => unknown;
    /** For the `bots` audience: the intents a session needs (none needed when absent). */
    readonly intents?: IntentFilter | undefined;
}
/** Whether a user has a live gateway session with an application. */
export type IsConnected = (applicationId: string, userId: string) => boolean;
/** The applications a user has gateway sessions with (connected or waiting for a RESUME). */
export type SessionApplications = (userId: string) => ReadonlySet<string>;
/** The dispatches one event causes (none when its data no longer finds what it names). */
export type EventRoute = (ctx: EmulatorContext, event: EventRecord, connected: IsConnected, applicationsOf: SessionApplications) => Delivery[];
/** A domain's gateway events: event type -> its route. */
export type EventRoutes = Readonly<Record<string, EventRoute>>;
/** The strings of an event's list field (`user_ids`, `member_ids`); anything else reads as empty. */
export declare function stringList(value: unknown): string[];
/** The session a READY is built for: its user, its application and what its scopes let it see. */
export interface ReadySession {
    readonly userId: string;
    readonly applicationId: string;
    readonly sees: Readonly<Record<SessionAudience, boolean>>;
}
/** The fields of READY that domains fill in (the gateway fills the rest: user, session, urls). */
export type ReadyField = 'lobbies' | 'relationships' | 'presences';
/** One domain's part of READY: the value of one field for a session. */
export type ReadyPart<K extends ReadyField> = (ctx: EmulatorContext, session: ReadySession, connected: IsConnected) => ReadyData[K];
/** A domain's READY parts: field -> what it holds (in the domain's `ready.ts`). */
export type ReadyParts = {
    readonly [K in ReadyField]?: ReadyPart<K>;
};
/** Who sent an accepted op 3: the session's user, application and id. */
export interface PresenceCommandSender {
    readonly userId: string;
    readonly applicationId: string;
    readonly sessionId: string;
}
/** Receives each accepted op 3 whole (its activities' secrets included). */
export type PresenceCommandSink = (sender: PresenceCommandSender, command: PresenceUpdateCommand) => void;
/** Who sent an accepted op 4 or op 17: the session's user, application and id, and whether it is a bot's. */
export interface VoiceCommandSender extends PresenceCommandSender {
    readonly bot: boolean;
}
/** A voice command of the main gateway: op 4 (a bot's guild voice state) or op 17 (lobby calls). */
export type VoiceCommand = {
    readonly op: 4;
    readonly d: VoiceStateCommand;
} | {
    readonly op: 17;
    readonly d: readonly LobbyVoiceStateCommand[];
};
/** What the gateway hands voice to: the commands, and sessions that ended (their voice states go). */
export interface VoiceCommandSink {
    command(sender: VoiceCommandSender, command: VoiceCommand): void;
    sessionEnded(sessionId: string): void;
}
