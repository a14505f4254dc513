import type { ConsoleSources } from './sources.js';
/** One lobby on the page. */
export interface LobbyView {
    id: string;
    applicationId: string;
    metadata: Record<string, string> | null;
    createdAt: number;
    /** When the last member left (the lobby ends `idleTimeoutSeconds` later), or null. */
    emptySince: number | null;
    idleTimeoutSeconds: number;
    linkedChannel: {
        id: string;
        name: string;
    } | null;
    members: {
        id: string;
        username: string;
        metadata: Record<string, string> | null;
        connected: boolean;
    }[];
    messageCount: number;
    messages: {
        id: string;
        author: string;
        content: string;
        createdAt: number;
    }[];
}
/** The lobbies page. */
export declare function lobbiesView(sources: ConsoleSources): {
    lobbies: LobbyView[];
};
