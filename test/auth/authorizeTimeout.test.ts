/**
 * A sign-in whose redirect never comes: the per-call wait (`AuthorizationArgs.SetTimeoutMs`) and the
 * message it ends with, which lists the likely causes and how to check each, for the redirect in use.
 * The opener opens nothing, as a browser stuck on the service's error page would deliver nothing.
 */
import { describe, expect, it } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { Client } from '../../src/client/Client.js';
import { ClientResultError } from '../../src/client/results.js';
import { ValidationError } from '../../src/http/errors.js';

const APP_ID = '1234567890123456789';

function args(timeoutMs: number): AuthorizationArgs {
  const result = new AuthorizationArgs();
  result.SetScopes('sdk.social_layer');
  result.SetTimeoutMs(timeoutMs);
  return result;
}

/** Authorize with an opener that delivers nothing; resolves with the rejection. */
async function timedOut(client: Client, authorizationArgs: AuthorizationArgs): Promise<ClientResultError> {
  const error = await client.Authorize(authorizationArgs).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ClientResultError);
  return error as ClientResultError;
}

describe('AuthorizationArgs.SetTimeoutMs', () => {
  it('holds a per-call wait from 1 ms to one hour, and says what is allowed otherwise', () => {
    const authorizationArgs = new AuthorizationArgs();
    expect(authorizationArgs.TimeoutMs()).toBeUndefined();
    authorizationArgs.SetTimeoutMs(60_000);
    expect(authorizationArgs.TimeoutMs()).toBe(60_000);
    expect(authorizationArgs.clone().TimeoutMs()).toBe(60_000);
    expect(String(authorizationArgs)).toContain('TimeoutMs=60000');
    authorizationArgs.SetTimeoutMs(undefined);
    expect(authorizationArgs.TimeoutMs()).toBeUndefined();
    for (const bad of [0, 1.5, -1, 3_600_001, Number.NaN]) {
      expect(() => authorizationArgs.SetTimeoutMs(bad)).toThrow(ValidationError);
      expect(() => authorizationArgs.SetTimeoutMs(bad)).toThrow(
        `TimeoutMs: expected an integer from 1 to 3600000 ms, received ${bad}`,
      );
    }
  });
});

describe('an authorization whose redirect never comes', () => {
  it('ends after the per-call wait, not the client’s, listing the causes for a custom scheme', async () => {
    const client = new Client({
      opener: () => {},
      redirectMode: 'customScheme',
      authorizeTimeoutMs: 3_600_000,
    });
    client.SetApplicationId(APP_ID);
    const error = await timedOut(client, args(5));
    expect(error.result.Type()).toBe(7); // ErrorType.Aborted, as the C++ library's timeout
    expect(error.message).toContain(
      'authorization timed out: no redirect arrived within 5 ms. Likely causes',
    );
    expect(error.message).toContain(`application id ${APP_ID} is not an application`);
    expect(error.message).toContain(`does not list the redirect URI discord-${APP_ID}:/authorize/callback`);
    expect(error.message).toContain('the scheme is not registered with the OS (RegisterLaunchCommand)');
    expect(error.message).toContain('client.HandleRedirect(url)');
    expect(error.message).toContain('AuthorizationArgs.SetTimeoutMs(ms)');
  });

  it('names the loopback redirect as the application lists it, without the port', async () => {
    const client = new Client({ opener: () => {} });
    client.SetApplicationId(APP_ID);
    const error = await timedOut(client, args(5));
    expect(error.message).toContain('does not list the redirect URI http://127.0.0.1/callback (');
    expect(error.message).toContain('something on this machine blocked http://127.0.0.1/callback');
  });

  it('keeps the opener’s own words, without the session’s state', async () => {
    const client = new Client({
      opener: (url) => {
        throw new Error(`the handler refused ${url} (state ${new URL(url).searchParams.get('state')})`);
      },
      redirectMode: 'customScheme',
    });
    client.SetApplicationId(APP_ID);
    const authorizationArgs = args(60_000);
    authorizationArgs.SetState('a-state-that-must-stay-secret');
    const error = await timedOut(client, authorizationArgs);
    expect(error.message).toContain(
      'the URL opener failed: the handler refused [redacted] (state [redacted])',
    );
    expect(error.message).not.toContain('a-state-that-must-stay-secret');
  });
});
