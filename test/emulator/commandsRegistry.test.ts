import { beforeEach, describe, expect, it } from 'vitest';
import { EmulatorClock } from '../../src/emulator/clock.js';
import {
  CommandRegistry,
  CREATE_WINDOW_MS,
  type RegistryScope,
} from '../../src/emulator/commands/registry.js';
import { commandCollections } from '../../src/emulator/commands/state.js';
import { ApiError } from '../../src/emulator/errors.js';
import { IdSource } from '../../src/emulator/ids.js';
import { EmulatorStore } from '../../src/emulator/store.js';
import { compareSnowflakes, isSnowflake } from '../../src/model/index.js';

const APP = '1100000000000000001';
const OTHER_APP = '1100000000000000002';
const GUILD = '1200000000000000001';
const GLOBAL: RegistryScope = { applicationId: APP, guildId: null, embedded: false };
const IN_GUILD: RegistryScope = { applicationId: APP, guildId: GUILD, embedded: false };

let clock: EmulatorClock;
let store: EmulatorStore;
let registry: CommandRegistry;

beforeEach(() => {
  clock = new EmulatorClock({ startMs: Date.UTC(2025, 0, 1), frozen: true });
  store = new EmulatorStore();
  const ids = new IdSource(clock, 7);
  registry = new CommandRegistry({
    collections: commandCollections(store),
    nextId: () => ids.next(),
    now: () => clock.now(),
  });
});

function slash(name: string, extra: Record<string, unknown> = {}) {
  return { name, description: `the ${name} command`, ...extra };
}

