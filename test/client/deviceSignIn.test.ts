/**
 * The client's device sign-in (src/client/deviceSignIn.ts) against the real emulator over loopback: the
 * grant in both call styles, slow_down honoured, expiry, denial, abort mid-poll, the device screen and
 * its closed callback. Time is fake (setTimeout and Date) and the emulator's clock reads the same fake
 * Date, so the five-second polls cost no real time and expiries happen when the test says.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeviceAuthorizationArgs } from '../../src/auth/DeviceAuthorizationArgs.js';
import { AuthorizationError } from '../../src/auth/errors.js';
import { Client, type DeviceScreen, type DeviceScreenPresenter } from '../../src/client/Client.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientResultError } from '../../src/client/results.js';
import { scriptedDeviceBrowser } from '../../src/emulator/index.js';
import { ValidationError } from '../../src/http/errors.js';
import type { FetchLike } from '../../src/http/fetchTypes.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { type AuthWorld, startAuthWorld } from '../auth/emulatorHelpers.js';
import { settleOnFakeClock, withFakeClock } from '../support/fakeClock.js';
import { decodeTerminalQr } from '../support/terminalQr.js';

let world: AuthWorld;
beforeAll(async () => {
  // The emulator's clock reads Date.now at each call: under fake timers it follows the fake time.
  world = await startAuthWorld({ clock: { now: () => Date.now() } });
});
afterAll(async () => {
  await world.emulator.close();
});

/** A client with a presenter that records what it shows, and a count of work in flight. */
interface Rig {
  client: Client;
  shown: DeviceScreen[];
  closes: number;
  /** Fake-clock times of the device-code polls. */
  polls: number[];
  busy: () => boolean;
  /** Runs `act` as the player on the phone, counted as work in flight. */
  phone: (act: () => Promise<unknown>) => void;
  playerCloses: () => void;
}

function rig(
  options: { onShow?: (screen: DeviceScreen, r: Rig) => void; onPoll?: (n: number, r: Rig) => void } = {},
): Rig {
  let inFlight = 0;
  let closed: (() => void) | undefined;
  const counted: FetchLike = async (url, init) => {
    inFlight += 1;
    try {
      if (init.body?.includes('device_code=')) {
        r.polls.push(Date.now());
        options.onPoll?.(r.polls.length, r);
      }
      return await fetch(url, init);
    } finally {
      inFlight -= 1;
    }
  };
  const presenter: DeviceScreenPresenter = {
    open(screen, onClosed) {
      r.shown.push(screen);
      closed = onClosed;
      options.onShow?.(screen, r);
    },
    close() {
      r.closes += 1;
    },
  };
  const r: Rig = {
    client: new Client({
      baseUrl: world.emulator.url,
      applicationId: world.appId,
      fetch: counted,
      deviceScreen: presenter,
    }),
    shown: [],
    closes: 0,
    polls: [],
    busy: () => inFlight > 0,
    phone(act) {
      inFlight += 1;
      void act().finally(() => {
        inFlight -= 1;
      });
    },
    playerCloses: () => closed?.(),
  };
  return r;
}

function args(scopes = 'openid sdk.social_layer'): DeviceAuthorizationArgs {
  const a = new DeviceAuthorizationArgs();
  a.SetScopes(scopes);
  return a;
}

const approveOnShow = (screen: DeviceScreen, r: Rig) =>
  r.phone(() =>
    scriptedDeviceBrowser()({ verificationUri: screen.verificationUriComplete, userCode: screen.userCode }),
  );

