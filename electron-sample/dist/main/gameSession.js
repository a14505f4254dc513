/**
 * The game's session with the service, independent of Electron: signs the player in through the system
 * browser and the custom scheme, connects, and answers the page's calls. The Client runs in pumped mode,
 * as in the C++ library: its callbacks and events wait for the game loop's `RunCallbacks()` (`frame`).
 */
import { AuthenticationExternalAuthType, AuthorizationArgs, AuthorizationTokenType, Client, ClientResultError, ClientStatus, RunCallbacks, } from 'social-sdk';
import { FriendsService } from './friendsService.js';
import { InvitesService } from './invitesService.js';
import { LobbyService } from './lobbyService.js';
/** The name of a status, as the status line shows it. */
export function statusName(status) {
    return Object.entries(ClientStatus).find(([, value]) => value === status)?.[0] ?? `status ${status}`;
}
/** An error as one sentence for the page. The SDK's messages never carry secrets; stacks stay here. */
export function describeError(error) {
    if (error instanceof ClientResultError)
        return error.result.error;
    return error instanceof Error ? error.message : String(error);
}
/** Runs a call and answers the page with its value or its error sentence; never throws. */
export async function answer(work) {
    try {
        return { ok: true, value: await work() };
    }
    catch (error) {
        return { ok: false, error: describeError(error) };
    }
}
export class GameSession {
    client;
    lobbies;
    friends;
    invites;
    #options;
    #accessToken;
    #signingIn = false;
    constructor(options) {
        this.#options = options;
        this.client = new Client({
            baseUrl: options.baseUrl,
            applicationId: options.appId,
            redirectMode: 'customScheme',
            callbackMode: 'pumped',
            opener: (url) => options.openInSystemBrowser(url),
        });
        this.client.on('statusChanged', (status) => options.emit({ type: 'status', status: statusName(status) }));
        this.lobbies = new LobbyService(this.client, options.emit);
        this.friends = new FriendsService(this.client, options.emit);
        this.invites = new InvitesService(this.client, this.lobbies, options.emit);
    }
    /** A redirect from the OS (`discord-<id>:/authorize/callback?...`). */
    handleRedirect(url) {
        this.client.HandleRedirect(url);
    }
    /** One frame of the game loop: runs the SDK's queued callbacks. Returns how many ran. */
    frame() {
        return RunCallbacks();
    }
    status() {
        return statusName(this.client.GetStatus());
    }
    async signIn() {
        return this.#exclusive('signIn', async () => {
            const { code, verifier, redirectUri } = await this.#authorize();
            const tokens = await this.client.GetToken(this.#options.appId, code, verifier, redirectUri);
            return this.#start(tokens.accessToken);
        });
    }
    /**
     * Plays without a Discord account: `GetProvisionalToken` with the game's identity makes (or finds) the
     * player's provisional account, which then connects like any other.
     */
    async playAsGuest() {
        return this.#exclusive('playAsGuest', async () => {
            const credential = await this.#guestCredential();
            const tokens = await this.client.GetProvisionalToken(this.#options.appId, AuthenticationExternalAuthType.OIDC, credential);
            return this.#start(tokens.accessToken);
        });
    }
    /**
     * "Link later": the guest signs in with Discord, and `GetTokenFromProvisionalMerge` merges the
     * provisional account into that account (its friends, messages and lobby come along). The session
     * then continues as the Discord account.
     */
    async linkAccount() {
        return this.#exclusive('linkAccount', async () => {
            if (!this.client.GetCurrentUser().IsProvisional())
                throw new Error('linkAccount: only a guest (playing without an account) can link one');
            const credential = await this.#guestCredential();
            const { code, verifier, redirectUri } = await this.#authorize();
            const tokens = await this.client.GetTokenFromProvisionalMerge(this.#options.appId, code, verifier, redirectUri, AuthenticationExternalAuthType.OIDC, credential);
            // The merge moved the guest's lobby membership to the account: join it again as that account.
            const secret = this.invites.lobbySecret;
            this.lobbies.forget();
            this.client.Disconnect();
            const player = await this.#start(tokens.accessToken);
            if (secret !== undefined)
                await this.invites.showLobby(secret, await this.lobbies.join(secret));
            return player;
        });
    }
    /** Runs one sign-in kind at a time. */
    async #exclusive(call, work) {
        if (this.#signingIn)
            throw new Error(`${call}: a sign-in is already in progress`);
        this.#signingIn = true;
        try {
            return await work();
        }
        finally {
            this.#signingIn = false;
        }
    }
    /** Consent in the system browser; answers the code to exchange with its PKCE verifier. */
    async #authorize() {
        const verifier = this.client.CreateAuthorizationCodeVerifier();
        const args = new AuthorizationArgs();
        args.SetScopes(Client.GetDefaultCommunicationScopes());
        args.SetCodeChallenge(verifier.Challenge());
        const { code, redirectUri } = await this.client.Authorize(args);
        return { code, verifier: verifier.Verifier(), redirectUri };
    }
    #guestCredential() {
        const credential = this.#options.guestCredential;
        if (credential === undefined)
            throw new Error("playing without an account needs the game's own identity provider, and none is set up");
        return credential();
    }
    /** Adopts the token, connects (bounded wait for Ready) and shows the player. */
    async #start(accessToken) {
        this.#accessToken = accessToken;
        await this.client.UpdateToken(AuthorizationTokenType.Bearer, accessToken);
        await this.#connect();
        const handle = this.client.GetCurrentUser();
        const player = { id: handle.Id(), name: handle.DisplayName(), provisional: handle.IsProvisional() };
        this.#options.emit({ type: 'player', player });
        this.friends.publish();
        return player;
    }
    async signOut() {
        this.lobbies.forget();
        this.client.Disconnect();
        const token = this.#accessToken;
        this.#accessToken = undefined;
        this.#options.emit({ type: 'player', player: null });
        if (token !== undefined)
            await this.client.RevokeToken(this.#options.appId, token);
        return null;
    }
    /** Connects and waits (bounded) for Ready; the wait ends through `frame()`, like every callback. */
    #connect() {
        const timeoutMs = this.#options.readyTimeoutMs ?? 20_000;
        return new Promise((resolve, reject) => {
            const done = (error) => {
                clearTimeout(timer);
                this.client.off('statusChanged', onStatus);
                if (error)
                    reject(error);
                else
                    resolve();
            };
            // In pumped mode the statuses of an earlier connection (closed by a sign-out or a merge) can still
            // be queued when this one starts: a Disconnected counts only after this attempt has begun.
            let started = false;
            const onStatus = (status) => {
                if (status === ClientStatus.Ready)
                    done();
                else if (status !== ClientStatus.Disconnected)
                    started = true;
                else if (started)
                    done(new Error('the connection closed before Ready'));
            };
            const timer = setTimeout(() => done(new Error(`the connection was not Ready within ${timeoutMs} ms (is the game loop running?)`)), timeoutMs);
            this.client.on('statusChanged', onStatus);
            this.client.Connect();
        });
    }
}
//# sourceMappingURL=gameSession.js.map