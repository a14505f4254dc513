/**
 * Client calls can be cancelled (hardening): `AbortPendingRequests()` fails the token calls in flight and
 * those waiting behind a rate limit with ErrorType.Aborted, frees their places, and leaves later calls be.
 */
import { describe, expect, it } from 'vitest';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientStatus } from '../../src/client/index.js';
import { ClientResultError } from '../../src/client/results.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { untilStatus } from '../connection/world.js';
import { lastRequestSeq, requestArrived } from '../support/emulatorWaits.js';
import { useSignInWorld } from './signInWorld.js';

const signInWorld = useSignInWorld();
const { makeClient, signIn } = signInWorld;
const world = () => signInWorld.world;

/**
 * Runs `body` while the emulator holds requests to `method path` for 20 s, then lifts the hold. `body`
 * gets `abortInFlight(client)`: it waits until the held request has reached the emulator (its log entry
 * appears on arrival, before the fault's latency), then cancels the client's pending requests, so the
 * abort always meets a request truly in flight.
 */
async function whileSlow(
  method: string,
  path: string,
  body: (abortInFlight: (client: ReturnType<typeof makeClient>) => Promise<void>) => Promise<void>,
): Promise<void> {
  const { control } = world().emulator;
  const since = lastRequestSeq(control);
  control.faults.add({ method, path, latencyMs: 20_000, times: 1 });
  try {
    await body(async (client) => {
      await requestArrived(control, method, path, since);
      client.AbortPendingRequests();
    });
  } finally {
    control.faults.clear();
  }
}

describe('AbortPendingRequests', () => {
  it('fails a token call in flight with Aborted, and the next call goes through', async () => {
    const client = makeClient();
    const tokens = await signIn(client);
    await whileSlow('POST', '/api/oauth2/token', async (abortInFlight) => {
      const pending = client.RefreshToken(world().appId, tokens.refreshToken).catch((e: unknown) => e);
      await abortInFlight(client);
      const error = await pending;
      expect(error).toBeInstanceOf(ClientResultError);
      expect((error as ClientResultError).result.Type()).toBe(ErrorType.Aborted);
    });
    // The same refresh token was never spent (the aborted request's answer was not awaited, but the
    // emulator may have rotated it): sign in again and refresh, to show the client works on.
    const again = await signIn(client);
    await expect(client.RefreshToken(world().appId, again.refreshToken)).resolves.toMatchObject({
      tokenType: 1,
    });
  });

  it('a call given to the callback form is answered once, with Aborted', async () => {
    const client = makeClient();
    const tokens = await signIn(client);
    await whileSlow('POST', '/api/oauth2/token/revoke', async (abortInFlight) => {
      const results: number[] = [];
      const done = client.RevokeToken(world().appId, tokens.accessToken, (result) => {
        results.push(result.Type());
      });
      await abortInFlight(client);
      await done;
      expect(results).toEqual([ErrorType.Aborted]);
    });
  });

  it('fails a lobby call in flight with Aborted too', async () => {
    const client = makeClient();
    const tokens = await signIn(client);
    await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
    client.Connect();
    try {
      await untilStatus(client, ClientStatus.Ready, 10_000);
      await whileSlow('PUT', '/api/v10/lobbies', async (abortInFlight) => {
        const pending = client.CreateOrJoinLobby('abortable').catch((e: unknown) => e);
        await abortInFlight(client);
        const error = await pending;
        expect(error).toBeInstanceOf(ClientResultError);
        expect((error as ClientResultError).result.Type()).toBe(ErrorType.Aborted);
      });
    } finally {
      client.Disconnect();
    }
  });
});
