/**
 * How the fixtures sign a player in, both for real against the emulator: the authorize flow (a new user,
 * `Authorize` with PKCE through the emulator's scripted browser, consent approved for that user only,
 * `GetToken`, `UpdateToken`), or a provisional account (an ID token of the emulator's test issuer,
 * `GetProvisionalToken`, `UpdateToken`). Neither connects.
 */
import { AuthorizationArgs } from '../auth/AuthorizationArgs.js';
import { Client } from '../client/Client.js';
import { AuthorizationTokenType } from '../model/enums.js';
import { AuthenticationExternalAuthType } from '../model/provisional.js';
/**
 * A new user `username` signs in with Authorize (PKCE, the default communication scopes). Consent is
 * scripted to approve for this user while the flow runs, then set back: the caller runs one at a time.
 * @returns the user's id.
 */
export async function authorizeNewUser(world, client, username) {
    const { control } = world.emulator;
    const user = await control.createUser({ username });
    const before = control.settings.consent;
    await control.setConsent('approve', user.id);
    try {
        const verifier = client.CreateAuthorizationCodeVerifier();
        const { code, redirectUri } = await client.Authorize(communicationScopes(verifier.Challenge()));
        const tokens = await client.GetToken(world.application.id, code, verifier.Verifier(), redirectUri);
        await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
    }
    finally {
        await control.setConsent(before.mode, before.userId);
    }
    return user.id;
}
/** Authorize's arguments: the default communication scopes (social layer), with the PKCE challenge. */
function communicationScopes(challenge) {
    const args = new AuthorizationArgs();
    args.SetScopes(Client.GetDefaultCommunicationScopes());
    args.SetCodeChallenge(challenge);
    return args;
}
/**
 * A player without an account signs in with an OIDC ID token from the emulator's test issuer (subject
 * and display name `name`): the same name again is the same provisional account.
 * @returns the provisional user's id.
 */
export async function provisionalAccount(world, client, name) {
    const appId = world.application.id;
    const idToken = await world.emulator.control.provisional.mintIdToken(appId, {
        sub: name,
        preferred_username: name,
    });
    const tokens = await client.GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, idToken);
    await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
    const user = await client.FetchCurrentUser(AuthorizationTokenType.Bearer, tokens.accessToken);
    return user.id;
}
