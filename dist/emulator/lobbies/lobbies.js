import { Errors } from '../errors.js';
import { removeMember, requireLobbySlots, requireRoom, requireUser, upsertMember } from './members.js';
/** Idle timeout when a request does not set one. */
export const DEFAULT_LOBBY_IDLE_SECONDS = 300;
/**
 * POST /lobbies: a lobby of the application with the members given (each must exist, and be in fewer
 * than 100 of its lobbies).
 */
export function createLobby(ctx, membership, applicationId, input) {
    const members = input.members ?? [];
    for (const member of members)
        requireUser(ctx, member.id);
    requireLobbySlots(membership, applicationId, null, members);
    const lobby = newLobby(ctx, applicationId, null, input.metadata ?? null, input.idleTimeoutSeconds, input.flags);
    if (input.overrideEventWebhooksUrl)
        lobby.overrideEventWebhooksUrl = input.overrideEventWebhooksUrl;
    for (const member of members)
        upsertMember(ctx, lobby, member);
    ctx.events.record('LOBBY_CREATE', lobby.applicationId, { lobby_id: lobby.id });
    return lobby;
}
/**
 * PUT /lobbies: the user joins the app's live lobby with this secret, which is created if there is none;
 * refused (30001) when that would be the user's 101st lobby of the application.
 */
export function createOrJoinLobby(ctx, membership, applicationId, userId, input) {
    let lobby = findBySecret(ctx, applicationId, input.secret);
    requireLobbySlots(membership, applicationId, lobby ?? null, [{ id: userId }]);
    if (!lobby) {
        lobby = newLobby(ctx, applicationId, input.secret, input.lobbyMetadata ?? null, input.idleTimeoutSeconds, input.flags);
        ctx.events.record('LOBBY_CREATE', lobby.applicationId, { lobby_id: lobby.id });
    }
    else {
        // Joining an existing lobby updates what the request supplies; an omitted field keeps its value.
        requireRoom(lobby, [{ id: userId }]);
        if (input.lobbyMetadata !== undefined)
            lobby.metadata = input.lobbyMetadata;
        if (input.idleTimeoutSeconds !== undefined)
            lobby.idleTimeoutSeconds = input.idleTimeoutSeconds;
        if (input.flags !== undefined)
            lobby.flags = input.flags;
    }
    upsertMember(ctx, lobby, { id: userId, metadata: input.memberMetadata, flags: undefined, remove: false });
    return lobby;
}
/** PATCH /lobbies/{id}: what the input supplies; `members` replaces the member list. */
export function updateLobby(ctx, membership, lobby, input) {
    for (const member of input.members ?? [])
        requireUser(ctx, member.id);
    requireLobbySlots(membership, lobby.applicationId, lobby, input.members ?? []);
    if (input.metadata !== undefined)
        lobby.metadata = input.metadata;
    if (input.idleTimeoutSeconds !== undefined)
        lobby.idleTimeoutSeconds = input.idleTimeoutSeconds;
    if (input.flags !== undefined)
        lobby.flags = input.flags;
    if (input.overrideEventWebhooksUrl !== undefined)
        lobby.overrideEventWebhooksUrl = input.overrideEventWebhooksUrl;
    if (input.members !== undefined) {
        const keep = new Set(input.members.map((member) => member.id));
        for (const member of [...lobby.members])
            if (!keep.has(member.id))
                removeMember(ctx, lobby, member.id);
        for (const member of input.members)
            upsertMember(ctx, lobby, member);
    }
    ctx.events.record('LOBBY_UPDATE', lobby.applicationId, { lobby_id: lobby.id });
}
/** DELETE /lobbies/{id}: idempotent, a lobby already gone (or another app's) is left as it is. */
export function deleteOwnLobby(ctx, applicationId, id) {
    const lobby = liveLobby(ctx, id);
    if (lobby && lobby.applicationId === applicationId)
        deleteLobby(ctx, lobby);
}
/** The lobby if it exists and has not timed out (a timed-out lobby is deleted on the way). */
export function liveLobby(ctx, id) {
    const lobby = ctx.store.lobbies.get(id);
    if (!lobby)
        return undefined;
    if (lobby.emptySince !== null && ctx.clock.now() >= lobby.emptySince + lobby.idleTimeoutSeconds * 1000) {
        deleteLobby(ctx, lobby);
        return undefined;
    }
    return lobby;
}
/** A lobby of the caller's application. Another app's lobby is reported unknown. */
export function ownLobby(ctx, principal, id) {
    const lobby = liveLobby(ctx, id);
    if (!lobby || lobby.applicationId !== principal.application.id)
        throw Errors.unknownLobby();
    return lobby;
}
/** A lobby the caller may read: the app's bot, or a member (Bearer). */
export function visibleLobby(ctx, principal, id) {
    const lobby = ownLobby(ctx, principal, id);
    if (principal.kind === 'bearer' && !lobby.members.some((member) => member.id === principal.user?.id)) {
        throw Errors.missingAccess();
    }
    return lobby;
}
function newLobby(ctx, applicationId, secret, metadata, idleTimeoutSeconds, flags) {
    const now = ctx.clock.now();
    const lobby = {
        id: ctx.ids.next(),
        applicationId,
        secret,
        metadata,
        members: [],
        flags: flags ?? 0,
        idleTimeoutSeconds: idleTimeoutSeconds ?? DEFAULT_LOBBY_IDLE_SECONDS,
        emptySince: now,
        createdAt: now,
    };
    ctx.store.lobbies.set(lobby.id, lobby);
    return lobby;
}
function findBySecret(ctx, applicationId, secret) {
    for (const lobby of ctx.store.lobbies.values()) {
        if (lobby.applicationId === applicationId && lobby.secret === secret) {
            const live = liveLobby(ctx, lobby.id);
            if (live)
                return live;
        }
    }
    return undefined;
}
function deleteLobby(ctx, lobby) {
    ctx.store.lobbies.delete(lobby.id);
    ctx.store.messages.delete(lobby.id);
    // The members go with the event: once the lobby is gone, nobody else knows who was in it.
    ctx.events.record('LOBBY_DELETE', lobby.applicationId, {
        lobby_id: lobby.id,
        member_ids: lobby.members.map((member) => member.id),
    });
}
