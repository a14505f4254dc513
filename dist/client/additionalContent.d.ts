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
