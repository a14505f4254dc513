/**
 * Lobbies' member id lists for the gateway: the same frozen list is handed out while a lobby's
 * membership is unchanged, so every message to a lobby shares one recipient list (in the gateway's
 * replay log too). One per emulator (its event routes own it), never module state.
 */
import type { LobbyRecord } from '../records.js';
export declare class MemberIdLists {
    #private;
    /**
     * The lobby's member ids. Members are only ever appended in place (members.ts) or the array replaced,
     * so an unchanged array of unchanged length has unchanged ids.
     */
    of(lobby: LobbyRecord): readonly string[];
}