/** Runs `fn`, expecting an ApiError; returns it. */
function refused(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('create (upsert)', () => {
  it('creates a CHAT_INPUT command with the server-filled defaults', () => {
    const { command, created } = registry.create(GLOBAL, slash('ping'));
    expect(created).toBe(true);
    expect(isSnowflake(command.id)).toBe(true);
    expect(isSnowflake(command.version)).toBe(true);
    expect(command).toMatchObject({
      type: 1,
      application_id: APP,
      name: 'ping',
      description: 'the ping command',
      name_localizations: null,
      description_localizations: null,
      default_member_permissions: null,
      dm_permission: true,
      default_permission: true,
      nsfw: false,
      integration_types: [0],
      contexts: null,
    });
    expect(command).not.toHaveProperty('guild_id');
    expect(command).not.toHaveProperty('options');
    expect(command).not.toHaveProperty('handler');
  });

  it('guild commands carry guild_id and no dm_permission', () => {
    const { command } = registry.create(IN_GUILD, slash('ping'));
    expect(command.guild_id).toBe(GUILD);
    expect(command).not.toHaveProperty('dm_permission');
  });

  it('overwrites by (type, name) keeping the id; an identical body keeps the version', () => {
    const first = registry.create(GLOBAL, slash('ping')).command;
    const same = registry.create(GLOBAL, slash('ping'));
    expect(same.created).toBe(false);
    expect(same.command.id).toBe(first.id);
    expect(same.command.version).toBe(first.version);
    const changed = registry.create(GLOBAL, slash('ping', { description: 'changed' }));
    expect(changed.created).toBe(false);
    expect(changed.command.id).toBe(first.id);
    expect(compareSnowflakes(changed.command.version, first.version)).toBe(1);
    expect(registry.list(GLOBAL)).toHaveLength(1);
  });

  it('an upsert resets the fields the body leaves out', () => {
    registry.create(GLOBAL, slash('ping', { nsfw: true, default_member_permissions: '8' }));
    const { command } = registry.create(GLOBAL, slash('ping'));
    expect(command.nsfw).toBe(false);
    expect(command.default_member_permissions).toBeNull();
  });

  it('an identical create after an edit restores the body (remembered bodies do not hide edits)', () => {
    const { command } = registry.create(GLOBAL, slash('ping'));
    registry.edit(GLOBAL, command.id, { nsfw: true });
    const again = registry.create(GLOBAL, slash('ping'));
    expect(again.command.nsfw).toBe(false);
    expect(compareSnowflakes(again.command.version, command.version)).toBe(1);
    const body = { type: 4, name: 'launch', handler: 1 };
    // The same body is judged again for another application (validation results depend on the flags).
    expect(refused(() => registry.create(GLOBAL, body)).code).toBe(50035);
    const embedded = { ...GLOBAL, applicationId: OTHER_APP, embedded: true };
    registry.delete(embedded, registry.list(embedded)[0]?.id ?? '');
    expect(registry.create(embedded, body).created).toBe(true);
  });

  it('key order inside localization dictionaries is not a change', () => {
    const a = registry.create(
      GLOBAL,
      slash('ping', { name_localizations: { fr: 'ping-fr', de: 'ping-de' } }),
    );
    const b = registry.create(
      GLOBAL,
      slash('ping', { name_localizations: { de: 'ping-de', fr: 'ping-fr' } }),
    );
    expect(b.command.version).toBe(a.command.version);
  });

  it('names are unique per type and scope, not across them', () => {
    const chat = registry.create(GLOBAL, slash('info')).command;
    const user = registry.create(GLOBAL, { type: 2, name: 'info' }).command;
    const guild = registry.create(IN_GUILD, slash('info')).command;
    const other = registry.create({ ...GLOBAL, applicationId: OTHER_APP }, slash('info')).command;
    expect(new Set([chat.id, user.id, guild.id, other.id]).size).toBe(4);
    expect(registry.list(GLOBAL)).toHaveLength(2);
  });

  it('USER and MESSAGE commands store and return description ""', () => {
    const { command } = registry.create(GLOBAL, { type: 3, name: 'Report Message' });
    expect(command.description).toBe('');
    expect(command.description_localizations).toBeNull();
    const error = refused(() => registry.create(GLOBAL, { type: 2, name: 'High Five', description: 'no' }));
    expect(error.status).toBe(400);
    expect(error.body()).toMatchObject({ code: 50035, errors: { description: { _errors: [{}] } } });
  });

  it('refuses an invalid body with the shared 50035 tree and changes nothing', () => {
    const error = refused(() => registry.create(GLOBAL, { name: 'Bad Name', description: 'x' }));
    expect(error.code).toBe(50035);
    expect(error.body().message).toBe('Invalid Form Body');
    expect(JSON.stringify(error.body().errors)).toContain('"name"');
    expect(registry.list(GLOBAL)).toHaveLength(0);
    expect(registry.remainingCreates(GLOBAL)).toBe(200);
  });

  it('enforces the per-type counts with 30032 (100 / 15 / 15 / 1)', () => {
    for (let i = 0; i < 100; i++) registry.create(IN_GUILD, slash(`c${i}`));
    const chat = refused(() => registry.create(IN_GUILD, slash('one-more')));
    expect([chat.status, chat.code]).toEqual([400, 30032]);
    // Overwriting an existing name still works at the limit.
    expect(registry.create(IN_GUILD, slash('c5', { description: 'new' })).created).toBe(false);
    for (let i = 0; i < 15; i++) registry.create(IN_GUILD, { type: 2, name: `User ${i}` });
    expect(refused(() => registry.create(IN_GUILD, { type: 2, name: 'User 15' })).code).toBe(30032);
    for (let i = 0; i < 15; i++) registry.create(IN_GUILD, { type: 3, name: `Message ${i}` });
    expect(refused(() => registry.create(IN_GUILD, { type: 3, name: 'Message 15' })).code).toBe(30032);
    registry.create(GLOBAL, { type: 4, name: 'launch' });
    expect(refused(() => registry.create(GLOBAL, { type: 4, name: 'start' })).code).toBe(30032);
  });

  it('refuses a PRIMARY_ENTRY_POINT command in a guild', () => {
    expect(refused(() => registry.create(IN_GUILD, { type: 4, name: 'launch' })).code).toBe(50035);
  });

  it('lets only EMBEDDED applications set handler', () => {
    expect(refused(() => registry.create(GLOBAL, { type: 4, name: 'launch', handler: 2 })).code).toBe(50035);
    const embedded = { ...GLOBAL, applicationId: OTHER_APP, embedded: true };
    registry.delete(embedded, registry.list(embedded)[0]?.id ?? '');
    expect(registry.create(embedded, { type: 4, name: 'launch', handler: 1 }).command.handler).toBe(1);
  });
});

describe('daily creates', () => {
  it('allows 200 creates per scope per 24 hours (30034, HTTP 400), reset by the clock', () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 100; i++) registry.create(IN_GUILD, slash(`r${round}-${i}`));
      for (const command of registry.list(IN_GUILD)) registry.delete(IN_GUILD, command.id);
    }
    expect(registry.remainingCreates(IN_GUILD)).toBe(0);
    const error = refused(() => registry.create(IN_GUILD, slash('late')));
    expect([error.status, error.code]).toEqual([400, 30034]);
    // Another guild and the global scope have their own counters.
    expect(registry.create({ ...IN_GUILD, guildId: '1200000000000000002' }, slash('late')).created).toBe(
      true,
    );
    expect(registry.create(GLOBAL, slash('late')).created).toBe(true);
    clock.advance(CREATE_WINDOW_MS - 1);
    expect(refused(() => registry.create(IN_GUILD, slash('late'))).code).toBe(30034);
    clock.advance(1);
    expect(registry.create(IN_GUILD, slash('late')).created).toBe(true);
    expect(registry.remainingCreates(IN_GUILD)).toBe(199);
  });

  it('overwrites and edits spend no creates', () => {
    const { command } = registry.create(GLOBAL, slash('ping'));
    registry.create(GLOBAL, slash('ping', { description: 'v2' }));
    registry.edit(GLOBAL, command.id, { description: 'v3' });
    expect(registry.remainingCreates(GLOBAL)).toBe(199);
  });
});

