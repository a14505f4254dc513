/**
 * The parts of a rich presence `Activity`, as the C++ library names them: `ActivityAssets`,
 * `ActivityTimestamps`, `ActivityParty`, `ActivitySecrets`, `ActivityButton`, each with the library's
 * getters (nouns) and `Set...` setters, and the value base they share (copies in and out, `Equals` over
 * the fields whatever order they were set in). Nothing is checked here: `UpdateRichPresence` checks every
 * field with the shared rules and names the one that is wrong.
 */
import { ActivityPartyPrivacy } from '../model/activity.js';
/** The same text for the same values, whatever order their fields were set in. */
export declare function canonical(value: unknown): string;
/** A value's fields: a plain record that copies itself. */
export declare abstract class Value<F extends object> {
    protected f: F;
    protected constructor(fields: F);
    /** @returns whether `other` holds the same values (same class, every field equal). */
    Equals(other: unknown): boolean;
    /** @internal the fields, as plain data (a copy). */
    fields(): F;
}
/** A button under the activity (at most two; label 1-32 characters, URL 1-512). */
export declare class ActivityButton extends Value<{
    label: string;
    url: string;
}> {
    /** An empty button. */
    constructor();
    /** @returns the text on the button. */
    Label(): string;
    /**
     * Sets the label.
     * @param label - the text on the button, 1..32 characters.
     */
    SetLabel(label: string): void;
    /** @returns the URL the button opens. */
    Url(): string;
    /**
     * Sets the URL.
     * @param url - an http(s) URL of 1..512 characters.
     */
    SetUrl(url: string): void;
}
type AssetField = 'largeImage' | 'largeText' | 'largeUrl' | 'smallImage' | 'smallText' | 'smallUrl' | 'inviteCoverImage';
/** The activity's images (asset keys or URLs) and their texts and links. */
export declare class ActivityAssets extends Value<Partial<Record<AssetField, string>>> {
    #private;
    /** No images. */
    constructor();
    /** @returns the large image's asset key or URL, or null. */
    LargeImage(): string | null;
    /**
     * Sets the large image.
     * @param value - an asset key or URL, or null for none.
     */
    SetLargeImage(value: string | null): void;
    /** @returns the large image's hover text, or null. */
    LargeText(): string | null;
    /**
     * Sets the large text.
     * @param value - the hover text, or null.
     */
    SetLargeText(value: string | null): void;
    /** @returns where clicking the large image leads, or null. */
    LargeUrl(): string | null;
    /**
     * Sets the large URL.
     * @param value - an http(s) URL, or null.
     */
    SetLargeUrl(value: string | null): void;
    /** @returns the small image's asset key or URL, or null. */
    SmallImage(): string | null;
    /**
     * Sets the small image.
     * @param value - an asset key or URL, or null for none.
     */
    SetSmallImage(value: string | null): void;
    /** @returns the small image's hover text, or null. */
    SmallText(): string | null;
    /**
     * Sets the small text.
     * @param value - the hover text, or null.
     */
    SetSmallText(value: string | null): void;
    /** @returns where clicking the small image leads, or null. */
    SmallUrl(): string | null;
    /**
     * Sets the small URL.
     * @param value - an http(s) URL, or null.
     */
    SetSmallUrl(value: string | null): void;
    /** @returns the image shown on invites, or null. */
    InviteCoverImage(): string | null;
    /**
     * Sets the invite cover image.
     * @param value - an asset key or URL, or null.
     */
    SetInviteCoverImage(value: string | null): void;
}
/** When the activity started (elapsed time) or ends (remaining time), Unix ms; 0 when unset. */
export declare class ActivityTimestamps extends Value<{
    start: number;
    end: number;
}> {
    /** No times. */
    constructor();
    /** @returns the start, Unix ms (0: none). */
    Start(): number;
    /**
     * Sets the start.
     * @param start - Unix ms; a small value is taken as seconds and converted, as the library does.
     */
    SetStart(start: number): void;
    /** @returns the end, Unix ms (0: none). */
    End(): number;
    /**
     * Sets the end.
     * @param end - Unix ms; a small value is taken as seconds and converted, as the library does.
     */
    SetEnd(end: number): void;
}
/** The party the player is in: the same id for every member, its size and privacy. */
export declare class ActivityParty extends Value<{
    id: string;
    currentSize: number;
    maxSize: number;
    privacy: ActivityPartyPrivacy;
}> {
    /** An empty, private party. */
    constructor();
    /** @returns the party's id (the same for every member). */
    Id(): string;
    /**
     * Sets the id.
     * @param id - 1..128 characters.
     */
    SetId(id: string): void;
    /** @returns how many are in the party. */
    CurrentSize(): number;
    /**
     * Sets the current size.
     * @param size - 0..MaxSize.
     */
    SetCurrentSize(size: number): void;
    /** @returns how many fit in the party (0: no size shown). */
    MaxSize(): number;
    /**
     * Sets the max size.
     * @param size - at least 1 to show a size.
     */
    SetMaxSize(size: number): void;
    /** @returns an `ActivityPartyPrivacy` (other users' activities read Private). */
    Privacy(): ActivityPartyPrivacy;
    /**
     * Sets the privacy.
     * @param privacy - an `ActivityPartyPrivacy`.
     */
    SetPrivacy(privacy: ActivityPartyPrivacy): void;
}
/** What lets an invited player in: shared only through an accepted invite. */
export declare class ActivitySecrets extends Value<{
    join: string;
}> {
    /** No secret. */
    constructor();
    /** @returns the join secret (what `AcceptActivityInvite` gives the invited player). */
    Join(): string;
    /**
     * Sets the join.
     * @param secret - 1..128 characters, for example the lobby secret of `CreateOrJoinLobby`.
     */
    SetJoin(secret: string): void;
}
export {};
