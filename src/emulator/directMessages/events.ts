/**
 * The direct-messages domain on the gateway: each MESSAGE_* event goes to the conversation's two users
 * (sessions with a direct-message scope). What each event's data holds when recorded (conversations.ts):
 * - `MESSAGE_CREATE`, `MESSAGE_UPDATE`: `user_ids` (the two users) and `message` (a `DirectMessage`, as
 *   the gateway sends it).
 * - `MESSAGE_DELETE`: `user_ids`, `message_id`, `channel_id`.
 * A message to the application's bot also goes to the bot's sessions with DIRECT_MESSAGES (docs/bots.md).
 */
import { GatewayIntentBits } from '../../model/intents.js';
import type { EmulatorContext } from '../context.js';
import { type Delivery, type EventRoutes, stringList } from '../gatewayEvents.js';
import type { EventRecord } from '../records.js';

export const directMessageEvents: EventRoutes = {
  MESSAGE_CREATE: messageDeliveries,
  MESSAGE_UPDATE: messageDeliveries,
  MESSAGE_DELETE: (_ctx, event) => {
    const { data } = event;
    const ids = stringList(data.user_ids);
    if (ids.length === 0 || typeof data.message_id !== 'string' || typeof data.channel_id !== 'string')
      return [];
    const d = { id: data.message_id, channel_id: data.channel_id };
    return [{ t: 'MESSAGE_DELETE', userIds: ids, audience: 'directMessages', data: () => d }];
  },
};

function messageDeliveries(ctx: EmulatorContext, event: EventRecord): Delivery[] {
  const ids = stringList(event.data.user_ids);
  const message = event.data.message;
  if (ids.length === 0 || typeof message !== 'object' || message === null) return [];
  const t = event.type === 'MESSAGE_CREATE' ? 'MESSAGE_CREATE' : 'MESSAGE_UPDATE';
  const out: Delivery[] = [{ t, userIds: ids, audience: 'directMessages', data: () => message }];
  // A player writing to the application's bot: its sessions get the message as a DM (channel type 1,
  // what discord.js reads to place it), with its content (MESSAGE_CONTENT does not apply to DMs).
  const botUserId = ctx.store.applications.get(event.applicationId ?? '')?.botUserId;
  if (botUserId !== undefined && ids.includes(botUserId))
    out.push({
      t,
      userIds: [botUserId],
      audience: 'bots',
      intents: { all: GatewayIntentBits.DirectMessages },
      data: () => ({
        ...message,
        channel_type: 1,
        mentions: [],
        mention_roles: [],
        mention_everyone: false,
        tts: false,
        pinned: false,
        attachments: [],
        embeds: [],
        components: [],
      }),
    });
  return out;
}
