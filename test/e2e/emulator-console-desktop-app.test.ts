/**
 * The console's emulated Discord desktop apps (the gateway page's "Discord desktop apps" section, and the
 * users page for what a game sets through an app) in a real headless Chromium: an app started for a user
 * and the games connected to it appear without a reload (the SDK's Client, through the app's socket in a
 * folder of the test's, and a raw IPC game of another application); the activity the game sets shows on
 * the users page, its text as text; Restart ends the games' connections and starts the app again, and
 * the SDK's game comes back by itself while the raw one does not; Quit takes the app off the page and
 * off `control.desktopApp.list()`. Screenshots are saved to test-results/console/.
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Activity } from '../../src/client/activity.js';
import { ActivityTypes } from '../../src/model/index.js';
import { encodeFrame, FrameDecoder, type IpcFrame, IpcOpcode } from '../../src/rules/ipcFrames.js';
import { testEmulator } from '../../src/testing/index.js';
import { useBrowser } from '../support/browser.js';
import { waitFor } from '../support/waitFor.js';

const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'console');
/** A game-supplied string that would run a script if the page parsed it as HTML. */
const HOSTILE = '<img src=x onerror="window.__pwned=1">';

const game = testEmulator({ afterEach, afterAll });
const browser = useBrowser();
let dir: string;
let page: Page;
let errors: string[];
/** Raw IPC games opened by a test, ended after it. */
let rawGames: Socket[] = [];

beforeAll(async () => {
  await game.start();
  dir = await mkdtemp(join(tmpdir(), 'console-app-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  // A step that cannot finish fails naming its locator, well within the test's own timeout.
  page.setDefaultTimeout(10_000);
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
});
afterEach(async () => {
  await page.close();
  for (const socket of rawGames) socket.destroy();
  rawGames = [];
  await game.emulator.control.desktopApp.stop();
});

/** Opens a page of the console and waits until its snapshot is drawn and the feed is live. */
async function open(name: string): Promise<void> {
  await page.goto(`${game.emulator.url}/_emulator/ui#/${name}`);
  await page.locator(`main[data-page="${name}"]`).waitFor();
  await page.locator('#live.live-live').waitFor();
}

/** The gateway page's section of desktop apps. */
function appsSection(): Locator {
  return page.locator('section', { has: page.getByRole('heading', { name: 'Discord desktop apps' }) });
}

/** Client options pointing the SDK's app path at the test's folder, with short waits between tries. */
function appOptions() {
  return { desktopApp: { directories: [dir], retryMinMs: 20, retryMaxMs: 100, handshakeTimeoutMs: 2000 } };
}

/** A game of `applicationId` on the app's socket, as a raw IPC client: handshaken, READY received. */
async function rawGame(applicationId: string): Promise<Socket> {
  const socket = connect(join(dir, 'discord-ipc-0'));
  rawGames.push(socket);
  const decoder = new FrameDecoder();
  const ready = await new Promise<IpcFrame>((done, fail) => {
    socket.on('connect', () =>
      socket.write(encodeFrame(IpcOpcode.Handshake, { v: 1, client_id: applicationId })),
    );
    socket.on('data', (chunk) => {
      for (const frame of decoder.push(chunk)) done(frame);
    });
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the raw game was closed before READY')));
  });
  expect(ready.body).toMatchObject({ evt: 'READY' });
  socket.on('error', () => undefined);
  return socket;
}

function activity(state: string, details: string): Activity {
  const result = new Activity();
  result.SetType(ActivityTypes.Playing);
  result.SetState(state);
  result.SetDetails(details);
  return result;
}

describe('the console and the emulated Discord desktop apps', () => {
  it('shows an app and its games live; Restart and Quit act on it', async () => {
    const { control } = game.emulator;
    const applicationId = game.application.id;
    const other = await control.createApplication({ name: 'Other game on the app' });
    const [gamer] = await game.players(1, { connected: false, client: appOptions() });
    if (!gamer) throw new Error('no player');

    await open('sessions');
    await appsSection().getByText('no Discord desktop app').waitFor();

    // The app starts, then a game connects to it (the SDK's path, started by its first use): both appear
    // on the open page.
    await control.desktopApp.start({ userId: gamer.id, dir });
    const row = appsSection().locator('tr', { hasText: `@${gamer.name}` });
    await row.getByText(join(dir, 'discord-ipc-0')).waitFor();
    const user = await gamer.GetDiscordClientConnectedUser(applicationId);
    expect(user?.Id()).toBe(gamer.id);
    await row.locator('li', { hasText: applicationId }).waitFor();
    await row.locator('li', { hasText: applicationId }).getByText('ACTIVITY_JOIN').waitFor();

    // A second game, of another application, over a raw socket: it too appears.
    await rawGame(other.id);
    await row.locator('li', { hasText: other.id }).waitFor();

    // The game sets its presence through the app: the page names its process.
    await gamer.UpdateRichPresence(activity('Through the app', 'Harbor map'));
    await row.locator('li', { hasText: applicationId }).getByText(`pid ${process.pid}`).waitFor();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'desktop-app.png'), fullPage: true });

    // Restart: every game's connection ends; the SDK's game finds the app again by itself (its activity
    // with it), the raw one does not come back.
    await row.getByRole('button', { name: 'Restart' }).click();
    await page.locator('#outcome', { hasText: /Restart .*: done/ }).waitFor();
    // The restart has answered: the games listed now connected after it.
    const reconnected = await waitFor(
      () => {
        const games = control.desktopApp.list().find((app) => app.userId === gamer.id)?.games ?? [];
        return games.length === 1 && games[0]?.applicationId === applicationId && games[0].pid !== null
          ? games
          : undefined;
      },
      { what: "the SDK's game back on the restarted app, its activity set again", timeoutMs: 10_000 },
    );
    expect(reconnected[0]?.pid).toBe(process.pid);
    await row.locator('li', { hasText: applicationId }).getByText(`pid ${process.pid}`).waitFor();
    await row.locator('li', { hasText: other.id }).waitFor({ state: 'detached' });

    // Quit: the app leaves the page and the control API's list.
    await row.getByRole('button', { name: 'Quit' }).click();
    await page.locator('#outcome', { hasText: /Quit .*: done/ }).waitFor();
    await appsSection().getByText('no Discord desktop app').waitFor();
    expect(await row.count()).toBe(0);
    expect(control.desktopApp.list()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the activity a game sets through the app on the users page, its text as text', async () => {
    const { control } = game.emulator;
    const [gamer] = await game.players(1, { connected: false, client: appOptions() });
    if (!gamer) throw new Error('no player');
    await control.desktopApp.start({ userId: gamer.id, dir });

    await open('users');
    const row = page.locator('tr', { has: page.locator(`[data-user="${gamer.id}"]`) });
    await gamer.UpdateRichPresence(activity(HOSTILE, 'Set through the app'));
    await row.getByText(`Set through the app, ${HOSTILE}`).waitFor();
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'desktop-app-activity.png'), fullPage: true });

    // Cleared through the app: it leaves the page.
    gamer.ClearRichPresence();
    await row.getByText(HOSTILE, { exact: false }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
