/**
 * The lobby member cap (the lobbies guide: at most 1,000 members): how many members a change leaves a
 * lobby with, and the service's answer when that is too many; and the user's lobby cap (the same guide:
 * at most 100 lobbies per game), the answer when a join would be a user's 101st. The emulator refuses such
 * a change whole (nothing of a refused bulk request applies); the SDK reads the same codes from an answer.
 */
import { type ErrorBody } from '../model/errors.js';
/** One member change as the cap sees it: who, and whether it leaves. */
export interface MemberChange {
    readonly id: string;
    readonly remove?: boolean | undefined;
}
/** HTTP status of the refusal (the service family answers its "maximum number" codes with 400). */
export declare const LOBBY_FULL_STATUS = 400;
/**
 * The member count after `changes` apply in order to a lobby whose members are `current` (ids).
 * @example membersAfter(new Set(['1']), [{ id: '2' }, { id: '1', remove: true }]) // 1
 */
export declare function membersAfter(current: ReadonlySet<string>, changes: readonly MemberChange[]): number;
/**
 * The service's error body when a lobby would end with more than 1,000 members, else undefined.
 * @example lobbyFullError(1001)?.code // 30019
 */
export declare function lobbyFullError(memberCount: number): ErrorBody | undefined;
/**
 * The service's error body when a user already in `lobbyCount` lobbies of the game would join one more,
 * else undefined.
 * @example tooManyLobbiesError(100, '42')?.code // 30001
 */
export declare function tooManyLobbiesError(lobbyCount: number, userId: string): ErrorBody | undefined;
/** Whether an error body refuses a user's 101st lobby (what a game shows as "leave a lobby first"). */
export declare function isTooManyLobbies(body: Pick<ErrorBody, 'code'> | undefined): boolean;
/** Whether an error body is the lobby-full refusal (what a game shows as "this lobby is full"). */
export declare function isLobbyFull(body: Pick<ErrorBody, 'code'> | undefined): boolean;
