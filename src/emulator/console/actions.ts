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
import { PermissionFlags } from '../../model/permissions.js';
import type { GatewayRelationship, RelationshipKind } from '../../model/relationship.js';
import { validateActivityInviteBody } from '../../rules/activity.js';
import { validateDirectMessageBody } from '../../rules/directMessage.js';
import { validateLobbyMessageBody } from '../../rules/lobby.js';
import type { EmulatorContext } from '../context.js';
import { send } from '../directMessages/conversations.js';
import type { DirectMessageRecord } from '../directMessages/state.js';
import { Errors, valid } from '../errors.js';
import { addChannelMessage, textChannel } from '../guilds/channelMessages.js';
import { channelMessageWire } from '../guilds/wire.js';
import type { InviteService } from '../invites/invites.js';
import { liveLobby } from '../lobbies/lobbies.js';
import { addMessage } from '../lobbies/messages.js';
import type { LobbyMessageRecord } from '../records.js';
import { sendRequest } from '../relationships/relationships.js';
import { savedAfter } from '../savedAfter.js';
import { existingUser, object, SeedError, snowflake } from '../seedChecks.js';

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
export function userActions(
  ctx: EmulatorContext,
  invites: InviteService,
  persist: () => Promise<void>,
): UserActions {
  const saved = savedAfter(persist);
  return {
    sendLobbyMessage: async (input) => {
      object(input, 'act');
      const userId = person(ctx, input.userId, 'userId');
      const lobby = liveLobby(ctx, snowflake(input.lobbyId, 'lobbyId'));
      if (!lobby) throw Errors.unknownLobby();
      if (!lobby.members.some((member) => member.id === userId)) throw Errors.missingAccess();
      const body = valid(validateLobbyMessageBody({ content: input.content, metadata: input.metadata }));
      return saved(structuredClone(addMessage(ctx, lobby, userId, body)));
    },
    sendChannelMessage: async (input) => {
      object(input, 'act');
      const userId = person(ctx, input.userId, 'userId');
      const needed = PermissionFlags.VIEW_CHANNEL | PermissionFlags.SEND_MESSAGES;
      const channel = textChannel(ctx, snowflake(input.channelId, 'channelId'), userId, needed);
      const body = valid(validateLobbyMessageBody({ content: input.content }));
      return saved(channelMessageWire(ctx, addChannelMessage(ctx, channel, userId, body.content)));
    },
    sendDirectMessage: async (input) => {
      const caller = actor(ctx, input);
      const recipientId = snowflake(input.recipientId, 'recipientId');
      const body = valid(validateDirectMessageBody({ content: input.content }));
      return saved(structuredClone(send(ctx, caller, recipientId, body)));
    },
    sendFriendRequest: async (input) => {
      const caller = actor(ctx, input);
      const kind = input.kind ?? 'discord';
      if (kind !== 'discord' && kind !== 'game')
        throw new SeedError(`kind: expected "discord" or "game", received ${JSON.stringify(kind)}`);
      const targetId = snowflake(input.targetId, 'targetId');
      return saved(sendRequest(ctx, caller, kind, { user_id: targetId }));
    },
    sendInvite: async (input) => {
      const caller = actor(ctx, input);
      const recipientId = snowflake(input.recipientId, 'recipientId');
      const content = valid(validateActivityInviteBody({ content: input.content ?? '' }));
      return saved(structuredClone(invites.invite(caller, recipientId, content)));
    },
  };
}

/** The checked actor: an existing person and an existing application. */
function actor(ctx: EmulatorContext, input: Actor): Actor {
  object(input, 'act');
  const userId = person(ctx, input.userId, 'userId');
  const applicationId = snowflake(input.applicationId, 'applicationId');
  if (!ctx.store.applications.has(applicationId))
    throw new SeedError(`applicationId: no application ${applicationId}`);
  return { userId, applicationId };
}

/** An existing user who is not an application's bot (bots do not play). */
function person(ctx: EmulatorContext, id: unknown, at: string): string {
  const userId = existingUser(ctx, id, at);
  if (ctx.store.users.get(userId)?.bot) throw new SeedError(`${at}: ${userId} is an application's bot user`);
  return userId;
}
