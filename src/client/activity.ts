/**
 * Rich presence's `Activity`, as the C++ library names it, with its getters (nouns) and `Set...` setters;
 * its parts (`ActivityAssets`, `ActivityTimestamps`, `ActivityParty`, `ActivitySecrets`,
 * `ActivityButton`) are in activityParts.ts and exported from here too. They are values: a setter
 * taking a part keeps a copy, and a getter returns one, so changing what you passed or got never changes
 * the activity.
 * Optional fields read `null` when unset (the library's empty optional). Nothing is checked here:
 * `UpdateRichPresence` checks every field with the shared rules and names the one that is wrong.
 */
import { ActivityGamePlatforms, ActivityTypes, type StatusDisplayTypes } from '../model/activity.js';
import {
  ActivityAssets,
  ActivityButton,
  ActivityParty,
  ActivitySecrets,
  ActivityTimestamps,
  canonical,
  type Value,
} from './activityParts.js';

// The parts are exported from here too, beside the activity they make up.
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

type OptionalText = 'state' | 'stateUrl' | 'details' | 'detailsUrl' | 'applicationId' | 'parentApplicationId';
type Part = 'assets' | 'timestamps' | 'party' | 'secrets';

/** A copy of a part (values are never shared). */
function copyOf<T extends Value<object>>(part: T): T {
  // Built by its own constructor, so its private methods are there; then given the original's fields.
  const copy = new (part.constructor as new () => T)();
  (copy as unknown as { f: object }).f = part.fields();
  return copy;
}

/**
 * What the player is doing, for `UpdateRichPresence` (the SDK fills the name and application id) and
 * as `UserHandle.GameActivity()` reads a friend's.
 */
