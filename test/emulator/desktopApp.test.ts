/**
 * The emulated Discord app (src/emulator/desktopApp) over its real Unix socket, driven by the SDK's own
 * IPC connection (src/desktopApp): handshake and READY, SET_ACTIVITY checked with the shared rules,
 * close codes for a bad version or an unknown application, join dispatches from the control API, and a
 * crash that games notice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DesktopAppConnection, DesktopAppError } from '../../src/desktopApp/index.js';
import { encodeFrame, FrameDecoder, type IpcFrame, IpcOpcode } from '../../src/rules/ipcFrames.js';
import { type Fixture, LOOPBACK_REDIRECT, pkce, startFixture } from './helpers.js';

let fx: Fixture;
let dir: string;

beforeAll(async () => {
  fx = await startFixture();
  dir = await mkdtemp(join(tmpdir(), 'app-test-'));
  await fx.emulator.control.desktopApp.start({ userId: fx.user.id, dir });
});
afterAll(async () => {
  await fx.emulator.close();
  await rm(dir, { recursive: true, force: true });
});

/** A connection of the SDK's kind to the test's folder, retrying fast. */
function game(clientId: string, events: { dispatches?: [string, unknown][]; lost?: string[] } = {}) {
  return new DesktopAppConnection({
    clientId,
    candidates: () => [join(dir, 'discord-ipc-0')],
    retryMinMs: 20,
    retryMaxMs: 50,
    onDispatch: (event, data) => events.dispatches?.push([event, data]),
    onLost: (reason) => events.lost?.push(reason),
  });
}

/** The frames a raw socket receives until it closes (bounded by the test's timeout). */
function rawExchange(frames: Buffer[]): Promise<IpcFrame[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(join(dir, 'discord-ipc-0'));
    const decoder = new FrameDecoder();
    const got: IpcFrame[] = [];
    socket.on('connect', () => {
      for (const frame of frames) socket.write(frame);
    });
    socket.on('data', (chunk) => got.push(...decoder.push(chunk)));
    socket.on('error', reject);
    socket.on('close', () => resolve(got));
  });
}

