/**
 * Rich presence on the Client against the emulator, with three players: UpdateRichPresence in both
 * styles seen by a friend (GameActivity, SetUserUpdatedCallback and `on('userUpdated')`) and not by a
 * stranger, ClearRichPresence, every field checked before sending (ValidationError naming it), join
 * secrets in nobody else's cache nor in the request log, and coalescing of a flood of updates.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  Activity,
  ActivityAssets,
  ActivityButton,
  ActivityParty,
  ActivitySecrets,
  ActivityTimestamps,
} from '../../src/client/activity.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientStatus } from '../../src/client/clientStatus.js';
import type { UserHandle } from '../../src/client/handles.js';
import { ActivityGamePlatforms, ActivityTypes, GatewayOpcode, StatusType } from '../../src/model/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { failure } from './friendsWorld.js';

// Heartbeats far apart: a missed ACK on a loaded machine would reconnect a player mid-test.
const game = testEmulator({ afterEach, afterAll, emulator: { gateway: { heartbeatIntervalMs: 5000 } } });
const { players } = game;

/** An activity "In lobby, 1 of 4" with a join secret. */
function lobbyActivity(state: string, secret = 'lobby-secret-1'): Activity {
  const activity = new Activity();
  activity.SetType(ActivityTypes.Playing);
  activity.SetState(state);
  activity.SetDetails('Capture the flag');
  const party = new ActivityParty();
  party.SetId('party-1');
  party.SetCurrentSize(1);
  party.SetMaxSize(4);
  activity.SetParty(party);
  const secrets = new ActivitySecrets();
  secrets.SetJoin(secret);
  activity.SetSecrets(secrets);
  const timestamps = new ActivityTimestamps();
  timestamps.SetStart(1_700_000_000); // seconds: taken as such
  activity.SetTimestamps(timestamps);
  const assets = new ActivityAssets();
  assets.SetLargeImage('map_castle');
  assets.SetLargeText('Castle');
  activity.SetAssets(assets);
  const button = new ActivityButton();
  button.SetLabel('Watch');
  button.SetUrl('https://example.com/watch');
  activity.AddButton(button);
  return activity;
}

