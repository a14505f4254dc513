/**
 * How an interaction's answers change its record (FACTS.md "Interactions over HTTP"): one first answer,
 * within 3 seconds, checked with `validateInteractionResponse` (src/rules); a message answer (4) becomes
 * the original message, a deferred one (5) a "thinking" placeholder (flag LOADING) that the first edit
 * or follow-up replaces; the token serves follow-ups and edits for 15 minutes.
 */
import { ApplicationCommandType, InteractionCallbackType as C, Limits, MessageFlags, } from '../../model/index.js';
import { validateInteractionResponse } from '../../rules/index.js';
import { publicUser } from '../wire.js';
/** Message type of an answer to a slash command (20) or a context-menu command (23); follow-ups are 0. */
const CHAT_INPUT_COMMAND_MESSAGE = 20;
const CONTEXT_MENU_COMMAND_MESSAGE = 23;
/** Names of the answer types, for notes and the request log. */
export const CALLBACK_NAMES = Object.fromEntries(Object.entries(C).map(([name, value]) => [value, name]));
/** Past the 3 seconds of the first answer. */
export function isLate(record, now) {
    return now - record.createdAt > Limits.INTERACTION_RESPONSE_DEADLINE_MS;
}
/** Past the 15 minutes of the token. */
export function isExpired(record, now) {
    return now - record.createdAt > Limits.INTERACTION_TOKEN_LIFETIME_MS;
}
/** Problems of an answer to this interaction (its type, and for autocomplete the focused option's type). */
export function answerIssues(record, body) {
    return validateInteractionResponse(body, {
        interactionType: record.type,
        focusedOptionType: record.focused?.type,
    });
}
/** Records the first answer; a message or a deferred answer creates the original message. */
export function applyAnswer(ctx, record, response, via) {
    const now = ctx.clock.now();
    record.response = response;
    record.answeredAt = now;
    record.answeredVia = via;
    record.status = 'answered';
    if (response.type === C.CHANNEL_MESSAGE_WITH_SOURCE)
        record.original = newMessage(ctx, record, response.data, 'original');
    if (response.type === C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE) {
        const ephemeral = (response.data?.flags ?? 0) & MessageFlags.EPHEMERAL;
        record.original = newMessage(ctx, record, { content: '', flags: ephemeral | MessageFlags.LOADING }, 'original');
    }
    record.notes.push(`answered ${response.type} ${CALLBACK_NAMES[response.type]} by ${via === 'http' ? 'the HTTP response' : 'the callback route'}`);
}
/** A message of the app in the interaction's channel. */
export function newMessage(ctx, record, data, kind) {
    const app = ctx.store.applications.get(record.applicationId);
    const bot = app ? ctx.store.users.get(app.botUserId) : undefined;
    const type = kind === 'followup'
        ? 0
        : record.commandType === ApplicationCommandType.CHAT_INPUT
            ? CHAT_INPUT_COMMAND_MESSAGE
            : CONTEXT_MENU_COMMAND_MESSAGE;
    const message = {
        id: ctx.ids.next(),
        type,
        channel_id: record.channelId ?? '0',
        author: bot
            ? publicUser(bot)
            : {
                id: record.applicationId,
                username: 'app',
                discriminator: '0',
                global_name: null,
                avatar: null,
                bot: true,
            },
        content: '',
        embeds: [],
        components: [],
        attachments: [],
        mentions: [],
        mention_roles: [],
        mention_everyone: false,
        pinned: false,
        tts: false,
        flags: 0,
        timestamp: new Date(ctx.clock.now()).toISOString(),
        edited_timestamp: null,
        webhook_id: record.applicationId,
        application_id: record.applicationId,
        interaction_metadata: {
            id: record.id,
            type: record.type,
            user_id: record.userId,
            name: record.commandName,
            command_type: record.commandType,
        },
    };
    return editedMessage(message, data, null);
}
/**
 * `message` with the given fields of `data` replaced. The EPHEMERAL flag is fixed when the message is
 * made; an edit clears the placeholder's LOADING flag. `editedAt` null: not an edit (a new message).
 */
export function editedMessage(message, data, editedAt) {
    const out = { ...message };
    if (data.content !== undefined)
        out.content = data.content ?? '';
    if (data.embeds !== undefined)
        out.embeds = data.embeds ?? [];
    if (data.components !== undefined)
        out.components = data.components ?? [];
    if (data.attachments !== undefined)
        out.attachments = data.attachments ?? [];
    if (data.tts !== undefined && editedAt === null)
        out.tts = data.tts === true;
    const fixed = (message.flags ?? 0) & MessageFlags.EPHEMERAL;
    const requested = (data.flags ?? 0) & ~MessageFlags.LOADING;
    out.flags = editedAt === null ? (data.flags ?? 0) : fixed | (requested & ~MessageFlags.EPHEMERAL);
    if (editedAt !== null)
        out.edited_timestamp = new Date(editedAt).toISOString();
    return out;
}
/** A short line for the request log and the notes: what an answer or a message says. */
export function describeAnswer(response) {
    const name = `${response.type} ${CALLBACK_NAMES[response.type]}`;
    if (response.type === C.CHANNEL_MESSAGE_WITH_SOURCE || response.type === C.UPDATE_MESSAGE) {
        const content = response.data.content ?? '';
        return `${name}: ${JSON.stringify(content.length > 60 ? `${content.slice(0, 60)}…` : content)}`;
    }
    if (response.type === C.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT)
        return `${name}: ${response.data.choices.length} choices`;
    return name;
}
