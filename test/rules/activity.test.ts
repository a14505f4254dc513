/** The rich presence rules (src/rules/activity.ts): fields, joinability, invite validity, who may invite. */
import { describe, expect, it } from 'vitest';
import { ActivityGamePlatforms, type GatewayActivity } from '../../src/model/activity.js';
import {
  ActivityLimits,
  activityTimestampMs,
  inviteIsValid,
  mayInvite,
  notJoinableReason,
  validateActivity,
  validateActivityInviteBody,
  withoutSecrets,
} from '../../src/rules/activity.js';

const joinable: GatewayActivity = {
  name: 'Game',
  type: 0,
  party: { id: 'p1', size: [1, 4] },
  secrets: { join: 's3cret' },
};

const issuesOf = (value: unknown, refuse = false) =>
  validateActivity(value, refuse ? { unknownFields: 'refuse' } : {}).issues.map(
    (issue) => `${issue.path.join('.')}:${issue.code}`,
  );

describe('validateActivity', () => {
  it('keeps every known field of a full activity', () => {
    const full = {
      ...joinable,
      status_display_type: 1,
      state: 'In lobby',
      state_url: 'https://example.com/s',
      details: 'CTF',
      details_url: 'http://example.com/d',
      application_id: '123',
      parent_application_id: '456',
      timestamps: { start: 1, end: 2 },
      assets: { large_image: 'k', large_text: 't', large_url: 'https://x.y', invite_cover_image: 'c' },
      party: { id: 'p1', size: [1, 4], privacy: 1 },
      buttons: [{ label: 'Go', url: 'https://example.com' }],
      supported_platforms: ActivityGamePlatforms.Desktop | ActivityGamePlatforms.Android,
    };
    const checked = validateActivity(full, { unknownFields: 'refuse' });
    expect(checked.issues).toEqual([]);
    expect(checked.value).toEqual(full);
  });

  it.each([
    ['a missing name', { type: 0 }, 'name:BASE_TYPE_REQUIRED'],
    ['an unknown type', { name: 'x', type: 7 }, 'type:BASE_TYPE_CHOICES'],
    ['an empty state', { name: 'x', state: '' }, 'state:BASE_TYPE_BAD_LENGTH'],
    ['a long details', { name: 'x', details: 'd'.repeat(129) }, 'details:BASE_TYPE_BAD_LENGTH'],
    ['a URL that is not http(s)', { name: 'x', details_url: 'ftp://a' }, 'details_url:STRING_TYPE_REGEX'],
    ['a bad application id', { name: 'x', application_id: 'abc' }, 'application_id:SNOWFLAKE_TYPE_INVALID'],
    ['a negative start', { name: 'x', timestamps: { start: -1 } }, 'timestamps.start:BASE_TYPE_MIN_VALUE'],
    [
      'an end before the start',
      { name: 'x', timestamps: { start: 5, end: 4 } },
      'timestamps.end:BASE_TYPE_MIN_VALUE',
    ],
    [
      'a party bigger than its max',
      { name: 'x', party: { size: [5, 4] } },
      'party.size.0:BASE_TYPE_MAX_VALUE',
    ],
    ['a party of max 0', { name: 'x', party: { size: [0, 0] } }, 'party.size.1:BASE_TYPE_MIN_VALUE'],
    ['a size of one number', { name: 'x', party: { size: [1] } }, 'party.size:BASE_TYPE_BAD_LENGTH'],
    ['an unknown privacy', { name: 'x', party: { privacy: 2 } }, 'party.privacy:BASE_TYPE_CHOICES'],
    ['a long secret', { name: 'x', secrets: { join: 's'.repeat(129) } }, 'secrets.join:BASE_TYPE_BAD_LENGTH'],
    [
      'three buttons',
      { name: 'x', buttons: [1, 2, 3].map(() => ({ label: 'a', url: 'https://a' })) },
      'buttons:BASE_TYPE_MAX_LENGTH',
    ],
    [
      'a long label',
      { name: 'x', buttons: [{ label: 'l'.repeat(33), url: 'https://a' }] },
      'buttons.0.label:BASE_TYPE_BAD_LENGTH',
    ],
    ['a button without URL', { name: 'x', buttons: [{ label: 'a' }] }, 'buttons.0.url:BASE_TYPE_REQUIRED'],
    [
      'a long button URL',
      { name: 'x', buttons: [{ label: 'a', url: `https://${'u'.repeat(505)}` }] },
      'buttons.0.url:BASE_TYPE_BAD_LENGTH',
    ],
    [
      'an unknown platform bit',
      { name: 'x', supported_platforms: 256 },
      'supported_platforms:BASE_TYPE_MAX_VALUE',
    ],
    ['assets that are not an object', { name: 'x', assets: 'big' }, 'assets:DICT_TYPE_CONVERT'],
  ])('refuses %s, naming the field', (_what, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });

  it('refuses unknown fields only when asked (the SDK asks, the emulator drops them)', () => {
    expect(issuesOf({ name: 'x', emoji: 'y' })).toEqual([]);
    expect(validateActivity({ name: 'x', emoji: 'y' }).value).toEqual({ name: 'x', type: 0 });
    expect(issuesOf({ name: 'x', emoji: 'y', party: { idd: 1 } }, true)).toEqual([
      'emoji:BASE_TYPE_UNKNOWN_FIELD',
      'party.idd:BASE_TYPE_UNKNOWN_FIELD',
    ]);
  });
});

