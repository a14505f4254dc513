import { PermissionFlags } from '../../model/permissions.js';
import { validateActivityInviteBody } from '../../rules/activity.js';
import { validateDirectMessageBody } from '../../rules/directMessage.js';
import { validateLobbyMessageBody } from '../../rules/lobby.js';
import { send } from '../directMessages/conversations.js';
import { Errors, valid } from '../errors.js';
import { addChannelMessage, textChannel } from '../guilds/channelMessages.js';
import { channelMessageWire } from '../guilds/wire.js';
import { liveLobby } from '../lobbies/lobbies.js';
import { addMessage } from '../lobbies/messages.js';
import { sendRequest } from '../relationships/relationships.js';
import { savedAfter } from '../savedAfter.js';
import { existingUser, object, SeedError, snowflake } from '../seedChecks.js';
/** The actions over one emulator's state; `persist` saves after each change. */
export function userActions(ctx, invites, persist) {
    const saved = savedAfter(persist);
    return {
        sendLobbyMessage: async (input) => {
            object(input, 'act');
            const userId = person(ctx, input.userId, 'userId');
            const lobby = liveLobby(ctx, snowflake(input.lobbyId, 'lobbyId'));
            if (!lobby)
                throw Errors.unknownLobby();
            if (!lobby.members.some((member) => member.id === userId))
                throw Errors.missingAccess();
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
function actor(ctx, input) {
    object(input, 'act');
    const userId = person(ctx, input.userId, 'userId');
    const applicationId = snowflake(input.applicationId, 'applicationId');
    if (!ctx.store.applications.has(applicationId))
        throw new SeedError(`applicationId: no application ${applicationId}`);
    return { userId, applicationId };
}
/** An existing user who is not an application's bot (bots do not play). */
function person(ctx, id, at) {
    const userId = existingUser(ctx, id, at);
    if (ctx.store.users.get(userId)?.bot)
        throw new SeedError(`${at}: ${userId} is an application's bot user`);
    return userId;
}