describe('edit', () => {
  it('overwrites only the supplied fields; null resets to the default', () => {
    const { command } = registry.create(
      GLOBAL,
      slash('ping', { nsfw: true, default_member_permissions: '32', name_localizations: { fr: 'ping-fr' } }),
    );
    const edited = registry.edit(GLOBAL, command.id, { description: 'edited', name_localizations: null });
    expect(edited).toMatchObject({
      id: command.id,
      name: 'ping',
      description: 'edited',
      nsfw: true,
      default_member_permissions: '32',
      name_localizations: null,
    });
    expect(compareSnowflakes(edited.version, command.version)).toBe(1);
  });

  it('an edit that changes nothing keeps the version', () => {
    const { command } = registry.create(GLOBAL, slash('ping', { nsfw: true }));
    expect(registry.edit(GLOBAL, command.id, { nsfw: true, name: 'ping' }).version).toBe(command.version);
  });

  it('refuses a type change', () => {
    const { command } = registry.create(GLOBAL, slash('ping'));
    const error = refused(() => registry.edit(GLOBAL, command.id, { type: 2 }));
    expect(error.code).toBe(50035);
    expect(error.body().errors).toHaveProperty('type');
    expect(registry.get(GLOBAL, command.id).type).toBe(1);
  });

  it('refuses a rename onto another command of the same type (40041)', () => {
    registry.create(GLOBAL, slash('alpha'));
    const { command } = registry.create(GLOBAL, slash('beta'));
    const error = refused(() => registry.edit(GLOBAL, command.id, { name: 'alpha' }));
    expect([error.status, error.code]).toEqual([400, 40041]);
  });

  it('checks the merged command as a whole (8000-character size)', () => {
    const long = 'd'.repeat(100);
    const options = Array.from({ length: 25 }, (_, i) => ({
      type: 3,
      name: `o${i}`,
      description: long,
      choices: Array.from({ length: 3 }, (_, j) => ({ name: `${'n'.repeat(90)}${j}`, value: `v${j}` })),
    }));
    const { command } = registry.create(GLOBAL, slash('big', { options: options.slice(0, 10) }));
    const error = refused(() => registry.edit(GLOBAL, command.id, { options }));
    expect(error.code).toBe(50035);
  });

  it('answers 10063 for an unknown id, or an id of another scope', () => {
    const { command } = registry.create(IN_GUILD, slash('ping'));
    expect(refused(() => registry.edit(GLOBAL, command.id, { description: 'x' })).code).toBe(10063);
    expect(refused(() => registry.get(GLOBAL, '1')).code).toBe(10063);
    expect(refused(() => registry.delete(GLOBAL, command.id)).status).toBe(404);
  });
});

