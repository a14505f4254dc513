/**
 * The guilds domain's gateway events, for bot sessions (audience `bots`) filtered by their intents:
 *
 * | bus event (data) | dispatch | intents |
 * |---|---|---|
 * | `CHANNEL_MESSAGE_CREATE` / `_UPDATE` (`channel_id`, `message_id`) | MESSAGE_CREATE / MESSAGE_UPDATE | GUILD_MESSAGES; content only with MESSAGE_CONTENT, or for the author and mentioned bots |
 * | `CHANNEL_MESSAGE_DELETE` (`channel_id`, `message_id`, `guild_id`) | MESSAGE_DELETE | GUILD_MESSAGES |
 * | `GUILD_CREATE` / `GUILD_UPDATE` (`guild_id`) | the same | GUILDS (GUILD_CREATE's members with GUILD_MEMBERS) |
 * | `CHANNEL_CREATE` / `CHANNEL_UPDATE` (`channel_id`) | the same | GUILDS |
 * | `GUILD_ROLE_CREATE` / `_UPDATE` (`guild_id`, `role_id`) | the same | GUILDS |
 * | `GUILD_MEMBER_ADD` / `_UPDATE` (`guild_id`, `user_id`) | the same (and GUILD_CREATE to an added bot) | GUILD_MEMBERS |
 * | `GUILD_MEMBER_REMOVE` (`guild_id`, `user`) | the same | GUILD_MEMBERS |
 *
 * A bot receives an event of a guild it is a member of (and of a channel it can view), on its own
 * application's sessions.
 */
import type { EventRoutes } from '../gatewayEvents.js';
export declare const guildEvents: EventRoutes;
