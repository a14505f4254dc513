/**
 * The client's provisional accounts (src/client/provisional.ts) and the Auth group's host calls
 * (src/client/authHost.ts) against the real emulator over loopback: GetProvisionalToken for every
 * external credential kind in both call styles, the service's error codes as ClientResults, the display
 * name, the merge at sign-in (code and device grants: friends, DMs and lobbies move, the provisional
 * session ends), unmerge, FetchCurrentUser, and the state-only calls.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { DeviceAuthorizationArgs } from '../../src/auth/DeviceAuthorizationArgs.js';
import { Client, type ClientOptions, ClientStatus } from '../../src/client/Client.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientResultError } from '../../src/client/results.js';
import { scriptedDeviceBrowser } from '../../src/emulator/index.js';
import type { FetchLike } from '../../src/http/fetchTypes.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { AuthenticationExternalAuthType, EXTERNAL_AUTH_TYPE_WIRE } from '../../src/model/provisional.js';
import { browserOpener } from '../auth/emulatorHelpers.js';
import { until, untilStatus } from '../connection/world.js';
import { settleOnFakeClock, withFakeClock } from '../support/fakeClock.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();
let appId: string;
beforeAll(async () => {
  appId = domain.world.fx.publicApp.id;
  await domain.world.emulator.control.provisional.configure(appId, { oidc: 'test' });
  await domain.world.emulator.control.setConsent('approve', domain.world.alice.id);
});

const control = () => domain.world.emulator.control;
const idToken = (sub: string, extra: Record<string, unknown> = {}) =>
  control().provisional.mintIdToken(appId, { sub, ...extra });
const client = (options: ClientOptions = {}) => domain.client({ applicationId: appId, ...options });

async function api(path: string, token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${domain.world.fx.url}/api/v10${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

describe('GetProvisionalToken', () => {
  it('Promise style (OIDC): a one-hour token without refresh token, its ID token verified; the user is provisional', async () => {
    const c = client();
    const tokens = await c.GetProvisionalToken(
      appId,
      AuthenticationExternalAuthType.OIDC,
      await idToken('p-1', { preferred_username: 'Ash' }),
    );
    expect(tokens).toMatchObject({
      refreshToken: '',
      expiresIn: 604_800,
      tokenType: AuthorizationTokenType.Bearer,
      scopes: 'openid sdk.social_layer',
    });
    expect(c.lastIdTokenClaims?.sub).toBe(tokens.claims?.sub);
    const player = await domain.ready(tokens.accessToken, { applicationId: appId });
    expect(player.GetCurrentUser().IsProvisional()).toBe(true);
    expect(player.GetCurrentUser().DisplayName()).toBe('Ash');
    const alice = await domain.ready(domain.world.tokens.alice);
    expect(alice.GetCurrentUser().IsProvisional()).toBe(false);
  });

  it.each(Object.entries(AuthenticationExternalAuthType).filter(([name]) => name !== 'OIDC'))(
    'callback style (%s): called once with the tokens',
    async (_name, type) => {
      const ticket = await control().provisional.mintTicket({
        applicationId: appId,
        type: EXTERNAL_AUTH_TYPE_WIRE[type],
        subject: `t-${type}`,
      });
      const callback = vi.fn();
      await client().GetProvisionalToken(appId, type, ticket, callback);
      expect(callback).toHaveBeenCalledTimes(1);
      const [result, access, refresh, tokenType, expiresIn] = callback.mock.calls[0] ?? [];
      expect(result.Successful()).toBe(true);
      expect([refresh, tokenType, expiresIn]).toEqual(['', AuthorizationTokenType.Bearer, 604_800]);
      expect(await client().FetchCurrentUser(AuthorizationTokenType.Bearer, access)).toMatchObject({
        name: expect.stringMatching(/^Player /),
      });
    },
  );

  it('the service’s codes reach the ClientResult; bad arguments fail before sending', async () => {
    const c = client();
    const expired = await c
      .GetProvisionalToken(
        appId,
        AuthenticationExternalAuthType.OIDC,
        await idToken('late', { expiresInS: -1 }),
      )
      .catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(ClientResultError);
    expect((expired as ClientResultError).result).toMatchObject({
      type: ErrorType.HTTPError,
      status: 400,
      errorCode: 530001,
    });
    const callback = vi.fn();
    await c.GetProvisionalToken(appId, 42 as AuthenticationExternalAuthType, 'x', callback);
    expect(callback.mock.calls[0]?.[0].type).toBe(ErrorType.ValidationError);
    await expect(c.GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, '')).rejects.toMatchObject(
      {
        result: { type: ErrorType.ValidationError },
      },
    );
    const secret = await idToken('secret-in-error');
    const failed = (await c
      .GetProvisionalToken('1', AuthenticationExternalAuthType.OIDC, secret)
      .catch((e: unknown) => e)) as ClientResultError;
    expect(failed.result.type).toBe(ErrorType.HTTPError);
    expect(JSON.stringify(failed.result)).not.toContain(secret);
  });

  it('530006 (no username could be generated) is retried, at most three attempts in all', async () => {
    const path = '/api/v10/partner-sdk/token';
    const body = { code: 530006, message: 'Username generation failed, please retry' };
    const faults = control().faults;
    const attempts = async (run: () => Promise<unknown>): Promise<number> => {
      const since = control().requests().at(-1)?.seq ?? 0;
      await run();
      return control()
        .requests(since)
        .filter((entry) => entry.seq > since && entry.path === path).length;
    };
    faults.add({ method: 'POST', path, status: 400, body, times: 2 });
    const c = client();
    const credential = await idToken('unlucky');
    let accessToken = '';
    const sentFirst = await attempts(async () => {
      ({ accessToken } = await c.GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, credential));
    });
    expect(sentFirst).toBe(3);
    expect((await api('/users/@me', accessToken)).body).toMatchObject({ is_provisional: true });

    faults.add({ method: 'POST', path, status: 400, body, times: 5 });
    let failed: ClientResultError | undefined;
    const credential2 = await idToken('unluckier');
    const sent = await attempts(async () => {
      failed = (await client()
        .GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, credential2)
        .catch((e: unknown) => e)) as ClientResultError;
    });
    expect(sent).toBe(3);
    expect(failed?.result).toMatchObject({ type: ErrorType.HTTPError, status: 400, errorCode: 530006 });
    faults.clear();
  });
});

describe('UpdateProvisionalAccountDisplayName', () => {
  it('both styles; friends see the new name (USER_UPDATE); a full account is refused', async () => {
    const tokens = await client().GetProvisionalToken(
      appId,
      AuthenticationExternalAuthType.OIDC,
      await idToken('renamed'),
    );
    const player = await domain.ready(tokens.accessToken, { applicationId: appId });
    const me = player.GetCurrentUser().Id();
    // A Discord-kind friendship: bob's token is of the world's other application.
    await control().addRelationship({
      user: me,
      other: domain.world.bob.id,
      kind: 'discord',
      type: 'friend',
    });
    const bob = await domain.ready(domain.world.tokens.bob);
    await until(() => bob.GetUser(me) !== null, 'bob sees the guest');
    await player.UpdateProvisionalAccountDisplayName('Guest Star');
    await until(() => bob.GetUser(me)?.DisplayName() === 'Guest Star', 'the new name at bob');
    const callback = vi.fn();
    await player.UpdateProvisionalAccountDisplayName('x'.repeat(33), callback);
    expect(callback.mock.calls[0]?.[0].type).toBe(ErrorType.ValidationError);
    const alice = await domain.ready(domain.world.tokens.alice);
    await expect(alice.UpdateProvisionalAccountDisplayName('Nope')).rejects.toMatchObject({
      result: { status: 403 },
    });
  });
});

/** A game client of alice (the scripted consent's user) after Authorize: its code, verifier and redirect. */
async function authorized(): Promise<{ game: Client; code: string; verifier: string; redirectUri: string }> {
  const game: Client = client({ redirectMode: 'customScheme', opener: browserOpener(() => game) });
  const verifier = game.CreateAuthorizationCodeVerifier();
  const args = new AuthorizationArgs();
  args.SetScopes(Client.GetDefaultCommunicationScopes());
  args.SetCodeChallenge(verifier.Challenge());
  const { code, redirectUri } = await game.Authorize(args);
  return { game, code, verifier: verifier.Verifier(), redirectUri };
}

