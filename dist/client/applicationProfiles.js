/**
 * `UserApplicationProfileHandle`: one external identity (OIDC, Steam, Epic...) linked to a user for this
 * application, as the C++ library shows it, read from READY's `user.application_profiles` (our design,
 * docs/provisional-and-device.md). The wire entries are checked here, where they arrive: an entry with a
 * field of the wrong type is dropped, an unknown provider reads as `Unknown`.
 */
import { ExternalIdentityProviderType, } from '../model/provisional.js';
const PROVIDER_TYPES = {
    oidc: ExternalIdentityProviderType.OIDC,
    epic_online_services: ExternalIdentityProviderType.EpicOnlineServices,
    steam: ExternalIdentityProviderType.Steam,
    unity: ExternalIdentityProviderType.Unity,
    discord_bot: ExternalIdentityProviderType.DiscordBot,
    // The library's enum has no Apple or PlayStation: they read as Unknown.
    apple: ExternalIdentityProviderType.Unknown,
    playstation: ExternalIdentityProviderType.Unknown,
};
/** An external identity linked for this application (`UserApplicationProfileHandle`). */
export class UserApplicationProfileHandle {
    #wire;
    /** @internal made by the client from READY. */
    constructor(wire) {
        this.#wire = wire;
    }
    /** The avatar hash at the provider, or empty. */
    AvatarHash() {
        return this.#wire.avatar_hash;
    }
    /** Free text the provider attached, or empty. */
    Metadata() {
        return this.#wire.metadata;
    }
    /** The provider's own id (an OIDC issuer), or null. */
    ProviderId() {
        return this.#wire.provider_id;
    }
    /** The user's id at the provider (an OIDC `sub`, a Steam id...). */
    ProviderIssuedUserId() {
        return this.#wire.provider_issued_user_id;
    }
    /** The provider, as the library's `ExternalIdentityProviderType` (`Unknown` for one it does not name). */
    ProviderType() {
        return (PROVIDER_TYPES[this.#wire.provider_type] ??
            ExternalIdentityProviderType.Unknown);
    }
    /** The name the provider gave, or empty. */
    Username() {
        return this.#wire.username;
    }
    /** `UserApplicationProfileHandle(<provider>)`: never the user's ids. */
    toString() {
        return `UserApplicationProfileHandle(${this.#wire.provider_type})`;
    }
}
/** READY's `user.application_profiles`, checked: the well-formed entries, as copies. */
export function readApplicationProfiles(value) {
    if (!Array.isArray(value))
        return [];
    const out = [];
    for (const entry of value) {
        if (typeof entry !== 'object' || entry === null)
            continue;
        const e = entry;
        const strings = ['provider_type', 'provider_issued_user_id', 'username', 'avatar_hash', 'metadata'];
        if (!strings.every((key) => typeof e[key] === 'string'))
            continue;
        if (e.provider_id !== null && typeof e.provider_id !== 'string')
            continue;
        out.push({
            provider_type: e.provider_type,
            provider_id: e.provider_id,
            provider_issued_user_id: e.provider_issued_user_id,
            username: e.username,
            avatar_hash: e.avatar_hash,
            metadata: e.metadata,
        });
    }
    return out;
}
