/**
 * The fixtures under node:test, as a game's own suite would use them: the published entries
 * (`social-sdk`, `social-sdk/testing`, from dist/), node:test's `afterEach` and `after` as the cleanup
 * hooks. Run by test/testing/runners.test.ts with `node --test`.
 */
import assert from 'node:assert/strict';
import { after, afterEach, test } from 'node:test';
import { Client } from 'social-sdk';
import { testEmulator } from 'social-sdk/testing';

const { players } = testEmulator({ afterEach, afterAll: after });
let previous = [];

test('node:test: ben hears ana in their lobby', async () => {
  const [ana, ben] = await players(2, { friends: true, connected: true, lobby: 'room' });
  previous = [ana, ben];
  assert.ok(ana instanceof Client, 'a player is a Client of the social-sdk entry');
  const messageId = await ana.SendLobbyMessage(ana.lobbyId, 'gg');
  assert.deepEqual(await ben.next('MessageCreated'), [messageId]);
});

test('node:test: afterEach closed the previous players, and the lobby starts empty again', async () => {
  assert.deepEqual(
    previous.map((player) => player.GetStatus()),
    [Client.Status.Disconnected, Client.Status.Disconnected],
  );
  const [cy] = await players(1, { lobby: 'room' });
  assert.deepEqual(cy.GetLobbyHandle(cy.lobbyId)?.LobbyMemberIds(), [cy.id]);
  await assert.rejects(cy.next('MessageCreated', { timeoutMs: 50 }), /no MessageCreated within 50 ms/);
});
