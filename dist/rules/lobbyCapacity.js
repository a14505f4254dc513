/**
 * The lobby member cap (the lobbies guide: at most 1,000 members): how many members a change leaves a
 * lobby with, and the service's answer when that is too many; and the user's lobby cap (the same guide:
 * at most 100 lobbies per game), the answer when a join would be a user's 101st. The emulator refuses such
 * a change whole (nothing of a refused bulk request applies); the SDK reads the same codes from an answer.
 */
import { ApiErrorCode } from '../model/errors.js';
import { Limits } from '../model/limits.js';
/** HTTP status of the refusal (the service family answers its "maximum number" codes with 400). */
export const LOBBY_FULL_STATUS = 400;
/**
 * The member count after `changes` apply in order to a lobby whose members are `current` (ids).
 * @example membersAfter(new Set(['1']), [{ id: '2' }, { id: '1', remove: true }]) // 1
 */
export function membersAfter(current, changes) {
    let count = current.size;
    const added = new Set();
    const removed = new Set();
    for (const { id, remove } of changes) {
        const present = (current.has(id) && !removed.has(id)) || added.has(id);
        if (remove === true && present) {
            count--;
            added.delete(id);
            removed.add(id);
        }
        else if (remove !== true && !present) {
            count++;
            added.add(id);
            removed.delete(id);
        }
    }
    return count;
}
/**
 * The service's error body when a lobby would end with more than 1,000 members, else undefined.
 * @example lobbyFullError(1001)?.code // 30019
 */
export function lobbyFullError(memberCount) {
    if (memberCount <= Limits.LOBBY_MEMBERS_MAX)
        return undefined;
    return {
        code: ApiErrorCode.MAX_LOBBY_MEMBERS,
        message: `Maximum number of lobby members reached (${Limits.LOBBY_MEMBERS_MAX})`,
    };
}
/**
 * The service's error body when a user already in `lobbyCount` lobbies of the game would join one more,
 * else undefined.
 * @example tooManyLobbiesError(100, '42')?.code // 30001
 */
export function tooManyLobbiesError(lobbyCount, userId) {
    if (lobbyCount < Limits.LOBBIES_PER_USER)
        return undefined;
    return {
        code: ApiErrorCode.MAX_LOBBIES,
        message: `Maximum number of lobbies reached (${Limits.LOBBIES_PER_USER}): user ${userId} is in ${lobbyCount} lobbies of this application`,
    };
}
/** Whether an error body refuses a user's 101st lobby (what a game shows as "leave a lobby first"). */
export function isTooManyLobbies(body) {
    return body?.code === ApiErrorCode.MAX_LOBBIES;
}
/** Whether an error body is the lobby-full refusal (what a game shows as "this lobby is full"). */
export function isLobbyFull(body) {
    return body?.code === ApiErrorCode.MAX_LOBBY_MEMBERS;
}
