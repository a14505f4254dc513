import { directMessageWire } from './wire.js';
/** What the disclosure message says. */
export const DISCLOSURE_CONTENT = 'Messages you send each other in this game are also visible on Discord, in your direct messages.';
/** Sends the conversation's disclosure message unless it was sent; `authorId` is about to write. */
export function discloseOnce(ctx, found, authorId, recipientId) {
    if (found.disclosed === true)
        return;
    found.disclosed = true;
    const notice = {
        id: ctx.ids.next(),
        channelId: found.channelId,
        applicationId: found.applicationId,
        authorId,
        recipientId,
        content: DISCLOSURE_CONTENT,
        metadata: null,
        createdAt: ctx.clock.now(),
        editedAt: null,
        disclosure: true,
    };
    ctx.events.record('MESSAGE_CREATE', found.applicationId, {
        user_ids: [...found.userIds],
        message: directMessageWire(ctx, notice, authorId),
    });
}
