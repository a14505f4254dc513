/**
 * Rich presence value classes, as the C++ library names them: `Activity` and its parts
 * (`ActivityAssets`, `ActivityTimestamps`, `ActivityParty`, `ActivitySecrets`, `ActivityButton`), each
 * with the library's getters (nouns) and `Set...` setters. They are values: a setter taking a part keeps
 * a copy, and a getter returns one, so changing what you passed or got never changes the activity.
 * Optional fields read `null` when unset (the library's empty optional). Nothing is checked here:
 * `UpdateRichPresence` checks every field with the shared rules and names the one that is wrong.
 */
import {
  ActivityGamePlatforms,
  ActivityPartyPrivacy,
  ActivityTypes,
  type StatusDisplayTypes,
} from '../model/activity.js';
import { activityTimestampMs } from '../rules/activity.js';

/** The same text for the same values, whatever order their fields were set in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** A value's fields: a plain record that copies itself. */
abstract class Value<F extends object> {
  protected f: F;

  protected constructor(fields: F) {
    this.f = fields;
  }

  /** @returns whether `other` holds the same values (same class, every field equal). */
  Equals(other: unknown): boolean {
    return (
      other instanceof this.constructor && canonical(this.fields()) === canonical((other as this).fields())
    );
  }

  /** @internal the fields, as plain data (a copy). */
  fields(): F {
    return structuredClone(this.f);
  }
}

/** A button under the activity (at most two; label 1-32 characters, URL 1-512). */
export class ActivityButton extends Value<{ label: string; url: string }> {
  /** An empty button. */
  constructor() {
    super({ label: '', url: '' });
  }
  /** @returns the text on the button. */
  Label(): string {
    return this.f.label;
  }
  /**
   * Sets the label.
   * @param label - the text on the button, 1..32 characters.
   */
  SetLabel(label: string): void {
    this.f.label = label;
  }
  /** @returns the URL the button opens. */
  Url(): string {
    return this.f.url;
  }
  /**
   * Sets the URL.
   * @param url - an http(s) URL of 1..512 characters.
   */
  SetUrl(url: string): void {
    this.f.url = url;
  }
}

type AssetField =
  | 'largeImage'
  | 'largeText'
  | 'largeUrl'
  | 'smallImage'
  | 'smallText'
  | 'smallUrl'
  | 'inviteCoverImage';

/** The activity's images (asset keys or URLs) and their texts and links. */
export class ActivityAssets extends Value<Partial<Record<AssetField, string>>> {
  /** No images. */
  constructor() {
    super({});
  }
  #get(key: AssetField): string | null {
    return this.f[key] ?? null;
  }
  #set(key: AssetField, value: string | null): void {
    if (value === null) delete this.f[key];
    else this.f[key] = value;
  }
  /** @returns the large image's asset key or URL, or null. */
  LargeImage(): string | null {
    return this.#get('largeImage');
  }
  /**
   * Sets the large image.
   * @param value - an asset key or URL, or null for none.
   */
  SetLargeImage(value: string | null): void {
    this.#set('largeImage', value);
  }
  /** @returns the large image's hover text, or null. */
  LargeText(): string | null {
    return this.#get('largeText');
  }
  /**
   * Sets the large text.
   * @param value - the hover text, or null.
   */
  SetLargeText(value: string | null): void {
    this.#set('largeText', value);
  }
  /** @returns where clicking the large image leads, or null. */
  LargeUrl(): string | null {
    return this.#get('largeUrl');
  }
  /**
   * Sets the large URL.
   * @param value - an http(s) URL, or null.
   */
  SetLargeUrl(value: string | null): void {
    this.#set('largeUrl', value);
  }
  /** @returns the small image's asset key or URL, or null. */
  SmallImage(): string | null {
    return this.#get('smallImage');
  }
  /**
   * Sets the small image.
   * @param value - an asset key or URL, or null for none.
   */
  SetSmallImage(value: string | null): void {
    this.#set('smallImage', value);
  }
  /** @returns the small image's hover text, or null. */
  SmallText(): string | null {
    return this.#get('smallText');
  }
  /**
   * Sets the small text.
   * @param value - the hover text, or null.
   */
  SetSmallText(value: string | null): void {
    this.#set('smallText', value);
  }
  /** @returns where clicking the small image leads, or null. */
  SmallUrl(): string | null {
    return this.#get('smallUrl');
  }
  /**
   * Sets the small URL.
   * @param value - an http(s) URL, or null.
   */
  SetSmallUrl(value: string | null): void {
    this.#set('smallUrl', value);
  }
  /** @returns the image shown on invites, or null. */
  InviteCoverImage(): string | null {
    return this.#get('inviteCoverImage');
  }
  /**
   * Sets the invite cover image.
   * @param value - an asset key or URL, or null.
   */
  SetInviteCoverImage(value: string | null): void {
    this.#set('inviteCoverImage', value);
  }
}

