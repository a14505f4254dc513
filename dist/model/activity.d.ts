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
export declare const ActivityTypes: {
    readonly Playing: 0;
    readonly Streaming: 1;
    readonly Listening: 2;
    readonly Watching: 3;
    readonly CustomStatus: 4;
    readonly Competing: 5;
    readonly HangStatus: 6;
};
export type ActivityTypes = ValueOf<typeof ActivityTypes>;
/** Which field the short status line shows (`StatusDisplayTypes`). */
export declare const StatusDisplayTypes: {
    readonly Name: 0;
    readonly State: 1;
    readonly Details: 2;
};
export type StatusDisplayTypes = ValueOf<typeof StatusDisplayTypes>;
/** Who may see a party (`ActivityPartyPrivacy`); other users' activities report Private. */
export declare const ActivityPartyPrivacy: {
    readonly Private: 0;
    readonly Public: 1;
};
export type ActivityPartyPrivacy = ValueOf<typeof ActivityPartyPrivacy>;
/** Where a join button is offered (`ActivityGamePlatforms`), bit flags. */
export declare const ActivityGamePlatforms: {
    readonly Desktop: 1;
    readonly Xbox: 2;
    readonly Samsung: 4;
    readonly IOS: 8;
    readonly Android: 16;
    readonly Embedded: 32;
    readonly PS4: 64;
    readonly PS5: 128;
};
export type ActivityGamePlatforms = number;
/** Every platform bit together. */
export declare const ALL_GAME_PLATFORMS = 255;
/** What an invite asks (`ActivityActionTypes`): Join offers a place, JoinRequest asks for one. */
export declare const ActivityActionTypes: {
    readonly Invalid: 0;
    readonly Join: 1;
    readonly JoinRequest: 5;
};
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
