import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationCommandPermission,
  ApplicationCommandPermissionType,
  ChannelType,
  PermissionFlags,
} from '../../src/model/index.js';
import { type CanUseCommandInput, type CommandPermissionStep, canUseCommand } from '../../src/rules/index.js';

const GUILD = '1000000000000000100';
const EVERYONE = GUILD;
const ALL_CHANNELS = '1000000000000000099';
const APP = '1000000000000000001';
const COMMAND = '1000000000000000002';
const USER = '1000000000000000500';
const ROLE_A = '1000000000000000601';
const ROLE_B = '1000000000000000602';
const OTHER_ROLE = '1000000000000000603';
const CHANNEL = '1000000000000000200';
const OTHER_CHANNEL = '1000000000000000201';
const THREAD = '1000000000000000300';

const { ROLE, USER: USER_TYPE, CHANNEL: CHANNEL_TYPE } = ApplicationCommandPermissionType;
const role = (id: string, permission: boolean) => ({ id, type: ROLE, permission });
const user = (id: string, permission: boolean) => ({ id, type: USER_TYPE, permission });
const channel = (id: string, permission: boolean) => ({ id, type: CHANNEL_TYPE, permission });

interface Scenario {
  command?: ApplicationCommandPermission[];
  app?: ApplicationCommandPermission[];
  defaults?: string | null;
  memberPermissions?: bigint | string;
  roles?: string[];
  channelId?: string;
  thread?: boolean;
}

function input(s: Scenario): CanUseCommandInput {
  return {
    command: { id: COMMAND, application_id: APP, default_member_permissions: s.defaults ?? null },
    commandPermissions: { id: COMMAND, application_id: APP, guild_id: GUILD, permissions: s.command ?? [] },
    appPermissions: { id: APP, application_id: APP, guild_id: GUILD, permissions: s.app ?? [] },
    member: {
      user: { id: USER },
      roles: s.roles ?? [ROLE_A, ROLE_B],
      permissions: s.memberPermissions ?? '0',
    },
    channel: s.thread
      ? { id: THREAD, type: ChannelType.PUBLIC_THREAD, parent_id: s.channelId ?? CHANNEL }
      : { id: s.channelId ?? CHANNEL, type: ChannelType.GUILD_TEXT },
    guild: { id: GUILD },
  };
}

interface Case extends Scenario {
  rule: string;
  allowed: boolean;
  step: CommandPermissionStep;
  level?: 'command' | 'application';
  entryId?: string;
}

const ADMIN = PermissionFlags.ADMINISTRATOR.toString();
const MANAGE_MESSAGES = PermissionFlags.MANAGE_MESSAGES.toString();

