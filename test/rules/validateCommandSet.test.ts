import { describe, expect, it } from 'vitest';
import { validateCommand, validateCommandSet } from '../../src/rules/index.js';

type Body = Record<string, unknown>;
const chat = (name: string, extra: Body = {}): Body => ({ name, description: 'd', ...extra });
const user = (name: string): Body => ({ type: 2, name });
const message = (name: string): Body => ({ type: 3, name });
const entry = (name: string): Body => ({ type: 4, name, description: 'Launch' });
const found = (issues: { path: (string | number)[]; code: string }[]) =>
  issues.map(({ path, code }) => ({ path, code }));

describe('name uniqueness (SERVICE.md "What the service does" point 6)', () => {
  it('two global CHAT_INPUT commands with the same name are not allowed', () => {
    expect(found(validateCommandSet([chat('ping'), chat('ping')], 'global'))).toEqual([
      { path: [1, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' },
    ]);
  });

  it('two CHAT_INPUT commands with the same name in the same guild are not allowed', () => {
    expect(found(validateCommandSet([chat('ping'), chat('pong'), chat('ping')], 'guild'))).toEqual([
      { path: [2, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' },
    ]);
  });

  it('two global USER commands with the same name are not allowed', () => {
    expect(found(validateCommandSet([user('Profile'), user('Profile')], 'global'))).toEqual([
      { path: [1, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' },
    ]);
  });

  it('a global and a guild CHAT_INPUT command may share a name (sets are per scope)', () => {
    expect(validateCommandSet([chat('ping')], 'global')).toEqual([]);
    expect(validateCommandSet([chat('ping')], 'guild')).toEqual([]);
  });

  it('a global CHAT_INPUT and a global USER command may share a name', () => {
    expect(validateCommandSet([chat('profile'), user('profile'), message('profile')], 'global')).toEqual([]);
  });

  it('a missing type counts as CHAT_INPUT', () => {
    expect(found(validateCommandSet([chat('ping'), chat('ping', { type: 1 })], 'global'))).toEqual([
      { path: [1, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' },
    ]);
  });

  it('a guild PRIMARY_ENTRY_POINT command is not allowed', () => {
    expect(found(validateCommandSet([chat('a'), entry('Launch')], 'guild'))).toEqual([
      { path: [1, 'type'], code: 'APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD' },
    ]);
    expect(validateCommandSet([chat('a'), entry('Launch')], 'global')).toEqual([]);
  });
});

describe('per-type counts 100 / 15 / 15 / 1', () => {
  const many = (n: number, make: (name: string) => Body, prefix: string) =>
    Array.from({ length: n }, (_, i) => make(`${prefix}${i}`));

  it('accepts the full allowance of every type together (131 items)', () => {
    const set = [...many(100, chat, 'c'), ...many(15, user, 'U'), ...many(15, message, 'M'), entry('Launch')];
    expect(validateCommandSet(set, 'global')).toEqual([]);
  });

  it.each([
    ['CHAT_INPUT', many(101, chat, 'c')],
    ['USER', many(16, user, 'U')],
    ['MESSAGE', many(16, message, 'M')],
    ['PRIMARY_ENTRY_POINT', [entry('Launch'), entry('Start')]],
  ])('refuses one %s command too many', (type, set) => {
    const issues = validateCommandSet(set, 'global');
    expect(found(issues)).toEqual([{ path: [], code: 'APPLICATION_COMMANDS_TOO_MANY' }]);
    expect(issues[0]?.message).toContain(type);
  });

  it('refuses more items than a bulk overwrite takes', () => {
    const set = many(132, chat, 'c');
    expect(found(validateCommandSet(set, 'guild')).map((i) => i.code)).toEqual([
      'BASE_TYPE_MAX_LENGTH',
      'APPLICATION_COMMANDS_TOO_MANY',
    ]);
  });
});

describe('each command is validated with its index in the path', () => {
  it('prefixes paths with the array index', () => {
    const set = [chat('ok'), chat('ok2'), chat('ok3'), chat('Bad', { options: [{ type: 3, name: 'x' }] })];
    expect(found(validateCommandSet(set, 'global'))).toEqual([
      { path: [3, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME' },
      { path: [3, 'options', 0, 'description'], code: 'BASE_TYPE_REQUIRED' },
    ]);
  });

  it('uses bulk rules: items may carry ids, which must be distinct', () => {
    expect(validateCommandSet([chat('a', { id: '10' }), chat('b', { id: '11' })], 'global')).toEqual([]);
    expect(found(validateCommandSet([chat('a', { id: '10' }), chat('b', { id: '10' })], 'global'))).toEqual([
      { path: [1, 'id'], code: 'LIST_ITEM_VALUE_DUPLICATE' },
    ]);
  });

  it('guild bulk items take contexts but never BOT_DM', () => {
    expect(found(validateCommandSet([chat('a', { contexts: [0, 1, 2] })], 'guild'))).toEqual([
      { path: [0, 'contexts', 1], code: 'APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD' },
    ]);
  });

  it('refuses a non-array body', () => {
    expect(found(validateCommandSet({ 0: chat('a') }, 'global'))).toEqual([
      { path: [], code: 'LIST_TYPE_CONVERT' },
    ]);
  });

  it('agrees with validateCommand on each item', () => {
    const item = chat('Nope', { nsfw: 1 });
    const alone = validateCommand(item, { scope: 'global', mode: 'bulk' });
    const inSet = validateCommandSet([chat('x'), item], 'global');
    expect(inSet).toEqual(alone.map((i) => ({ ...i, path: [1, ...i.path] })));
  });
});
