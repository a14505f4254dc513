import { identities, providerConfigs } from './state.js';
const PROVIDER_WIRE = {
    OIDC: 'oidc',
    EPIC: 'epic_online_services',
    STEAM: 'steam',
    UNITY: 'unity',
    DISCORD_BOT: 'discord_bot',
    APPLE: 'apple',
    PLAYSTATION: 'playstation',
};
/** The identities linked to `userId` for `applicationId`, oldest first. */
export function applicationProfiles(ctx, applicationId, userId) {
    const oidc = providerConfigs(ctx).get(applicationId)?.oidc;
    const linked = [...identities(ctx).values()].filter((identity) => identity.applicationId === applicationId && identity.userId === userId);
    return linked
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((identity) => ({
        provider_type: PROVIDER_WIRE[identity.provider],
        // Only an OIDC identity has a provider of the game's choosing to name: its issuer (the built-in
        // test issuer is stored without one, its URL being the emulator's origin).
        provider_id: identity.provider === 'OIDC' && oidc && oidc.issuer !== '' ? oidc.issuer : null,
        provider_issued_user_id: identity.subject,
        username: identity.displayName ?? '',
        avatar_hash: '',
        metadata: '',
    }));
}
/** `user` with its profiles for `applicationId` when it has any (READY's own user). */
export function withApplicationProfiles(ctx, applicationId, user) {
    const profiles = applicationProfiles(ctx, applicationId, user.id);
    return profiles.length === 0 ? user : { ...user, application_profiles: profiles };
}
