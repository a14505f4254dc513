/**
 * Links into the service's web pages that the client opens for the user: a message in Discord and the
 * connected-games settings, under the web origin of `ClientCreateOptions.WebBase` (default
 * `https://discord.com`). The paths are the web app's public ones (`/channels/...`, `/settings/...`).
 */
import { isHttpUrl, parseUrl } from '../rules/url.js';
/** Where the web pages are unless `webBase` says otherwise. */
export const DEFAULT_WEB_BASE = 'https://discord.com';
/**
 * The web origin from an option.
 * @param webBase - an http(s) URL; its origin is kept. Undefined or empty: {@link DEFAULT_WEB_BASE}.
 * @throws TypeError naming `webBase` when it is not an http or https URL.
 */
export function webOrigin(webBase) {
    if (webBase === undefined || webBase === '')
        return DEFAULT_WEB_BASE;
    const url = parseUrl(webBase);
    if (url === undefined || !isHttpUrl(url))
        throw new TypeError(`webBase: expected an http or https URL, got ${JSON.stringify(webBase)}`);
    return url.origin;
}
/**
 * The web page of one message: a DM's under `@me`, a lobby's (or any other channel's) under its channel.
 * @param webBase - the origin from {@link webOrigin}.
 */
export function messageUrl(webBase, channelId, messageId, inDm) {
    return inDm
        ? `${webBase}/channels/@me/${channelId}/${messageId}`
        : `${webBase}/channels/${channelId}/${messageId}`;
}
/** The page of the user's connected-games settings (where in-game DMs are allowed or not). */
export function connectedGamesSettingsUrl(webBase) {
    return `${webBase}/settings/connections`;
}