describe('joinable activities and invites', () => {
  it('says why an activity cannot be joined', () => {
    expect(notJoinableReason(joinable)).toBeUndefined();
    expect(notJoinableReason(undefined)).toMatch(/no activity/);
    expect(notJoinableReason({ ...joinable, party: { size: [1, 4] } })).toMatch(/party id/);
    expect(notJoinableReason({ ...joinable, party: { id: 'p', size: [4, 4] } })).toMatch(/full/);
    expect(notJoinableReason({ ...joinable, secrets: {} })).toMatch(/join secret/);
    const mobileOnly = { ...joinable, supported_platforms: ActivityGamePlatforms.Android };
    expect(notJoinableReason(mobileOnly)).toMatch(/platform/);
    expect(notJoinableReason(mobileOnly, ActivityGamePlatforms.Android)).toBeUndefined();
  });

  it('an invite lasts 6 hours while its holder stays in the party', () => {
    const invite = { sentAt: 1000, partyId: 'p1' };
    const limit = 1000 + ActivityLimits.INVITE_VALIDITY_MS;
    expect(inviteIsValid(invite, limit, joinable)).toBe(true);
    expect(inviteIsValid(invite, limit + 1, joinable)).toBe(false);
    expect(inviteIsValid(invite, 2000, { ...joinable, party: { id: 'p2' } })).toBe(false);
    expect(inviteIsValid(invite, 2000, undefined)).toBe(false);
  });

  it('friends, or two players in the game, may invite each other; never across a block', () => {
    expect(mayInvite({ blocked: false, friends: true, bothInGame: false })).toBe(true);
    expect(mayInvite({ blocked: false, friends: false, bothInGame: true })).toBe(true);
    expect(mayInvite({ blocked: false, friends: false, bothInGame: false })).toBe(false);
    expect(mayInvite({ blocked: true, friends: true, bothInGame: true })).toBe(false);
  });

  it('small timestamps are seconds; secrets never leave with the public activity', () => {
    expect(activityTimestampMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(activityTimestampMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(withoutSecrets(joinable)).not.toHaveProperty('secrets');
    expect(joinable.secrets?.join).toBe('s3cret');
  });

  it('an invite body holds an optional text of at most 2000 characters', () => {
    expect(validateActivityInviteBody({ content: 'hi' }).value).toBe('hi');
    expect(validateActivityInviteBody(undefined).value).toBe('');
    expect(validateActivityInviteBody({ content: 'x'.repeat(2001) }).issues[0]?.path).toEqual(['content']);
    expect(validateActivityInviteBody({ text: 'x' }, { unknownFields: 'refuse' }).issues[0]?.path).toEqual([
      'text',
    ]);
  });
});
