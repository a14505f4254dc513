/**
 * The fixtures under Jest (native ESM, `--experimental-vm-modules`), as a game's own suite would use
 * them: the published entries (`social-sdk`, `social-sdk/testing`, from dist/), Jest's `afterEach` and
 * `afterAll` as the cleanup hooks. Run by test/testing/runners.test.ts.
 */
import { afterAll, afterEach, expect, test } from '@jest/globals';
import { Client } from 'social-sdk';
import { testEmulator } from 'social-sdk/testing';

const { players } = testEmulator({ afterEach, afterAll });
let previous = [];

test('jest: ben hears ana in their lobby', async () => {
  const [ana, ben] = await players(2, { friends: true, connected: true, lobby: 'room' });
  previous = [ana, ben];
  expect(ana).toBeInstanceOf(Client);
  const messageId = await ana.SendLobbyMessage(ana.lobbyId, 'gg');
  expect(await ben.next('MessageCreated')).toEqual([messageId]);
});

test('jest: afterEach closed the previous players, and the lobby starts empty again', async () => {
  expect(previous.map((player) => player.GetStatus())).toEqual([
    Client.Status.Disconnected,
    Client.Status.Disconnected,
  ]);
  const [cy] = await players(1, { lobby: 'room' });
  expect(cy.GetLobbyHandle(cy.lobbyId)?.LobbyMemberIds()).toEqual([cy.id]);
  await expect(cy.next('MessageCreated', { timeoutMs: 50 })).rejects.toThrow(
    /no MessageCreated within 50 ms/,
  );
});
