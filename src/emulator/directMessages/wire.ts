/** A direct message as sent over HTTP and dispatched on the gateway. */
import type { DirectMessage } from '../../model/gateway.js';
import type { EmulatorContext } from '../context.js';
import { messageTail } from '../wire.js';
import type { DirectMessageRecord } from './state.js';

export function directMessageWire(ctx: EmulatorContext, message: DirectMessageRecord): DirectMessage {
  const out: DirectMessage = {
    id: message.id,
    type: 0,
    content: message.content,
    channel_id: message.channelId,
    recipient_id: message.recipientId,
    ...messageTail(message, ctx.store.users.get(message.authorId), message.editedAt),
  };
  if (message.metadata) out.metadata = message.metadata;
  if (message.activity) out.activity = { ...message.activity };
  return out;
}
