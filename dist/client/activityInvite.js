/**
 * `ActivityInvite`, as the C++ library names it: an invite to join a player's activity, or a request to
 * join one, with the library's getters and `Set...` setters. It is a value, read from an invite message
 * (a direct message with an `activity` object) by {@link readActivityInvite}, which checks every field
 * at the edge: a message whose activity is malformed is no invite.
 */
import { ActivityActionTypes } from '../model/activity.js';
import { isSnowflake } from '../model/snowflake.js';
/** An invite to an activity (`Join`) or a request to join one (`JoinRequest`). */
export class ActivityInvite {
    #f = {
        senderId: '0',
        channelId: '0',
        messageId: '0',
        type: ActivityActionTypes.Invalid,
        applicationId: '0',
        parentApplicationId: '0',
        partyId: '',
        sessionId: '',
        isValid: false,
    };
    /** @returns who sent it. */
    SenderId() {
        return this.#f.senderId;
    }
    /**
     * Sets the sender id.
     * @param id - a snowflake.
     */
    SetSenderId(id) {
        this.#f.senderId = String(id);
    }
    /** @returns the conversation it was sent in. */
    ChannelId() {
        return this.#f.channelId;
    }
    /**
     * Sets the channel id.
     * @param id - a snowflake.
     */
    SetChannelId(id) {
        this.#f.channelId = String(id);
    }
    /** @returns the message that carries it (what `AcceptActivityInvite` names). */
    MessageId() {
        return this.#f.messageId;
    }
    /**
     * Sets the message id.
     * @param id - a snowflake.
     */
    SetMessageId(id) {
        this.#f.messageId = String(id);
    }
    /** @returns an `ActivityActionTypes`: Join (an invite) or JoinRequest (a request to join). */
    Type() {
        return this.#f.type;
    }
    /**
     * Sets the type.
     * @param type - an `ActivityActionTypes`.
     */
    SetType(type) {
        this.#f.type = type;
    }
    /** @returns the application whose activity it is about. */
    ApplicationId() {
        return this.#f.applicationId;
    }
    /**
     * Sets the application id.
     * @param id - a snowflake.
     */
    SetApplicationId(id) {
        this.#f.applicationId = String(id);
    }
    /** @returns the parent application's id (`'0'` for none). */
    ParentApplicationId() {
        return this.#f.parentApplicationId;
    }
    /**
     * Sets the parent application id.
     * @param id - a snowflake.
     */
    SetParentApplicationId(id) {
        this.#f.parentApplicationId = String(id);
    }
    /** @returns the party it is about. */
    PartyId() {
        return this.#f.partyId;
    }
    /**
     * Sets the party id.
     * @param id - the party's id.
     */
    SetPartyId(id) {
        this.#f.partyId = id;
    }
    /** @returns the sender's session when they sent it (empty for a join request without an activity). */
    SessionId() {
        return this.#f.sessionId;
    }
    /**
     * Sets the session id.
     * @param id - a session id.
     */
    SetSessionId(id) {
        this.#f.sessionId = id;
    }
    /** @returns whether it may still be accepted (not older than 6 hours, its sender still in the party). */
    IsValid() {
        return this.#f.isValid;
    }
    /**
     * Sets the is valid.
     * @param valid - whether it may still be accepted.
     */
    SetIsValid(valid) {
        this.#f.isValid = valid;
    }
    /** @returns `ActivityInvite(<message id>)`. */
    toString() {
        return `ActivityInvite(${this.#f.messageId})`;
    }
}
const ACTION_TYPES = new Set([
    ActivityActionTypes.Join,
    ActivityActionTypes.JoinRequest,
]);
const SESSION = /^[A-Za-z0-9_-]{0,128}$/;
/**
 * The invite an invite message carries, or undefined when it carries none or a malformed one (every field
 * checked: ids are snowflakes, the type Join or JoinRequest, texts bounded).
 */
export function readActivityInvite(message) {
    const activity = message.activity;
    if (typeof activity !== 'object' || activity === null)
        return undefined;
    const a = activity;
    const ids = [message.id, message.channel_id, message.author?.id, a.application_id];
    if (!ids.every((id) => typeof id === 'string' && isSnowflake(id)))
        return undefined;
    if (!ACTION_TYPES.has(a.type) || typeof a.is_valid !== 'boolean')
        return undefined;
    if (typeof a.party_id !== 'string' || a.party_id.length === 0 || a.party_id.length > 128)
        return undefined;
    if (typeof a.session_id !== 'string' || !SESSION.test(a.session_id))
        return undefined;
    const invite = new ActivityInvite();
    invite.SetSenderId(message.author.id);
    invite.SetChannelId(message.channel_id);
    invite.SetMessageId(message.id);
    invite.SetType(a.type);
    invite.SetApplicationId(a.application_id);
    invite.SetPartyId(a.party_id);
    invite.SetSessionId(a.session_id);
    invite.SetIsValid(a.is_valid);
    return invite;
}
