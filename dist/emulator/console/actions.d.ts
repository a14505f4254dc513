/**
 * Acting as a user from outside the service (`control.act`, and `/_emulator/act/*`): send a lobby
 * message, a direct message, a friend request or an activity invite as if that user's game had called
 * the API, or a message in a guild text channel as if they had typed it in their Discord client (the
 * API's channel message routes take the bot's token only, as the service's do). Each goes through the same domain functions and the same `src/rules` checks as the user's
 * own request would, so the service's refusals come back unchanged (a block, a full friends list, a
 * lobby the user is not in); only the token is skipped. The console's "act as" forms call these, and
 * so can a test that wants a second player without signing one in.
 */
import type { ChannelMessage } from '../../model/guild.js';
import type { GatewayRelationship, RelationshipKind } from '../../model/relationship.js';
import type { EmulatorContext } from '../context.js';
import type { DirectMessageRecord } from '../directMessages/state.js';
import type { InviteService } from '../invites/invites.js';
import type { LobbyMessageRecord } from '../records.js';
/** Who acts: a user (not a bot), within one application (the one whose game they are playing). */
export interface Actor {
    /** The user who acts. */
    userId: string;
    /** The application the user acts in (their token's application, had they called the API). */
    applicationId: string;
}
/** A lobby message from a member of the lobby. */
export interface LobbyMessageAct {
    userId: string;
    lobbyId: string;
    content: string;
    metadata?: Record<string, string> | undefined;
}
/** A message in a guild text channel, from a member who may send there. */
export interface ChannelMessageAct {
    userId: string;
    channelId: string;
    content: string;
}
/** A direct message to another user. */
export interface DirectMessageAct extends Actor {
    recipientId: string;
    content: string;
}
/** A friend request of one kind to another user. */
export interface FriendRequestAct extends Actor {
    targetId: string;
    /** `discord` (default) or `game` (a friendship in this application's game only). */
    kind?: RelationshipKind | undefined;
}
/** An invite to the actor's current activity (which must be joinable). */
export interface InviteAct extends Actor {
    recipientId: string;
    content?: string | undefined;
}
/** What the control API does as a user; each call is checked and persisted like the user's request. */
export interface UserActions {
    /** Sends a message to a lobby the user is a member of (LOBBY_MESSAGE_CREATE to its members). */
    sendLobbyMessage(input: LobbyMessageAct): Promise<LobbyMessageRecord>;
    /**
     * Posts in a guild text channel the user can view and send in (MESSAGE_CREATE to the guild's bots, and
     * into the lobby the channel is linked to); answers the message as the API would.
     */
    sendChannelMessage(input: ChannelMessageAct): Promise<ChannelMessage>;
    /** Sends a direct message (MESSAGE_CREATE to both users' sessions of the application). */
    sendDirectMessage(input: DirectMessageAct): Promise<DirectMessageRecord>;
    /** Sends a friend request; when the other had asked first, both become friends. */
    sendFriendRequest(input: FriendRequestAct): Promise<GatewayRelationship>;
    /** Invites another user to the actor's activity in the application (an invite is a direct message). */
    sendInvite(input: InviteAct): Promise<DirectMessageRecord>;
}
/** The actions over one emulator's state; `persist` saves after each change. */
export declare function userActions(ctx: EmulatorContext, invites: InviteService, persist: () => Promise<void>): UserActions;
