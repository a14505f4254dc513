/**
 * The game's session with the service, independent of Electron: signs the player in through the system
 * browser and the custom scheme, connects, and answers the page's calls. The Client runs in pumped mode,
 * as in the C++ library: its callbacks and events wait for the game loop's `RunCallbacks()` (`frame`).
 */
import {
  AuthenticationExternalAuthType,
  AuthorizationArgs,
  AuthorizationTokenType,
  Client,
  ClientResultError,
  ClientStatus,
  RunCallbacks,
} from 'social-sdk';
import type { CallResult, GameEvent, PlayerView } from '../common/gameApi.js';
import { FriendsService } from './friendsService.js';
import { InvitesService } from './invitesService.js';
import { LobbyService } from './lobbyService.js';
import { VoiceService } from './voiceService.js';

export interface GameSessionOptions {
  readonly baseUrl: string;
  readonly appId: string;
  /** Opens the consent page in the system browser (`shell.openExternal` in the app). */
  readonly openInSystemBrowser: (url: string) => Promise<void> | void;
  /** Pushes an event to the page. */
  readonly emit: (event: GameEvent) => void;
  /** How long sign-in waits for the connection to be Ready. Default 20 s. */
  readonly readyTimeoutMs?: number;
  /**
   * The game's own identity of this player, for playing without a Discord account: an OIDC ID token of
   * the issuer the application is configured with. Without it, "Play without an account" is refused.
   */
  readonly guestCredential?: () => Promise<string>;
  /**
   * Voice calls use the OS's microphone and speakers (`ClientOptions.audio.devices`), and the pickers
   * list them. Off by default, so that tests never open a microphone; the app turns it on unless
   * started with `--no-audio-devices`.
   */
  readonly audioDevices?: boolean;
  /** PEM of the CA the voice server's TLS chains to: the embedded emulator's (the service needs none). */
  readonly voiceCa?: string;
}

/** The name of a status, as the status line shows it. */
export function statusName(status: number): string {
  return Object.entries(ClientStatus).find(([, value]) => value === status)?.[0] ?? `status ${status}`;
}

/** An error as one sentence for the page. The SDK's messages never carry secrets; stacks stay here. */
export function describeError(error: unknown): string {
  if (error instanceof ClientResultError) return error.result.error;
  return error instanceof Error ? error.message : String(error);
}

/** Runs a call and answers the page with its value or its error sentence; never throws. */
export async function answer<T>(work: () => Promise<T> | T): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  }
}

export class GameSession {
  readonly client: Client;
  readonly lobbies: LobbyService;
  readonly friends: FriendsService;
  readonly invites: InvitesService;
  readonly voice: VoiceService;
  readonly #options: GameSessionOptions;
  #accessToken: string | undefined;
  #signingIn = false;

  constructor(options: GameSessionOptions) {
    this.#options = options;
    this.client = new Client({
      baseUrl: options.baseUrl,
      applicationId: options.appId,
      redirectMode: 'customScheme',
      callbackMode: 'pumped',
      opener: (url) => options.openInSystemBrowser(url),
      audio: { devices: options.audioDevices === true },
      ...(options.voiceCa === undefined ? {} : { voice: { ca: options.voiceCa } }),
    });
    this.client.on('statusChanged', (status) => options.emit({ type: 'status', status: statusName(status) }));
    this.lobbies = new LobbyService(this.client, options.emit);
    this.friends = new FriendsService(this.client, options.emit);
    this.invites = new InvitesService(this.client, this.lobbies, options.emit);
    this.voice = new VoiceService(this.client, this.lobbies, options.emit, {
      devices: options.audioDevices === true,
    });
  }

  /** A redirect from the OS (`discord-<id>:/authorize/callback?...`). */
  handleRedirect(url: string): void {
    this.client.HandleRedirect(url);
  }

  /** One frame of the game loop: runs the SDK's queued callbacks. Returns how many ran. */
  frame(): number {
    const ran = RunCallbacks();
    this.voice.tick();
    return ran;
  }

  status(): string {
    return statusName(this.client.GetStatus());
  }

