/**
 * `ActivityInvite`, as the C++ library names it: an invite to join a player's activity, or a request to
 * join one, with the library's getters and `Set...` setters. It is a value, read from an invite message
 * (a direct message with an `activity` object) by {@link readActivityInvite}, which checks every field
 * at the edge: a message whose activity is malformed is no invite.
 */
import { ActivityActionTypes } from '../model/activity.js';
import type { DirectMessage } from '../model/gateway.js';
import { isSnowflake } from '../model/snowflake.js';

interface InviteFields {
  senderId: string;
  channelId: string;
  messageId: string;
  type: ActivityActionTypes;
  applicationId: string;
  parentApplicationId: string;
  partyId: string;
  sessionId: string;
  isValid: boolean;
}

/** An invite to an activity (`Join`) or a request to join one (`JoinRequest`). */
export class ActivityInvite {
  readonly #f: InviteFields = {
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
  SenderId(): string {
    return this.#f.senderId;
  }
  /**
   * Sets the sender id.
   * @param id - a snowflake.
   */
  SetSenderId(id: string | bigint): void {
    this.#f.senderId = String(id);
  }
  /** @returns the conversation it was sent in. */
  ChannelId(): string {
    return this.#f.channelId;
  }
  /**
   * Sets the channel id.
   * @param id - a snowflake.
   */
  SetChannelId(id: string | bigint): void {
    this.#f.channelId = String(id);
  }
  /** @returns the message that carries it (what `AcceptActivityInvite` names). */
  MessageId(): string {
    return this.#f.messageId;
  }
  /**
   * Sets the message id.
   * @param id - a snowflake.
   */
  SetMessageId(id: string | bigint): void {
    this.#f.messageId = String(id);
  }
  /** @returns an `ActivityActionTypes`: Join (an invite) or JoinRequest (a request to join). */
  Type(): ActivityActionTypes {
    return this.#f.type;
  }
  /**
   * Sets the type.
   * @param type - an `ActivityActionTypes`.
   */
  SetType(type: ActivityActionTypes): void {
    this.#f.type = type;
  }
  /** @returns the application whose activity it is about. */
  ApplicationId(): string {
    return this.#f.applicationId;
  }
  /**
   * Sets the application id.
   * @param id - a snowflake.
   */
  SetApplicationId(id: string | bigint): void {
    this.#f.applicationId = String(id);
  }
  /** @returns the parent application's id (`'0'` for none). */
  ParentApplicationId(): string {
    return this.#f.parentApplicationId;
  }
  /**
   * Sets the parent application id.
   * @param id - a snowflake.
   */
  SetParentApplicationId(id: string | bigint): void {
    this.#f.parentApplicationId = String(id);
  }
  /** @returns the party it is about. */
  PartyId(): string {
    return this.#f.partyId;
  }
  /**
   * Sets the party id.
   * @param id - the party's id.
   */
  SetPartyId(id: string): void {
    this.#f.partyId = id;
  }
  /** @returns the sender's session when they sent it (empty for a join request without an activity). */
  SessionId(): string {
    return this.#f.sessionId;
  }
  /**
   * Sets the session id.
   * @param id - a session id.
   */
  SetSessionId(id: string): void {
    this.#f.sessionId = id;
  }
  /** @returns whether it may still be accepted (not older than 6 hours, its sender still in the party). */
  IsValid(): boolean {
    return this.#f.isValid;
  }
  /**
   * Sets the is valid.
   * @param valid - whether it may still be accepted.
   */
  SetIsValid(valid: boolean): void {
    this.#f.isValid = valid;
  }
  /** @returns `ActivityInvite(<message id>)`. */
  toString(): string {
    return `ActivityInvite(${this.#f.messageId})`;
  }
}

const ACTION_TYPES: ReadonlySet<unknown> = new Set([
  ActivityActionTypes.Join,
  ActivityActionTypes.JoinRequest,
]);
const SESSION = /^[A-Za-z0-9_-]{0,128}$/;

/**
 * The invite an invite message carries, or undefined when it carries none or a malformed one (every field
 * checked: ids are snowflakes, the type Join or JoinRequest, texts bounded).
 */
export function readActivityInvite(message: DirectMessage): ActivityInvite | undefined {
  const activity: unknown = message.activity;
  if (typeof activity !== 'object' || activity === null) return undefined;
  const a = activity as Record<string, unknown>;
  const ids = [message.id, message.channel_id, message.author?.id, a.application_id];
  if (!ids.every((id) => typeof id === 'string' && isSnowflake(id))) return undefined;
  if (!ACTION_TYPES.has(a.type) || typeof a.is_valid !== 'boolean') return undefined;
  if (typeof a.party_id !== 'string' || a.party_id.length === 0 || a.party_id.length > 128) return undefined;
  if (typeof a.session_id !== 'string' || !SESSION.test(a.session_id)) return undefined;
  const invite = new ActivityInvite();
  invite.SetSenderId(message.author.id);
  invite.SetChannelId(message.channel_id);
  invite.SetMessageId(message.id);
  invite.SetType(a.type as ActivityActionTypes);
  invite.SetApplicationId(a.application_id as string);
  invite.SetPartyId(a.party_id);
  invite.SetSessionId(a.session_id);
  invite.SetIsValid(a.is_valid);
  return invite;
}
