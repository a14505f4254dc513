/**
 * Rich presence's `Activity`, as the C++ library names it, with its getters (nouns) and `Set...` setters;
 * its parts (`ActivityAssets`, `ActivityTimestamps`, `ActivityParty`, `ActivitySecrets`,
 * `ActivityButton`) are in activityParts.ts and exported from here too. They are values: a setter
 * taking a part keeps a copy, and a getter returns one, so changing what you passed or got never changes
 * the activity.
 * Optional fields read `null` when unset (the library's empty optional). Nothing is checked here:
 * `UpdateRichPresence` checks every field with the shared rules and names the one that is wrong.
 */
import { ActivityTypes, type StatusDisplayTypes } from '../model/activity.js';
import { ActivityAssets, ActivityButton, ActivityParty, ActivitySecrets, ActivityTimestamps } from './activityParts.js';
export { ActivityAssets, ActivityButton, ActivityParty, ActivitySecrets, ActivityTimestamps };
/** The parts of an activity as plain data. */
export interface ActivityFields {
    name: string;
    type: ActivityTypes;
    statusDisplayType?: StatusDisplayTypes;
    state?: string;
    stateUrl?: string;
    details?: string;
    detailsUrl?: string;
    applicationId?: string;
    parentApplicationId?: string;
    assets?: ActivityAssets;
    timestamps?: ActivityTimestamps;
    party?: ActivityParty;
    secrets?: ActivitySecrets;
    buttons: ActivityButton[];
    supportedPlatforms: number;
}
/**
 * What the player is doing, for `UpdateRichPresence` (the SDK fills the name and application id) and
 * as `UserHandle.GameActivity()` reads a friend's.
 */
export declare class Activity {
    #private;
    /** @returns the name (the application's, once the service has it). */
    Name(): string;
    /**
     * Sets the name.
     * @param name - any; the SDK sends the application instead and the service shows its name.
     */
    SetName(name: string): void;
    /** @returns an `ActivityTypes` (Playing by default). */
    Type(): ActivityTypes;
    /**
     * Sets the type.
     * @param type - an `ActivityTypes`; games use Playing.
     */
    SetType(type: ActivityTypes): void;
    /** @returns which field the short status shows (`StatusDisplayTypes`), or null. */
    StatusDisplayType(): StatusDisplayTypes | null;
    /**
     * Sets the status display type.
     * @param type - a `StatusDisplayTypes`, or null.
     */
    SetStatusDisplayType(type: StatusDisplayTypes | null): void;
    /** @returns the third line ("In a group"), or null. */
    State(): string | null;
    /**
     * Sets the state.
     * @param state - 1..128 characters, or null.
     */
    SetState(state: string | null): void;
    /** @returns the link of the state line, or null. */
    StateUrl(): string | null;
    /**
     * Sets the state URL.
     * @param url - an http(s) URL, or null.
     */
    SetStateUrl(url: string | null): void;
    /** @returns the second line (what the player does), or null. */
    Details(): string | null;
    /**
     * Sets the details.
     * @param details - 1..128 characters, or null.
     */
    SetDetails(details: string | null): void;
    /** @returns the link of the details line, or null. */
    DetailsUrl(): string | null;
    /**
     * Sets the details URL.
     * @param url - an http(s) URL, or null.
     */
    SetDetailsUrl(url: string | null): void;
    /** @returns the application's id (set by the SDK), or null. */
    ApplicationId(): string | null;
    /**
     * Sets the application id.
     * @param id - a snowflake, or null (the SDK writes the client's application over it).
     */
    SetApplicationId(id: string | bigint | null): void;
    /** @returns the parent application's id, or null. */
    ParentApplicationId(): string | null;
    /**
     * Sets the parent application id.
     * @param id - a snowflake, or null.
     */
    SetParentApplicationId(id: string | bigint | null): void;
    /** @returns a copy of the images, or null. */
    Assets(): ActivityAssets | null;
    /**
     * Sets the assets.
     * @param assets - kept as a copy; null for none.
     */
    SetAssets(assets: ActivityAssets | null): void;
    /** @returns a copy of the times, or null. */
    Timestamps(): ActivityTimestamps | null;
    /**
     * Sets the timestamps.
     * @param timestamps - kept as a copy; null for none.
     */
    SetTimestamps(timestamps: ActivityTimestamps | null): void;
    /** @returns a copy of the party, or null. */
    Party(): ActivityParty | null;
    /**
     * Sets the party.
     * @param party - kept as a copy; null for none.
     */
    SetParty(party: ActivityParty | null): void;
    /** @returns a copy of the secrets, or null (always null in a friend's activity). */
    Secrets(): ActivitySecrets | null;
    /**
     * Sets the secrets.
     * @param secrets - kept as a copy; null for none.
     */
    SetSecrets(secrets: ActivitySecrets | null): void;
    /** @returns the `ActivityGamePlatforms` bits where a join button is offered (Desktop by default). */
    SupportedPlatforms(): number;
    /**
     * Sets the supported platforms.
     * @param platforms - `ActivityGamePlatforms` bits, for example `Desktop | Android`.
     */
    SetSupportedPlatforms(platforms: number): void;
    /**
     * Adds a button.
     * @param button - added as a copy (at most two are accepted by `UpdateRichPresence`).
     */
    AddButton(button: ActivityButton): void;
    /** @returns copies of the buttons, in order. */
    GetButtons(): ActivityButton[];
    /** @returns whether `other` is an activity with the same values. */
    Equals(other: unknown): boolean;
    /** @internal every field as plain data (parts copied). */
    fields(): ActivityFields;
    /** @returns `Activity(<name>)`, never the secrets. */
    toString(): string;
}
