/**
 * Lobby message history reaches back 72 hours (the C++ library's GetLobbyMessagesWithLimit): older
 * messages leave the page as the emulator's clock moves, also when the page was served before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Limits } from '../../src/model/limits.js';
import { api, type Fixture, signIn, startFixture } from './helpers.js';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx.emulator.close();
});

it('leaves out messages older than 72 hours, newest first, cached pages included', async () => {
  const auth = `Bearer ${(await signIn(fx, 'openid sdk.social_layer')).access_token}`;
  const lobby = await api<{ id: string }>(fx.url, '/api/v10/lobbies', {
    method: 'PUT',
    auth,
    body: { secret: 'history' },
  });
  const path = `/api/v10/lobbies/${lobby.body.id}/messages`;
  const send = (content: string) => api(fx.url, path, { method: 'POST', auth, body: { content } });
  const contents = async () =>
    (await api<{ content: string }[]>(fx.url, `${path}?limit=10`, { auth })).body.map((m) => m.content);

  await send('old');
  await fx.emulator.control.clock.advance(Limits.LOBBY_MESSAGES_MAX_AGE_MS - 1000);
  await send('recent');
  expect(await contents()).toEqual(['recent', 'old']);
  await fx.emulator.control.clock.advance(2000);
  expect(await contents()).toEqual(['recent']);
  await fx.emulator.control.clock.advance(Limits.LOBBY_MESSAGES_MAX_AGE_MS);
  expect(await contents()).toEqual([]);
  await send('new');
  expect(await contents()).toEqual(['new']);
});
