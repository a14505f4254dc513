/** OAuth2 scopes the emulator knows, and the scope rules its routes share. */
/** Every scope of the service's OAuth2 description, plus the social-layer scopes of the client library. */
export const KNOWN_SCOPES = new Set([
    'identify',
    'email',
    'connections',
    'guilds',
    'guilds.join',
    'guilds.members.read',
    'gdm.join',
    'bot',
    'rpc',
    'rpc.notifications.read',
    'rpc.voice.read',
    'rpc.voice.write',
    'rpc.video.read',
    'rpc.video.write',
    'rpc.screenshare.read',
    'rpc.screenshare.write',
    'rpc.activities.write',
    'webhook.incoming',
    'messages.read',
    'applications.builds.upload',
    'applications.builds.read',
    'applications.commands',
    'applications.commands.permissions.update',
    'applications.commands.update',
    'applications.store.update',
    'applications.entitlements',
    'activities.read',
    'activities.write',
    'activities.invites.write',
    'relationships.read',
    'voice',
    'dm_channels.read',
    'role_connections.write',
    'openid',
    'identify.premium',
    'lobbies.write',
    'sdk.social_layer',
    'sdk.social_layer_presence',
]);
/** Scopes a client-credentials token may carry (it acts for the application, not for a user). */
export const CLIENT_CREDENTIALS_SCOPES = new Set([
    'identify',
    'connections',
    'email',
    'guilds',
    'applications.commands',
    'applications.commands.update',
    'applications.commands.permissions.update',
    'applications.builds.read',
    'applications.builds.upload',
    'applications.entitlements',
    'applications.store.update',
]);
/**
 * The scope that lets a token read the user's real `premium_type` (SERVICE.md: approved partners only,
 * so it counts only for an application with `premiumScopeApproved`).
 */
export const PREMIUM_SCOPE = 'identify.premium';
/** Scopes that let a Bearer token read the current user (`identify` or the social-layer bundles). */
export const USER_READ_SCOPES = ['identify', 'sdk.social_layer', 'sdk.social_layer_presence'];
/** Scopes that let a Bearer token use lobbies (the communication bundle). */
export const LOBBY_SCOPES = ['lobbies.write', 'sdk.social_layer'];
/** Splits a scope parameter; undefined when it is malformed (empty, or names an unknown scope). */
export function parseScopes(value) {
    const scopes = [...new Set(value.split(' ').filter((scope) => scope !== ''))];
    if (scopes.length === 0)
        return undefined;
    const unknown = scopes.filter((scope) => !KNOWN_SCOPES.has(scope));
    return unknown.length > 0 ? { unknown } : { scopes };
}
