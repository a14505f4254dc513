/**
 * `ExchangeChildToken` (src/client/authHost.ts, src/api/childToken.ts) against the emulator over loopback:
 * a user's token of a parent application becomes a token of its child application (RFC 8693 token
 * exchange at the token endpoint, src/emulator/oauth/childTokenGrant.ts), in both call styles; the
 * refusals (no parent, another application's token, a revoked or expired parent token, bad arguments);
 * the parent token never appears in a log line or an error.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '../../src/client/clientResult.js';
import type { ClientResultError } from '../../src/client/results.js';
import type { ApplicationRecord } from '../../src/emulator/index.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();
let child: ApplicationRecord;
beforeAll(async () => {
  child = await domain.world.emulator.control.createApplication({
    name: 'Child game',
    publicClient: true,
    parentApplicationId: domain.world.fx.app.id,
  });
});

const failure = async (work: Promise<unknown>) =>
  ((await work.catch((e: unknown) => e)) as ClientResultError).result;

describe('ExchangeChildToken', () => {
  it('Promise style: the parent’s user token becomes the child’s, for the same user and scopes', async () => {
    const logs: string[] = [];
    const client = domain.client();
    client.AddLogCallback((line) => logs.push(line), 1);
    const parentToken = domain.world.tokens.alice;
    const token = await client.ExchangeChildToken(parentToken, child.id);
    expect(token.tokenType).toBe(AuthorizationTokenType.Bearer);
    expect(token.scopes.split(' ')).toEqual(expect.arrayContaining(['openid', 'sdk.social_layer']));
    expect(token.expiresIn).toBeGreaterThan(0);
    expect(token.expiresIn).toBeLessThanOrEqual(604_800);
    expect(token.accessToken).not.toBe(parentToken);
    const user = await client.FetchCurrentUser(AuthorizationTokenType.Bearer, token.accessToken);
    expect(user.id).toBe(domain.world.alice.id);
    // The child's token is the child's: it connects as alice, in the child application.
    const player = await domain.ready(token.accessToken);
    expect(player.GetCurrentUser().Id()).toBe(domain.world.alice.id);
    expect(logs.some((line) => line.includes(child.id))).toBe(true);
    for (const secret of [parentToken, token.accessToken])
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
  });

  it('callback style: called once with (result, accessToken, tokenType, expiresIn, scopes)', async () => {
    const calls: unknown[][] = [];
    await domain.client().ExchangeChildToken(domain.world.tokens.bob, BigInt(child.id), (...args) => {
      calls.push(args);
    });
    expect(calls).toHaveLength(1);
    const [result, accessToken, tokenType, expiresIn, scopes] = calls[0] as [
      { Successful(): boolean },
      string,
      number,
      number,
      string,
    ];
    expect(result.Successful()).toBe(true);
    expect([typeof accessToken, tokenType, expiresIn > 0, scopes.includes('sdk.social_layer')]).toEqual([
      'string',
      AuthorizationTokenType.Bearer,
      true,
      true,
    ]);
  });

  it('refuses an application without a parent, another application’s token, and bad arguments', async () => {
    const client = domain.client();
    const parentToken = domain.world.tokens.alice;
    const orphan = await failure(client.ExchangeChildToken(parentToken, domain.world.fx.publicApp.id));
    expect([orphan.type, orphan.status]).toEqual([ErrorType.HTTPError, 400]);
    expect(orphan.error).toMatch(/unauthorized_client/);
    const grandchild = await domain.world.emulator.control.createApplication({
      publicClient: true,
      parentApplicationId: child.id,
    });
    const foreign = await failure(client.ExchangeChildToken(parentToken, grandchild.id));
    expect([foreign.type, foreign.status]).toEqual([ErrorType.HTTPError, 400]);
    expect(foreign.error).toMatch(/invalid_grant/);
    const badId = await failure(client.ExchangeChildToken(parentToken, 'not-an-id'));
    expect([badId.type, badId.error]).toEqual([
      ErrorType.ValidationError,
      expect.stringMatching(/childApplicationId/),
    ]);
    const badToken = await failure(client.ExchangeChildToken('has spaces', child.id));
    expect([badToken.type, badToken.error]).toEqual([
      ErrorType.ValidationError,
      expect.stringMatching(/parentApplicationToken/),
    ]);
    for (const result of [orphan, foreign, badId, badToken]) expect(result.error).not.toContain(parentToken);
    const calls: number[] = [];
    await client.ExchangeChildToken(parentToken, 'not-an-id', (result) => calls.push(result.type));
    expect(calls).toEqual([ErrorType.ValidationError]);
  });

  it('refuses a parent token once it expired, on the emulator’s clock', async () => {
    const client = domain.client();
    const parentToken = domain.world.tokens.carol;
    const { expiresIn } = await client.ExchangeChildToken(parentToken, child.id);
    await domain.world.emulator.control.clock.advance(expiresIn * 1000 + 1000);
    const expired = await failure(client.ExchangeChildToken(parentToken, child.id));
    expect([expired.type, expired.status]).toEqual([ErrorType.HTTPError, 400]);
    expect(expired.error).toMatch(/invalid_grant/);
  });
});