const cases: Case[] = [
  // Step 0.
  {
    rule: '0 administrator may always run it',
    memberPermissions: ADMIN,
    command: [user(USER, false), channel(CHANNEL, false)],
    defaults: '0',
    allowed: true,
    step: 'administrator',
  },
  {
    rule: '0 without administrator the user entry denies',
    memberPermissions: MANAGE_MESSAGES,
    command: [user(USER, false)],
    allowed: false,
    step: 'user',
    level: 'command',
    entryId: USER,
  },
  // Step 1.
  {
    rule: '1 command-level channel entry false denies',
    command: [channel(CHANNEL, false), user(USER, true)],
    allowed: false,
    step: 'channel',
    level: 'command',
    entryId: CHANNEL,
  },
  {
    rule: '1 command-level entry for another channel does not apply',
    command: [channel(OTHER_CHANNEL, false)],
    allowed: true,
    step: 'default_member_permissions',
  },
  {
    rule: '1 All Channels (guild_id - 1) false denies',
    command: [channel(ALL_CHANNELS, false)],
    allowed: false,
    step: 'channel',
    level: 'command',
    entryId: ALL_CHANNELS,
  },
  {
    rule: '1 the channel entry true overrides All Channels false',
    command: [channel(ALL_CHANNELS, false), channel(CHANNEL, true)],
    allowed: true,
    step: 'default_member_permissions',
  },
  {
    rule: '1 app-level channel entries apply when the command level has none',
    app: [channel(CHANNEL, false)],
    command: [user(USER, true)],
    allowed: false,
    step: 'channel',
    level: 'application',
    entryId: CHANNEL,
  },
  {
    rule: '1 app-level All Channels false denies when the command level has none',
    app: [channel(ALL_CHANNELS, false)],
    allowed: false,
    step: 'channel',
    level: 'application',
    entryId: ALL_CHANNELS,
  },
  {
    rule: '1 a command-level channel entry true hides app-level channel entries',
    command: [channel(CHANNEL, true)],
    app: [channel(CHANNEL, false), channel(ALL_CHANNELS, false)],
    allowed: true,
    step: 'default_member_permissions',
  },
  {
    rule: '1 a thread uses its parent channel',
    command: [channel(CHANNEL, false)],
    thread: true,
    allowed: false,
    step: 'channel',
    level: 'command',
    entryId: CHANNEL,
  },
  {
    rule: '1 a thread ignores an entry for the thread id itself',
    command: [channel(THREAD, false)],
    thread: true,
    allowed: true,
    step: 'default_member_permissions',
  },
  {
    rule: '1 a channel id equal to the @everyone id is matched by type (channel entry)',
    channelId: GUILD,
    command: [channel(GUILD, false)],
    allowed: false,
    step: 'channel',
    level: 'command',
    entryId: GUILD,
  },
  {
    rule: '1 a channel entry whose id equals the @everyone id is not an @everyone entry',
    command: [channel(GUILD, false)],
    allowed: true,
    step: 'default_member_permissions',
  },
  {
    rule: '1 an @everyone entry is not a channel entry for a channel with the guild id',
    channelId: GUILD,
    command: [role(EVERYONE, false)],
    allowed: false,
    step: 'everyone',
    level: 'command',
    entryId: EVERYONE,
  },
  // Step 2.
  {
    rule: '2 command-level user entry true allows outright',
    command: [user(USER, true), role(ROLE_A, false), role(EVERYONE, false)],
    app: [user(USER, false)],
    defaults: '0',
    allowed: true,
    step: 'user',
    level: 'command',
    entryId: USER,
  },
  {
    rule: '2 command-level user entry false denies over a true role',
    command: [user(USER, false), role(ROLE_A, true)],
    allowed: false,
    step: 'user',
    level: 'command',
    entryId: USER,
  },
  {
    rule: '2 one true role entry allows',
    command: [role(ROLE_A, false), role(ROLE_B, true), role(EVERYONE, false)],
    defaults: '0',
    allowed: true,
    step: 'role',
    level: 'command',
    entryId: ROLE_B,
  },
  {
    rule: '2 role entries all false deny',
    command: [role(ROLE_A, false), role(ROLE_B, false), role(EVERYONE, true)],
    allowed: false,
    step: 'role',
    level: 'command',
    entryId: ROLE_A,
  },
  {
    rule: '2 entries of roles the member lacks are skipped',
    command: [role(OTHER_ROLE, true), role(EVERYONE, false)],
    allowed: false,
    step: 'everyone',
    level: 'command',
    entryId: EVERYONE,
  },
  {
    rule: '2 @everyone entry (id = guild_id) true allows',
    command: [role(EVERYONE, true)],
    defaults: MANAGE_MESSAGES,
    allowed: true,
    step: 'everyone',
    level: 'command',
    entryId: EVERYONE,
  },
  {
    rule: '2 @everyone listed among the member roles is still judged last',
    roles: [EVERYONE, ROLE_A],
    command: [role(EVERYONE, false), role(ROLE_A, true)],
    allowed: true,
    step: 'role',
    level: 'command',
    entryId: ROLE_A,
  },
  // Step 3.
  {
    rule: '3 app-level user true only continues to default_member_permissions',
    app: [user(USER, true)],
    defaults: '0',
    allowed: false,
    step: 'default_member_permissions',
  },
  {
    rule: '3 app-level role true continues and default_member_permissions allows',
    app: [role(ROLE_A, true)],
    defaults: MANAGE_MESSAGES,
    memberPermissions: MANAGE_MESSAGES,
    allowed: true,
    step: 'default_member_permissions',
  },
  {
    rule: '3 app-level user false denies',
    app: [user(USER, false), role(ROLE_A, true)],
    allowed: false,
    step: 'user',
    level: 'application',
    entryId: USER,
  },
  {
    rule: '3 app-level roles all false deny',
    app: [role(ROLE_B, false)],
    allowed: false,
    step: 'role',
    level: 'application',
    entryId: ROLE_B,
  },
  {
    rule: '3 app-level @everyone false denies',
    app: [role(EVERYONE, false)],
    allowed: false,
    step: 'everyone',
    level: 'application',
    entryId: EVERYONE,
  },
  {
    rule: '3 command-level @everyone true wins over app-level @everyone false',
    command: [role(EVERYONE, true)],
    app: [role(EVERYONE, false)],
    allowed: true,
    step: 'everyone',
    level: 'command',
    entryId: EVERYONE,
  },
  // Step 4.
  { rule: '4 default_member_permissions null allows', allowed: true, step: 'default_member_permissions' },
  {
    rule: '4 default_member_permissions "0" denies',
    defaults: '0',
    memberPermissions: (PermissionFlags.MANAGE_GUILD | PermissionFlags.MANAGE_ROLES).toString(),
    allowed: false,
    step: 'default_member_permissions',
  },
  {
    rule: '4 the member has all required bits',
    defaults: (PermissionFlags.MANAGE_MESSAGES | PermissionFlags.KICK_MEMBERS).toString(),
    memberPermissions: PermissionFlags.MANAGE_MESSAGES | PermissionFlags.KICK_MEMBERS | PermissionFlags.SPEAK,
    allowed: true,
    step: 'default_member_permissions',
  },
  {
    rule: '4 the member lacks one required bit',
    defaults: (PermissionFlags.MANAGE_MESSAGES | PermissionFlags.KICK_MEMBERS).toString(),
    memberPermissions: MANAGE_MESSAGES,
    allowed: false,
    step: 'default_member_permissions',
  },
  {
    rule: '4 permission bits newer than the SDK do not break the check',
    defaults: MANAGE_MESSAGES,
    memberPermissions: ((1n << 60n) | PermissionFlags.MANAGE_MESSAGES).toString(),
    allowed: true,
    step: 'default_member_permissions',
  },
];