export class Activity {
  readonly #f: ActivityFields = {
    name: '',
    type: ActivityTypes.Playing,
    buttons: [],
    supportedPlatforms: ActivityGamePlatforms.Desktop,
  };

  #text(key: OptionalText): string | null {
    return this.#f[key] ?? null;
  }
  #setText(key: OptionalText, value: string | bigint | null): void {
    if (value === null) delete this.#f[key];
    else this.#f[key] = typeof value === 'bigint' ? value.toString() : value;
  }
  #part<K extends Part>(key: K): NonNullable<ActivityFields[K]> | null {
    const part = this.#f[key];
    return part === undefined ? null : copyOf(part as NonNullable<ActivityFields[K]>);
  }
  #setPart<K extends Part>(key: K, value: NonNullable<ActivityFields[K]> | null): void {
    if (value === null) delete this.#f[key];
    else this.#f[key] = copyOf(value as Value<object>) as ActivityFields[K];
  }

  /** @returns the name (the application's, once the service has it). */
  Name(): string {
    return this.#f.name;
  }
  /**
   * Sets the name.
   * @param name - any; the SDK sends the application instead and the service shows its name.
   */
  SetName(name: string): void {
    this.#f.name = name;
  }
  /** @returns an `ActivityTypes` (Playing by default). */
  Type(): ActivityTypes {
    return this.#f.type;
  }
  /**
   * Sets the type.
   * @param type - an `ActivityTypes`; games use Playing.
   */
  SetType(type: ActivityTypes): void {
    this.#f.type = type;
  }
  /** @returns which field the short status shows (`StatusDisplayTypes`), or null. */
  StatusDisplayType(): StatusDisplayTypes | null {
    return this.#f.statusDisplayType ?? null;
  }
  /**
   * Sets the status display type.
   * @param type - a `StatusDisplayTypes`, or null.
   */
  SetStatusDisplayType(type: StatusDisplayTypes | null): void {
    if (type === null) delete this.#f.statusDisplayType;
    else this.#f.statusDisplayType = type;
  }
  /** @returns the third line ("In a group"), or null. */
  State(): string | null {
    return this.#text('state');
  }
  /**
   * Sets the state.
   * @param state - 1..128 characters, or null.
   */
  SetState(state: string | null): void {
    this.#setText('state', state);
  }
  /** @returns the link of the state line, or null. */
  StateUrl(): string | null {
    return this.#text('stateUrl');
  }
  /**
   * Sets the state URL.
   * @param url - an http(s) URL, or null.
   */
  SetStateUrl(url: string | null): void {
    this.#setText('stateUrl', url);
  }
  /** @returns the second line (what the player does), or null. */
  Details(): string | null {
    return this.#text('details');
  }
  /**
   * Sets the details.
   * @param details - 1..128 characters, or null.
   */
  SetDetails(details: string | null): void {
    this.#setText('details', details);
  }
  /** @returns the link of the details line, or null. */
  DetailsUrl(): string | null {
    return this.#text('detailsUrl');
  }
  /**
   * Sets the details URL.
   * @param url - an http(s) URL, or null.
   */
  SetDetailsUrl(url: string | null): void {
    this.#setText('detailsUrl', url);
  }
  /** @returns the application's id (set by the SDK), or null. */
  ApplicationId(): string | null {
    return this.#text('applicationId');
  }
  /**
   * Sets the application id.
   * @param id - a snowflake, or null (the SDK writes the client's application over it).
   */
  SetApplicationId(id: string | bigint | null): void {
    this.#setText('applicationId', id);
  }
  /** @returns the parent application's id, or null. */
  ParentApplicationId(): string | null {
    return this.#text('parentApplicationId');
  }
  /**
   * Sets the parent application id.
   * @param id - a snowflake, or null.
   */
  SetParentApplicationId(id: string | bigint | null): void {
    this.#setText('parentApplicationId', id);
  }
  /** @returns a copy of the images, or null. */
  Assets(): ActivityAssets | null {
    return this.#part('assets');
  }
  /**
   * Sets the assets.
   * @param assets - kept as a copy; null for none.
   */
  SetAssets(assets: ActivityAssets | null): void {
    this.#setPart('assets', assets);
  }
  /** @returns a copy of the times, or null. */
  Timestamps(): ActivityTimestamps | null {
    return this.#part('timestamps');
  }
  /**
   * Sets the timestamps.
   * @param timestamps - kept as a copy; null for none.
   */
  SetTimestamps(timestamps: ActivityTimestamps | null): void {
    this.#setPart('timestamps', timestamps);
  }
  /** @returns a copy of the party, or null. */
  Party(): ActivityParty | null {
    return this.#part('party');
  }
  /**
   * Sets the party.
   * @param party - kept as a copy; null for none.
   */
  SetParty(party: ActivityParty | null): void {
    this.#setPart('party', party);
  }
  /** @returns a copy of the secrets, or null (always null in a friend's activity). */
  Secrets(): ActivitySecrets | null {
    return this.#part('secrets');
  }
  /**
   * Sets the secrets.
   * @param secrets - kept as a copy; null for none.
   */
  SetSecrets(secrets: ActivitySecrets | null): void {
    this.#setPart('secrets', secrets);
  }
  /** @returns the `ActivityGamePlatforms` bits where a join button is offered (Desktop by default). */
  SupportedPlatforms(): number {
    return this.#f.supportedPlatforms;
  }
  /**
   * Sets the supported platforms.
   * @param platforms - `ActivityGamePlatforms` bits, for example `Desktop | Android`.
   */
  SetSupportedPlatforms(platforms: number): void {
    this.#f.supportedPlatforms = platforms;
  }
  /**
   * Adds a button.
   * @param button - added as a copy (at most two are accepted by `UpdateRichPresence`).
   */
  AddButton(button: ActivityButton): void {
    this.#f.buttons.push(copyOf(button));
  }
  /** @returns copies of the buttons, in order. */
  GetButtons(): ActivityButton[] {
    return this.#f.buttons.map(copyOf);
  }
  /** @returns whether `other` is an activity with the same values. */
  Equals(other: unknown): boolean {
    return other instanceof Activity && canonical(this.fields()) === canonical(other.fields());
  }

  /** @internal every field as plain data (parts copied). */
  fields(): ActivityFields {
    const out: ActivityFields = { ...this.#f, buttons: this.#f.buttons.map(copyOf) };
    for (const key of ['assets', 'timestamps', 'party', 'secrets'] as const) {
      const part = this.#part(key);
      if (part === null) delete out[key];
      else (out as unknown as Record<string, unknown>)[key] = part;
    }
    return out;
  }

  /** @returns `Activity(<name>)`, never the secrets. */
  toString(): string {
    // Never the secrets: an activity may be logged.
    return `Activity(${this.#f.name || '(unnamed)'})`;
  }
}
