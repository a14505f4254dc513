/**
 * The sign-in domain (src/client/signIn.ts) and the token state it changes (src/client/tokenState.ts): the
 * gateway takes its token from the token state, never from elsewhere, so what UpdateToken set is whom the
 * session identifies as, and revoking the current token forgets it and ends the connection.
 */
import { describe, expect, it } from 'vitest';
import { type Client, ClientStatus } from '../../src/client/Client.js';
import { ErrorType } from '../../src/client/clientResult.js';
import type { ClientResultError } from '../../src/client/results.js';
import { TokenState } from '../../src/client/tokenState.js';
import { ValidationError } from '../../src/http/errors.js';
import { Transport } from '../../src/http/transport.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { until, untilStatus } from '../connection/world.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();
const client = (): Client => domain.client({ applicationId: domain.world.fx.app.id });

describe('the token state is the gateway token', () => {
  it('UpdateToken then Connect identifies as the token’s user; a new token while connected re-identifies', async () => {
    const c = client();
    await c.UpdateToken(AuthorizationTokenType.Bearer, domain.world.tokens.bob);
    c.Connect();
    await untilStatus(c, ClientStatus.Ready);
    expect(c.GetCurrentUser().Id()).toBe(domain.world.bob.id);

    await c.UpdateToken(AuthorizationTokenType.Bearer, domain.world.tokens.carol);
    await until(
      () => c.GetStatus() === ClientStatus.Ready && c.GetCurrentUser().Id() === domain.world.carol.id,
      'carol',
    );
    c.Disconnect();
  });

  it('RevokeToken of the current token forgets it and disconnects; Connect then needs a new token', async () => {
    const c = client();
    await c.UpdateToken(AuthorizationTokenType.Bearer, domain.world.tokens.alice);
    c.Connect();
    await untilStatus(c, ClientStatus.Ready);
    // The public client revokes without a secret; RFC 7009 answers 200 for any token.
    await c.RevokeToken(domain.world.fx.publicApp.id, domain.world.tokens.alice);
    await untilStatus(c, ClientStatus.Disconnected);
    expect(c.IsAuthenticated()).toBe(false);
    expect(() => c.Connect()).toThrow(ValidationError);
    expect(c.GetCurrentUser().Id()).toBe('0');
  });

  it('TokenState: read() follows set(), and the transport carries the current token', async () => {
    const transport = new Transport({ baseUrl: domain.world.fx.url });
    const tokens = new TokenState(transport, Date.now, undefined);
    const read = tokens.read;
    expect(read()).toBeUndefined();
    await expect(transport.request({ method: 'GET', route: '/users/@me' })).rejects.toMatchObject({
      status: 401,
    });
    tokens.set(domain.world.tokens.bob);
    expect(read()).toBe(domain.world.tokens.bob);
    const me = await transport.request<{ id: string }>({ method: 'GET', route: '/users/@me' });
    expect(me.body.id).toBe(domain.world.bob.id);
    tokens.set(undefined);
    expect(read()).toBeUndefined();
  });
});

describe('sign-in arguments', () => {
  it('SetApplicationId names the argument; UpdateToken refuses a User token and bad text, leaving the state as it was', async () => {
    const c = client();
    expect(() => c.SetApplicationId('12x')).toThrow(/^applicationId: /);
    expect(c.GetApplicationId()).toBe(domain.world.fx.app.id);
    const refused = await c
      .UpdateToken(AuthorizationTokenType.User, domain.world.tokens.bob)
      .catch((e: unknown) => e);
    expect((refused as ClientResultError).result.type).toBe(ErrorType.ValidationError);
    const badText = await c.UpdateToken(AuthorizationTokenType.Bearer, 'has space').catch((e: unknown) => e);
    expect((badText as ClientResultError).result.error).toMatch(/^token: /);
    expect(c.IsAuthenticated()).toBe(false);
    expect(() => c.SetTokenExpirationCallback(5 as unknown as () => void)).toThrow(/^callback: /);
    expect(() => c.SetHttpRequestTimeout(-1)).toThrow(ValidationError);
  });
});
