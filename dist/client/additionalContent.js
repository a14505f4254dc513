/**
 * `AdditionalContent`, the C++ library's value class for what a message holds beside its text (an
 * attachment, a poll, a sticker...): its kind, an optional title, and how many there are. A plain value
 * with the library's getters and setters, each setter checking its argument.
 */
import { ValidationError } from '../http/errors.js';
import { AdditionalContentType } from '../model/cppEnums.js';
import { enumNamer } from '../model/enums.js';
import { isRecord } from '../rules/validateCore.js';
const typeName = enumNamer(AdditionalContentType);
const TYPES = new Set(Object.values(AdditionalContentType));
/** What a message carries beside its text. */
export class AdditionalContent {
    #type = AdditionalContentType.Other;
    #title = null;
    #count = 0;
    /**
     * @param type - an `AdditionalContentType` value.
     * @returns its name (`'Poll'`), or `'Unknown(<n>)'`.
     */
    static TypeToString(type) {
        return typeName(type);
    }
    /** The kind of content. */
    Type() {
        return this.#type;
    }
    /** @throws ValidationError naming `Type` for a value that is no `AdditionalContentType`. */
    SetType(Type) {
        if (!TYPES.has(Type))
            throw ValidationError.argument('Type', `AdditionalContent.SetType: expected an AdditionalContentType (0 to 6), got ${String(Type)}`);
        this.#type = Type;
    }
    /** Its title (a poll's question, an attachment's name), or null. */
    Title() {
        return this.#title;
    }
    /** @throws ValidationError naming `Title` unless a string or null. */
    SetTitle(Title) {
        if (Title !== null && typeof Title !== 'string')
            throw ValidationError.argument('Title', 'AdditionalContent.SetTitle: expected a string or null');
        this.#title = Title;
    }
    /** How many items of this kind (0..255, the library's `uint8_t`). */
    Count() {
        return this.#count;
    }
    /** @throws ValidationError naming `Count` unless an integer of 0..255. */
    SetCount(Count) {
        if (!Number.isInteger(Count) || Count < 0 || Count > 255)
            throw ValidationError.argument('Count', `AdditionalContent.SetCount: expected an integer of 0 to 255, got ${String(Count)}`);
        this.#count = Count;
    }
    /** Whether `rhs` has the same type, title and count. */
    Equals(rhs) {
        return (rhs instanceof AdditionalContent &&
            rhs.Type() === this.#type &&
            rhs.Title() === this.#title &&
            rhs.Count() === this.#count);
    }
}
/** The service's message flag of a voice message (`IS_VOICE_MESSAGE`). */
const IS_VOICE_MESSAGE = 1 << 13;
const objects = (value) => Array.isArray(value) ? value.filter((item) => typeof item === 'object' && item !== null) : [];
const stringOf = (value) => typeof value === 'string' && value !== '' ? value : null;
const record = (value) => (isRecord(value) ? value : null);
/**
 * What a message carries beside its text, read from the service's message fields (docs/direct-messages.md,
 * our design: the library's rule is not documented). One kind is reported, the first of: a poll (its
 * question), a voice message (flag `IS_VOICE_MESSAGE`), attachments, stickers, embeds, a thread (its name);
 * the title is the item's own (a file's title or name, a sticker's or embed's title) when there is one item,
 * and the count is how many, at most 255. Null when the message has none of them.
 */
export function readAdditionalContent(message) {
    const of = (type, title, count) => ({
        type,
        title,
        count: Math.min(count, 255),
    });
    const poll = record(message.poll);
    if (poll)
        return of(AdditionalContentType.Poll, stringOf(record(poll.question)?.text), 1);
    const attachments = objects(message.attachments);
    const single = (items, ...keys) => items.length === 1
        ? (keys.map((key) => stringOf(items[0]?.[key])).find((t) => t !== null) ?? null)
        : null;
    const flags = typeof message.flags === 'number' ? message.flags : 0;
    if ((flags & IS_VOICE_MESSAGE) !== 0 && attachments.length > 0)
        return of(AdditionalContentType.VoiceMessage, null, attachments.length);
    if (attachments.length > 0)
        return of(AdditionalContentType.Attachment, single(attachments, 'title', 'filename'), attachments.length);
    const stickers = objects(message.sticker_items);
    if (stickers.length > 0)
        return of(AdditionalContentType.Sticker, single(stickers, 'name'), stickers.length);
    const embeds = objects(message.embeds);
    if (embeds.length > 0)
        return of(AdditionalContentType.Embed, single(embeds, 'title'), embeds.length);
    const thread = record(message.thread);
    if (thread)
        return of(AdditionalContentType.Thread, stringOf(thread.name), 1);
    return null;
}
/** A fresh `AdditionalContent` holding `value` (a handle's getter hands out copies). */
export function additionalContentFrom(value) {
    const out = new AdditionalContent();
    out.SetType(value.type);
    out.SetTitle(value.title);
    out.SetCount(value.count);
    return out;
}
