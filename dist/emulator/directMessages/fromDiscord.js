import { Limits } from '../../model/limits.js';
import { ApiError } from '../errors.js';
import { isBlockedBetween } from '../relationships/relationships.js';
import { existingUser, object, SeedError, snowflake } from '../seedChecks.js';
import { conversation, record } from './conversations.js';
import { isEphemeralBetween } from './ephemeral.js';
import { directMessageWire } from './wire.js';
/** The service's message flag of a voice message (`IS_VOICE_MESSAGE`, 1 << 13). */
const IS_VOICE_MESSAGE = 1 << 13;
/** At most this many attachments, embeds or stickers in one message (the service's own caps are 10 and 3). */
const MAX_ITEMS = 10;
/**
 * Sends it, as the author sees it.
 * @throws SeedError naming the field for bad input; ApiError as the routes answer (unknown user, block).
 */
export function sendFromDiscord(ctx, input) {
    object(input, 'message');
    const applicationId = snowflake(input.applicationId, 'message.applicationId');
    if (!ctx.store.applications.has(applicationId))
        throw new SeedError(`message.applicationId: no application ${applicationId}`);
    const from = existingUser(ctx, input.from, 'message.from');
    const to = existingUser(ctx, input.to, 'message.to');
    const content = input.content ?? '';
    if (typeof content !== 'string' || content.length > Limits.MESSAGE_CONTENT_MAX)
        throw new SeedError(`message.content: expected a string of 0..${Limits.MESSAGE_CONTENT_MAX} characters`);
    const extras = checkedExtras(input);
    if (content === '' && Object.keys(extras).length === 0)
        throw new SeedError('message: needs content or something beside it (attachments, embeds, ...)');
    if (isBlockedBetween(ctx, from, to))
        throw new ApiError(403, 50007, 'Cannot send messages to this user');
    const found = conversation(ctx, { applicationId, userId: from }, to, true);
    const message = {
        id: ctx.ids.next(),
        channelId: found.channelId,
        applicationId,
        authorId: from,
        recipientId: to,
        content,
        metadata: null,
        createdAt: ctx.clock.now(),
        editedAt: null,
        fromDiscord: true,
        extras,
    };
    if (isEphemeralBetween(ctx, applicationId, from, to))
        message.ephemeral = true;
    found.messages.push(message);
    record(ctx, 'MESSAGE_CREATE', found, message);
    return directMessageWire(ctx, message, from);
}
function checkedExtras(input) {
    const out = {};
    for (const key of ['attachments', 'embeds', 'sticker_items']) {
        const value = input[key];
        if (value === undefined)
            continue;
        if (!Array.isArray(value) || value.length > MAX_ITEMS)
            throw new SeedError(`message.${key}: expected an array of at most ${MAX_ITEMS} objects`);
        for (const [index, item] of value.entries())
            object(item, `message.${key}[${index}]`);
        if (value.length > 0)
            out[key] = structuredClone(value);
    }
    for (const key of ['poll', 'thread']) {
        const value = input[key];
        if (value === undefined)
            continue;
        object(value, `message.${key}`);
        out[key] = structuredClone(value);
    }
    if (input.voiceMessage === true) {
        if (out.attachments?.length !== 1)
            throw new SeedError('message.voiceMessage: a voice message has exactly one attachment (the recording)');
        out.flags = IS_VOICE_MESSAGE;
    }
    return out;
}
