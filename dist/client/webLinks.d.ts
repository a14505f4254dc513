/** Where the web pages are unless `webBase` says otherwise. */
export declare const DEFAULT_WEB_BASE = "https://discord.com";
/**
 * The web origin from an option.
 * @param webBase - an http(s) URL; its origin is kept. Undefined or empty: {@link DEFAULT_WEB_BASE}.
 * @throws TypeError naming `webBase` when it is not an http or https URL.
 */
export declare function webOrigin(webBase: string | undefined): string;
/**
 * The web page of one message: a DM's under `@me`, a lobby's (or any other channel's) under its channel.
 * @param webBase - the origin from {@link webOrigin}.
 */
export declare function messageUrl(webBase: string, channelId: string, messageId: string, inDm: boolean): string;
/** The page of the user's connected-games settings (where in-game DMs are allowed or not). */
export declare function connectedGamesSettingsUrl(webBase: string): string;
