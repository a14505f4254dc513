/**
 * `ActivityInvite`, as the C++ library names it: an invite to join a player's activity, or a request to
 * join one, with the library's getters and `Set...` setters. It is a value, read from an invite message
 * (a direct message with an `activity` object) by {@link readActivityInvite}, which checks every field
 * at the edge: a message whose activity is malformed is no invite.
 */
import { ActivityActionTypes } from '../model/activity.js';
import type { DirectMessage } from '../model/gateway.js';
/** An invite to an activity (`Join`) or a request to join one (`JoinRequest`). */
export declare class ActivityInvite {
    #private;
    /** @returns who sent it. */
    SenderId(): string;
    /**
     * Sets the sender id.
     * @param id - a snowflake.
     */
    SetSenderId(id: string | bigint): void;
    /** @returns the conversation it was sent in. */
    ChannelId(): string;
    /**
     * Sets the channel id.
     * @param id - a snowflake.
     */
    SetChannelId(id: string | bigint): void;
    /** @returns the message that carries it (what `AcceptActivityInvite` names). */
    MessageId(): string;
    /**
     * Sets the message id.
     * @param id - a snowflake.
     */
    SetMessageId(id: string | bigint): void;
    /** @returns an `ActivityActionTypes`: Join (an invite) or JoinRequest (a request to join). */
    Type(): ActivityActionTypes;
    /**
     * Sets the type.
     * @param type - an `ActivityActionTypes`.
     */
    SetType(type: ActivityActionTypes): void;
    /** @returns the application whose activity it is about. */
    ApplicationId(): string;
    /**
     * Sets the application id.
     * @param id - a snowflake.
     */
    SetApplicationId(id: string | bigint): void;
    /** @returns the parent application's id (`'0'` for none). */
    ParentApplicationId(): string;
    /**
     * Sets the parent application id.
     * @param id - a snowflake.
     */
    SetParentApplicationId(id: string | bigint): void;
    /** @returns the party it is about. */
    PartyId(): string;
    /**
     * Sets the party id.
     * @param id - the party's id.
     */
    SetPartyId(id: string): void;
    /** @returns the sender's session when they sent it (empty for a join request without an activity). */
    SessionId(): string;
    /**
     * Sets the session id.
     * @param id - a session id.
     */
    SetSessionId(id: string): void;
    /** @returns whether it may still be accepted (not older than 6 hours, its sender still in the party). */
    IsValid(): boolean;
    /**
     * Sets the is valid.
     * @param valid - whether it may still be accepted.
     */
    SetIsValid(valid: boolean): void;
    /** @returns `ActivityInvite(<message id>)`. */
    toString(): string;
}
/**
 * The invite an invite message carries, or undefined when it carries none or a malformed one (every field
 * checked: ids are snowflakes, the type Join or JoinRequest, texts bounded).
 */
export declare function readActivityInvite(message: DirectMessage): ActivityInvite | undefined;
