/**
 * The emulator's provisional accounts over loopback HTTP: every external credential kind (OIDC ID tokens
 * of the built-in test issuer verified for real, control-minted tickets for the others, the bot route),
 * each documented error code, the display name, merge through the token endpoint (friends, DMs and lobby
 * memberships move, the provisional user's sessions end, 423 while it runs) and unmerge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedDeviceBrowser } from '../../src/emulator/index.js';
import { DEVICE_CODE_GRANT_TYPE } from '../../src/model/deviceGrant.js';
import { EXTERNAL_AUTH_TYPE_WIRE, type ExternalAuthTypeWire } from '../../src/model/provisional.js';
import {
  authorizeUrl,
  codeFor,
  type Fixture,
  LOOPBACK_REDIRECT,
  startFixture,
  tokenRequest,
} from './helpers.js';

let fx: Fixture;
let appId: string;
beforeAll(async () => {
  fx = await startFixture({ clock: { frozen: true } });
  appId = fx.publicApp.id;
  await fx.emulator.control.provisional.configure(appId, { oidc: 'test' });
});
afterAll(async () => {
  await fx.emulator.close();
});

async function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${fx.url}/api/v10${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as Record<string, unknown> };
}

const token = (type: ExternalAuthTypeWire, credential: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/partner-sdk/token', {
    client_id: appId,
    external_auth_type: type,
    external_auth_token: credential,
    ...extra,
  });

const idToken = (sub: string, extra: Record<string, unknown> = {}) =>
  fx.emulator.control.provisional.mintIdToken(appId, { sub, ...extra });

async function me(accessToken: string): Promise<Record<string, unknown>> {
  return (await call('GET', '/users/@me', undefined, { authorization: `Bearer ${accessToken}` })).body;
}

const bot = () => ({ authorization: `Bot ${fx.publicApp.botToken}` });

describe('POST /partner-sdk/token', () => {
  it('OIDC: the test issuer’s ID token gives a provisional account named after preferred_username, 7 days, no refresh token', async () => {
    const answer = await token('OIDC', await idToken('player-1', { preferred_username: 'Robin' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      token_type: 'Bearer',
      // 7 days, whichever method made it (guide "Managing provisional accounts"; CLIENT-API.md section 6).
      expires_in: 604_800,
      scope: 'openid sdk.social_layer',
    });
    expect(answer.body.refresh_token).toBeUndefined();
    expect(typeof answer.body.id_token).toBe('string');
    const user = await me(String(answer.body.access_token));
    expect(user).toMatchObject({ global_name: 'Robin', is_provisional: true });
    const again = await token('OIDC', await idToken('player-1'));
    expect((await me(String(again.body.access_token))).id).toBe(user.id);
    // The token's life is what expires_in says: it works a second before, and not at, 7 days.
    fx.emulator.control.clock.advance(604_799_000);
    expect((await me(String(again.body.access_token))).id).toBe(user.id);
    fx.emulator.control.clock.advance(1000);
    expect((await me(String(again.body.access_token))).code).toBe(0);
  });

  it.each(EXTERNAL_AUTH_TYPE_WIRE.filter((type) => type !== 'OIDC'))(
    '%s: a control-minted ticket',
    async (type) => {
      const ticket = await fx.emulator.control.provisional.mintTicket({
        applicationId: appId,
        type,
        subject: `s-${type}`,
        displayName: 'Sam',
      });
      const answer = await token(type, ticket);
      expect(answer.status).toBe(200);
      expect(await me(String(answer.body.access_token))).toMatchObject({
        global_name: 'Sam',
        is_provisional: true,
      });
    },
  );

  it('both Epic kinds name one Epic account', async () => {
    const mint = (type: ExternalAuthTypeWire) =>
      fx.emulator.control.provisional.mintTicket({ applicationId: appId, type, subject: 'epic-7' });
    const a = await token(
      'EPIC_ONLINE_SERVICES_ACCESS_TOKEN',
      await mint('EPIC_ONLINE_SERVICES_ACCESS_TOKEN'),
    );
    const b = await token('EPIC_ONLINE_SERVICES_ID_TOKEN', await mint('EPIC_ONLINE_SERVICES_ID_TOKEN'));
    expect((await me(String(a.body.access_token))).id).toBe((await me(String(b.body.access_token))).id);
  });

  it('answers the documented error codes', async () => {
    const codeOf = async (p: Promise<{ body: Record<string, unknown> }>) => (await p).body.code;
    expect(await codeOf(token('OIDC', await idToken('x', { expiresInS: -10 })))).toBe(530001);
    expect(await codeOf(token('OIDC', await idToken('x', { iss: 'https://elsewhere.example' })))).toBe(
      530002,
    );
    expect(await codeOf(token('OIDC', await idToken('x', { aud: '1' })))).toBe(530003);
    expect(await codeOf(token('OIDC', await idToken('x', { ageS: 8 * 86_400, expiresInS: 60 })))).toBe(
      530004,
    );
    expect(await codeOf(token('OIDC', 'not.a.jwt'))).toBe(530020);
    expect(await codeOf(token('STEAM_SESSION_TICKET', 'forged'))).toBe(530020);
    expect(await codeOf(token('OIDC', await idToken('x'), { client_secret: 'wrong' }))).toBe(530007);
    const secretless = await call('POST', '/partner-sdk/token', {
      client_id: fx.app.id,
      external_auth_type: 'OIDC',
      external_auth_token: 'x',
    });
    expect(secretless).toMatchObject({ status: 401, body: { code: 530007 } });
    const confidential = await call('POST', '/partner-sdk/token', {
      client_id: fx.app.id,
      client_secret: fx.app.clientSecret,
      external_auth_type: 'OIDC',
      external_auth_token: 'x',
    });
    expect(confidential.body.code).toBe(530000);
    await fx.emulator.control.provisional.configure(fx.app.id, { types: ['OIDC'] });
    const noOidc = await call('POST', '/partner-sdk/token', {
      client_id: fx.app.id,
      client_secret: fx.app.clientSecret,
      external_auth_type: 'OIDC',
      external_auth_token: 'x',
    });
    expect(noOidc.body.code).toBe(530008);
    await fx.emulator.control.provisional.configure(fx.app.id, {
      types: ['OIDC'],
      oidc: { issuer: 'https://issuer.example', jwksUri: 'http://127.0.0.1:1/jwks' },
    });
    const noJwks = await call('POST', '/partner-sdk/token', {
      client_id: fx.app.id,
      client_secret: fx.app.clientSecret,
      external_auth_type: 'OIDC',
      external_auth_token: await fx.emulator.control.provisional.mintIdToken(fx.app.id, { sub: 'x' }),
    });
    expect(noJwks.body.code).toBe(530009);
    const invalid = await call('POST', '/partner-sdk/token', {
      client_id: 'x',
      external_auth_type: 'NOPE',
      external_auth_token: '',
    });
    expect(invalid).toMatchObject({ status: 400, body: { code: 50035 } });
    expect(Object.keys(invalid.body.errors as object).sort()).toEqual([
      'client_id',
      'external_auth_token',
      'external_auth_type',
    ]);
  });

  it('an issuer’s keys can be given: the emulator verifies against that JWKS', async () => {
    const jwks = (await (await fetch(`${fx.url}/test-oidc/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    const issuer = fx.emulator.control.provisional.issuer();
    await fx.emulator.control.provisional.configure(fx.app.id, { oidc: { issuer, jwks } });
    const answer = await call('POST', '/partner-sdk/token', {
      client_id: fx.app.id,
      client_secret: fx.app.clientSecret,
      external_auth_type: 'OIDC',
      external_auth_token: await fx.emulator.control.provisional.mintIdToken(fx.app.id, {
        sub: 'given-keys',
      }),
    });
    expect(answer.status).toBe(200);
  });
});

describe('POST /partner-sdk/token/bot and the display name', () => {
  it('the bot names the player; preferred_global_name is the display name; a Bearer cannot use it', async () => {
    const answer = await call(
      'POST',
      '/partner-sdk/token/bot',
      { external_user_id: 'game-user-9', preferred_global_name: 'Kim' },
      bot(),
    );
    expect(answer.status).toBe(200);
    expect(await me(String(answer.body.access_token))).toMatchObject({
      global_name: 'Kim',
      is_provisional: true,
    });
    const refused = await call(
      'POST',
      '/partner-sdk/token/bot',
      { external_user_id: 'x' },
      { authorization: `Bearer ${String(answer.body.access_token)}` },
    );
    expect(refused.status).toBe(403);
    const tooLong = await call('POST', '/partner-sdk/token/bot', { external_user_id: '' }, bot());
    expect(tooLong.body.code).toBe(50035);
  });

  it('has game relationships only: a Discord friend request from one, or to one, is 403 50229 (CLIENT-API.md section 3; issue 44)', async () => {
    const guest = await token('OIDC', await idToken('no-discord-friends'));
    const guestAuth = { authorization: `Bearer ${String(guest.body.access_token)}` };
    const guestId = String((await me(String(guest.body.access_token))).id);
    await fx.emulator.control.setConsent('approve', fx.other.id);
    const from = await call('POST', '/users/@me/relationships/discord', { user_id: fx.other.id }, guestAuth);
    expect([from.status, from.body.code]).toEqual([403, 50229]);
    // A full account asking the guest: refused too. A game friend request is fine both ways.
    const full = await deviceSignInMerging(fx.other.id);
    const fullAuth = { authorization: `Bearer ${String(full.body.access_token)}` };
    const to = await call('POST', '/users/@me/relationships/discord', { user_id: guestId }, fullAuth);
    expect([to.status, to.body.code]).toEqual([403, 50229]);
    const game = await call('POST', '/users/@me/relationships/game', { user_id: guestId }, fullAuth);
    expect(game.status).toBe(200);
  });

  it('PATCH /partner-sdk/provisional-accounts/@me renames a provisional account, and only one', async () => {
    const answer = await token('OIDC', await idToken('renamer'));
    const auth = { authorization: `Bearer ${String(answer.body.access_token)}` };
    const renamed = await call(
      'PATCH',
      '/partner-sdk/provisional-accounts/@me',
      { global_name: 'New name' },
      auth,
    );
    expect(renamed.body).toMatchObject({ global_name: 'New name', is_provisional: true });
    expect(
      (await call('PATCH', '/partner-sdk/provisional-accounts/@me', { global_name: ' ' }, auth)).body.code,
    ).toBe(50035);
  });
});

/** A full account signs in with the device grant, merging the credential's provisional account. */
async function deviceSignInMerging(userId: string, type?: ExternalAuthTypeWire, credential?: string) {
  const form = (fields: Record<string, string>) =>
    fetch(`${fx.url}/api/oauth2/${fields.grant_type ? 'token' : 'device/authorize'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: appId, ...fields }),
    });
  const codes = (await (await form({ scope: 'identify sdk.social_layer' })).json()) as Record<string, string>;
  await scriptedDeviceBrowser({ userId })({
    verificationUri: codes.verification_uri_complete ?? '',
    userCode: codes.user_code ?? '',
  });
  const merge = type === undefined ? {} : { external_auth_type: type, external_auth_token: credential ?? '' };
  const answer = await form({
    grant_type: DEVICE_CODE_GRANT_TYPE,
    device_code: codes.device_code ?? '',
    ...merge,
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('merge and unmerge', () => {
  it('merging moves friends, DMs and lobby memberships; the provisional user and its tokens go', async () => {
    const credential = await idToken('merger');
    const provisional = await token('OIDC', credential);
    const pToken = String(provisional.body.access_token);
    const pId = String((await me(pToken)).id);
    await fx.emulator.control.addRelationship({
      user: pId,
      other: fx.other.id,
      kind: 'game',
      application: appId,
      type: 'friend',
    });
    const auth = { authorization: `Bearer ${pToken}` };
    expect((await deviceSignInMerging(fx.other.id)).status).toBe(200); // a DM needs both signed in to the game
    expect(
      (await call('POST', `/users/@me/direct-messages/${fx.other.id}`, { content: 'hi from a guest' }, auth))
        .status,
    ).toBe(201);
    const lobby = await call('PUT', '/lobbies', { secret: 'merge-lobby' }, auth);
    expect(lobby.status).toBe(200);

    const merged = await deviceSignInMerging(fx.user.id, 'OIDC', credential);
    expect(merged.status).toBe(200);
    expect((await call('GET', '/users/@me', undefined, auth)).status).toBe(401);
    const events = fx.emulator.control.events({ type: 'PROVISIONAL_USER_MERGED' });
    expect(events.at(-1)?.data).toEqual({ source_id: pId, user_id: fx.user.id });

    const full = { authorization: `Bearer ${String(merged.body.access_token)}` };
    const friends = await call('GET', '/users/@me/relationships', undefined, full);
    expect(JSON.stringify(friends.body)).toContain(fx.other.id);
    const history = await call('GET', `/users/@me/direct-messages/${fx.other.id}`, undefined, full);
    expect(JSON.stringify(history.body)).toContain('hi from a guest');
    const lobbyNow = await call('GET', `/lobbies/${String(lobby.body.id)}`, undefined, full);
    expect(JSON.stringify(lobbyNow.body)).toContain(fx.user.id);
    expect(JSON.stringify(lobbyNow.body)).not.toContain(pId);

    // The identity now belongs to a full account.
    expect((await token('OIDC', credential)).body.code).toBe(530010);
    // Another full account cannot take it; a provisional account cannot be a destination.
    expect((await deviceSignInMerging(fx.other.id, 'OIDC', credential)).body.code).toBe(530023);
  });

  it('an account of the Bot Token Endpoint merges with DISCORD_BOT_ISSUED_ACCESS_TOKEN and no provider configured (guide "Merging provisional accounts for servers"; issue 44)', async () => {
    // The app's configuration names OIDC only: the Bot Token Endpoint needs none (CLIENT-API.md section 6).
    const made = await call('POST', '/partner-sdk/token/bot', { external_user_id: 'bot-made-1' }, bot());
    expect(made.status).toBe(200);
    const guestToken = String(made.body.access_token);
    const guestId = String((await me(guestToken)).id);
    // A public client cannot name an account by its external_user_id (anyone with the game could).
    const byId = await deviceSignInMerging(fx.other.id, 'DISCORD_BOT_ISSUED_ACCESS_TOKEN', 'bot-made-1');
    expect(byId.body.code).toBe(530020);
    // With the account's access token, the merge goes through.
    const merged = await deviceSignInMerging(fx.other.id, 'DISCORD_BOT_ISSUED_ACCESS_TOKEN', guestToken);
    expect(merged.status).toBe(200);
    expect(fx.emulator.control.events({ type: 'PROVISIONAL_USER_MERGED' }).at(-1)?.data).toEqual({
      source_id: guestId,
      user_id: fx.other.id,
    });
  });

  it("a game's backend (client secret) merges a bot-made account by its external_user_id", async () => {
    const confidential = fx.app;
    const botAuth = { authorization: `Bot ${confidential.botToken}` };
    const made = await call('POST', '/partner-sdk/token/bot', { external_user_id: 'bot-made-2' }, botAuth);
    const guestId = String((await me(String(made.body.access_token))).id);
    const code = await codeFor(
      fx,
      authorizeUrl(fx.url, confidential.id, { redirect_uri: LOOPBACK_REDIRECT }),
    );
    const merged = await tokenRequest(
      fx.url,
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: LOOPBACK_REDIRECT,
        external_auth_type: 'DISCORD_BOT_ISSUED_ACCESS_TOKEN',
        external_auth_token: 'bot-made-2',
      },
      { basic: [confidential.id, confidential.clientSecret] },
    );
    expect(merged.status).toBe(200);
    expect(fx.emulator.control.events({ type: 'PROVISIONAL_USER_MERGED' }).at(-1)?.data).toEqual({
      source_id: guestId,
      user_id: fx.user.id,
    });
  });

  it('530017: a banned provisional account cannot be merged until the ban is lifted', async () => {
    const credential = await idToken('banned-guest');
    const guest = await me(String((await token('OIDC', credential)).body.access_token));
    await fx.emulator.control.provisional.ban(String(guest.id));
    expect((await deviceSignInMerging(fx.user.id, 'OIDC', credential)).body.code).toBe(530017);
    await fx.emulator.control.provisional.ban(String(guest.id), false);
    expect((await deviceSignInMerging(fx.user.id, 'OIDC', credential)).status).toBe(200);
    await expect(fx.emulator.control.provisional.ban(fx.other.id)).rejects.toThrow(
      /not a provisional account/,
    );
  });

  it('423 while a merge runs on the emulator clock', async () => {
    await fx.emulator.control.provisional.setMergeDuration(30_000);
    const credential = await idToken('slow-merger');
    await token('OIDC', credential);
    expect((await deviceSignInMerging(fx.other.id, 'OIDC', credential)).status).toBe(200);
    expect((await token('OIDC', credential)).status).toBe(423);
    await fx.emulator.control.clock.advance(30_000);
    expect((await token('OIDC', credential)).body.code).toBe(530010);
    fx.emulator.control.provisional.setMergeDuration(0);
  });

  it('unmerge detaches the identity: 204, the full account’s tokens die, the next sign-in is a new provisional user', async () => {
    const credential = await idToken('unmerger');
    const first = await token('OIDC', credential);
    const firstId = (await me(String(first.body.access_token))).id;
    const merged = await deviceSignInMerging(fx.user.id, 'OIDC', credential);
    const unmerge = (extra: Record<string, unknown> = {}) =>
      call('POST', '/partner-sdk/provisional-accounts/unmerge', {
        client_id: appId,
        external_auth_type: 'OIDC',
        external_auth_token: credential,
        ...extra,
      });
    expect((await unmerge()).status).toBe(204);
    expect(
      (
        await call('GET', '/users/@me', undefined, {
          authorization: `Bearer ${String(merged.body.access_token)}`,
        })
      ).status,
    ).toBe(401);
    const fresh = await token('OIDC', credential);
    const freshUser = await me(String(fresh.body.access_token));
    expect(freshUser.is_provisional).toBe(true);
    expect(freshUser.id).not.toBe(firstId);
    expect((await unmerge()).body.code).toBe(50229);
    const unknown = await call('POST', '/partner-sdk/provisional-accounts/unmerge', {
      client_id: appId,
      external_auth_type: 'OIDC',
      external_auth_token: await idToken('never-seen'),
    });
    expect(unknown.status).toBe(404);
  });

  it('the bot unmerge route takes the external user id', async () => {
    const botToken = await call('POST', '/partner-sdk/token/bot', { external_user_id: 'bot-merge' }, bot());
    expect(botToken.status).toBe(200);
    const ticket = await fx.emulator.control.provisional.mintTicket({
      applicationId: appId,
      type: 'DISCORD_BOT_ISSUED_ACCESS_TOKEN',
      subject: 'bot-merge',
    });
    expect((await deviceSignInMerging(fx.other.id, 'DISCORD_BOT_ISSUED_ACCESS_TOKEN', ticket)).status).toBe(
      200,
    );
    const unmergeBot = () =>
      call('POST', '/partner-sdk/provisional-accounts/unmerge/bot', { external_user_id: 'bot-merge' }, bot());
    expect((await unmergeBot()).status).toBe(204);
    // The unmerge made the identity's new provisional account: a second one is refused as such.
    expect((await unmergeBot()).body.code).toBe(50229);
  });

  it('a provisional account cannot be the destination of a merge (530016)', async () => {
    const guest = await token('OIDC', await idToken('guest-dest'));
    const guestId = String((await me(String(guest.body.access_token))).id);
    expect((await deviceSignInMerging(guestId, 'OIDC', await idToken('other-guest'))).body.code).toBe(530016);
  });
});

describe('the control API over HTTP', () => {
  it('configures providers, mints an ID token and a ticket, sets the merge duration', async () => {
    const control = (method: string, path: string, body: unknown) =>
      fetch(`${fx.url}/_emulator/provisional${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const configured = await control('PUT', `/applications/${appId}`, { oidc: 'test' });
    expect(await configured.json()).toMatchObject({ applicationId: appId, oidc: { builtIn: true } });
    const minted = (await (
      await control('POST', `/applications/${appId}/id-tokens`, { sub: 'over-http' })
    ).json()) as {
      id_token: string;
    };
    expect((await token('OIDC', minted.id_token)).status).toBe(200);
    const ticket = await control('POST', '/tickets', {
      applicationId: appId,
      type: 'STEAM_SESSION_TICKET',
      subject: 'h',
    });
    expect(ticket.status).toBe(201);
    expect((await control('PUT', '/merge-duration', { ms: -1 })).status).toBe(400);
    expect((await control('PUT', '/merge-duration', { ms: 0 })).status).toBe(204);
    expect((await control('PUT', '/applications/1', {})).status).toBe(400);
  });
});
