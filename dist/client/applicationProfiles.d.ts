/**
 * `UserApplicationProfileHandle`: one external identity (OIDC, Steam, Epic...) linked to a user for this
 * application, as the C++ library shows it, read from READY's `user.application_profiles` (our design,
 * docs/provisional-and-device.md). The wire entries are checked here, where they arrive: an entry with a
 * field of the wrong type is dropped, an unknown provider reads as `Unknown`.
 */
import { ExternalIdentityProviderType, type UserApplicationProfileWire } from '../model/provisional.js';
/** An external identity linked for this application (`UserApplicationProfileHandle`). */
export declare class UserApplicationProfileHandle {
    #private;
    /** @internal made by the client from READY. */
    constructor(wire: UserApplicationProfileWire);
    /** The avatar hash at the provider, or empty. */
    AvatarHash(): string;
    /** Free text the provider attached, or empty. */
    Metadata(): string;
    /** The provider's own id (an OIDC issuer), or null. */
    ProviderId(): string | null;
    /** The user's id at the provider (an OIDC `sub`, a Steam id...). */
    ProviderIssuedUserId(): string;
    /** The provider, as the library's `ExternalIdentityProviderType` (`Unknown` for one it does not name). */
    ProviderType(): ExternalIdentityProviderType;
    /** The name the provider gave, or empty. */
    Username(): string;
    /** `UserApplicationProfileHandle(<provider>)`: never the user's ids. */
    toString(): string;
}
/** READY's `user.application_profiles`, checked: the well-formed entries, as copies. */
export declare function readApplicationProfiles(value: unknown): UserApplicationProfileWire[];
