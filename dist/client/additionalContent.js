/**
 * `AdditionalContent`, the C++ library's value class for what a message holds beside its text (an
 * attachment, a poll, a sticker...): its kind, an optional title, and how many there are. A plain value
 * with the library's getters and setters, each setter checking its argument.
 */
import { ValidationError } from '../http/errors.js';
import { AdditionalContentType } from '../model/cppEnums.js';
import { enumNamer } from '../model/enums.js';
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