describe('canUseCommand', () => {
  it.each(cases)('$rule', (c) => {
    const { allowed, reason } = canUseCommand(input(c));
    expect({ allowed, step: reason.step }).toEqual({ allowed: c.allowed, step: c.step });
    expect(reason.level).toBe(c.level);
    expect(reason.entry?.id).toBe(c.entryId);
    if (reason.entry !== undefined) expect(reason.message).toContain(reason.entry.id);
  });

  it('names the missing permissions', () => {
    const { reason } = canUseCommand(
      input({ defaults: (PermissionFlags.MANAGE_MESSAGES | PermissionFlags.KICK_MEMBERS).toString() }),
    );
    expect(reason.missing).toBe(PermissionFlags.MANAGE_MESSAGES | PermissionFlags.KICK_MEMBERS);
    expect(reason.message).toContain('KICK_MEMBERS, MANAGE_MESSAGES');
  });

  it('says when the channel entry is the All Channels one and when a thread used its parent', () => {
    const all = canUseCommand(input({ command: [channel(ALL_CHANNELS, false)] }));
    expect(all.reason.message).toContain('All Channels');
    const thread = canUseCommand(input({ command: [channel(CHANNEL, false)], thread: true }));
    expect(thread.reason.message).toContain(`thread ${THREAD} uses its parent ${CHANNEL}`);
  });

  it('accepts bare permission arrays and absent levels', () => {
    const decision = canUseCommand({
      ...input({}),
      commandPermissions: [user(USER, false)],
      appPermissions: null,
    });
    expect(decision.allowed).toBe(false);
    expect(
      canUseCommand({ ...input({}), commandPermissions: undefined, appPermissions: undefined }).allowed,
    ).toBe(true);
  });

  const invalid: { rule: string; change: (i: CanUseCommandInput) => CanUseCommandInput; error: RegExp }[] = [
    {
      rule: 'command overwrites of another command are refused',
      change: (i) => ({
        ...i,
        commandPermissions: { id: APP, application_id: APP, guild_id: GUILD, permissions: [] },
      }),
      error: /commandPermissions\.id: .* is not 1000000000000000002/,
    },
    {
      rule: 'overwrites of another guild are refused',
      change: (i) => ({
        ...i,
        appPermissions: { id: APP, application_id: APP, guild_id: OTHER_CHANNEL, permissions: [] },
      }),
      error: /appPermissions\.guild_id/,
    },
    {
      rule: 'a thread without a parent is refused',
      change: (i) => ({ ...i, channel: { id: THREAD, type: ChannelType.PRIVATE_THREAD, parent_id: null } }),
      error: /channel\.parent_id: thread/,
    },
    {
      rule: 'malformed member permissions are refused',
      change: (i) => ({ ...i, member: { ...i.member, permissions: '-8' } }),
      error: /member\.permissions/,
    },
    {
      rule: 'malformed default_member_permissions are refused',
      change: (i) => ({ ...i, command: { ...i.command, default_member_permissions: 'all' } }),
      error: /command\.default_member_permissions/,
    },
    {
      rule: 'a malformed role id is refused',
      change: (i) => ({ ...i, member: { ...i.member, roles: ['abc'] } }),
      error: /member\.roles\[0\]/,
    },
  ];
  it.each(invalid)('$rule', ({ change, error }) => {
    expect(() => canUseCommand(change(input({})))).toThrow(error);
  });

  describe('properties', () => {
    const ids = [USER, ROLE_A, ROLE_B, OTHER_ROLE, EVERYONE, ALL_CHANNELS, CHANNEL, OTHER_CHANNEL, THREAD];
    const entry = fc.record({
      id: fc.constantFrom(...ids),
      type: fc.constantFrom(ROLE, USER_TYPE, CHANNEL_TYPE),
      permission: fc.boolean(),
    });
    const entries = fc.uniqueArray(entry, { selector: (e) => `${e.type}:${e.id}`, maxLength: 8 });
    const scenario = fc.record({
      command: entries,
      app: entries,
      defaults: fc.constantFrom(null, '0', MANAGE_MESSAGES),
      memberPermissions: fc.constantFrom('0', MANAGE_MESSAGES),
      thread: fc.boolean(),
    });

    it('administrators may always run it', () => {
      fc.assert(
        fc.property(scenario, (s) => canUseCommand(input({ ...s, memberPermissions: ADMIN })).allowed),
      );
    });

    it('the order of entries does not change the decision', () => {
      fc.assert(
        fc.property(scenario, (s) => {
          const reversed = { ...s, command: [...s.command].reverse(), app: [...s.app].reverse() };
          expect(canUseCommand(input(reversed)).allowed).toBe(canUseCommand(input(s)).allowed);
        }),
      );
    });

    it('entries about other users, roles and channels change nothing', () => {
      const unrelated = [
        user('1000000000000000999', false),
        role(OTHER_ROLE, false),
        channel(OTHER_CHANNEL, false),
      ];
      fc.assert(
        fc.property(scenario, (s) => {
          const clean = {
            ...s,
            command: s.command.filter((e) => e.id !== OTHER_ROLE && e.id !== OTHER_CHANNEL),
            app: s.app.filter((e) => e.id !== OTHER_ROLE && e.id !== OTHER_CHANNEL),
          };
          const noisy = {
            ...clean,
            command: [...unrelated, ...clean.command],
            app: [...unrelated, ...clean.app],
          };
          expect(canUseCommand(input(noisy))).toEqual(canUseCommand(input(clean)));
        }),
      );
    });
  });
});
