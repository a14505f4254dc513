/**
 * Lobby membership: adding or updating a member, removing one (the idle timer starts when the lobby
 * empties), bulk changes and account removal, and the two caps (rules/lobbyCapacity.ts) that the routes'
 * changes are held to: 1,000 members in a lobby, 100 lobbies of a game for a user. Each change records
 * its LOBBY_MEMBER_* event.
 */
import { LOBBY_FULL_STATUS, lobbyFullError, membersAfter, tooManyLobbiesError, } from '../../rules/index.js';
import { ApiError, Errors } from '../errors.js';
/** The id of an existing user; 10013 otherwise. */
export function requireUser(ctx, id) {
    if (!ctx.store.users.has(id))
        throw Errors.unknownUser();
    return id;
}
/**
 * Refuses (400, the service's lobby-full error) changes that would leave the lobby with more members than
 * the cap; checked before anything applies, so a refused request changes nothing. Moves that add and
 * remove in one step (an account merge) are not held to it: they never grow a lobby.
 */
export function requireRoom(lobby, changes) {
    const current = new Set(lobby.members.map((member) => member.id));
    const full = lobbyFullError(membersAfter(current, changes));
    if (full)
        throw new ApiError(LOBBY_FULL_STATUS, full.code, full.message);
}
/**
 * Refuses (400, 30001) a change that would put a user in a 101st lobby of the application: each of
 * `changes` that adds a user not yet in `lobby` (null: a lobby being made) counts the user's lobbies
 * through the membership index (O(their lobbies)). Checked before anything applies. An account merge is
 * not held to it (provisional/merge.ts: the merged account keeps every lobby; docs/emulator-domains.md).
 */
export function requireLobbySlots(membership, applicationId, lobby, changes) {
    for (const { id, remove } of changes) {
        if (remove === true || lobby?.members.some((member) => member.id === id))
            continue;
        const refused = tooManyLobbiesError(membership.lobbiesOf(id, applicationId).length, id);
        if (refused)
            throw new ApiError(LOBBY_FULL_STATUS, refused.code, refused.message);
    }
}
/** Adds the member, or updates what the input supplies of an existing one. */
export function upsertMember(ctx, lobby, input) {
    const existing = lobby.members.find((member) => member.id === input.id);
    if (existing) {
        if (input.metadata !== undefined)
            existing.metadata = input.metadata;
        if (input.flags !== undefined)
            existing.flags = input.flags;
        if (input.additionalName === null)
            delete existing.additionalName;
        else if (input.additionalName !== undefined)
            existing.additionalName = input.additionalName;
        ctx.events.record('LOBBY_MEMBER_UPDATE', lobby.applicationId, { lobby_id: lobby.id, user_id: input.id });
        return existing;
    }
    const member = {
        id: input.id,
        metadata: input.metadata ?? null,
        flags: input.flags ?? 0,
        ...(typeof input.additionalName === 'string' ? { additionalName: input.additionalName } : {}),
    };
    lobby.members.push(member);
    lobby.emptySince = null;
    ctx.events.record('LOBBY_MEMBER_ADD', lobby.applicationId, { lobby_id: lobby.id, user_id: input.id });
    return member;
}
/** Removes a member if present (idempotent); the idle timer starts when the lobby empties. */
export function removeMember(ctx, lobby, userId) {
    const before = lobby.members.length;
    lobby.members = lobby.members.filter((member) => member.id !== userId);
    if (lobby.members.length === before)
        return;
    if (lobby.members.length === 0)
        lobby.emptySince = ctx.clock.now();
    ctx.events.record('LOBBY_MEMBER_REMOVE', lobby.applicationId, { lobby_id: lobby.id, user_id: userId });
}
/** A bulk update: every added user must exist (checked first, so a refused request changes nothing). */
export function applyBulkMembers(ctx, lobby, items) {
    for (const item of items)
        if (!item.remove)
            requireUser(ctx, item.id);
    requireRoom(lobby, items);
    const out = [];
    for (const item of items) {
        if (item.remove)
            removeMember(ctx, lobby, item.id);
        else
            out.push(upsertMember(ctx, lobby, item));
    }
    return out;
}
/** Removes a user from every lobby (account removal). */
export function removeUserFromLobbies(ctx, userId) {
    for (const lobby of ctx.store.lobbies.values())
        removeMember(ctx, lobby, userId);
}
