import type { EmulatorContext } from '../context.js';
import type { PresenceFacts } from '../presence/wire.js';
import type { ConsoleSources } from './sources.js';
/** The latest messages a page shows of a conversation or lobby. */
export declare const MESSAGES_SHOWN = 50;
/** One relationship of a user, as the user's side of it reads. */
export interface RelationshipView {
    userId: string;
    username: string;
    /** The Discord relationship (`Friend`, `PendingOutgoing`, ...), or null. */
    discord: string | null;
    /** Application id -> the game relationship in it. */
    game: Record<string, string>;
}
/** A person on the users page. */
export interface UserView {
    id: string;
    username: string;
    globalName: string | null;
    /** `provisional`: made by a game for a player without an account; `account`: a full account. */
    account: 'provisional' | 'account';
    /** External identities linked to it (`OIDC:sub` in application ...). */
    linked: {
        applicationId: string;
        provider: string;
        subject: string;
    }[];
    presence: PresenceFacts;
    relationships: RelationshipView[];
    /** Gateway sessions of the user, connected or waiting for a RESUME. */
    sessions: number;
}
/** The users page: every person (bots are listed with their application) and the applications to act in. */
export declare function usersView(sources: ConsoleSources): {
    users: UserView[];
    applications: {
        id: string;
        name: string;
    }[];
};
/** A direct message as the page shows it. */
export interface DirectMessageView {
    id: string;
    author: string;
    content: string;
    createdAt: number;
    editedAt: number | null;
    /** An activity invite or join request: its kind, party and whether it is still valid. */
    invite: {
        type: number;
        partyId: string;
        valid: boolean;
    } | null;
}
/** The direct-messages page: each conversation, its two users and its latest messages. */
export declare function directMessagesView(sources: ConsoleSources): {
    conversations: {
        channelId: string;
        applicationId: string;
        users: {
            id: string;
            username: string;
        }[];
        count: number;
        messages: DirectMessageView[];
    }[];
};
/** Every person (no bots) by id and username: who the pages' forms may act as. */
export declare function people(sources: ConsoleSources): {
    id: string;
    username: string;
}[];
/** `@name` of a user id, or the id itself for a user who is gone. */
export declare function usernameOf(ctx: EmulatorContext, userId: string): string;
