/**
 * The test fixtures of `social-sdk/testing` with Vitest's hooks: players signed in for real (authorize
 * flow or provisional accounts), friends who see each other online, a shared lobby, `next` and `until`
 * on recorded events with clear failures, options checked with their names, and cleanup after each test
 * (players closed, lobby left) and after the file.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Client, ClientStatus } from '../../src/client/Client.js';
import { RelationshipType, StatusType } from '../../src/model/index.js';
import { type TestPlayer, testEmulator } from '../../src/testing/index.js';

const game = testEmulator({ afterEach, afterAll });
const { players } = game;

/** The players of the previous test, to check what the afterEach hook did to them. */
let previous: TestPlayer[] = [];

describe('players()', () => {
  it('signs in through Authorize, befriends, connects and joins one lobby in one call', async () => {
    const [ana, ben] = await players(2, { friends: true, connected: true, lobby: 'room' });
    previous = [ana, ben];
    for (const [me, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      expect(me).toBeInstanceOf(Client);
      expect(me.GetStatus()).toBe(ClientStatus.Ready);
      expect(me.GetCurrentUser().Id()).toBe(me.id);
      expect(me.GetCurrentUser().IsProvisional()).toBe(false);
      expect(me.GetRelationshipHandle(other.id).DiscordRelationshipType()).toBe(RelationshipType.Friend);
      expect(me.GetUser(other.id)?.Status()).toBe(StatusType.Online);
      expect(
        me
          .GetLobbyHandle(me.lobbyId ?? '')
          ?.LobbyMemberIds()
          .sort(),
      ).toEqual([ana.id, ben.id].sort());
    }
    expect(ana.lobbyId).toBe(ben.lobbyId);
    expect([ana.name, ben.name]).toEqual(['ana1', 'ben1']);
    // Consent is set back after the sign-ins: a test of the consent page still sees it.
    expect(game.emulator.control.settings.consent).toEqual({ mode: 'page', userId: null });
    // The sign-in was the real one: the authorize page, then the code exchange, for each player.
    const calls = game.emulator.control.requests().map((entry) => `${entry.method} ${entry.path}`);
    expect(calls.filter((call) => call === 'GET /oauth2/authorize')).toHaveLength(2);
    expect(calls.filter((call) => call === 'POST /api/oauth2/token')).toHaveLength(2);
  });

  it('closes the previous test’s players: they left the lobby, so the same secret starts empty', async () => {
    expect(previous.map((player) => player.GetStatus())).toEqual([
      ClientStatus.Disconnected,
      ClientStatus.Disconnected,
    ]);
    const [cy] = await players(1, { lobby: 'room' });
    expect(cy.lobbyId).toBe(previous[0]?.lobbyId);
    expect(cy.GetLobbyHandle(cy.lobbyId ?? '')?.LobbyMemberIds()).toEqual([cy.id]);
  });

  it('makes provisional accounts, friends of the game kind', async () => {
    const [pia, quinn] = await players(2, { signIn: 'provisional', friends: true, names: ['Pia', 'Quinn'] });
    expect(pia.GetCurrentUser().IsProvisional()).toBe(true);
    expect(pia.GetCurrentUser().DisplayName()).toBe('Pia');
    expect(pia.GetRelationshipHandle(quinn.id).GameRelationshipType()).toBe(RelationshipType.Friend);
    expect(pia.GetRelationshipHandle(quinn.id).DiscordRelationshipType()).toBe(RelationshipType.None);
    expect(quinn.GetUser(pia.id)?.Status()).toBe(StatusType.Online);
  });

  it('leaves players signed in but not connected with connected: false; connectUntilReady connects', async () => {
    const [dee, eli] = await players(2, { connected: false });
    expect(dee.GetStatus()).toBe(ClientStatus.Disconnected);
    expect(dee.IsAuthenticated()).toBe(true);
    expect(dee.id).not.toBe(eli.id);
    await dee.connectUntilReady();
    expect(dee.GetStatus()).toBe(ClientStatus.Ready);
  });

  it('refuses bad options, naming them, before making anything', async () => {
    await game.start();
    const requests = () => game.emulator.control.requests().length;
    const before = requests();
    await expect(players(0)).rejects.toThrow('players: count: expected an integer from 1 to 50, received 0');
    await expect(players(1, { lobby: 'x', connected: false })).rejects.toThrow(
      'players: options.lobby: expected connected players',
    );
    await expect(players(2, { names: ['solo'] })).rejects.toThrow('players: options.names: expected 2 names');
    await expect(players(1, { signIn: 'provisional', friends: 'discord' })).rejects.toThrow(
      'players: options.friends',
    );
    await expect(players(1, { signIn: 'device' as 'authorize' })).rejects.toThrow(
      'players: options.signIn: expected "authorize" or "provisional", received "device"',
    );
    await expect(players(1, { client: 'fast' as never })).rejects.toThrow(
      'players: options.client: expected Client options (an object), received "fast"',
    );
    expect(requests()).toBe(before);
  });
});

describe('next and until', () => {
  it('takes each event once, in order, including one that arrived before the call', async () => {
    const [ana, ben] = await players(2, { lobby: 'chat' });
    const lobbyId = ana.lobbyId ?? '';
    const first = await ana.SendLobbyMessage(lobbyId, 'one');
    const second = await ana.SendLobbyMessage(lobbyId, 'two');
    // Both dispatches may well have arrived already: next still hands them out, one per call.
    await ben.until(() => ben.GetMessageHandle(second) !== null, 'the second message');
    expect(await ben.next('MessageCreated')).toEqual([first]);
    expect(await ben.next('messageCreated')).toEqual([second]);
    // With a predicate, the first matching event is taken and the others stay.
    const third = await ben.SendLobbyMessage(lobbyId, 'three');
    expect(await ana.next('MessageCreated', { where: (id) => id === third })).toEqual([third]);
    expect(await ana.next('MessageCreated')).toEqual([first]);
  });

  it('fails after its bound, naming the player, the event, the bound and what it heard', async () => {
    const [fay] = await players(1, { names: ['fay_timeout'] });
    await expect(
      fay.next('MessageCreated', { where: () => false, what: 'a message that never comes', timeoutMs: 50 }),
    ).rejects.toThrow(
      /^fay_timeout: no MessageCreated matching a message that never comes within 50 ms \(it heard/,
    );
    await expect(fay.until(() => false, 'the impossible', { timeoutMs: 50 })).rejects.toThrow(
      'fay_timeout: no the impossible within 50 ms',
    );
    await expect(fay.next('NoSuchEvent' as 'MessageCreated')).rejects.toThrow(
      'event: expected a Client event such as MessageCreated or messageCreated',
    );
    await expect(fay.next('MessageCreated', { timeoutMs: 0 })).rejects.toThrow(
      'timeoutMs: expected a number > 0',
    );
  });

  it("until re-checks once an event has reached the game's own listeners, not before them", async () => {
    const [cal, dee] = await players(2, { lobby: 'listeners' });
    // Registered after the player's recorder: its listener runs second for every event.
    const collected: string[] = [];
    dee.on('messageCreated', (id) => collected.push(id));
    const sent = await cal.SendLobbyMessage(cal.lobbyId ?? '', 'only');
    // Nothing follows this message: a re-check made from inside the recorder would never see it.
    await dee.until(() => collected.includes(sent), 'the message in the listener', { timeoutMs: 5000 });
    expect(collected).toEqual([sent]);
  });

  it('clearEvents forgets what was heard: next waits for what comes after', async () => {
    const [gil, hal] = await players(2, { lobby: 'clear' });
    const old = await gil.SendLobbyMessage(gil.lobbyId ?? '', 'old');
    await hal.until(() => hal.GetMessageHandle(old) !== null, 'the old message');
    hal.clearEvents();
    const fresh = await gil.SendLobbyMessage(gil.lobbyId ?? '', 'fresh');
    expect(await hal.next('MessageCreated')).toEqual([fresh]);
  });
});

describe('pumped callbacks', () => {
  it('players in pumped mode: the fixtures and next run RunCallbacks() while they wait', async () => {
    const [kai, lee] = await players(2, {
      friends: true,
      lobby: 'pumped',
      client: { callbackMode: 'pumped' },
    });
    expect(kai.GetStatus()).toBe(ClientStatus.Ready);
    const heard: string[] = [];
    lee.on('messageCreated', (id) => heard.push(id));
    const messageId = await kai.SendLobbyMessage(kai.lobbyId ?? '', 'frame');
    // next runs RunCallbacks() while it waits: the message reaches the test's listener too.
    expect(await lee.next('MessageCreated')).toEqual([messageId]);
    expect(heard).toEqual([messageId]);
  });
});

describe('without runner hooks', () => {
  it('close() and await using clean up, and a closed fixture refuses to start again', async () => {
    const own = testEmulator();
    const [ivy] = await own.players(1);
    {
      await using jo = (await own.players(1))[0];
      expect(jo.GetStatus()).toBe(ClientStatus.Ready);
      previous = [jo];
    }
    expect(previous[0]?.GetStatus()).toBe(ClientStatus.Disconnected);
    expect(ivy.GetStatus()).toBe(ClientStatus.Ready);
    await own.close();
    expect(ivy.GetStatus()).toBe(ClientStatus.Disconnected);
    await expect(own.players(1)).rejects.toThrow('testEmulator: closed');
    expect(() => testEmulator({ afterAll: 'nope' as never })).toThrow(
      "testEmulator: afterAll: expected the runner's afterAll function",
    );
  });
});
