/**
 * The sample's session against its own embedded emulator: the redirect comes back the way Windows and
 * Linux deliver it to a running app (a second instance's argv, routed to `HandleRedirect`), the
 * connection's events wait for the game loop's frames (pumped mode), and the lobby service follows a
 * second player live.
 */
import { createOrJoinLobby, sendLobbyMessage } from 'social-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, LobbyView, MessageView } from '../src/common/gameApi.js';
import { type EmbeddedService, startEmbeddedService } from '../src/main/embeddedService.js';
import { gameCalls } from '../src/main/gameCalls.js';
import { GameSession } from '../src/main/gameSession.js';
import { RedirectRouter } from '../src/main/redirectRouter.js';
import { PageEvents } from './support/pageEvents.js';
import { consentRedirect, type OtherPlayer, signInOtherPlayer } from './support/players.js';

let service: EmbeddedService;
let session: GameSession;
let other: OtherPlayer;
const page = new PageEvents();
const events = page.all;
const secondInstances: string[][] = [];
let pump: NodeJS.Timeout;

/** Resolves with the first event pushed to the page that matches `match` (one already pushed counts). */
const eventually = <T extends GameEvent>(match: (event: GameEvent) => event is T): Promise<T> =>
  page.eventually('the expected event', match);

beforeAll(async () => {
  service = await startEmbeddedService('hero');
  other = await signInOtherPlayer(service, 'rival');
  const router = new RedirectRouter(service.appId);
  session = new GameSession({
    baseUrl: service.baseUrl,
    appId: service.appId,
    // The system browser approves, and the OS starts a second instance with the redirect on its argv.
    openInSystemBrowser: async (url) => {
      await service.emulator.control.setConsent('approve', service.playerId);
      const argv = ['/opt/game/game', '/opt/game/main.js', await consentRedirect(url)];
      secondInstances.push(argv);
      router.fromArgv(argv);
    },
    emit: page.record,
  });
  router.attach((url) => session.handleRedirect(url));
  pump = setInterval(() => session.frame(), 10);
});
afterAll(async () => {
  clearInterval(pump);
  session.client.Disconnect();
  other.client.Disconnect();
  await service.emulator.close();
});

describe('GameSession', () => {
  it('signs in through the second instance hand-off and reaches Ready through frames', async () => {
    const calls = gameCalls(session);
    expect(await calls.status([])).toEqual({ ok: true, value: 'Disconnected' });
    const signedIn = await calls.signIn([]);
    expect(signedIn).toEqual({ ok: true, value: { id: service.playerId, name: 'hero', provisional: false } });
    expect(secondInstances).toHaveLength(1);
    expect(await calls.status([])).toEqual({ ok: true, value: 'Ready' });
    const statuses = events.filter((e) => e.type === 'status').map((e) => e.status);
    expect(statuses.at(-1)).toBe('Ready');
    expect(statuses).toContain('Connecting');
  });

  it('joins a lobby, sees the other player join and chat live, sends, reads history, leaves', async () => {
    const calls = gameCalls(session);
    const joined = await calls.joinLobby(['dungeon-1']);
    expect(joined.ok).toBe(true);
    const lobbyId = (joined as { value: LobbyView }).value.id;

    await createOrJoinLobby(other.client.transport, { secret: 'dungeon-1' });
    const withRival = await eventually(
      (e): e is Extract<GameEvent, { type: 'lobby' }> =>
        e.type === 'lobby' && e.lobby?.members.some((m) => m.id === other.id) === true,
    );
    expect(withRival.lobby?.id).toBe(lobbyId);
    await sendLobbyMessage(other.client.transport, lobbyId, { content: 'ready when you are' });
    const live = await eventually(
      (e): e is Extract<GameEvent, { type: 'message' }> =>
        e.type === 'message' && e.message.authorId === other.id,
    );
    expect(live.message).toMatchObject({ authorName: 'rival', content: 'ready when you are' });

    expect(await calls.sendMessage(['go!'])).toMatchObject({
      ok: true,
      value: { content: 'go!', authorName: 'hero' },
    });
    const history = await calls.history([]);
    expect(history.ok && (history.value as MessageView[]).map((m) => m.content)).toEqual([
      'ready when you are',
      'go!',
    ]);
    expect(await calls.leaveLobby([])).toEqual({ ok: true, value: null });
    expect(events.at(-1)).toEqual({ type: 'lobby', lobby: null });
    expect(await calls.history([])).toEqual({ ok: false, error: 'history: join a lobby first' });
  });

  it('answers bad input with a sentence and sends nothing', async () => {
    const calls = gameCalls(session);
    expect(await calls.joinLobby([''])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^joinLobby\(secret\)/),
    });
    expect(await calls.sendMessage(['x', 'y'])).toEqual({
      ok: false,
      error: 'sendMessage(content): expected no arguments, received 1',
    });
    expect(await calls.signIn(['now'])).toEqual({
      ok: false,
      error: 'signIn: expected no arguments, received 1',
    });
  });

  it('signs out: disconnects and tells the page', async () => {
    expect(await gameCalls(session).signOut([])).toEqual({ ok: true, value: null });
    expect(events).toContainEqual({ type: 'player', player: null });
  });
});
