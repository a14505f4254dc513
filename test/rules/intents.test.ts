/** The checks of a bot's IDENTIFY (intents, shard) and the reading of mentions, as pure rules. */
import { describe, expect, it } from 'vitest';
import { ALL_INTENTS, ApplicationIntentFlags, GatewayIntentBits } from '../../src/model/intents.js';
import { intentsProblem, parseMentions, shardProblem } from '../../src/rules/index.js';

const { Guilds, GuildMembers, GuildPresences, MessageContent } = GatewayIntentBits;

describe('intentsProblem', () => {
  it('accepts every non-privileged intent without approval', () => {
    const plain = ALL_INTENTS & ~(GuildMembers | GuildPresences | MessageContent);
    expect(intentsProblem(plain, 0)).toBeUndefined();
    expect(intentsProblem(0, 0)).toBeUndefined();
  });

  it('refuses a missing intents field and bits that are not intents with 4013', () => {
    expect(intentsProblem(undefined, 0)).toMatchObject({
      code: 4013,
      reason: expect.stringContaining('required'),
    });
    for (const bit of [17, 18, 19, 22, 23, 26, 30])
      expect(intentsProblem(Guilds | (1 << bit), 0)?.code, `bit ${bit}`).toBe(4013);
    expect(intentsProblem(-1, 0)?.code).toBe(4013);
    expect(intentsProblem(2 ** 40, 0)?.code).toBe(4013);
  });

  it('refuses privileged intents without the flag (4014, naming them), and takes either form of the flag', () => {
    expect(intentsProblem(Guilds | GuildMembers | MessageContent, 0)).toEqual({
      ok: false,
      code: 4014,
      reason: 'd.intents: GUILD_MEMBERS, MESSAGE_CONTENT not enabled for this application',
    });
    expect(intentsProblem(GuildPresences, ApplicationIntentFlags.GatewayPresenceLimited)).toBeUndefined();
    expect(intentsProblem(MessageContent, ApplicationIntentFlags.GatewayMessageContent)).toBeUndefined();
    expect(intentsProblem(GuildMembers, ApplicationIntentFlags.GatewayMessageContent)?.code).toBe(4014);
  });
});

describe('shardProblem', () => {
  it('takes no shard or [0, 1]; another shard is 4010; too many guilds for one shard is 4011', () => {
    expect(shardProblem(undefined, 3, 2500)).toBeUndefined();
    expect(shardProblem([0, 1], 3, 2500)).toBeUndefined();
    expect(shardProblem([0, 2], 3, 2500)?.code).toBe(4010);
    expect(shardProblem([1, 2], 3, 2500)?.code).toBe(4010);
    expect(shardProblem([0, 1], 2501, 2500)).toMatchObject({ code: 4011 });
  });
});

describe('parseMentions', () => {
  it('reads users (with or without !), roles and everyone/here, each once', () => {
    expect(parseMentions('hi <@1> and <@!2>, <@&3> <@1> @here')).toEqual({
      users: ['1', '2'],
      roles: ['3'],
      everyone: true,
    });
    expect(parseMentions('mail me at a@everyoneelse.test <@abc>')).toEqual({
      users: [],
      roles: [],
      everyone: false,
    });
  });
});
