/**
 * The friends pane's calls over a real, pumped Client against the sample's embedded emulator: the seeded
 * friend online elsewhere, a request from another player accepted (they move to "playing this game"), a
 * request declined, one sent by username, and bad input answered with a sentence. Every wait is on an
 * event pushed to the page, bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FriendsView, GameEvent } from '../src/common/gameApi.js';
import { type EmbeddedService, startEmbeddedService } from '../src/main/embeddedService.js';
import { gameCalls } from '../src/main/gameCalls.js';
import { GameSession } from '../src/main/gameSession.js';
import { consentRedirect, type OtherPlayer, signInOtherPlayer } from './support/players.js';

let service: EmbeddedService;
let session: GameSession;
let rival: OtherPlayer;
let stranger: OtherPlayer;
let pump: NodeJS.Timeout;
let latest: FriendsView | undefined;
const waiters = new Set<() => void>();

function onEvent(event: GameEvent): void {
  if (event.type !== 'friends') return;
  latest = event.friends;
  for (const waiter of waiters) waiter();
}

/** Resolves with the first friends pane pushed to the page (or the current one) that `match` accepts. */
function paneWhere(what: string, match: (view: FriendsView) => boolean): Promise<FriendsView> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (latest === undefined || !match(latest)) return;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(latest);
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`the friends pane never showed ${what} (10 s); last: ${JSON.stringify(latest)}`));
    }, 10_000);
    waiters.add(check);
    check();
  });
}

const names = (friends: readonly { name: string }[]) => friends.map((f) => f.name);

beforeAll(async () => {
  service = await startEmbeddedService('hero');
  rival = await signInOtherPlayer(service, 'rival');
  stranger = await signInOtherPlayer(service, 'stranger');
  session = new GameSession({
    baseUrl: service.baseUrl,
    appId: service.appId,
    openInSystemBrowser: async (url) => {
      await service.emulator.control.setConsent('approve', service.playerId);
      session.handleRedirect(await consentRedirect(url));
    },
    emit: onEvent,
  });
  pump = setInterval(() => session.frame(), 10);
  const signedIn = await gameCalls(session).signIn([]);
  if (!signedIn.ok) throw new Error(signedIn.error);
});
afterAll(async () => {
  clearInterval(pump);
  session.client.Disconnect();
  rival.client.Disconnect();
  stranger.client.Disconnect();
  await service.emulator.close();
});

describe('the friends pane', () => {
  it('shows the seeded friend online elsewhere as soon as the player is signed in', async () => {
    const pane = await paneWhere('Wingmate online elsewhere', (v) => v.elsewhere.length === 1);
    expect(pane).toEqual({
      playing: [],
      elsewhere: [
        {
          id: service.friendId,
          name: 'Wingmate',
          status: 'online',
          discord: true,
          game: false,
          activity: null,
          joinable: false,
        },
      ],
      offline: [],
      requests: [],
    });
    expect(await gameCalls(session).friends([])).toEqual({ ok: true, value: pane });
  });

  it('lists an incoming request; accepting it puts the friend under "playing this game", live', async () => {
    await rival.client.SendDiscordFriendRequest('hero');
    const asked = await paneWhere('the request', (v) => v.requests.some((r) => r.id === rival.id));
    expect(asked.requests).toEqual([{ id: rival.id, name: 'rival', direction: 'incoming' }]);

    expect(await gameCalls(session).acceptFriend([rival.id])).toEqual({ ok: true, value: null });
    const friends = await paneWhere('rival playing', (v) => v.playing.some((f) => f.id === rival.id));
    expect(friends.requests).toEqual([]);
    expect(friends.playing).toEqual([
      {
        id: rival.id,
        name: 'rival',
        status: 'online',
        discord: true,
        game: false,
        activity: null,
        joinable: false,
      },
    ]);

    // Their status follows them: rival leaves the game, and moves to offline.
    rival.client.Disconnect();
    const gone = await paneWhere('rival offline', (v) => v.offline.some((f) => f.id === rival.id));
    expect(names(gone.playing)).toEqual([]);
    expect(names(gone.offline)).toEqual(['rival']);
  });

  it('sends a request by username (shown as sent) and declines an incoming one', async () => {
    expect(await gameCalls(session).addFriend(['stranger'])).toEqual({ ok: true, value: null });
    const sent = await paneWhere('the sent request', (v) => v.requests.some((r) => r.id === stranger.id));
    expect(sent.requests).toEqual([{ id: stranger.id, name: 'stranger', direction: 'outgoing' }]);

    // The stranger declines ours and asks in turn; the player declines theirs.
    await stranger.client.RejectDiscordFriendRequest(service.playerId);
    await paneWhere('no request', (v) => v.requests.length === 0);
    await stranger.client.SendDiscordFriendRequest('hero');
    await paneWhere('the incoming request', (v) => v.requests.some((r) => r.direction === 'incoming'));
    expect(await gameCalls(session).declineFriend([stranger.id])).toEqual({ ok: true, value: null });
    const after = await paneWhere('no request again', (v) => v.requests.length === 0);
    expect(names([...after.playing, ...after.elsewhere, ...after.offline])).not.toContain('stranger');
  });

  it('answers bad input with a sentence and sends nothing', async () => {
    const calls = gameCalls(session);
    const before = service.emulator.control.requests().length;
    expect(await calls.addFriend(['Not A Username'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^addFriend\(username\): .*unique username/),
    });
    expect(await calls.addFriend([42])).toEqual({
      ok: false,
      error: 'addFriend(username): expected a string',
    });
    expect(await calls.acceptFriend(['../../users/@me'])).toEqual({
      ok: false,
      error: 'acceptFriend(userId): expected an id (a snowflake as a decimal string)',
    });
    expect(await calls.declineFriend([service.friendId, 'extra'])).toEqual({
      ok: false,
      error: 'declineFriend(userId): expected no arguments, received 1',
    });
    expect(service.emulator.control.requests().length).toBe(before);
  });

  it('answers a refusal of the service as a sentence', async () => {
    const refused = await gameCalls(session).addFriend(['nobody_here']);
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.error).toMatch(/10013|Unknown User/i);
  });
});
