/**
 * Invites into a linked lobby's guild: single use, for one user, valid one hour by the emulator's clock.
 * Only the code's hash is stored; the code itself is answered once, to the caller who asked for it.
 */
import type { EmulatorContext } from '../context.js';
import type { GuildRecord, LobbyRecord } from '../records.js';
/** How long an invite made from a linked lobby can be accepted. */
export declare const LINKED_GUILD_INVITE_TTL_MS: number;
/** A new invite for `userId` into the guild of the lobby's linked channel; 10003 when it is not linked. */
export declare function createLinkedGuildInvite(ctx: EmulatorContext, lobby: LobbyRecord, userId: string): string;
/** `POST /invites/{code}`: the user joins the guild; the code is spent. 10006 for any code not usable now. */
export declare function acceptGuildInvite(ctx: EmulatorContext, code: string, userId: string): GuildRecord;
