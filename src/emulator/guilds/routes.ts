/**
 * Guilds as a player or a bot reads them: `GET /users/@me/guilds` (scope `guilds`, or the social layer
 * bundle), `GET /guilds/{guild}/channels` (a member sees the channels they can view, each with their
 * permission bits and the lobby it is linked to: our design, docs/service.md "Linked channels"), and the
 * messages of guild text channels (`POST`/`GET /channels/{channel}/messages`), which linked lobbies mirror.
 * The message routes take the bot's token only, as the service's description says: a player's Bearer
 * token writes through the lobby it links (the mirror), never into the channel directly.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ChannelMessage, GuildChannelWire, MyGuild } from '../../model/guild.js';
import { hasAllPermissions, PermissionFlags } from '../../model/permissions.js';
import * as lobbyRules from '../../rules/lobby.js';
import type { Principal } from '../callers.js';
import type { EmulatorContext } from '../context.js';
import { Errors, valid } from '../errors.js';
import type { ChannelMessageRecord } from '../records.js';
import { botCallerOf, callerOf, type RouteAuth } from '../routeAuth.js';
import {
  addChannelMessage,
  channelMessage,
  deleteChannelMessage,
  editChannelMessage,
  recentChannelMessages,
  textChannel,
} from './channelMessages.js';
import { permissionsIn } from './permissions.js';
import { channelMessageWire, guildChannelWire, myGuildWire } from './wire.js';

/** Scopes that let a Bearer token list the user's guilds and their channels. */
export const GUILD_READ_SCOPES = ['guilds', 'sdk.social_layer'] as const;

/** The guild listings: the bot, or a user's token with a guild scope (OpenAPI `list_my_guilds`). */
const reader: RouteAuth = { tokens: ['bot', 'user'], scopes: GUILD_READ_SCOPES };
/** Channel messages: the bot only (OpenAPI `create_message`, `list_messages`... name only BotToken). */
const bot: RouteAuth = { tokens: ['bot'] };
const READ = PermissionFlags.VIEW_CHANNEL | PermissionFlags.READ_MESSAGE_HISTORY;
const WRITE = PermissionFlags.VIEW_CHANNEL | PermissionFlags.SEND_MESSAGES;

type GuildParams = { guild_id: string };
type ChannelParams = { channel_id: string };

/** The user a request acts for: the token's user, or the bot user. */
const actor = (principal: Principal): string => principal.user?.id ?? '';

export const guildRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  await app.register(messageRoutes);

  app.get(
    '/users/@me/guilds',
    { config: { bucket: 'guilds.mine', auth: reader } },
    async (request): Promise<MyGuild[]> => {
      const userId = actor(callerOf(request));
      const out: MyGuild[] = [];
      for (const guild of ctx.store.guilds.values())
        if (ctx.store.member(guild.id, userId))
          out.push(myGuildWire(guild, userId, permissionsIn(ctx, guild.id, userId, undefined)));
      return out.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    },
  );

  app.get<{ Params: GuildParams }>(
    '/guilds/:guild_id/channels',
    { config: { bucket: 'guilds.channels', auth: reader } },
    async (request): Promise<GuildChannelWire[]> => {
      const principal = callerOf(request);
      const guildId = request.params.guild_id;
      if (!ctx.store.guilds.has(guildId)) throw Errors.unknownGuild();
      const userId = actor(principal);
      if (!ctx.store.member(guildId, userId)) throw Errors.missingAccess();
      const out: GuildChannelWire[] = [];
      for (const channel of ctx.store.channels.values()) {
        if (channel.guildId !== guildId) continue;
        const bits = permissionsIn(ctx, guildId, userId, channel);
        if (!hasAllPermissions(bits, PermissionFlags.VIEW_CHANNEL)) continue;
        out.push(guildChannelWire(ctx, channel, principal.kind === 'bearer' ? bits : undefined));
      }
      return out.sort((a, b) => a.position - b.position || (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    },
  );

  app.post<{ Params: ChannelParams }>(
    '/channels/:channel_id/messages',
    { config: { bucket: 'channels.messages.create', auth: bot } },
    async (request, reply) => {
      const userId = botCallerOf(request).user.id;
      const channel = textChannel(ctx, request.params.channel_id, userId, WRITE);
      const input = valid(lobbyRules.validateLobbyMessageBody(request.body, { route: 'channel' }));
      const tts = input.fields?.tts === true;
      const message = addChannelMessage(ctx, channel, userId, input.content, undefined, tts, input.fields);
      // The service answers 200 with the message; 201 is kept for this route's existing clients.
      return reply.code(201).send(channelMessageWire(ctx, message));
    },
  );

  app.get<{ Params: ChannelParams; Querystring: { limit?: string } }>(
    '/channels/:channel_id/messages',
    { config: { bucket: 'channels.messages.list', auth: bot } },
    async (request): Promise<ChannelMessage[]> => {
      const userId = botCallerOf(request).user.id;
      const channel = textChannel(ctx, request.params.channel_id, userId, READ);
      const limit = valid(lobbyRules.validateLobbyMessagesLimit(request.query.limit));
      return recentChannelMessages(ctx, channel.id, limit).map((m) => channelMessageWire(ctx, m));
    },
  );
};

type MessageParams = { channel_id: string; message_id: string };

/** The message routes a bot (discord.js's `message.edit`, `message.delete`, `messages.fetch`) uses. */
const messageRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const path = '/channels/:channel_id/messages/:message_id';

  app.get<{ Params: MessageParams }>(
    path,
    { config: { bucket: 'channels.messages.get', auth: bot } },
    async (request) => {
      const userId = botCallerOf(request).user.id;
      const channel = textChannel(ctx, request.params.channel_id, userId, READ);
      return channelMessageWire(ctx, existing(ctx, channel.id, request.params.message_id));
    },
  );

  app.patch<{ Params: MessageParams }>(
    path,
    { config: { bucket: 'channels.messages.edit', auth: bot } },
    async (request) => {
      const userId = botCallerOf(request).user.id;
      const channel = textChannel(ctx, request.params.channel_id, userId, PermissionFlags.VIEW_CHANNEL);
      const message = existing(ctx, channel.id, request.params.message_id);
      if (message.authorId !== userId) throw Errors.notAuthor();
      const input = valid(
        lobbyRules.validateLobbyMessageBody(request.body, { route: 'channel', mode: 'edit' }),
      );
      return channelMessageWire(ctx, editChannelMessage(ctx, message, input.content, input.fields));
    },
  );

  app.delete<{ Params: MessageParams }>(
    path,
    { config: { bucket: 'channels.messages.delete', auth: bot } },
    async (request, reply) => {
      const userId = botCallerOf(request).user.id;
      const channel = textChannel(ctx, request.params.channel_id, userId, PermissionFlags.VIEW_CHANNEL);
      const message = existing(ctx, channel.id, request.params.message_id);
      const bits = permissionsIn(ctx, channel.guildId, userId, channel);
      if (message.authorId !== userId && !hasAllPermissions(bits, PermissionFlags.MANAGE_MESSAGES))
        throw Errors.missingPermissions();
      deleteChannelMessage(ctx, message);
      return reply.code(204).send();
    },
  );
};

function existing(ctx: EmulatorContext, channelId: string, messageId: string): ChannelMessageRecord {
  const message = channelMessage(ctx, channelId, messageId);
  if (message === undefined) throw Errors.unknownMessage();
  return message;
}