describe('merge at sign-in', () => {
  it('GetTokenFromProvisionalMerge: friends, DMs and the lobby move to alice; the guest’s session ends', async () => {
    const credential = await idToken('merge-me');
    const tokens = await client().GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, credential);
    const guest = await domain.ready(tokens.accessToken, { applicationId: appId });
    const guestId = guest.GetCurrentUser().Id();
    await control().addRelationship({
      user: guestId,
      other: domain.world.carol.id,
      kind: 'game',
      application: appId,
      type: 'friend',
    });
    const lobbyId = await guest.CreateOrJoinLobby('merge-secret');

    const { game, code, verifier, redirectUri } = await authorized();
    const callback = vi.fn();
    await game.GetTokenFromProvisionalMerge(
      appId,
      code,
      verifier,
      redirectUri,
      AuthenticationExternalAuthType.OIDC,
      credential,
      callback,
    );
    const [result, access] = callback.mock.calls[0] ?? [];
    expect(result.Successful()).toBe(true);
    await untilStatus(guest, ClientStatus.Disconnected);

    expect((await game.FetchCurrentUser(AuthorizationTokenType.Bearer, access)).id).toBe(
      domain.world.alice.id,
    );
    expect(JSON.stringify((await api('/users/@me/relationships', access)).body)).toContain(
      domain.world.carol.id,
    );
    const lobby = JSON.stringify((await api(`/lobbies/${lobbyId}`, access)).body);
    expect(lobby).toContain(domain.world.alice.id);
    expect(lobby).not.toContain(guestId);
    expect((await api('/users/@me', tokens.accessToken)).status).toBe(401);
  });

  it('GetTokenFromDeviceProvisionalMerge merges through the device grant (Promise style)', () =>
    withFakeClock(async () => {
      const credential = await idToken('device-merge');
      const guestTokens = await client().GetProvisionalToken(
        appId,
        AuthenticationExternalAuthType.OIDC,
        credential,
      );
      let busy = 0;
      const counted: FetchLike = async (url, init) => {
        busy += 1;
        try {
          return await fetch(url, init);
        } finally {
          busy -= 1;
        }
      };
      const phone = client({
        fetch: counted,
        deviceScreen: {
          open: (screen) => {
            busy += 1;
            void scriptedDeviceBrowser({ userId: domain.world.bob.id })({
              verificationUri: screen.verificationUriComplete,
              userCode: screen.userCode,
            }).finally(() => {
              busy -= 1;
            });
          },
          close() {},
        },
      });
      const args = new DeviceAuthorizationArgs();
      args.SetScopes('openid sdk.social_layer');
      const merged = await settleOnFakeClock(
        phone.GetTokenFromDeviceProvisionalMerge(args, AuthenticationExternalAuthType.OIDC, credential),
        () => busy > 0,
        'the merging device grant',
        20_000,
      );
      expect(merged.claims?.sub).toBe(domain.world.bob.id);
      expect((await api('/users/@me', guestTokens.accessToken)).status).toBe(401);
    }));

  it('UnmergeIntoProvisionalAccount in both styles; the next GetProvisionalToken is a new provisional user', async () => {
    const credential = await idToken('unmerge-me');
    const first = await client().GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, credential);
    const firstId = (await client().FetchCurrentUser(AuthorizationTokenType.Bearer, first.accessToken)).id;
    const notYet = vi.fn();
    await client().UnmergeIntoProvisionalAccount(
      appId,
      AuthenticationExternalAuthType.OIDC,
      credential,
      notYet,
    );
    expect(notYet.mock.calls[0]?.[0]).toMatchObject({ type: ErrorType.HTTPError, errorCode: 50229 });
    const { game, code, verifier, redirectUri } = await authorized();
    await game.GetTokenFromProvisionalMerge(
      appId,
      code,
      verifier,
      redirectUri,
      AuthenticationExternalAuthType.OIDC,
      credential,
    );

    const callback = vi.fn();
    await game.UnmergeIntoProvisionalAccount(
      appId,
      AuthenticationExternalAuthType.OIDC,
      credential,
      callback,
    );
    expect(callback.mock.calls[0]?.[0].Successful()).toBe(true);
    await expect(
      game.UnmergeIntoProvisionalAccount(appId, AuthenticationExternalAuthType.OIDC, credential),
    ).rejects.toMatchObject({
      // The unmerge made the identity's new provisional account: a second one is refused as such.
      result: { errorCode: 50229 },
    });
    const fresh = await client().GetProvisionalToken(appId, AuthenticationExternalAuthType.OIDC, credential);
    const freshId = (await client().FetchCurrentUser(AuthorizationTokenType.Bearer, fresh.accessToken)).id;
    expect(freshId).not.toBe(firstId);
    expect(freshId).not.toBe(domain.world.alice.id);
  });
});

