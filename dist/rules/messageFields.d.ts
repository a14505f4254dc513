/**
 * The fields of a message body beside `content` and `metadata`, as openapi.json's `SDKMessageRequest`
 * (`POST /lobbies/{lobby}/messages`), `MessageCreateRequest` (`POST /channels/{channel}/messages`) and
 * `MessageEditRequestPartial` (`PATCH .../messages/{message}`) accept them. None is dropped silently
 * (issue 44): each is either kept (stored and sent back in the message object) or refused with 50035 at
 * its own path, saying why. Which, per route (docs/emulator-domains.md, "Request fields"):
 *
 * - kept everywhere: `nonce` (echoed), `enforce_nonce` (a repeat within 5 minutes returns the first
 *   message), `tts`, `flags` (the two a sender may set: SUPPRESS_EMBEDS 1<<2, SUPPRESS_NOTIFICATIONS 1<<12),
 *   `allowed_mentions` (who the message pings, where the emulator reads mentions: channel messages, and a
 *   lobby message's copy in its linked channel);
 * - kept from a bot in a channel, refused from a player (a lobby or a direct message, whose C++
 *   `MessageHandle` shows neither): `embeds`, `components` (only applications send components), and
 *   `message_reference` (a reply);
 * - refused everywhere but empty: `attachments` (they name uploaded files: the emulator takes no upload),
 *   `sticker_ids` (it has no stickers), `poll` (voted on in Discord's own client), `shared_client_theme`
 *   (a Discord client theme).
 *
 * Null, an absent field and (for lists) an empty list mean "none" and are always accepted.
 */
import type { FieldChecker } from './fields.js';
/** Who sends the message: a player in a lobby or a conversation, or a bot in a guild channel. */
export type MessageRoute = 'lobby' | 'direct' | 'channel';
/** A send, or an edit (the edit body has no `nonce`, `enforce_nonce`, `tts`, `message_reference`, `poll`). */
export type MessageMode = 'create' | 'edit';
/** `allowed_mentions`, as read. */
export interface AllowedMentionsInput {
    parse: ('users' | 'roles' | 'everyone')[] | undefined;
    users: string[] | undefined;
    roles: string[] | undefined;
    repliedUser: boolean | undefined;
}
/** The kept fields, as read (undefined: absent or null). */
export interface MessageFieldsInput {
    nonce: string | number | undefined;
    enforceNonce: boolean;
    tts: boolean | undefined;
    flags: number | undefined;
    allowedMentions: AllowedMentionsInput | undefined;
    /** A bot's, in a channel only: as given (each an object). */
    embeds: Record<string, unknown>[] | undefined;
    components: Record<string, unknown>[] | undefined;
    messageReference: {
        messageId: string;
        failIfNotExists: boolean;
    } | undefined;
}
/** The message flags a sender may set: SUPPRESS_EMBEDS and SUPPRESS_NOTIFICATIONS. */
export declare const SETTABLE_MESSAGE_FLAGS: number;
/** How long `enforce_nonce` remembers a nonce (the service: "the past few minutes"; ours: 5). */
export declare const NONCE_WINDOW_MS: number;
/** The body keys of a message create (openapi.json `SDKMessageRequest`, `MessageCreateRequest`). */
export declare const MESSAGE_CREATE_FIELDS: readonly string[];
/** The body keys of a message edit (openapi.json `MessageEditRequestPartial`). */
export declare const MESSAGE_EDIT_FIELDS: readonly string[];
/**
 * Reads the fields of a message body beside `content` and `metadata` into `c` (issues at each field's
 * path, 50035 on the emulator's side).
 */
export declare function checkMessageFields(c: FieldChecker, fields: Record<string, unknown>, route: MessageRoute, mode: MessageMode): MessageFieldsInput;
/**
 * Who a message pings of those its content mentions, as `allowed_mentions` restricts it (absent: all).
 * @example allowedOf({ users: ['1', '2'], roles: [], everyone: true }, { parse: [], users: ['2'], roles: undefined, repliedUser: undefined })
 * // { users: ['2'], roles: [], everyone: false }
 */
export declare function allowedOf(mentioned: {
    users: string[];
    roles: string[];
    everyone: boolean;
}, allowed: AllowedMentionsInput | undefined): {
    users: string[];
    roles: string[];
    everyone: boolean;
};
