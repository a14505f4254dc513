/**
 * Rich presence's `Activity`, as the C++ library names it, with its getters (nouns) and `Set...` setters;
 * its parts (`ActivityAssets`, `ActivityTimestamps`, `ActivityParty`, `ActivitySecrets`,
 * `ActivityButton`) are in activityParts.ts and exported from here too. They are values: a setter
 * taking a part keeps a copy, and a getter returns one, so changing what you passed or got never changes
 * the activity.
 * Optional fields read `null` when unset (the library's empty optional). Nothing is checked here:
 * `UpdateRichPresence` checks every field with the shared rules and names the one that is wrong.
 */
import { ActivityGamePlatforms, ActivityTypes } from '../model/activity.js';
import { ActivityAssets, ActivityButton, ActivityParty, ActivitySecrets, ActivityTimestamps, canonical, } from './activityParts.js';
// The parts are exported from here too, beside the activity they make up.
export { ActivityAssets, ActivityButton, ActivityParty, ActivitySecrets, ActivityTimestamps };
/** A copy of a part (values are never shared). */
function copyOf(part) {
    // Built by its own constructor, so its private methods are there; then given the original's fields.
    const copy = new part.constructor();
    copy.f = part.fields();
    return copy;
}
/**
 * What the player is doing, for `UpdateRichPresence` (the SDK fills the name and application id) and
 * as `UserHandle.GameActivity()` reads a friend's.
 */
export class Activity {
    #f = {
        name: '',
        type: ActivityTypes.Playing,
        buttons: [],
        supportedPlatforms: ActivityGamePlatforms.Desktop,
    };
    #text(key) {
        return this.#f[key] ?? null;
    }
    #setText(key, value) {
        if (value === null)
            delete this.#f[key];
        else
            this.#f[key] = typeof value === 'bigint' ? value.toString() : value;
    }
    #part(key) {
        const part = this.#f[key];
        return part === undefined ? null : copyOf(part);
    }
    #setPart(key, value) {
        if (value === null)
            delete this.#f[key];
        else
            this.#f[key] = copyOf(value);
    }
    /** @returns the name (the application's, once the service has it). */
    Name() {
        return this.#f.name;
    }
    /**
     * Sets the name.
     * @param name - any; the SDK sends the application instead and the service shows its name.
     */
    SetName(name) {
        this.#f.name = name;
    }
    /** @returns an `ActivityTypes` (Playing by default). */
    Type() {
        return this.#f.type;
    }
    /**
     * Sets the type.
     * @param type - an `ActivityTypes`; games use Playing.
     */
    SetType(type) {
        this.#f.type = type;
    }
    /** @returns which field the short status shows (`StatusDisplayTypes`), or null. */
    StatusDisplayType() {
        return this.#f.statusDisplayType ?? null;
    }
    /**
     * Sets the status display type.
     * @param type - a `StatusDisplayTypes`, or null.
     */
    SetStatusDisplayType(type) {
        if (type === null)
            delete this.#f.statusDisplayType;
        else
            this.#f.statusDisplayType = type;
    }
    /** @returns the third line ("In a group"), or null. */
    State() {
        return this.#text('state');
    }
    /**
     * Sets the state.
     * @param state - 1..128 characters, or null.
     */
    SetState(state) {
        this.#setText('state', state);
    }
    /** @returns the link of the state line, or null. */
    StateUrl() {
        return this.#text('stateUrl');
    }
    /**
     * Sets the state URL.
     * @param url - an http(s) URL, or null.
     */
    SetStateUrl(url) {
        this.#setText('stateUrl', url);
    }
    /** @returns the second line (what the player does), or null. */
    Details() {
        return this.#text('details');
    }
    /**
     * Sets the details.
     * @param details - 1..128 characters, or null.
     */
    SetDetails(details) {
        this.#setText('details', details);
    }
    /** @returns the link of the details line, or null. */
    DetailsUrl() {
        return this.#text('detailsUrl');
    }
    /**
     * Sets the details URL.
     * @param url - an http(s) URL, or null.
     */
    SetDetailsUrl(url) {
        this.#setText('detailsUrl', url);
    }
    /** @returns the application's id (set by the SDK), or null. */
    ApplicationId() {
        return this.#text('applicationId');
    }
    /**
     * Sets the application id.
     * @param id - a snowflake, or null (the SDK writes the client's application over it).
     */
    SetApplicationId(id) {
        this.#setText('applicationId', id);
    }
    /** @returns the parent application's id, or null. */
    ParentApplicationId() {
        return this.#text('parentApplicationId');
    }
    /**
     * Sets the parent application id.
     * @param id - a snowflake, or null.
     */
    SetParentApplicationId(id) {
        this.#setText('parentApplicationId', id);
    }
    /** @returns a copy of the images, or null. */
    Assets() {
        return this.#part('assets');
    }
    /**
     * Sets the assets.
     * @param assets - kept as a copy; null for none.
     */
    SetAssets(assets) {
        this.#setPart('assets', assets);
    }
    /** @returns a copy of the times, or null. */
    Timestamps() {
        return this.#part('timestamps');
    }
    /**
     * Sets the timestamps.
     * @param timestamps - kept as a copy; null for none.
     */
    SetTimestamps(timestamps) {
        this.#setPart('timestamps', timestamps);
    }
    /** @returns a copy of the party, or null. */
    Party() {
        return this.#part('party');
    }
    /**
     * Sets the party.
     * @param party - kept as a copy; null for none.
     */
    SetParty(party) {
        this.#setPart('party', party);
    }
    /** @returns a copy of the secrets, or null (always null in a friend's activity). */
    Secrets() {
        return this.#part('secrets');
    }
    /**
     * Sets the secrets.
     * @param secrets - kept as a copy; null for none.
     */
    SetSecrets(secrets) {
        this.#setPart('secrets', secrets);
    }
    /** @returns the `ActivityGamePlatforms` bits where a join button is offered (Desktop by default). */
    SupportedPlatforms() {
        return this.#f.supportedPlatforms;
    }
    /**
     * Sets the supported platforms.
     * @param platforms - `ActivityGamePlatforms` bits, for example `Desktop | Android`.
     */
    SetSupportedPlatforms(platforms) {
        this.#f.supportedPlatforms = platforms;
    }
    /**
     * Adds a button.
     * @param button - added as a copy (at most two are accepted by `UpdateRichPresence`).
     */
    AddButton(button) {
        this.#f.buttons.push(copyOf(button));
    }
    /** @returns copies of the buttons, in order. */
    GetButtons() {
        return this.#f.buttons.map(copyOf);
    }
    /** @returns whether `other` is an activity with the same values. */
    Equals(other) {
        return other instanceof Activity && canonical(this.fields()) === canonical(other.fields());
    }
    /** @internal every field as plain data (parts copied). */
    fields() {
        const out = { ...this.#f, buttons: this.#f.buttons.map(copyOf) };
        for (const key of ['assets', 'timestamps', 'party', 'secrets']) {
            const part = this.#part(key);
            if (part === null)
                delete out[key];
            else
                out[key] = part;
        }
        return out;
    }
    /** @returns `Activity(<name>)`, never the secrets. */
    toString() {
        // Never the secrets: an activity may be logged.
        return `Activity(${this.#f.name || '(unnamed)'})`;
    }
}