describe('the emulated Discord app', () => {
  it('answers the handshake with READY naming its user, and lists the game', async () => {
    const connection = game(fx.publicApp.id);
    const ready = await connection.settled();
    expect(ready?.user).toMatchObject({ id: fx.user.id, username: 'alice' });
    expect(ready?.v).toBe(1);
    const [app] = fx.emulator.control.desktopApp.list();
    expect(app?.games.map((g) => g.applicationId)).toEqual([fx.publicApp.id]);
    connection.close();
  });

  it('SET_ACTIVITY answers the activity as shown, with the application name; a bad one is an ERROR', async () => {
    const connection = game(fx.publicApp.id);
    await connection.settled();
    const shown = await connection.command('SET_ACTIVITY', {
      pid: 4242,
      activity: { state: 'In a match', instance: false, secrets: { join: 's3cret', match: 'm' } },
    });
    expect(shown).toMatchObject({ name: 'Game', state: 'In a match', application_id: fx.publicApp.id });
    expect(JSON.stringify(shown)).not.toContain('s3cret');
    expect(fx.emulator.control.desktopApp.list()[0]?.games[0]?.pid).toBe(4242);
    const refused = await connection
      .command('SET_ACTIVITY', { pid: 1, activity: { state: 'x'.repeat(200) } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DesktopAppError);
    expect((refused as DesktopAppError).rpcCode).toBe(4000);
    expect((refused as Error).message).toMatch(/activity\.state/);
    const unknown = await connection.command('NO_SUCH_COMMAND', {}).catch((error: unknown) => error);
    expect((unknown as DesktopAppError).rpcCode).toBe(4002);
    connection.close();
  });

  it('closes 4000 for an unknown application and 4004 for another version', async () => {
    const unknownApp = await rawExchange([encodeFrame(IpcOpcode.Handshake, { v: 1, client_id: '123' })]);
    expect(unknownApp).toEqual([{ op: IpcOpcode.Close, body: { code: 4000, message: 'Invalid Client ID' } }]);
    const version = await rawExchange([
      encodeFrame(IpcOpcode.Handshake, { v: 2, client_id: fx.publicApp.id }),
    ]);
    expect(version[0]?.body).toMatchObject({ code: 4004 });
  });

  it('closes a stream that is not frames, and never buffers more than one', async () => {
    const header = Buffer.alloc(8);
    header.writeUInt32LE(IpcOpcode.Handshake, 0);
    header.writeUInt32LE(0xffff_fff0, 4);
    const huge = await rawExchange([header, Buffer.alloc(1024)]);
    expect(huge[0]?.op).toBe(IpcOpcode.Close);
    const bogus = Buffer.alloc(8);
    bogus.writeUInt32LE(99, 0);
    const unknownOp = await rawExchange([bogus]);
    expect(unknownOp[0]?.body).toMatchObject({ code: 4000 });
    expect(fx.emulator.control.desktopApp.list()[0]?.games).toEqual([]);
  });

  it('dispatches ACTIVITY_JOIN_REQUEST and, on an invite accepted in the app, ACTIVITY_JOIN', async () => {
    const dispatches: [string, unknown][] = [];
    const connection = game(fx.publicApp.id, { dispatches });
    await connection.settled();
    await connection.command('SUBSCRIBE', {}, 'ACTIVITY_JOIN');
    await connection.command('SUBSCRIBE', {}, 'ACTIVITY_JOIN_REQUEST');
    // bob, in the same game through his own app, hosts a joinable party.
    const bobDir = await mkdtemp(join(tmpdir(), 'app-test-bob-'));
    await fx.emulator.control.desktopApp.start({ userId: fx.other.id, dir: bobDir });
    const bob = new DesktopAppConnection({
      clientId: fx.publicApp.id,
      candidates: () => [join(bobDir, 'discord-ipc-0')],
    });
    await bob.settled();
    await bob.command('SET_ACTIVITY', {
      pid: 2,
      activity: { party: { id: 'p1', size: [1, 4] }, secrets: { join: 'bob-secret' } },
    });
    const control = fx.emulator.control.desktopApp;
    expect(
      control.acceptInvite({ userId: fx.user.id, applicationId: fx.publicApp.id, fromUserId: fx.other.id }),
    ).toBe(1);
    expect(
      control.requestJoin({ userId: fx.user.id, applicationId: fx.publicApp.id, fromUserId: fx.other.id }),
    ).toBe(1);
    const seen = () => dispatches.map(([event]) => event);
    await expect.poll(seen).toEqual(['ACTIVITY_JOIN', 'ACTIVITY_JOIN_REQUEST']);
    expect(dispatches[0]?.[1]).toEqual({ secret: 'bob-secret' });
    expect(dispatches[1]?.[1]).toMatchObject({ user: { id: fx.other.id, username: 'bob' } });
    // alice has no joinable activity: accepting is refused (and the app goes on).
    const notJoinable = await connection
      .command('SEND_ACTIVITY_JOIN_INVITE', { user_id: fx.other.id })
      .catch((error: unknown) => error);
    expect((notJoinable as DesktopAppError).rpcCode).toBe(4000);
    expect((notJoinable as Error).message).toMatch(/No joinable activity/);
    await connection.command('CLOSE_ACTIVITY_REQUEST', { user_id: fx.other.id });
    const again = await connection
      .command('SEND_ACTIVITY_JOIN_INVITE', { user_id: fx.other.id })
      .catch((error: unknown) => error);
    expect((again as DesktopAppError).rpcCode).toBe(4010);
    bob.close();
    connection.close();
    await control.stop(fx.other.id);
    await rm(bobDir, { recursive: true, force: true });
  });

  it('AUTHORIZE follows the consent setting; its code is exchanged at the token endpoint', async () => {
    const connection = game(fx.publicApp.id);
    await connection.settled();
    const { verifier, challenge } = pkce();
    const data = (await connection.command('AUTHORIZE', {
      client_id: fx.publicApp.id,
      scopes: ['openid', 'sdk.social_layer'],
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })) as { code: string };
    expect(data.code).toMatch(/^[\w-]{20,}$/);
    const token = await fetch(`${fx.url}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: data.code,
        redirect_uri: LOOPBACK_REDIRECT,
        client_id: fx.publicApp.id,
        code_verifier: verifier,
      }),
    });
    expect(token.status).toBe(200);
    expect(((await token.json()) as { access_token?: string }).access_token).toBeTruthy();
    // Without PKCE for a public client, and with consent denied: ERROR 5000, saying why.
    const noPkce = await connection.command('AUTHORIZE', { scopes: ['openid'] }).catch((e: unknown) => e);
    expect((noPkce as DesktopAppError).rpcCode).toBe(5000);
    expect((noPkce as Error).message).toMatch(/PKCE is required/);
    await fx.emulator.control.setConsent('deny');
    try {
      const denied = await connection
        .command('AUTHORIZE', {
          scopes: ['openid'],
          code_challenge: challenge,
          code_challenge_method: 'S256',
        })
        .catch((e: unknown) => e);
      expect((denied as DesktopAppError).rpcCode).toBe(5000);
      expect((denied as Error).message).toMatch(/access_denied/);
    } finally {
      await fx.emulator.control.setConsent('page');
    }
    connection.close();
  });

  it('reset quits every app (their users are gone with the state)', async () => {
    const { emulator } = await startFixture();
    const resetDir = await mkdtemp(join(tmpdir(), 'app-reset-'));
    try {
      const [user] = (await emulator.control.seed({ users: [{ username: 'resetme' }] })).users;
      await emulator.control.desktopApp.start({ userId: user?.id ?? '', dir: resetDir });
      expect(emulator.control.desktopApp.list()).toHaveLength(1);
      await emulator.control.reset();
      expect(emulator.control.desktopApp.list()).toEqual([]);
    } finally {
      await emulator.close();
      await rm(resetDir, { recursive: true, force: true });
    }
  });

  it('a crash is noticed by the game, which finds the restarted app again', async () => {
    const lost: string[] = [];
    const connection = game(fx.publicApp.id, { lost });
    await connection.settled();
    await fx.emulator.control.desktopApp.kill(fx.user.id);
    await expect.poll(() => lost.length).toBe(1);
    await fx.emulator.control.desktopApp.start({ userId: fx.user.id, dir });
    await expect.poll(() => connection.state, { timeout: 5000 }).toBe('ready');
    connection.close();
  });
});

describe('the emulated Discord app over the HTTP control API', () => {
  it('starts, lists, kills and refuses bad input naming the field', async () => {
    const other = await mkdtemp(join(tmpdir(), 'app-http-'));
    const post = (path: string, json: unknown) =>
      fetch(`${fx.url}/_emulator/desktop-app/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
    const started = await post('start', { userId: fx.other.id, dir: other });
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ userId: fx.other.id, path: join(other, 'discord-ipc-0') });
    const listed = (await (await fetch(`${fx.url}/_emulator/desktop-app`)).json()) as { userId: string }[];
    expect(listed.map((app) => app.userId)).toContain(fx.other.id);
    // The console's gateway page lists the apps and their games.
    const bob = new DesktopAppConnection({
      clientId: fx.publicApp.id,
      candidates: () => [join(other, 'discord-ipc-0')],
    });
    await bob.settled();
    await bob.command('SET_ACTIVITY', { pid: 77, activity: { state: 'x' } });
    const page = (await (await fetch(`${fx.url}/_emulator/views/sessions`)).json()) as {
      desktopApps: { username: string; path: string; games: { applicationId: string; pid: number }[] }[];
    };
    const shown = page.desktopApps.find((app) => app.username === 'bob');
    expect(shown).toMatchObject({
      path: join(other, 'discord-ipc-0'),
      games: [{ applicationId: fx.publicApp.id, pid: 77 }],
    });
    bob.close();
    expect((await post('kill', { userId: fx.other.id })).status).toBe(204);
    const bad = await post('start', { userId: 'nope' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/userId: expected a snowflake/);
    await rm(other, { recursive: true, force: true });
  });
});