describe('permissions follow their command', () => {
  const everyone = [{ id: GUILD, type: 1 as const, permission: false }];

  it('delete removes the command permissions; rename removes them too', () => {
    const a = registry.create(IN_GUILD, slash('alpha')).command;
    const b = registry.create(IN_GUILD, slash('beta')).command;
    registry.permissions.set(APP, GUILD, a.id, everyone);
    registry.permissions.set(APP, GUILD, b.id, everyone);
    registry.permissions.set(APP, GUILD, APP, everyone);
    registry.delete(IN_GUILD, a.id);
    expect(refused(() => registry.permissions.get(APP, GUILD, a.id)).code).toBe(10066);
    registry.edit(IN_GUILD, b.id, { description: 'same name' });
    expect(registry.permissions.get(APP, GUILD, b.id).permissions).toEqual(everyone);
    registry.edit(IN_GUILD, b.id, { name: 'gamma' });
    expect(refused(() => registry.permissions.get(APP, GUILD, b.id)).code).toBe(10066);
    expect(registry.permissions.list(APP, GUILD).map((p) => p.id)).toEqual([APP]);
  });

  it('deleting a global command removes its overwrites in every guild', () => {
    const { command } = registry.create(GLOBAL, slash('ping'));
    const otherGuild = '1200000000000000002';
    registry.permissions.set(APP, GUILD, command.id, everyone);
    registry.permissions.set(APP, otherGuild, command.id, everyone);
    registry.delete(GLOBAL, command.id);
    expect(registry.permissions.list(APP, GUILD)).toEqual([]);
    expect(registry.permissions.list(APP, otherGuild)).toEqual([]);
  });
});