describe('rich presence', () => {
  it('a friend sees it (both styles, slot and on), a stranger does not, and Clear removes it', async () => {
    const [ann, bo] = await players(2, { friends: true });
    const [cy] = await players(1);
    const slot: string[] = [];
    bo.SetUserUpdatedCallback((userId) => slot.push(userId));
    const strangerSaw: string[] = [];
    cy.on('userUpdated', (userId) => strangerSaw.push(userId));

    await ann.UpdateRichPresence(lobbyActivity('In lobby'));
    await bo.next('UserUpdated', { where: (id) => id === ann.id });
    expect(slot).toContain(ann.id);
    const seen = (bo.GetUser(ann.id) as UserHandle).GameActivity() as Activity;
    expect(seen.State()).toBe('In lobby');
    expect(seen.Details()).toBe('Capture the flag');
    expect(seen.Name()).toBe(game.application.name);
    expect(seen.ApplicationId()).toBe(game.application.id);
    expect(seen.Party()?.Id()).toBe('party-1');
    expect([seen.Party()?.CurrentSize(), seen.Party()?.MaxSize()]).toEqual([1, 4]);
    expect(seen.Timestamps()?.Start()).toBe(1_700_000_000_000);
    expect(seen.Assets()?.LargeImage()).toBe('map_castle');
    expect(seen.GetButtons().map((b) => [b.Label(), b.Url()])).toEqual([
      ['Watch', 'https://example.com/watch'],
    ]);
    expect(seen.SupportedPlatforms()).toBe(ActivityGamePlatforms.Desktop);
    // Secrets: in no one else's cache.
    expect(seen.Secrets()).toBeNull();
    // The user's own handle reads what they sent, secret included (it is theirs).
    expect(ann.GetCurrentUserV2()?.GameActivity()?.Secrets()?.Join()).toBe('lobby-secret-1');

    // The callback style, and a change of state the friend sees.
    const result = await new Promise<boolean>((resolve) => {
      void ann.UpdateRichPresence(lobbyActivity('In game'), (r) => resolve(r.Successful()));
    });
    expect(result).toBe(true);
    await bo.until(() => bo.GetUser(ann.id)?.GameActivity()?.State() === 'In game', 'In game');
    bo.clearEvents();

    ann.ClearRichPresence();
    await bo.next('UserUpdated', { where: (id) => id === ann.id });
    expect(bo.GetUser(ann.id)?.GameActivity()).toBeNull();
    expect(ann.GetCurrentUserV2()?.GameActivity()).toBeNull();
    // The stranger saw none of it.
    expect(strangerSaw).not.toContain(ann.id);
    expect(cy.GetUser(ann.id)?.GameActivity() ?? null).toBeNull();
  });

  it('a status change keeps the activity, and invisible hides it', async () => {
    const [dee, eve] = await players(2, { friends: true });
    const handle = eve.GetUser(dee.id) as UserHandle;
    await dee.UpdateRichPresence(lobbyActivity('In lobby'));
    await eve.until(() => handle.GameActivity()?.State() === 'In lobby', 'the activity');
    await dee.SetOnlineStatus(StatusType.Idle);
    await eve.until(() => handle.Status() === StatusType.Idle, 'idle');
    expect(handle.GameActivity()?.State()).toBe('In lobby');
    await dee.SetOnlineStatus(StatusType.Invisible);
    await eve.until(() => handle.Status() === StatusType.Offline, 'offline');
    expect(handle.GameActivity()).toBeNull();
  });

  it('checks every field before sending and names the one that is wrong', async () => {
    const [fay] = await players(1);
    const cases: [string, (a: Activity) => void][] = [
      ['activity.state', (a) => a.SetState('')],
      ['activity.details', (a) => a.SetDetails('x'.repeat(129))],
      ['activity.state_url', (a) => a.SetStateUrl('javascript:alert(1)')],
      [
        'activity.party.size[0]',
        (a) => {
          const party = a.Party() as ActivityParty;
          party.SetCurrentSize(5);
          a.SetParty(party);
        },
      ],
      [
        'activity.buttons[0].label',
        (a) => {
          const button = new ActivityButton();
          button.SetLabel('x'.repeat(33));
          button.SetUrl('https://example.com');
          a.AddButton(button);
        },
      ],
      [
        'activity.buttons',
        (a) => {
          const button = new ActivityButton();
          button.SetLabel('More');
          button.SetUrl('https://example.com');
          for (let i = 0; i < 3; i++) a.AddButton(button);
        },
      ],
      [
        'activity.timestamps.end',
        (a) => {
          const times = new ActivityTimestamps();
          times.SetStart(2_000_000_000_000);
          times.SetEnd(1_900_000_000_000);
          a.SetTimestamps(times);
        },
      ],
      ['activity.type', (a) => a.SetType(9 as ActivityTypes)],
      ['activity.supported_platforms', (a) => a.SetSupportedPlatforms(256)],
    ];
    for (const [path, spoil] of cases) {
      const activity = new Activity();
      const party = new ActivityParty();
      party.SetId('p');
      party.SetCurrentSize(1);
      party.SetMaxSize(2);
      activity.SetParty(party);
      spoil(activity);
      const result = await failure(fay.UpdateRichPresence(activity));
      expect(result.type, path).toBe(ErrorType.ValidationError);
      expect(result.error, path).toContain(path.replace(/^activity\./, ''));
    }
    const notActivity = await failure(fay.UpdateRichPresence({} as Activity));
    expect(notActivity.error).toContain('activity');
  });

  it('a flood of updates is coalesced: at most the window allows goes out, and the last one wins', async () => {
    const [gil, hal] = await players(2, { friends: true });
    const { control } = game.emulator;
    const since = control.requests().at(-1)?.seq ?? 0;
    const sent: Promise<void>[] = [];
    // 1,000 updates in five bursts (a game's frames), each burst given the chance to go out.
    for (let burst = 0; burst < 5; burst++) {
      for (let i = 0; i < 200; i++)
        sent.push(gil.UpdateRichPresence(lobbyActivity(`frame ${burst * 200 + i}`)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(sent);
    await hal.until(() => hal.GetUser(gil.id)?.GameActivity()?.State() === 'frame 999', 'the last update');
    const op3 = control
      .requests(since)
      .filter((entry) => entry.frame?.direction === 'in' && entry.frame.op === GatewayOpcode.PresenceUpdate);
    expect(op3.length).toBeGreaterThanOrEqual(1);
    expect(op3.length).toBeLessThanOrEqual(5);
    // The secret was in every command, and in no log entry.
    expect(JSON.stringify(control.requests(since))).not.toContain('lobby-secret-1');
    expect(JSON.stringify(control.events())).not.toContain('lobby-secret-1');
    // Never over the service's window: the session was not closed for it.
    expect(gil.GetStatus()).toBe(ClientStatus.Ready);
  });
});
