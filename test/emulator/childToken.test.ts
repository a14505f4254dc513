/**
 * The emulator's parent-to-child token exchange (src/emulator/oauth/childTokenGrant.ts) over loopback
 * HTTP: an RFC 8693 grant at the token endpoint, the child authenticating as a public client or with
 * its secret; what it refuses; the seed's parent checks; discovery announcing the grant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../src/emulator/index.js';
import { ACCESS_TOKEN_TYPE, TOKEN_EXCHANGE_GRANT_TYPE } from '../../src/model/childToken.js';
import { api, type Fixture, signIn, startFixture, tokenRequest } from './helpers.js';

let fx: Fixture;
let child: ApplicationRecord;
beforeAll(async () => {
  fx = await startFixture();
  child = await fx.emulator.control.createApplication({ publicClient: true, parentApplicationId: fx.app.id });
});
afterAll(async () => {
  await fx.emulator.close();
});

const exchange = (subjectToken: string, extra: Record<string, string> = {}) =>
  tokenRequest(fx.url, {
    grant_type: TOKEN_EXCHANGE_GRANT_TYPE,
    client_id: child.id,
    subject_token: subjectToken,
    subject_token_type: ACCESS_TOKEN_TYPE,
    ...extra,
  });

describe('the child token exchange', () => {
  it('issues the child an access token for the parent token’s user and scopes, without refresh token', async () => {
    const parent = await signIn(fx, 'openid sdk.social_layer');
    const answer = await exchange(parent.access_token ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      token_type: 'Bearer',
      scope: 'openid sdk.social_layer',
      issued_token_type: ACCESS_TOKEN_TYPE,
    });
    expect(answer.body).not.toHaveProperty('refresh_token');
    const me = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', {
      auth: `Bearer ${answer.body.access_token as string}`,
    });
    expect(me.body.id).toBe(fx.user.id);
    const oauthMe = await api<{ application: { id: string } }>(fx.url, '/api/v10/oauth2/@me', {
      auth: `Bearer ${answer.body.access_token as string}`,
    });
    expect(oauthMe.body.application.id).toBe(child.id);
  });

  it('refuses a wrong token type, a foreign or revoked token, and an application without a parent', async () => {
    const parent = await signIn(fx, 'openid sdk.social_layer');
    const token = parent.access_token ?? '';
    const wrongType = await exchange(token, {
      subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
    });
    expect([wrongType.status, wrongType.body.error]).toEqual([400, 'invalid_request']);
    const foreign = await exchange('not-a-token-of-the-parent');
    expect([foreign.status, foreign.body.error]).toEqual([400, 'invalid_grant']);
    const orphan = await tokenRequest(fx.url, {
      grant_type: TOKEN_EXCHANGE_GRANT_TYPE,
      client_id: fx.publicApp.id,
      subject_token: token,
      subject_token_type: ACCESS_TOKEN_TYPE,
    });
    expect([orphan.status, orphan.body.error]).toEqual([400, 'unauthorized_client']);
    const revoked = await tokenRequest(
      fx.url,
      { token },
      { basic: [fx.app.id, fx.app.clientSecret], path: '/api/oauth2/token/revoke' },
    );
    expect(revoked.status).toBe(200);
    const afterRevoke = await exchange(token);
    expect([afterRevoke.status, afterRevoke.body.error]).toEqual([400, 'invalid_grant']);
  });

  it('checks the seed’s parent and announces the grant in discovery', async () => {
    const refused = (parentApplicationId: string) =>
      fx.emulator.control.createApplication({ parentApplicationId }).catch((e: unknown) => String(e));
    expect(await refused('123')).toMatch(/parentApplicationId: no application 123/);
    expect(
      await fx.emulator.control
        .createApplication({ id: child.id, parentApplicationId: child.id })
        .catch((e: unknown) => String(e)),
    ).toMatch(/its own parent/);
    const discovery = await api<{ grant_types_supported: string[] }>(
      fx.url,
      '/.well-known/openid-configuration',
    );
    expect(discovery.body.grant_types_supported).toContain(TOKEN_EXCHANGE_GRANT_TYPE);
  });
});
