/** parseInteraction and the helpers over a parsed interaction: what is wrong, and where. */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/http/errors.js';
import {
  autocompleteResponse,
  deferredMessageResponse,
  launchActivityResponse,
  messageResponse,
  modalResponse,
  parseInteraction,
  readOptions,
  targetUser,
} from '../../src/interactions/index.js';
import type { ApplicationCommandInteraction } from '../../src/model/interaction.js';

const SECRET = 'aW50ZXJhY3Rpb246c2VjcmV0LXRva2Vu';
const command = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: '10',
    application_id: '20',
    type: 2,
    token: SECRET,
    version: 1,
    guild_id: '30',
    member: { user: { id: '40', username: 'alice' }, roles: [], permissions: '8' },
    data: { id: '50', name: 'ping', type: 1, ...data },
    ...extra,
  });

function issuesOf(body: string): string[] {
  try {
    parseInteraction(body);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect(String(error)).not.toContain(SECRET);
    return (error as ValidationError).issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  return [];
}

describe('parseInteraction', () => {
  it('accepts a command use and keeps it as sent', () => {
    const parsed = parseInteraction(Buffer.from(command({ options: [{ name: 'n', type: 4, value: 3 }] })));
    expect(parsed).toMatchObject({ type: 2, data: { name: 'ping', options: [{ value: 3 }] } });
  });

  it('says what is wrong and where, never quoting the token', () => {
    expect(issuesOf(`{"token":"${SECRET}",`)).toEqual([expect.stringMatching(/^: not JSON/)]);
    expect(issuesOf(JSON.stringify({ type: 3 }))).toEqual([
      expect.stringMatching(/^type: expected 1 \(PING\)/),
    ]);
    expect(issuesOf(command({ options: [{ name: 'n', type: 4, value: '3' }] }))).toEqual([
      'data.options.0.value: expected an integer; got "3"',
    ]);
    expect(issuesOf(command({ options: [{ name: 'u', type: 6, value: '7' }] }))).toEqual([
      'data.options.0.value: expected 7 in resolved.users',
    ]);
    expect(issuesOf(command({ type: 2, target_id: '7' }))).toEqual([
      'data.resolved.users: expected the target 7 in resolved.users',
    ]);
    expect(issuesOf(command({}, { member: undefined, app_permissions: 'all' }))).toEqual([
      'app_permissions: expected a permission bit set as a decimal string; got "all"',
      ': expected `member` (in a guild) or `user` (in a DM): who invoked the command',
    ]);
    expect(issuesOf(command({}, { type: 4 }))).toEqual([
      'data.version: expected a snowflake (decimal id string); got undefined',
      'data.options: an autocomplete request carries its options',
    ]);
  });
});

describe('option getters and targets', () => {
  const interaction = parseInteraction(
    command({
      options: [
        {
          name: 'admin',
          type: 2,
          options: [
            {
              name: 'ban',
              type: 1,
              options: [
                { name: 'who', type: 6, value: '7' },
                { name: 'days', type: 4, value: 2 },
              ],
            },
          ],
        },
      ],
      resolved: { users: { '7': { id: '7', username: 'bob' } } },
    }),
  ) as ApplicationCommandInteraction;

  it('reads the path and typed values; a wrong type or a missing required option names the option', () => {
    const options = readOptions(interaction);
    expect(options.path).toEqual(['admin', 'ban']);
    expect(options.getUser('who')?.user.username).toBe('bob');
    expect(options.getUser('who')?.member).toBeUndefined();
    expect(options.getInteger('days')).toBe(2);
    expect(options.getString('reason')).toBeUndefined();
    expect(() => options.getString('days')).toThrow('/ping admin ban: option "days" is INTEGER, not STRING');
    expect(() => options.getString('reason', { required: true })).toThrow(
      '/ping admin ban: required option "reason" is missing',
    );
    expect(() => targetUser(interaction)).toThrow('/ping is not a USER command: it has no target user');
  });
});

describe('answer builders', () => {
  it('build checked answers and refuse bad ones with the path', () => {
    expect(messageResponse('hi', { ephemeral: true })).toEqual({
      type: 4,
      data: { content: 'hi', flags: 64 },
    });
    expect(deferredMessageResponse({ ephemeral: true })).toEqual({ type: 5, data: { flags: 64 } });
    expect(launchActivityResponse()).toEqual({ type: 12 });
    expect(() => messageResponse('')).toThrow(/MESSAGE_EMPTY/);
    const tooMany = Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: i }));
    expect(() => autocompleteResponse(tooMany, { optionType: 4 })).toThrow(
      /data\.choices: BASE_TYPE_MAX_LENGTH/,
    );
    expect(() => autocompleteResponse([{ name: 'x', value: 1.5 }], { optionType: 4 })).toThrow(
      /data\.choices\[0\]\.value: NUMBER_TYPE_COERCE/,
    );
    expect(() => modalResponse({ custom_id: 'f', title: 'x'.repeat(46), components: [{}] })).toThrow(
      /data\.title/,
    );
    expect(() => messageResponse({ content: 'x', colour: 1 } as never)).toThrow(
      /data\.colour: BASE_TYPE_UNKNOWN_FIELD/,
    );
  });
});
