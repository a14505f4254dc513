/**
 * Who may open a gateway session and what it may see. A Bearer access token of a user, live (not
 * expired, revoked, or of a revoked grant: the same check as every route's), with one of the social
 * layer's scopes: `sdk.social_layer` or the scopes it stands for; or an application's bot token. Lobby events need a lobby scope (the
 * one the lobby routes ask for), direct messages a DM scope.
 */
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord, UserRecord } from '../records.js';
/** Scopes any one of which lets a token connect. */
export declare const GATEWAY_SCOPES: readonly string[];
/** An authenticated gateway caller. */
export interface GatewayCaller {
    readonly user: UserRecord;
    readonly application: ApplicationRecord;
    /** The session may see lobbies (READY's list and LOBBY_* events). */
    readonly lobbies: boolean;
    /** The session may see direct messages (MESSAGE_* events). */
    readonly directMessages: boolean;
    /** The session may see relationships, presence and user updates (READY's lists, their events). */
    readonly relationships: boolean;
    /** An application's bot (a bot token), not a user's access token. */
    readonly bot?: boolean | undefined;
}
/**
 * The caller a raw token stands for, or undefined when it may not connect: a user's access token, or
 * an application's bot token (bare, as the libraries send it; `bot` is then true and the session sees
 * only what its intents ask for, never the social layer's lobbies, DMs or relationships).
 */
export declare function gatewayCaller(ctx: EmulatorContext, raw: string): GatewayCaller | undefined;
