/**
 * oauth4webapi's device authorization functions, unchanged, complete the grant against the emulator: the
 * device authorization request and its response check, polls refused with the RFC 8628 errors
 * (authorization_pending, slow_down, access_denied, expired_token) as the library reports them, then the
 * token response with its ID token checked by the library. The emulator's clock is frozen and advanced by
 * the test; the library itself never waits (the polling loop is the caller's).
 */
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedDeviceBrowser } from '../../src/emulator/index.js';
import { type Fixture, startFixture } from '../emulator/helpers.js';

const options = { [oauth.allowInsecureRequests]: true } as const;
let fx: Fixture;
let as: oauth.AuthorizationServer;
let client: oauth.Client;

beforeAll(async () => {
  fx = await startFixture({ clock: { frozen: true } });
  await fx.emulator.control.setConsent('page', fx.user.id);
  const issuer = new URL(fx.url);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, options));
  client = { client_id: fx.publicApp.id };
});
afterAll(async () => {
  await fx.emulator.close();
});

async function start(): Promise<oauth.DeviceAuthorizationResponse> {
  const response = await oauth.deviceAuthorizationRequest(
    as,
    client,
    oauth.None(),
    { scope: 'openid identify' },
    options,
  );
  return oauth.processDeviceAuthorizationResponse(as, client, response);
}

async function poll(deviceCode: string): Promise<oauth.TokenEndpointResponse> {
  const response = await oauth.deviceCodeGrantRequest(as, client, oauth.None(), deviceCode, options);
  return oauth.processDeviceCodeResponse(as, client, response);
}

const pollError = (deviceCode: string) =>
  poll(deviceCode).then(
    () => 'tokens',
    (error: unknown) => (error instanceof oauth.ResponseBodyError ? error.error : String(error)),
  );

const phone = (codes: oauth.DeviceAuthorizationResponse, decision: 'approve' | 'deny' = 'approve') =>
  scriptedDeviceBrowser({ decision })({
    verificationUri: codes.verification_uri_complete ?? codes.verification_uri,
    userCode: codes.user_code,
  });

describe('oauth4webapi device authorization grant', () => {
  it('discovers the device endpoint and the grant type', () => {
    expect(as.device_authorization_endpoint).toBe(`${fx.url}/api/oauth2/device/authorize`);
    expect(as.grant_types_supported).toContain('urn:ietf:params:oauth:grant-type:device_code');
  });

  it('completes the grant: pending, slow_down, then tokens with an ID token the library verified', async () => {
    const codes = await start();
    expect(codes.interval).toBe(5);
    expect(await pollError(codes.device_code)).toBe('authorization_pending');
    expect(await pollError(codes.device_code)).toBe('slow_down');
    await phone(codes);
    await fx.emulator.control.clock.advance(10_000);
    const tokens = await poll(codes.device_code);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.refresh_token).toBeTypeOf('string');
    expect(oauth.getValidatedIdTokenClaims(tokens)?.sub).toBe(fx.user.id);
    await fx.emulator.control.clock.advance(10_000);
    expect(await pollError(codes.device_code)).toBe('invalid_grant');
  });

  it('access_denied and expired_token reach the library as RFC 8628 errors', async () => {
    const denied = await start();
    await phone(denied, 'deny');
    expect(await pollError(denied.device_code)).toBe('access_denied');
    const late = await start();
    await fx.emulator.control.clock.advance(300_000);
    expect(await pollError(late.device_code)).toBe('expired_token');
  });
});
