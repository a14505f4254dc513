/**
 * Presence of users, as the C++ library names its enums (`StatusType`, `UserHandle::AvatarType`, with
 * their values) and as the emulator sends presence on the wire. The event name PRESENCE_UPDATE and the
 * op 3 command's `d` are the service family's public gateway documentation; the fields of
 * {@link GatewayPresence} beyond `user` and `status` are OUR design (docs/relationships.md).
 */
import type { GatewayActivity } from './activity.js';
import type { ValueOf } from './enums.js';
import type { Snowflake } from './snowflake.js';
/** A user's online status as the C++ library reports it. */
export declare const StatusType: {
    readonly Online: 0;
    readonly Offline: 1;
    readonly Blocked: 2;
    readonly Idle: 3;
    readonly Dnd: 4;
    readonly Invisible: 5;
    readonly Streaming: 6;
    readonly Unknown: 7;
};
export type StatusType = ValueOf<typeof StatusType>;
/** Image formats of an avatar URL (the C++ library's `UserHandle::AvatarType`). */
export declare const AvatarType: {
    readonly Gif: 0;
    readonly Webp: 1;
    readonly Png: 2;
    readonly Jpeg: 3;
};
export type AvatarType = ValueOf<typeof AvatarType>;
/** What others see of a user's status: `invisible` reads as `offline`. */
export type PresenceStatus = 'online' | 'idle' | 'dnd' | 'offline';
/** What a user may choose with the Presence Update command (op 3), account-wide. */
export type ChosenStatus = 'online' | 'idle' | 'dnd' | 'invisible';
/** Every status a user may choose, in the order the gateway documentation lists them. */
export declare const CHOSEN_STATUSES: readonly ChosenStatus[];
/** A user's presence as one viewer sees it in one application. */
export interface GatewayPresence {
    user: {
        id: Snowflake;
    };
    status: PresenceStatus;
    /** A gateway session of this application is open right now. */
    in_application: boolean;
    /** The user has ever connected to this application (or the control API said so). */
    played_application: boolean;
    /** Rich presence: the user's activity in this application (at most one), never with its secrets. */
    activities: GatewayActivity[];
}
/** d of the client's Presence Update command (op 3), as the public gateway documentation describes it. */
export interface PresenceUpdateCommand {
    since: number | null;
    activities: GatewayActivity[];
    status: ChosenStatus;
    afk: boolean;
}
