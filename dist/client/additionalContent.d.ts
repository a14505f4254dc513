import { AdditionalContentType } from '../model/cppEnums.js';
/** What a message carries beside its text. */
export declare class AdditionalContent {
    #private;
    /**
     * @param type - an `AdditionalContentType` value.
     * @returns its name (`'Poll'`), or `'Unknown(<n>)'`.
     */
    static TypeToString(type: AdditionalContentType): string;
    /** The kind of content. */
    Type(): AdditionalContentType;
    /** @throws ValidationError naming `Type` for a value that is no `AdditionalContentType`. */
    SetType(Type: AdditionalContentType): void;
    /** Its title (a poll's question, an attachment's name), or null. */
    Title(): string | null;
    /** @throws ValidationError naming `Title` unless a string or null. */
    SetTitle(Title: string | null): void;
    /** How many items of this kind (0..255, the library's `uint8_t`). */
    Count(): number;
    /** @throws ValidationError naming `Count` unless an integer of 0..255. */
    SetCount(Count: number): void;
    /** Whether `rhs` has the same type, title and count. */
    Equals(rhs: AdditionalContent): boolean;
}
/** What a message carries beside its text, as the cache keeps it (read once, where the message arrives). */
export interface AdditionalContentValue {
    readonly type: AdditionalContentType;
    readonly title: string | null;
    readonly count: number;
}
/**
 * What a message carries beside its text, read from the service's message fields (docs/direct-messages.md,
 * our design: the library's rule is not documented). One kind is reported, the first of: a poll (its
 * question), a voice message (flag `IS_VOICE_MESSAGE`), attachments, stickers, embeds, a thread (its name);
 * the title is the item's own (a file's title or name, a sticker's or embed's title) when there is one item,
 * and the count is how many, at most 255. Null when the message has none of them.
 */
export declare function readAdditionalContent(message: Record<string, unknown>): AdditionalContentValue | null;
/** A fresh `AdditionalContent` holding `value` (a handle's getter hands out copies). */
export declare function additionalContentFrom(value: AdditionalContentValue): AdditionalContent;