/** When the activity started (elapsed time) or ends (remaining time), Unix ms; 0 when unset. */
export class ActivityTimestamps extends Value<{ start: number; end: number }> {
  /** No times. */
  constructor() {
    super({ start: 0, end: 0 });
  }
  /** @returns the start, Unix ms (0: none). */
  Start(): number {
    return this.f.start;
  }
  /**
   * Sets the start.
   * @param start - Unix ms; a small value is taken as seconds and converted, as the library does.
   */
  SetStart(start: number): void {
    this.f.start = typeof start === 'number' ? activityTimestampMs(start) : start;
  }
  /** @returns the end, Unix ms (0: none). */
  End(): number {
    return this.f.end;
  }
  /**
   * Sets the end.
   * @param end - Unix ms; a small value is taken as seconds and converted, as the library does.
   */
  SetEnd(end: number): void {
    this.f.end = typeof end === 'number' ? activityTimestampMs(end) : end;
  }
}

/** The party the player is in: the same id for every member, its size and privacy. */
export class ActivityParty extends Value<{
  id: string;
  currentSize: number;
  maxSize: number;
  privacy: ActivityPartyPrivacy;
}> {
  /** An empty, private party. */
  constructor() {
    super({ id: '', currentSize: 0, maxSize: 0, privacy: ActivityPartyPrivacy.Private });
  }
  /** @returns the party's id (the same for every member). */
  Id(): string {
    return this.f.id;
  }
  /**
   * Sets the id.
   * @param id - 1..128 characters.
   */
  SetId(id: string): void {
    this.f.id = id;
  }
  /** @returns how many are in the party. */
  CurrentSize(): number {
    return this.f.currentSize;
  }
  /**
   * Sets the current size.
   * @param size - 0..MaxSize.
   */
  SetCurrentSize(size: number): void {
    this.f.currentSize = size;
  }
  /** @returns how many fit in the party (0: no size shown). */
  MaxSize(): number {
    return this.f.maxSize;
  }
  /**
   * Sets the max size.
   * @param size - at least 1 to show a size.
   */
  SetMaxSize(size: number): void {
    this.f.maxSize = size;
  }
  /** @returns an `ActivityPartyPrivacy` (other users' activities read Private). */
  Privacy(): ActivityPartyPrivacy {
    return this.f.privacy;
  }
  /**
   * Sets the privacy.
   * @param privacy - an `ActivityPartyPrivacy`.
   */
  SetPrivacy(privacy: ActivityPartyPrivacy): void {
    this.f.privacy = privacy;
  }
}

/** What lets an invited player in: shared only through an accepted invite. */
export class ActivitySecrets extends Value<{ join: string }> {
  /** No secret. */
  constructor() {
    super({ join: '' });
  }
  /** @returns the join secret (what `AcceptActivityInvite` gives the invited player). */
  Join(): string {
    return this.f.join;
  }
  /**
   * Sets the join.
   * @param secret - 1..128 characters, for example the lobby secret of `CreateOrJoinLobby`.
   */
  SetJoin(secret: string): void {
    this.f.join = secret;
  }
}

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