async function whoIs(token: string): Promise<string> {
  const me = await fetch(`${world.emulator.url}/api/v10/users/@me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await me.json()) as { id: string }).id;
}

describe('GetTokenFromDevice', () => {
  it('Promise style: shows the code, the phone approves, the tokens come on the next poll; the screen closes', () =>
    withFakeClock(async () => {
      const r = rig({ onShow: approveOnShow });
      const closed = vi.fn();
      r.client.SetAuthorizeDeviceScreenClosedCallback(closed);
      const tokens = await settleOnFakeClock(r.client.GetTokenFromDevice(args()), r.busy, 'the device grant');
      expect(r.shown).toHaveLength(1);
      expect(r.shown[0]).toMatchObject({
        clientId: world.appId,
        verificationUri: `${world.emulator.url}/activate`,
        expiresIn: 300,
      });
      expect(r.shown[0]?.userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
      expect(tokens).toMatchObject({
        tokenType: AuthorizationTokenType.Bearer,
        expiresIn: 604_800,
        scopes: 'openid sdk.social_layer',
      });
      expect(tokens.refreshToken).not.toBe('');
      expect(tokens.claims?.sub).toBe(world.userId);
      expect(await whoIs(tokens.accessToken)).toBe(world.userId);
      expect(r.polls).toHaveLength(1);
      expect(r.closes).toBe(1);
      expect(closed).toHaveBeenCalledTimes(1);
    }));

  it('callback style: called once with (result, accessToken, refreshToken, tokenType, expiresIn, scopes)', () =>
    withFakeClock(async () => {
      const r = rig({ onShow: approveOnShow });
      const callback = vi.fn();
      await settleOnFakeClock(r.client.GetTokenFromDevice(args(), callback), r.busy, 'the device grant');
      expect(callback).toHaveBeenCalledTimes(1);
      const [result, access, refresh, type, expiresIn, scopes] = callback.mock.calls[0] ?? [];
      expect(result.Successful()).toBe(true);
      expect(await whoIs(access)).toBe(world.userId);
      expect(typeof refresh).toBe('string');
      expect([type, expiresIn, scopes]).toEqual([
        AuthorizationTokenType.Bearer,
        604_800,
        'openid sdk.social_layer',
      ]);
    }));

  it('honours slow_down: with the emulator clock frozen every poll is too soon, and the waits grow by 5 s', () =>
    withFakeClock(async () => {
      await world.emulator.control.clock.freeze(true);
      try {
        const r = rig({
          onPoll: (n, rr) => {
            if (n === 4)
              rr.phone(() =>
                scriptedDeviceBrowser()({
                  verificationUri: rr.shown[0]?.verificationUriComplete ?? '',
                  userCode: rr.shown[0]?.userCode ?? '',
                }),
              );
          },
        });
        const start = Date.now();
        await settleOnFakeClock(r.client.GetTokenFromDevice(args()), r.busy, 'the device grant');
        const seconds = r.polls.map((at) => (at - start) / 1000);
        // 5: pending; 10: slow_down (interval 10); 20: slow_down (15); 35: slow_down (20); 55: tokens.
        expect(seconds).toEqual([5, 10, 20, 35, 55]);
      } finally {
        await world.emulator.control.clock.freeze(false);
      }
    }));

  it('fails with AuthorizationFailed (device_code_expired) when nobody answers within expires_in', () =>
    withFakeClock(async () => {
      const r = rig();
      const outcome = await settleOnFakeClock(
        r.client.GetTokenFromDevice(args()).catch((error: unknown) => error),
        r.busy,
        'the device grant',
      );
      expect(outcome).toBeInstanceOf(ClientResultError);
      const error = outcome as ClientResultError;
      expect(error.result.type).toBe(ErrorType.AuthorizationFailed);
      expect(error.cause).toBeInstanceOf(AuthorizationError);
      expect((error.cause as AuthorizationError).reason).toBe('device_code_expired');
      // Polled every 5 s for the code's 300 s; then the client stops (no poll past the expiry).
      expect(r.polls.length).toBe(59);
      expect(r.closes).toBe(1);
    }));

  it('the player denies: AuthorizationFailed with access_denied', () =>
    withFakeClock(async () => {
      const r = rig({
        onShow: (screen, rr) =>
          rr.phone(() =>
            scriptedDeviceBrowser({ decision: 'deny' })({
              verificationUri: screen.verificationUriComplete,
              userCode: screen.userCode,
            }),
          ),
      });
      const callback = vi.fn();
      await settleOnFakeClock(r.client.GetTokenFromDevice(args(), callback), r.busy, 'the device grant');
      const [result, access] = callback.mock.calls[0] ?? [];
      expect(result.type).toBe(ErrorType.AuthorizationFailed);
      expect(access).toBe('');
      expect(r.polls).toHaveLength(1);
    }));

  it('AbortGetTokenFromDevice mid-poll: Aborted, no further poll, the screen closes', () =>
    withFakeClock(async () => {
      const r = rig({ onPoll: (n, rr) => (n === 2 ? rr.client.AbortGetTokenFromDevice() : undefined) });
      const closed = vi.fn();
      r.client.SetAuthorizeDeviceScreenClosedCallback(closed);
      const outcome = await settleOnFakeClock(
        r.client.GetTokenFromDevice(args()).catch((error: unknown) => error),
        r.busy,
        'the device grant',
      );
      expect((outcome as ClientResultError).result.type).toBe(ErrorType.Aborted);
      expect(r.polls).toHaveLength(2);
      expect(closed).toHaveBeenCalledTimes(1);
    }));

  it('checks its arguments before any request', async () => {
    const r = rig();
    await expect(r.client.GetTokenFromDevice({} as DeviceAuthorizationArgs)).rejects.toMatchObject({
      result: { type: ErrorType.ValidationError },
    });
    await expect(r.client.GetTokenFromDevice(new DeviceAuthorizationArgs())).rejects.toMatchObject({
      cause: { path: 'args.Scopes' },
    });
    const noApp = new Client({ baseUrl: world.emulator.url, deviceScreen: { open() {}, close() {} } });
    await expect(noApp.GetTokenFromDevice(args())).rejects.toMatchObject({
      cause: { path: 'args.ClientId' },
    });
    expect(r.polls).toHaveLength(0);
    expect(r.shown).toHaveLength(0);
  });
});

describe('DeviceAuthorizationArgs', () => {
  it('has the C++ accessors; the setters check their input', () => {
    const a = new DeviceAuthorizationArgs();
    expect(a.ClientId()).toBeUndefined();
    a.SetClientId(123n);
    expect(a.ClientId()).toBe('123');
    a.SetScopes('openid  sdk.social_layer');
    expect(a.Scopes()).toBe('openid sdk.social_layer');
    expect(() => a.SetClientId('x')).toThrow(ValidationError);
    expect(() => a.SetScopes('a"b')).toThrow(/Scopes\[0\]/);
  });
});

describe('the device screen', () => {
  it('OpenAuthorizeDeviceScreen shows a backend’s code; Close hides it and runs the closed callback once', () => {
    const r = rig();
    const closed = vi.fn();
    r.client.SetAuthorizeDeviceScreenClosedCallback(closed);
    r.client.OpenAuthorizeDeviceScreen(world.appId, 'bcdf ghjk');
    expect(r.shown[0]).toEqual({
      clientId: world.appId,
      userCode: 'BCDF-GHJK',
      verificationUri: `${world.emulator.url}/activate`,
      verificationUriComplete: `${world.emulator.url}/activate?user_code=BCDF-GHJK`,
      expiresIn: 300,
    });
    r.client.CloseAuthorizeDeviceScreen();
    r.client.CloseAuthorizeDeviceScreen();
    expect(r.closes).toBe(1);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('the player closing the screen runs the callback; the presenter is not asked to close it again', () => {
    const r = rig();
    const closed = vi.fn();
    r.client.SetAuthorizeDeviceScreenClosedCallback(closed);
    r.client.OpenAuthorizeDeviceScreen(world.appId, 'BCDF-GHJK');
    r.playerCloses();
    r.playerCloses();
    r.client.CloseAuthorizeDeviceScreen();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(r.closes).toBe(0);
  });

  it('refuses a malformed user code or client id, and a callback that is not a function', () => {
    const r = rig();
    expect(() => r.client.OpenAuthorizeDeviceScreen(world.appId, 'AEIO-UAEI')).toThrow(/userCode/);
    expect(() => r.client.OpenAuthorizeDeviceScreen('nope', 'BCDF-GHJK')).toThrow(/clientId/);
    expect(() => r.client.SetAuthorizeDeviceScreenClosedCallback(42 as unknown as () => void)).toThrow(
      ValidationError,
    );
  });

  it('the default presenter prints the URL and the code', async () => {
    const { printingDeviceScreen } = await import('../../src/client/deviceScreen.js');
    const lines: string[] = [];
    const client = new Client({
      baseUrl: world.emulator.url,
      deviceScreen: printingDeviceScreen((line) => lines.push(line)),
    });
    client.OpenAuthorizeDeviceScreen(world.appId, 'BCDF-GHJK');
    expect(lines.join('\n')).toContain(`${world.emulator.url}/activate`);
    expect(lines.join('\n')).toContain('BCDF-GHJK');
    // Then the complete link as a QR code that reads back (decoded from the printed half blocks).
    const qr = lines.slice(2);
    expect(qr.length).toBeGreaterThan(10);
    expect(decodeTerminalQr(qr)).toBe(`${world.emulator.url}/activate?user_code=BCDF-GHJK`);
  });

  it('the default presenter leaves the QR code out when asked', async () => {
    const { printingDeviceScreen } = await import('../../src/client/deviceScreen.js');
    const lines: string[] = [];
    const client = new Client({
      baseUrl: world.emulator.url,
      deviceScreen: printingDeviceScreen((line) => lines.push(line), { qrCode: false }),
    });
    client.OpenAuthorizeDeviceScreen(world.appId, 'BCDF-GHJK');
    expect(lines).toHaveLength(2);
  });
});
