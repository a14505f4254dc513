/**
 * Presence derived from gateway sessions, op 3 and the control API. A user is online while a gateway
 * session of theirs is connected (any application) or while the control API says another device of
 * theirs is; their status is the one they chose with op 3 (account-wide, default online). The first
 * connected session with an application marks it played.
 *
 * Rich presence: each user's activity per application, as their last op 3 from a session of that
 * application set it (the application's id and name written over what the client sent), cleared by an
 * op 3 without one and when their last session of the application goes.
 *
 * It follows the bus: `GATEWAY_USER_CONNECTION` from the gateway, and `RELATIONSHIP_CHANGE` (a new friend
 * gets the user's presence at once); op 3 arrives whole through {@link Presences.command}, the gateway's
 * sink, because its join secrets must not travel on the bus. Each change records `PRESENCE_CHANGE` with
 * the facts before and after (events.ts turns it into PRESENCE_UPDATE for the viewers whose view changed);
 * the facts hold activities without their secrets. Which applications are connected, and the activities
 * set over them, are memory only, as sessions are.
 */
import type { GatewayActivity } from '../../model/activity.js';
import type { ChosenStatus, PresenceUpdateCommand } from '../../model/presence.js';
import type { EmulatorContext } from '../context.js';
import type { PresenceCommandSender } from '../gatewayEvents.js';
import type { EventRecord } from '../records.js';
import type { PresenceFacts } from './wire.js';
export declare class Presences {
    #private;
    constructor(ctx: EmulatorContext);
    /** What a user's presence derives from now. */
    facts(userId: string): PresenceFacts;
    /** The user's activity in the application as they set it (secrets included), for the invites domain. */
    activity(userId: string, applicationId: string): OwnActivity | undefined;
    /** An accepted op 3 (the gateway's sink): the account's status, and the activity in that application. */
    command(sender: PresenceCommandSender, command: PresenceUpdateCommand): void;
    /** Follows the bus (subscribed by the emulator after the gateway, so dispatches keep their order). */
    onEvent(event: Readonly<EventRecord>): void;
    /** Another device of the user (control API): a status, or `offline` for none. */
    setElsewhere(userId: string, status: ChosenStatus | 'offline'): void;
    /** The user's emulated Discord app started (online from it) or stopped (and its games' activities go). */
    desktopApp(userId: string, running: boolean, applicationIds?: readonly string[]): void;
    /**
     * A game's SET_ACTIVITY through the user's Discord app (desktopApp/): the activity in that application
     * (its id and name written over what the game sent, as for op 3), or none. `sessionId` names the app's
     * connection with the game (the invites domain keeps it as the activity's session).
     */
    appActivity(userId: string, applicationId: string, sent: GatewayActivity | null, sessionId: string): void;
    /** Marks an application played by the user (control API, or the first session with it). */
    markPlayed(userId: string, applicationId: string): void;
    /** Forgets the connected sessions (after a reset, when the gateway forgot them too). */
    forget(): void;
}
/** A user's activity in one application, and the gateway session whose op 3 set it. */
export interface OwnActivity {
    readonly activity: GatewayActivity;
    readonly sessionId: string;
}
