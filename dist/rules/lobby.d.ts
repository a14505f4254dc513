import { type BodyCheckOptions, type Checked, type MetadataInput } from './fields.js';
import { type MessageFieldsInput, type MessageMode, type MessageRoute } from './messageFields.js';
/** A member entry of a lobby body, as read. */
export interface LobbyMemberInput {
    id: string;
    metadata: MetadataInput;
    flags: number | undefined;
    /** `remove_member` of a bulk item (false elsewhere). */
    remove: boolean;
    /** `additional_name` of a bulk item (1..80, null clears; undefined: unchanged or absent elsewhere). */
    additionalName?: string | null | undefined;
}
/** `POST /lobbies` and `PATCH /lobbies/{lobby}` bodies, as read. */
export interface LobbyInput {
    metadata: MetadataInput;
    members: LobbyMemberInput[] | undefined;
    idleTimeoutSeconds: number | undefined;
    flags: number | undefined;
    /**
     * `override_event_webhooks_url` (openapi.json, an http(s) URL of at most 512 characters): undefined when
     * absent (unchanged), null to clear it.
     */
    overrideEventWebhooksUrl: string | null | undefined;
}
/** `PUT /lobbies` body, as read. */
export interface CreateOrJoinLobbyInput {
    secret: string;
    lobbyMetadata: MetadataInput;
    memberMetadata: MetadataInput;
    idleTimeoutSeconds: number | undefined;
    flags: number | undefined;
}
/** `PUT /lobbies/{lobby}/members/{user}` body, as read. */
export interface AddLobbyMemberInput {
    metadata: MetadataInput;
    flags: number | undefined;
    /** `additional_name`, 1..80 characters; null clears it; undefined leaves it. */
    additionalName: string | null | undefined;
}
/** `POST /lobbies/{lobby}/messages` body, as read. */
export interface LobbyMessageInput {
    content: string;
    metadata: MetadataInput;
    /** The openapi.json message fields beside them (messageFields.ts); absent: none given. */
    fields?: MessageFieldsInput | undefined;
}
/** Which message route a body is for (messageFields.ts says what each keeps and refuses). */
export interface MessageBodyOptions extends BodyCheckOptions {
    /** Default `'lobby'`. */
    route?: MessageRoute | undefined;
    /** Default `'create'`. */
    mode?: MessageMode | undefined;
}
/**
 * `POST /lobbies` and `PATCH /lobbies/{lobby}`: metadata, members (<= 25), idle timeout 5..604800, flags,
 * the event webhooks URL override.
 */
export declare function validateLobbyBody(body: unknown, options?: BodyCheckOptions): Checked<LobbyInput>;
/** `PUT /lobbies`: `secret` (1..250) plus optional metadata, idle timeout and flags. */
export declare function validateCreateOrJoinLobbyBody(body: unknown, options?: BodyCheckOptions): Checked<CreateOrJoinLobbyInput>;
/** `PUT /lobbies/{lobby}/members/{user}`: no body, or optional metadata, flags and `additional_name`. */
export declare function validateAddLobbyMemberBody(body: unknown, options?: BodyCheckOptions): Checked<AddLobbyMemberInput>;
/** `POST /lobbies/{lobby}/members/bulk`: 1..25 items `{ id, metadata?, flags?, remove_member?, additional_name? }`. */
export declare function validateBulkLobbyMembersBody(body: unknown, options?: BodyCheckOptions): Checked<LobbyMemberInput[]>;
/**
 * `POST /lobbies/{lobby}/messages` (and the direct and channel message routes, by `options.route`):
 * `content` of 1..2000 characters, not only spaces; optional metadata; the other fields openapi.json
 * accepts, kept or refused as messageFields.ts says.
 */
export declare function validateLobbyMessageBody(body: unknown, options?: MessageBodyOptions): Checked<LobbyMessageInput>;
/**
 * `limit` of Get Lobby Messages: absent (the default, 50), or an integer 1..200, given as a number (SDK) or
 * as the query string's decimal text (emulator).
 */
export declare function validateLobbyMessagesLimit(raw: unknown): Checked<number>;
/**
 * Snowflake ids of a request's path (`{ user_id, message_id }` of a direct-message route), each reported
 * under its own name as the service reports a malformed path id.
 */
export declare function validatePathIds(ids: Readonly<Record<string, unknown>>): Checked<Record<string, string>>;
