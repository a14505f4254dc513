/**
 * "Play without an account" and "Link later" in the sample, over a real, pumped Client against its
 * embedded emulator: the guest is a provisional account known by the game's own identity (the emulator's
 * test OIDC issuer standing in for it), plays, befriends, joins a lobby and chats; linking signs in with
 * Discord in the system browser and merges the guest into that account, which keeps the friend and the
 * lobby.
 */
import { createOrJoinLobby } from 'social-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, LobbyView, MessageView, PlayerView } from '../src/common/gameApi.js';
import { type EmbeddedService, startEmbeddedService } from '../src/main/embeddedService.js';
import { gameCalls } from '../src/main/gameCalls.js';
import { GameSession } from '../src/main/gameSession.js';
import { PageEvents } from './support/pageEvents.js';
import { consentRedirect, type OtherPlayer, signInOtherPlayer } from './support/players.js';

let service: EmbeddedService;
let session: GameSession;
let rival: OtherPlayer;
let pump: NodeJS.Timeout;
const page = new PageEvents();

beforeAll(async () => {
  service = await startEmbeddedService('hero');
  rival = await signInOtherPlayer(service, 'rival');
  session = new GameSession({
    baseUrl: service.baseUrl,
    appId: service.appId,
    openInSystemBrowser: async (url) => {
      await service.emulator.control.setConsent('approve', service.playerId);
      session.handleRedirect(await consentRedirect(url));
    },
    emit: page.record,
    guestCredential: service.guestCredential,
  });
  pump = setInterval(() => session.frame(), 10);
});
afterAll(async () => {
  clearInterval(pump);
  session.client.Disconnect();
  rival.client.Disconnect();
  await service.emulator.close();
});

const isPlayer =
  (provisional: boolean) =>
  (e: GameEvent): e is Extract<GameEvent, { type: 'player' }> =>
    e.type === 'player' && e.player?.provisional === provisional;

describe('playing without an account, linking later', () => {
  let guest: PlayerView;
  let lobby: LobbyView;

  it('plays as a guest: a provisional account, connected, named by the game', async () => {
    const calls = gameCalls(session);
    const played = await calls.playAsGuest([]);
    expect(played).toMatchObject({ ok: true, value: { name: 'Guest pilot', provisional: true } });
    guest = (played as { value: PlayerView }).value;
    expect(guest.id).not.toBe(service.playerId);
    expect(await calls.status([])).toEqual({ ok: true, value: 'Ready' });
    expect((await page.eventually('the guest', isPlayer(true))).player?.id).toBe(guest.id);
    // Bad input is an answer, not a throw.
    expect(await calls.playAsGuest(['x'])).toEqual({
      ok: false,
      error: 'playAsGuest: expected no arguments, received 1',
    });
  });

  it('the guest joins a lobby with a rival and chats', async () => {
    const calls = gameCalls(session);
    const joined = await calls.joinLobby(['guest-room']);
    expect(joined.ok).toBe(true);
    lobby = (joined as { value: LobbyView }).value;
    await createOrJoinLobby(rival.client.transport, { secret: 'guest-room' });
    await page.eventually(
      'the rival in the lobby',
      (e): e is Extract<GameEvent, { type: 'lobby' }> =>
        e.type === 'lobby' && e.lobby?.members.some((m) => m.id === rival.id) === true,
    );
    expect(await calls.sendMessage(['hello as a guest'])).toMatchObject({ ok: true });
  });

  it('links a Discord account: the guest becomes that account, still in the lobby with the history', async () => {
    const calls = gameCalls(session);
    const linked = await calls.linkAccount([]);
    expect(linked).toEqual({ ok: true, value: { id: service.playerId, name: 'hero', provisional: false } });
    expect((await page.eventually('the linked player', isPlayer(false))).player?.id).toBe(service.playerId);
    // (While the merge runs, the guest's session may still see the account join its lobby.)
    const rejoined = await page.eventually(
      'the lobby as the linked account, without the guest',
      (e): e is Extract<GameEvent, { type: 'lobby' }> => {
        const ids = e.type === 'lobby' ? e.lobby?.members.map((m) => m.id) : undefined;
        return ids?.includes(service.playerId) === true && !ids.includes(guest.id);
      },
    );
    expect(rejoined.lobby?.id).toBe(lobby.id);
    expect(rejoined.lobby?.members.map((m) => m.id)).toContain(rival.id);
    const history = await calls.history([]);
    expect(history.ok && (history.value as MessageView[]).map((m) => m.content)).toContain(
      'hello as a guest',
    );
    // Only a guest links.
    expect(await calls.linkAccount([])).toEqual({
      ok: false,
      error: 'linkAccount: only a guest (playing without an account) can link one',
    });
  });

  it('a game without an identity provider for guests says so', async () => {
    const plain = new GameSession({
      baseUrl: service.baseUrl,
      appId: service.appId,
      openInSystemBrowser: () => undefined,
      emit: () => undefined,
    });
    expect(await gameCalls(plain).playAsGuest([])).toEqual({
      ok: false,
      error: "playing without an account needs the game's own identity provider, and none is set up",
    });
  });
});