describe('bulk overwrite', () => {
  it('replaces every type, keeps ids of matched commands and counts only new ones', () => {
    const ping = registry.create(IN_GUILD, slash('ping')).command;
    const user = registry.create(IN_GUILD, { type: 2, name: 'Wave' }).command;
    const gone = registry.create(IN_GUILD, slash('gone')).command;
    registry.permissions.set(APP, GUILD, gone.id, [{ id: GUILD, type: 1, permission: true }]);
    const before = registry.remainingCreates(IN_GUILD);
    const result = registry.bulkOverwrite(IN_GUILD, [
      slash('ping'),
      { id: user.id, type: 2, name: 'Wave Hello' },
      slash('fresh'),
    ]);
    expect(result.map((c) => c.name)).toEqual(['ping', 'Wave Hello', 'fresh']);
    expect(result[0]?.id).toBe(ping.id);
    expect(result[0]?.version).toBe(ping.version);
    expect(result[1]?.id).toBe(user.id);
    expect(result[2]?.id).not.toBe(gone.id);
    expect(registry.remainingCreates(IN_GUILD)).toBe(before - 1);
    expect(registry.list(IN_GUILD)).toEqual(result);
    expect(registry.permissions.list(APP, GUILD)).toEqual([]);
  });

  it('is idempotent: the same list again keeps ids and versions and spends nothing', () => {
    const body = [
      slash('a'),
      slash('b', { options: [{ type: 3, name: 'x', description: 'x' }] }),
      { type: 3, name: 'M' },
    ];
    const first = registry.bulkOverwrite(GLOBAL, body);
    const remaining = registry.remainingCreates(GLOBAL);
    const stored = registry.list(GLOBAL);
    const second = registry.bulkOverwrite(GLOBAL, body);
    expect(second).toEqual(first);
    // Nothing changed, so nothing was stored: the registered list is the very same one.
    expect(registry.list(GLOBAL)).toBe(stored);
    expect(registry.remainingCreates(GLOBAL)).toBe(remaining);
  });

  it('an id wins over a name: the renamed command keeps its id, the reused name is new', () => {
    const alpha = registry.create(GLOBAL, slash('alpha')).command;
    const result = registry.bulkOverwrite(GLOBAL, [slash('alpha'), { ...slash('omega'), id: alpha.id }]);
    expect(result[1]?.id).toBe(alpha.id);
    expect(result[0]?.id).not.toBe(alpha.id);
  });

  it('refuses more new commands than the day allows (30034) and changes nothing', () => {
    for (let round = 0; round < 2; round++) {
      registry.bulkOverwrite(
        IN_GUILD,
        Array.from({ length: 99 }, (_, i) => slash(`r${round}-${i}`)),
      );
    }
    expect(registry.remainingCreates(IN_GUILD)).toBe(2);
    const kept = registry.list(IN_GUILD);
    const error = refused(() => registry.bulkOverwrite(IN_GUILD, [slash('n1'), slash('n2'), slash('n3')]));
    expect([error.status, error.code]).toEqual([400, 30034]);
    expect(registry.list(IN_GUILD)).toBe(kept);
    // Matched commands are free: the registered list plus two new ones fits.
    const ok = registry.bulkOverwrite(IN_GUILD, [
      ...kept.slice(0, 50).map((c) => slash(c.name)),
      slash('n1'),
      slash('n2'),
    ]);
    expect(ok).toHaveLength(52);
    expect(registry.remainingCreates(IN_GUILD)).toBe(0);
  });

  it('refuses duplicate names (50035 at the item) and too many of a type (30032)', () => {
    const duplicate = refused(() => registry.bulkOverwrite(GLOBAL, [slash('a'), slash('a')]));
    expect(duplicate.code).toBe(50035);
    expect(duplicate.body().errors).toMatchObject({
      1: { name: { _errors: [{ code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' }] } },
    });
    const users = Array.from({ length: 16 }, (_, i) => ({ type: 2, name: `U${i}` }));
    const tooMany = refused(() => registry.bulkOverwrite(GLOBAL, users));
    expect([tooMany.status, tooMany.code]).toEqual([400, 30032]);
    expect(registry.list(GLOBAL)).toEqual([]);
  });

  it('an empty list deletes everything', () => {
    registry.create(GLOBAL, slash('a'));
    expect(registry.bulkOverwrite(GLOBAL, [])).toEqual([]);
    expect(registry.list(GLOBAL)).toEqual([]);
  });
});

describe('the automatic entry point of EMBEDDED applications', () => {
  const EMBEDDED: RegistryScope = { applicationId: OTHER_APP, guildId: null, embedded: true };

  it('creates "Launch" (PRIMARY_ENTRY_POINT, DISCORD_LAUNCH_ACTIVITY) once, global only', () => {
    const list = registry.list(EMBEDDED);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 4, name: 'Launch', handler: 2, description: '' });
    expect(registry.remainingCreates(EMBEDDED)).toBe(200);
    expect(registry.list({ ...EMBEDDED, guildId: GUILD })).toEqual([]);
    expect(registry.list(GLOBAL)).toEqual([]);
    registry.delete(EMBEDDED, list[0]?.id ?? '');
    expect(registry.list(EMBEDDED)).toEqual([]);
  });

  it('counts toward the single PRIMARY_ENTRY_POINT slot and can be kept by a bulk overwrite', () => {
    const launch = registry.list(EMBEDDED)[0];
    expect(refused(() => registry.create(EMBEDDED, { type: 4, name: 'start' })).code).toBe(30032);
    const result = registry.bulkOverwrite(EMBEDDED, [{ type: 4, name: 'Launch', handler: 2 }, slash('ping')]);
    expect(result[0]?.id).toBe(launch?.id);
    expect(result[0]?.version).toBe(launch?.version);
  });
});
