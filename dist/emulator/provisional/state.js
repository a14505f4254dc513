/** The provider of each credential kind. */
export const PROVIDER_OF = {
    OIDC: 'OIDC',
    EPIC_ONLINE_SERVICES_ACCESS_TOKEN: 'EPIC',
    EPIC_ONLINE_SERVICES_ID_TOKEN: 'EPIC',
    STEAM_SESSION_TICKET: 'STEAM',
    UNITY_SERVICES_ID_TOKEN: 'UNITY',
    DISCORD_BOT_ISSUED_ACCESS_TOKEN: 'DISCORD_BOT',
    APPLE_ID_TOKEN: 'APPLE',
    PLAYSTATION_NETWORK_ID_TOKEN: 'PLAYSTATION',
};
export const providerConfigs = (ctx) => ctx.store.collection('identityProviders');
/** Keyed by {@link identityKey}. */
export const identities = (ctx) => ctx.store.collection('externalIdentities');
/** Keyed by user id. */
export const bans = (ctx) => ctx.store.collection('provisionalBans');
export const tickets = (ctx) => ctx.store.collection('externalTickets');
export function identityKey(applicationId, provider, subject) {
    return `${applicationId}|${provider}|${subject}`;
}
