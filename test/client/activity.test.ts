/**
 * The rich presence value classes (src/client/activity.ts, activityInvite.ts) and their wire form
 * (activityWire.ts): getters and setters with the library's names, values that never share state, Equals,
 * and the round trip through the op 3 activity.
 */
import { describe, expect, it } from 'vitest';
import {
  Activity,
  ActivityAssets,
  ActivityButton,
  ActivityParty,
  ActivitySecrets,
  ActivityTimestamps,
} from '../../src/client/activity.js';
import { ActivityInvite, readActivityInvite } from '../../src/client/activityInvite.js';
import { activityFromWire, activityToWire } from '../../src/client/activityWire.js';
import type { DirectMessage } from '../../src/model/gateway.js';
import {
  ActivityActionTypes,
  ActivityGamePlatforms,
  ActivityPartyPrivacy,
  ActivityTypes,
  StatusDisplayTypes,
} from '../../src/model/index.js';
import { validateActivity } from '../../src/rules/activity.js';

function full(): Activity {
  const activity = new Activity();
  activity.SetName('ignored');
  activity.SetType(ActivityTypes.Competing);
  activity.SetStatusDisplayType(StatusDisplayTypes.Details);
  activity.SetState('Round 2');
  activity.SetStateUrl('https://example.com/state');
  activity.SetDetails('Ranked');
  activity.SetDetailsUrl('https://example.com/details');
  activity.SetParentApplicationId(77n);
  const assets = new ActivityAssets();
  assets.SetLargeImage('map');
  assets.SetLargeText('Map');
  assets.SetLargeUrl('https://example.com/l');
  assets.SetSmallImage('rank');
  assets.SetSmallText('Gold');
  assets.SetSmallUrl('https://example.com/s');
  assets.SetInviteCoverImage('cover');
  activity.SetAssets(assets);
  const timestamps = new ActivityTimestamps();
  timestamps.SetStart(1_700_000_000_000);
  timestamps.SetEnd(1_700_000_600);
  activity.SetTimestamps(timestamps);
  const party = new ActivityParty();
  party.SetId('p');
  party.SetCurrentSize(2);
  party.SetMaxSize(5);
  party.SetPrivacy(ActivityPartyPrivacy.Public);
  activity.SetParty(party);
  const secrets = new ActivitySecrets();
  secrets.SetJoin('j');
  activity.SetSecrets(secrets);
  const button = new ActivityButton();
  button.SetLabel('Watch');
  button.SetUrl('https://example.com/w');
  activity.AddButton(button);
  activity.SetSupportedPlatforms(ActivityGamePlatforms.Desktop | ActivityGamePlatforms.PS5);
  return activity;
}

describe('Activity', () => {
  it('reads back what was set; unset optionals read null', () => {
    const empty = new Activity();
    expect([empty.Name(), empty.Type(), empty.State(), empty.Party(), empty.Secrets()]).toEqual([
      '',
      ActivityTypes.Playing,
      null,
      null,
      null,
    ]);
    expect(empty.SupportedPlatforms()).toBe(ActivityGamePlatforms.Desktop);
    const activity = full();
    expect(activity.ParentApplicationId()).toBe('77');
    expect(activity.Timestamps()?.End()).toBe(1_700_000_600_000);
    expect(activity.Assets()?.InviteCoverImage()).toBe('cover');
    expect(activity.Party()?.Privacy()).toBe(ActivityPartyPrivacy.Public);
    expect(activity.GetButtons()[0]?.Label()).toBe('Watch');
    activity.SetState(null);
    activity.SetParty(null);
    expect([activity.State(), activity.Party()]).toEqual([null, null]);
    expect(String(activity)).not.toContain('j');
  });

  it('is a value: parts are copied in and out, and Equals compares values', () => {
    const activity = full();
    const party = activity.Party() as ActivityParty;
    party.SetId('changed');
    expect(activity.Party()?.Id()).toBe('p');
    const button = new ActivityButton();
    button.SetLabel('A');
    activity.AddButton(button);
    button.SetLabel('B');
    expect(activity.GetButtons().map((b) => b.Label())).toEqual(['Watch', 'A']);
    expect(full().Equals(full())).toBe(true);
    const other = full();
    other.SetDetails('Casual');
    expect(full().Equals(other)).toBe(false);
    expect(full().Equals({})).toBe(false);
    expect(party.Equals(activity.Party())).toBe(false);
    expect((activity.Party() as ActivityParty).Equals(activity.Party())).toBe(true);
  });

  it('goes to the wire for this application, passes the shared rules, and comes back', () => {
    const wire = activityToWire(full(), '42');
    expect(validateActivity(wire, { unknownFields: 'refuse' }).issues).toEqual([]);
    expect(wire).toMatchObject({
      name: '42',
      application_id: '42',
      parent_application_id: '77',
      party: { id: 'p', size: [2, 5], privacy: 1 },
      secrets: { join: 'j' },
      timestamps: { start: 1_700_000_000_000, end: 1_700_000_600_000 },
      buttons: [{ label: 'Watch', url: 'https://example.com/w' }],
    });
    const back = activityFromWire(wire);
    const expected = full();
    expected.SetName('42');
    expected.SetApplicationId('42');
    expect(back.Equals(expected)).toBe(true);
  });
});

describe('ActivityInvite', () => {
  const message = (activity: unknown) =>
    ({
      id: '10',
      channel_id: '11',
      author: { id: '12', username: 'a', discriminator: '0', global_name: null, avatar: null },
      activity,
    }) as unknown as DirectMessage;

  it('is read from an invite message, every field checked', () => {
    const invite = readActivityInvite(
      message({ type: 5, party_id: 'p', application_id: '13', session_id: 's_1', is_valid: true }),
    ) as ActivityInvite;
    expect([invite.MessageId(), invite.ChannelId(), invite.SenderId(), invite.ApplicationId()]).toEqual([
      '10',
      '11',
      '12',
      '13',
    ]);
    expect([invite.Type(), invite.PartyId(), invite.SessionId(), invite.IsValid()]).toEqual([
      ActivityActionTypes.JoinRequest,
      'p',
      's_1',
      true,
    ]);
    expect(invite.ParentApplicationId()).toBe('0');
    for (const bad of [
      { type: 2, party_id: 'p', application_id: '13', session_id: '', is_valid: true },
      { type: 1, party_id: '', application_id: '13', session_id: '', is_valid: true },
      { type: 1, party_id: 'p', application_id: 'x', session_id: '', is_valid: true },
      { type: 1, party_id: 'p', application_id: '13', session_id: 'a b', is_valid: true },
      { type: 1, party_id: 'p', application_id: '13', session_id: '', is_valid: 'yes' },
      null,
    ])
      expect(readActivityInvite(message(bad)), JSON.stringify(bad)).toBeUndefined();
  });

  it('has the library setters', () => {
    const invite = new ActivityInvite();
    invite.SetSenderId(1n);
    invite.SetChannelId('2');
    invite.SetMessageId('3');
    invite.SetType(ActivityActionTypes.Join);
    invite.SetApplicationId('4');
    invite.SetParentApplicationId('5');
    invite.SetPartyId('p');
    invite.SetSessionId('s');
    invite.SetIsValid(true);
    expect([invite.SenderId(), invite.ParentApplicationId(), invite.IsValid()]).toEqual(['1', '5', true]);
    expect(String(invite)).toBe('ActivityInvite(3)');
  });
});
