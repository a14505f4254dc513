/**
 * The fixtures in Playwright's runner, with the pattern docs/testing.md gives: the emulator is a
 * worker-scoped fixture, `players` a test-scoped one that closes the test's players after it. The page
 * and the players share the emulator: the consent page lists the fixture's players.
 */
import { test as base, expect } from '@playwright/test';
import { testEmulator } from 'social-sdk/testing';

const test = base.extend({
  game: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const game = testEmulator();
      await use(game);
      await game.close();
    },
    { scope: 'worker' },
  ],
  players: async ({ game }, use) => {
    await use(game.players);
    await game.closePlayers();
  },
});

test('playwright: two players and a page on one emulator', async ({ page, game, players }) => {
  const [ana, ben] = await players(2, { friends: true, lobby: 'room' });
  const messageId = await ana.SendLobbyMessage(ana.lobbyId, 'gg');
  expect(await ben.next('MessageCreated')).toEqual([messageId]);

  const authorize = new URL('/oauth2/authorize', game.emulator.url);
  authorize.search = new URLSearchParams({
    client_id: game.application.id,
    response_type: 'code',
    scope: 'identify',
    redirect_uri: 'http://127.0.0.1/callback',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(authorize.href);
  await expect(page.locator('h1')).toHaveText(`${game.application.name} wants to access your account`);
  await expect(page.locator('#user_id')).toContainText(`@${ana.name}`);
});
