/**
 * Rich presence and activity invites: the C++ library's enums (names and values from its 1.9 header) and
 * the activity object as it travels. The gateway activity's field names are the service family's public
 * gateway documentation (snake_case); `supported_platforms`, `party.privacy` and the fields of an invite
 * message's `activity` beyond `type` and `party_id` (the OpenAPI's MessageActivityResponse) are OUR design
 * (docs/rich-presence.md).
 */
import type { ValueOf } from './enums.js';
import type { Snowflake } from './snowflake.js';

/** What the user is doing (the C++ library's `ActivityTypes`); games use Playing. */
export const ActivityTypes = {
  Playing: 0,
  Streaming: 1,
  Listening: 2,
  Watching: 3,
  CustomStatus: 4,
  Competing: 5,
  HangStatus: 6,
} as const;
export type ActivityTypes = ValueOf<typeof ActivityTypes>;

/** Which field the short status line shows (`StatusDisplayTypes`). */
export const StatusDisplayTypes = { Name: 0, State: 1, Details: 2 } as const;
export type StatusDisplayTypes = ValueOf<typeof StatusDisplayTypes>;

/** Who may see a party (`ActivityPartyPrivacy`); other users' activities report Private. */
export const ActivityPartyPrivacy = { Private: 0, Public: 1 } as const;
export type ActivityPartyPrivacy = ValueOf<typeof ActivityPartyPrivacy>;

/** Where a join button is offered (`ActivityGamePlatforms`), bit flags. */
export const ActivityGamePlatforms = {
  Desktop: 1,
  Xbox: 2,
  Samsung: 4,
  IOS: 8,
  Android: 16,
  Embedded: 32,
  PS4: 64,
  PS5: 128,
} as const;
export type ActivityGamePlatforms = number;
/** Every platform bit together. */
export const ALL_GAME_PLATFORMS = 255;

/** What an invite asks (`ActivityActionTypes`): Join offers a place, JoinRequest asks for one. */
export const ActivityActionTypes = { Invalid: 0, Join: 1, JoinRequest: 5 } as const;
export type ActivityActionTypes = ValueOf<typeof ActivityActionTypes>;

/** The activity's images and their texts. */
export interface GatewayActivityAssets {
  large_image?: string;
  large_text?: string;
  large_url?: string;
  small_image?: string;
  small_text?: string;
  small_url?: string;
  invite_cover_image?: string;
}

/** Unix ms; start shows elapsed time, end remaining time. */
export interface GatewayActivityTimestamps {
  start?: number;
  end?: number;
}

/** The party: the same id for every member, and its size `[current, max]`. */
export interface GatewayActivityParty {
  id?: string;
  size?: [current: number, max: number];
  /** `ActivityPartyPrivacy` (our design). */
  privacy?: ActivityPartyPrivacy;
}

/** Secrets: shared only through an accepted invite. */
export interface GatewayActivitySecrets {
  join?: string;
}

/** A button: its label and the URL it opens. */
export interface GatewayActivityButton {
  label: string;
  url: string;
}

/** An activity as op 3 sends it and PRESENCE_UPDATE carries it (secrets only in op 3). */
export interface GatewayActivity {
  name: string;
  type: ActivityTypes;
  status_display_type?: StatusDisplayTypes;
  state?: string;
  state_url?: string;
  details?: string;
  details_url?: string;
  application_id?: Snowflake;
  parent_application_id?: Snowflake;
  timestamps?: GatewayActivityTimestamps;
  assets?: GatewayActivityAssets;
  party?: GatewayActivityParty;
  secrets?: GatewayActivitySecrets;
  buttons?: GatewayActivityButton[];
  /** `ActivityGamePlatforms` bits (our design); absent means Desktop. */
  supported_platforms?: number;
}

/** The `activity` of an invite message: OpenAPI's `{type, party_id}`, and our fields after them. */
export interface MessageActivity {
  type: ActivityActionTypes;
  party_id: string;
  application_id: Snowflake;
  /** The sender's gateway session when they sent it (our design). */
  session_id: string;
  /** Whether it may still be accepted (our design; a MESSAGE_UPDATE says when it changes). */
  is_valid: boolean;
}