  async signIn(): Promise<PlayerView> {
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
  async playAsGuest(): Promise<PlayerView> {
    return this.#exclusive('playAsGuest', async () => {
      const credential = await this.#guestCredential();
      const tokens = await this.client.GetProvisionalToken(
        this.#options.appId,
        AuthenticationExternalAuthType.OIDC,
        credential,
      );
      return this.#start(tokens.accessToken);
    });
  }

  /**
   * "Link later": the guest signs in with Discord, and `GetTokenFromProvisionalMerge` merges the
   * provisional account into that account (its friends, messages and lobby come along). The session
   * then continues as the Discord account.
   */
  async linkAccount(): Promise<PlayerView> {
    return this.#exclusive('linkAccount', async () => {
      if (!this.client.GetCurrentUser().IsProvisional())
        throw new Error('linkAccount: only a guest (playing without an account) can link one');
      const credential = await this.#guestCredential();
      const { code, verifier, redirectUri } = await this.#authorize();
      const tokens = await this.client.GetTokenFromProvisionalMerge(
        this.#options.appId,
        code,
        verifier,
        redirectUri,
        AuthenticationExternalAuthType.OIDC,
        credential,
      );
      // The merge moved the guest's lobby membership to the account: join it again as that account.
      const secret = this.invites.lobbySecret;
      this.voice.forget();
      this.lobbies.forget();
      this.client.Disconnect();
      const player = await this.#start(tokens.accessToken);
      if (secret !== undefined) await this.invites.showLobby(secret, await this.lobbies.join(secret));
      return player;
    });
  }

  /** Runs one sign-in kind at a time. */
  async #exclusive(call: string, work: () => Promise<PlayerView>): Promise<PlayerView> {
    if (this.#signingIn) throw new Error(`${call}: a sign-in is already in progress`);
    this.#signingIn = true;
    try {
      return await work();
    } finally {
      this.#signingIn = false;
    }
  }

  /** Consent in the system browser; answers the code to exchange with its PKCE verifier. */
  async #authorize(): Promise<{ code: string; verifier: string; redirectUri: string }> {
    const verifier = this.client.CreateAuthorizationCodeVerifier();
    const args = new AuthorizationArgs();
    args.SetScopes(Client.GetDefaultCommunicationScopes());
    args.SetCodeChallenge(verifier.Challenge());
    const { code, redirectUri } = await this.client.Authorize(args);
    return { code, verifier: verifier.Verifier(), redirectUri };
  }

  #guestCredential(): Promise<string> {
    const credential = this.#options.guestCredential;
    if (credential === undefined)
      throw new Error(
        "playing without an account needs the game's own identity provider, and none is set up",
      );
    return credential();
  }

  /** Adopts the token, connects (bounded wait for Ready) and shows the player. */
  async #start(accessToken: string): Promise<PlayerView> {
    this.#accessToken = accessToken;
    await this.client.UpdateToken(AuthorizationTokenType.Bearer, accessToken);
    await this.#connect();
    const handle = this.client.GetCurrentUser();
    const player = { id: handle.Id(), name: handle.DisplayName(), provisional: handle.IsProvisional() };
    this.#options.emit({ type: 'player', player });
    this.friends.publish();
    return player;
  }

  async signOut(): Promise<null> {
    this.voice.forget();
    this.lobbies.forget();
    this.client.Disconnect();
    const token = this.#accessToken;
    this.#accessToken = undefined;
    this.#options.emit({ type: 'player', player: null });
    if (token !== undefined) await this.client.RevokeToken(this.#options.appId, token);
    return null;
  }

  /** Connects and waits (bounded) for Ready; the wait ends through `frame()`, like every callback. */
  #connect(): Promise<void> {
    const timeoutMs = this.#options.readyTimeoutMs ?? 20_000;
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.client.off('statusChanged', onStatus);
        if (error) reject(error);
        else resolve();
      };
      // In pumped mode the statuses of an earlier connection (closed by a sign-out or a merge) can still
      // be queued when this one starts: a Disconnected counts only after this attempt has begun.
      let started = false;
      const onStatus = (status: number) => {
        if (status === ClientStatus.Ready) done();
        else if (status !== ClientStatus.Disconnected) started = true;
        else if (started) done(new Error('the connection closed before Ready'));
      };
      const timer = setTimeout(
        () =>
          done(new Error(`the connection was not Ready within ${timeoutMs} ms (is the game loop running?)`)),
        timeoutMs,
      );
      this.client.on('statusChanged', onStatus);
      this.client.Connect();
    });
  }
}
