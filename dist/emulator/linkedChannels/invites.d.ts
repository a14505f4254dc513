/**
 * Invites into a linked lobby's guild: single use, for one user, valid one hour by the emulator's clock.
 * Only the code's hash is stored; the code itself is answered once, to the caller who asked for it.
 * A provisional account joins no guild (CLIENT-API.md, `JoinLinkedLobbyGuild`: it gets the merge-required
 * callback instead): no invite is made for one, whoever asks, and none is accepted by one (403 50229).
 */
import type { EmulatorContext } from '../context.js';
import type { GuildRecord, LobbyRecord } from '../records.js';
/** How long an invite made from a linked lobby can be accepted. */
export declare const LINKED_GUILD_INVITE_TTL_MS: number;
/** A new invite for `userId` into the guild of the lobby's linked channel; 10003 when it is not linked. */
export declare function createLinkedGuildInvite(ctx: EmulatorContext, lobby: LobbyRecord, userId: string): string;
/** `POST /invites/{code}`: the user joins the guild; the code is spent. 10006 for any code not usable now. */
export declare function acceptGuildInvite(ctx: EmulatorContext, code: string, userId: string): GuildRecord;
/**
 * `GET /invites/{code}` (openapi.json `invite_resolve`, a guild invite's `GuildInviteResponse`): what the
 * invite leads to, for anyone holding the code (the route needs no token, as the service's). An invite that
 * is unknown, spent or expired is 404 10006, as at acceptance. Resolving does not spend it.
 */
export declare function resolveGuildInvite(ctx: EmulatorContext, code: string): GuildInviteWire;
/** A guild invite as `GET /invites/{code}` answers it (openapi.json `GuildInviteResponse`, required fields). */
export interface GuildInviteWire {
    type: 0;
    code: string;
    expires_at: string;
    guild_id: string;
    guild: {
        id: string;
        name: string;
        splash: null;
        banner: null;
        description: null;
        icon: null;
        features: string[];
        verification_level: number;
        vanity_url_code: null;
        nsfw_level: number;
        nsfw: boolean;
        premium_subscription_count: number;
    };
    channel: {
        id: string;
        type: number;
        name: string;
    };
    max_uses: number;
    uses: number;
}
