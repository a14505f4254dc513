/**
 * The parts of a rich presence `Activity`, as the C++ library names them: `ActivityAssets`,
 * `ActivityTimestamps`, `ActivityParty`, `ActivitySecrets`, `ActivityButton`, each with the library's
 * getters (nouns) and `Set...` setters, and the value base they share (copies in and out, `Equals` over
 * the fields whatever order they were set in). Nothing is checked here: `UpdateRichPresence` checks every
 * field with the shared rules and names the one that is wrong.
 */
import { ActivityPartyPrivacy } from '../model/activity.js';
import { activityTimestampMs } from '../rules/activity.js';
/** The same text for the same values, whatever order their fields were set in. */
export function canonical(value) {
    return JSON.stringify(value, (_key, v) => v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v);
}
/** A value's fields: a plain record that copies itself. */
export class Value {
    f;
    constructor(fields) {
        this.f = fields;
    }
    /** @returns whether `other` holds the same values (same class, every field equal). */
    Equals(other) {
        return (other instanceof this.constructor && canonical(this.fields()) === canonical(other.fields()));
    }
    /** @internal the fields, as plain data (a copy). */
    fields() {
        return structuredClone(this.f);
    }
}
/** A button under the activity (at most two; label 1-32 characters, URL 1-512). */
export class ActivityButton extends Value {
    /** An empty button. */
    constructor() {
        super({ label: '', url: '' });
    }
    /** @returns the text on the button. */
    Label() {
        return this.f.label;
    }
    /**
     * Sets the label.
     * @param label - the text on the button, 1..32 characters.
     */
    SetLabel(label) {
        this.f.label = label;
    }
    /** @returns the URL the button opens. */
    Url() {
        return this.f.url;
    }
    /**
     * Sets the URL.
     * @param url - an http(s) URL of 1..512 characters.
     */
    SetUrl(url) {
        this.f.url = url;
    }
}
/** The activity's images (asset keys or URLs) and their texts and links. */
export class ActivityAssets extends Value {
    /** No images. */
    constructor() {
        super({});
    }
    #get(key) {
        return this.f[key] ?? null;
    }
    #set(key, value) {
        if (value === null)
            delete this.f[key];
        else
            this.f[key] = value;
    }
    /** @returns the large image's asset key or URL, or null. */
    LargeImage() {
        return this.#get('largeImage');
    }
    /**
     * Sets the large image.
     * @param value - an asset key or URL, or null for none.
     */
    SetLargeImage(value) {
        this.#set('largeImage', value);
    }
    /** @returns the large image's hover text, or null. */
    LargeText() {
        return this.#get('largeText');
    }
    /**
     * Sets the large text.
     * @param value - the hover text, or null.
     */
    SetLargeText(value) {
        this.#set('largeText', value);
    }
    /** @returns where clicking the large image leads, or null. */
    LargeUrl() {
        return this.#get('largeUrl');
    }
    /**
     * Sets the large URL.
     * @param value - an http(s) URL, or null.
     */
    SetLargeUrl(value) {
        this.#set('largeUrl', value);
    }
    /** @returns the small image's asset key or URL, or null. */
    SmallImage() {
        return this.#get('smallImage');
    }
    /**
     * Sets the small image.
     * @param value - an asset key or URL, or null for none.
     */
    SetSmallImage(value) {
        this.#set('smallImage', value);
    }
    /** @returns the small image's hover text, or null. */
    SmallText() {
        return this.#get('smallText');
    }
    /**
     * Sets the small text.
     * @param value - the hover text, or null.
     */
    SetSmallText(value) {
        this.#set('smallText', value);
    }
    /** @returns where clicking the small image leads, or null. */
    SmallUrl() {
        return this.#get('smallUrl');
    }
    /**
     * Sets the small URL.
     * @param value - an http(s) URL, or null.
     */
    SetSmallUrl(value) {
        this.#set('smallUrl', value);
    }
    /** @returns the image shown on invites, or null. */
    InviteCoverImage() {
        return this.#get('inviteCoverImage');
    }
    /**
     * Sets the invite cover image.
     * @param value - an asset key or URL, or null.
     */
    SetInviteCoverImage(value) {
        this.#set('inviteCoverImage', value);
    }
}
/** When the activity started (elapsed time) or ends (remaining time), Unix ms; 0 when unset. */
export class ActivityTimestamps extends Value {
    /** No times. */
    constructor() {
        super({ start: 0, end: 0 });
    }
    /** @returns the start, Unix ms (0: none). */
    Start() {
        return this.f.start;
    }
    /**
     * Sets the start.
     * @param start - Unix ms; a small value is taken as seconds and converted, as the library does.
     */
    SetStart(start) {
        this.f.start = typeof start === 'number' ? activityTimestampMs(start) : start;
    }
    /** @returns the end, Unix ms (0: none). */
    End() {
        return this.f.end;
    }
    /**
     * Sets the end.
     * @param end - Unix ms; a small value is taken as seconds and converted, as the library does.
     */
    SetEnd(end) {
        this.f.end = typeof end === 'number' ? activityTimestampMs(end) : end;
    }
}
/** The party the player is in: the same id for every member, its size and privacy. */
export class ActivityParty extends Value {
    /** An empty, private party. */
    constructor() {
        super({ id: '', currentSize: 0, maxSize: 0, privacy: ActivityPartyPrivacy.Private });
    }
    /** @returns the party's id (the same for every member). */
    Id() {
        return this.f.id;
    }
    /**
     * Sets the id.
     * @param id - 1..128 characters.
     */
    SetId(id) {
        this.f.id = id;
    }
    /** @returns how many are in the party. */
    CurrentSize() {
        return this.f.currentSize;
    }
    /**
     * Sets the current size.
     * @param size - 0..MaxSize.
     */
    SetCurrentSize(size) {
        this.f.currentSize = size;
    }
    /** @returns how many fit in the party (0: no size shown). */
    MaxSize() {
        return this.f.maxSize;
    }
    /**
     * Sets the max size.
     * @param size - at least 1 to show a size.
     */
    SetMaxSize(size) {
        this.f.maxSize = size;
    }
    /** @returns an `ActivityPartyPrivacy` (other users' activities read Private). */
    Privacy() {
        return this.f.privacy;
    }
    /**
     * Sets the privacy.
     * @param privacy - an `ActivityPartyPrivacy`.
     */
    SetPrivacy(privacy) {
        this.f.privacy = privacy;
    }
}
/** What lets an invited player in: shared only through an accepted invite. */
export class ActivitySecrets extends Value {
    /** No secret. */
    constructor() {
        super({ join: '' });
    }
    /** @returns the join secret (what `AcceptActivityInvite` gives the invited player). */
    Join() {
        return this.f.join;
    }
    /**
     * Sets the join.
     * @param secret - 1..128 characters, for example the lobby secret of `CreateOrJoinLobby`.
     */
    SetJoin(secret) {
        this.f.join = secret;
    }
}