describe('FetchCurrentUser and the host calls', () => {
  it('FetchCurrentUser in both styles, without adopting the token; a dead token is HTTPError 401', async () => {
    const c = client();
    expect(await c.FetchCurrentUser(AuthorizationTokenType.Bearer, domain.world.tokens.bob)).toEqual({
      id: domain.world.bob.id,
      name: 'bob',
    });
    expect(c.IsAuthenticated()).toBe(false);
    const callback = vi.fn();
    await c.FetchCurrentUser(AuthorizationTokenType.Bearer, 'dead-token', callback);
    expect(callback.mock.calls[0]).toEqual([
      expect.objectContaining({ type: ErrorType.HTTPError, status: 401 }),
      '',
      '',
    ]);
    await expect(c.FetchCurrentUser(AuthorizationTokenType.User, 'x')).rejects.toMatchObject({
      cause: { path: 'tokenType' },
    });
  });

  it('RegisterAuthorizeRequestCallback / Remove, SetGameWindowPid and ProvisionalUserMergeCompleted keep their state', () => {
    const lines: string[] = [];
    const c = client({ log: (line) => lines.push(line) });
    const requested = vi.fn();
    expect(c.RequestAuthorize()).toBe(false);
    c.RegisterAuthorizeRequestCallback(requested);
    expect(c.RequestAuthorize()).toBe(true);
    expect(requested).toHaveBeenCalledTimes(1);
    c.RemoveAuthorizeRequestCallback();
    expect(c.RequestAuthorize()).toBe(false);
    expect(() => c.RegisterAuthorizeRequestCallback('x' as unknown as () => void)).toThrow(/callback/);
    c.SetGameWindowPid(4242);
    expect(c.GetGameWindowPid()).toBe(4242);
    expect(() => c.SetGameWindowPid(0)).toThrow(/pid/);
    c.ProvisionalUserMergeCompleted(true);
    expect(lines).toContain('provisional user merge completed: success');
  });
});
