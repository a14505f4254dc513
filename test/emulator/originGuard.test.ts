/**
 * Web pages cannot reach the emulator: a foreign Host (DNS rebinding) is refused on every route, and the
 * control API refuses foreign origins, non-JSON bodies (what a cross-site form can send) and, when one is
 * set, requests without the control token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import { type RawRequest, rawRequest } from '../support/rawHttp.js';

/** A raw request, so that Host and Origin can be anything (fetch would set Host itself). */
function send(emulator: RunningEmulator, options: RawRequest): Promise<{ status: number; body: string }> {
  return rawRequest(emulator.port, options);
}

describe('origin guard', () => {
  let emulator: RunningEmulator;
  let own: string;
  beforeAll(async () => {
    emulator = await startEmulator({ rateLimits: false });
    await emulator.control.seed({ users: [{ username: 'keep-me' }] });
    own = `127.0.0.1:${emulator.port}`;
  });
  afterAll(() => emulator.close());

  it('refuses a foreign Host (DNS rebinding) on the control API and the service routes alike', async () => {
    for (const path of ['/_emulator/state', '/api/v10/users/@me', '/.well-known/openid-configuration']) {
      const refused = await send(emulator, { path, headers: { Host: 'evil.example' } });
      expect(refused.status, path).toBe(400);
      expect(refused.body).not.toMatch(/client_secret|clientSecret|botToken|privateKey/);
    }
    expect((await send(emulator, { path: '/_emulator/state', headers: { Host: own } })).status).toBe(200);
    expect(
      (await send(emulator, { path: '/_emulator/state', headers: { Host: `localhost:${emulator.port}` } }))
        .status,
    ).toBe(200);
  });

  it('refuses a cross-site text/plain reset and keeps the store', async () => {
    const reset = await send(emulator, {
      method: 'POST',
      path: '/_emulator/reset',
      headers: { Host: own, 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(reset.status).toBe(415);
    const state = await send(emulator, { path: '/_emulator/state', headers: { Host: own } });
    expect(state.body).toContain('keep-me');
  });

  it('refuses control requests that carry a foreign Origin, accepts its own', async () => {
    const foreign = await send(emulator, {
      method: 'POST',
      path: '/_emulator/users',
      headers: { Host: own, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const same = await send(emulator, {
      method: 'POST',
      path: '/_emulator/users',
      headers: { Host: own, Origin: `http://${own}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(same.status).toBe(201);
  });
});

describe('control token', () => {
  const token = 'a-control-token-for-shared-machines';
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ rateLimits: false, controlToken: token });
  });
  afterAll(() => emulator.close());

  it('is required on every control request when set; the service routes do not need it', async () => {
    const host = { Host: `127.0.0.1:${emulator.port}` };
    expect((await send(emulator, { path: '/_emulator/state', headers: host })).status).toBe(401);
    expect(
      (
        await send(emulator, {
          path: '/_emulator/state',
          headers: { ...host, Authorization: 'Bearer wrong' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await send(emulator, {
          path: '/_emulator/state',
          headers: { ...host, Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(200);
    expect((await send(emulator, { path: '/.well-known/openid-configuration', headers: host })).status).toBe(
      200,
    );
    // The in-process control object needs none.
    await expect(emulator.control.seed({ users: [{ username: 'in-process' }] })).resolves.toBeDefined();
  });

  it('must be a real secret', async () => {
    await expect(startEmulator({ controlToken: 'short' })).rejects.toThrow(/16 to 512/);
  });
});
