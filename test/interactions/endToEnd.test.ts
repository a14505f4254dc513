/**
 * A real handler of ours on a loopback port receives what the emulator delivers: slash commands through
 * a subcommand group with every option type, context-menu commands with their targets, autocomplete with
 * partial input, a slow handler deferred automatically, a late answer and a double answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInteractionResponse } from '../../src/api/interactions.js';
import { ServiceError } from '../../src/http/errors.js';
import {
  deferredMessageResponse,
  isStale,
  messageResponse,
  targetMember,
  targetMessage,
  targetUser,
} from '../../src/interactions/index.js';
import type { ApplicationCommandInteraction } from '../../src/model/interaction.js';
import { deferred } from '../support/deferred.js';
import { type InteractionsFixture, startInteractionsFixture } from './fixture.js';

let fx: InteractionsFixture;
beforeAll(async () => {
  fx = await startInteractionsFixture({ deferAfterMs: 150 });
});
afterAll(async () => {
  await fx?.close();
});

describe('slash commands', () => {
  it('a subcommand group with every option type arrives with default names, resolved objects and permissions', async () => {
    const { alice, bob, dave } = fx.users;
    let seen: Record<string, unknown> = {};
    fx.commandRoutes['game admin setup'] = (interaction, { options, path }) => {
      const referee = options.getUser('referee', { required: true });
      const notify = options.getMentionable('notify', { required: true });
      seen = {
        name: interaction.data.name,
        path,
        map: options.getString('map', { required: true }),
        rounds: options.getInteger('rounds', { required: true }),
        ratio: options.getNumber('ratio'),
        ranked: options.getBoolean('ranked'),
        referee: [referee.user.username, referee.member?.nick],
        channel: options.getChannel('channel'),
        role: options.getRole('role')?.name,
        notify: notify.kind === 'user' ? notify.user.username : notify.role.name,
        rules: options.getAttachment('rules')?.filename,
        names: options.names(),
        locale: interaction.locale,
        guildLocale: interaction.guild_locale,
        memberPermissions: interaction.member?.permissions,
        appPermissions: interaction.app_permissions,
        version: interaction.data.version,
      };
      return messageResponse(`set up ${options.getString('map')}`);
    };
    const record = await fx.emulator.control.invokeCommand({
      user: alice.id,
      guild: fx.guildId,
      channel: fx.channels.general,
      name: 'game',
      options: {
        admin: {
          setup: {
            map: 'harbor',
            rounds: 12,
            ratio: 0.5,
            ranked: true,
            referee: bob.id,
            channel: fx.channels.general,
            role: fx.roleId,
            notify: dave.id,
            rules: { filename: 'rules.pdf', size: 2048, contentType: 'application/pdf' },
          },
        },
      },
    });
    expect(record.status).toBe('answered');
    expect(record.answeredVia).toBe('http');
    expect(record.response).toEqual({ type: 4, data: { content: 'set up harbor' } });
    expect(record.original?.content).toBe('set up harbor');
    expect(record.path).toEqual(['admin', 'setup']);
    const game = fx.commands.find((c) => c.name === 'game');
    expect(seen).toMatchObject({
      name: 'game',
      path: ['admin', 'setup'],
      map: 'harbor',
      rounds: 12,
      ratio: 0.5,
      ranked: true,
      referee: ['bob', 'Bobby'],
      role: 'moderator',
      notify: 'dave',
      rules: 'rules.pdf',
      names: ['map', 'rounds', 'ratio', 'ranked', 'referee', 'channel', 'role', 'notify', 'rules'],
      locale: 'de',
      guildLocale: 'fr',
      // @everyone's default permissions (view, send, history, commands, reactions, connect, speak).
      memberPermissions: '2150698048',
      appPermissions: '2150698048',
      version: game?.version,
    });
    // The bot is in the guild, so the resolved channel carries app_permissions.
    expect(seen.channel).toMatchObject({
      id: fx.channels.general,
      name: 'general',
      app_permissions: '2150698048',
    });
  });

  it('refuses options the registered definition does not allow, naming them', async () => {
    const base = { user: fx.users.alice.id, guild: fx.guildId, name: 'game' };
    const setup = (extra: Record<string, unknown>) => ({
      admin: { setup: { map: 'harbor', rounds: 3, ...extra } },
    });
    const { control } = fx.emulator;
    await expect(control.invokeCommand({ ...base, options: setup({ rounds: 99 }) as never })).rejects.toThrow(
      /options\[0\]\.options\[0\]\.options\[1\]\.value: BASE_TYPE_MAX_VALUE/,
    );
    await expect(
      control.invokeCommand({ ...base, options: setup({ channel: fx.channels.voice }) as never }),
    ).rejects.toThrow(/channel .* is of type 2; the option takes types 0/);
    await expect(
      control.invokeCommand({ ...base, options: setup({ colour: 'red' }) as never }),
    ).rejects.toThrow(/options\.admin\.setup\.colour: no such option/);
    await expect(
      control.invokeCommand({ ...base, options: { admin: { setup: { map: 'x' } } } }),
    ).rejects.toThrow(/requires option "rounds"/);
    await expect(control.invokeCommand({ ...base, options: { stats: { mode: 'casual' } } })).rejects.toThrow(
      /one of the option's choices/,
    );
  });
});

describe('context-menu commands', () => {
  it('USER and MESSAGE commands carry their resolved targets', async () => {
    const { alice, bob } = fx.users;
    fx.commandRoutes['Challenge to a duel'] = (interaction) => {
      const user = targetUser(interaction);
      return messageResponse(`${user.username} (${targetMember(interaction)?.nick}) is challenged`);
    };
    fx.commandRoutes.Quote = (interaction) => messageResponse(`> ${targetMessage(interaction).content}`);
    const duel = await fx.emulator.control.invokeCommand({
      user: alice.id,
      guild: fx.guildId,
      name: 'Challenge to a duel',
      type: 2,
      target: bob.id,
    });
    expect(duel.response).toEqual({ type: 4, data: { content: 'bob (Bobby) is challenged' } });
    expect((duel.payload as ApplicationCommandInteraction | null)?.data).toMatchObject({
      target_id: bob.id,
      resolved: { users: { [bob.id]: { username: 'bob' } } },
    });

    const quote = await fx.emulator.control.invokeCommand({
      user: alice.id,
      guild: fx.guildId,
      name: 'Quote',
      type: 3,
      target: { content: 'good game', author: bob.id },
    });
    expect(quote.response).toEqual({ type: 4, data: { content: '> good game' } });
    // A message the app itself posted can be targeted by its id.
    const again = await fx.emulator.control.invokeCommand({
      user: alice.id,
      guild: fx.guildId,
      name: 'Quote',
      type: 3,
      target: quote.original?.id ?? '',
    });
    expect(again.response).toEqual({ type: 4, data: { content: '> > good game' } });
  });
});

describe('autocomplete', () => {
  it('delivers partial input with required options missing, and takes choices of the option type', async () => {
    const seen: unknown[] = [];
    fx.autocompleteRoutes['game admin setup'] = (_interaction, { focused, options }) => {
      seen.push([focused, options.getInteger('rounds'), options.getString('map')]);
      if (focused.name === 'map')
        return [
          { name: 'Harbor', value: 'harbor' },
          { name: 'Hangar', value: 'hangar' },
        ];
      return [10, 20].map((n) => ({ name: String(n), value: n }));
    };
    const base = { user: fx.users.alice.id, guild: fx.guildId, name: 'game' };
    const map = await fx.emulator.control.autocomplete({
      ...base,
      focused: 'map',
      options: { admin: { setup: { map: 'ha' } } },
    });
    expect(map.status).toBe('answered');
    expect(map.response).toEqual({
      type: 8,
      data: {
        choices: [
          { name: 'Harbor', value: 'harbor' },
          { name: 'Hangar', value: 'hangar' },
        ],
      },
    });
    expect((map.payload as ApplicationCommandInteraction | null)?.data.resolved).toBeUndefined();

    const rounds = await fx.emulator.control.autocomplete({
      ...base,
      focused: 'rounds',
      options: { admin: { setup: { map: 'harbor', rounds: '-' } } },
    });
    expect(rounds.response).toMatchObject({
      type: 8,
      data: {
        choices: [
          { name: '10', value: 10 },
          { name: '20', value: 20 },
        ],
      },
    });
    expect(seen).toEqual([
      [{ name: 'map', type: 3, value: 'ha' }, undefined, 'ha'],
      [{ name: 'rounds', type: 4, value: '-' }, undefined, 'harbor'],
    ]);
    await expect(
      fx.emulator.control.autocomplete({
        ...base,
        focused: 'rounds',
        options: { admin: { setup: { rounds: 'ten' } } },
      }),
    ).rejects.toThrow(/partial INTEGER/);
  });

  it('choices of the wrong type fail in the app, with the path, and the interaction fails', async () => {
    fx.autocompleteRoutes['game admin setup'] = () => [{ name: 'ten', value: 'ten' }];
    const before = fx.errors.length;
    const record = await fx.emulator.control.autocomplete({
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'game',
      focused: 'rounds',
      options: { admin: { setup: { rounds: '1' } } },
    });
    expect(record.status).toBe('failed');
    expect(record.failure).toBe('the app answered HTTP 500');
    expect(
      fx.errors
        .slice(before)
        .map((e) => e.message)
        .join('\n'),
    ).toMatch(/data\.choices\[0\]\.value: NUMBER_TYPE_COERCE/);
  });
});

describe('the 3-second rule', () => {
  it('a slow handler is deferred, then its message replaces the placeholder', async () => {
    // The handler finishes only once the test has seen the deferred answer: slow however fast the machine.
    const stillWorking = deferred();
    fx.commandRoutes.slow = async () => {
      await stillWorking.promise;
      return messageResponse('done after a while');
    };
    const record = await fx.emulator.control.invokeCommand({
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'slow',
    });
    stillWorking.resolve();
    expect(record.response).toEqual({ type: 5 });
    expect(record.original?.flags).toBe(128); // LOADING: "thinking..."
    await fx.handler.drain();
    const after = fx.emulator.control.interaction(record.id);
    expect(after?.original).toMatchObject({ content: 'done after a while', flags: 0 });
    expect(after?.original?.edited_timestamp).not.toBeNull();
  });

  it('a slow handler may finish by follow-ups: the first replaces the placeholder, the next are new messages', async () => {
    const stillWorking = deferred();
    fx.commandRoutes.slow = async (_interaction, { replies }) => {
      await stillWorking.promise;
      await replies.followUp('report ready');
      await replies.followUp({ content: 'only you see this', flags: 64 });
      return deferredMessageResponse();
    };
    const record = await fx.emulator.control.invokeCommand({
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'slow',
    });
    stillWorking.resolve();
    expect(record.response).toEqual({ type: 5 });
    await fx.handler.drain();
    const after = fx.emulator.control.interaction(record.id);
    expect(after?.original?.content).toBe('report ready');
    expect(after?.followups.map((m) => [m.content, m.flags])).toEqual([['only you see this', 64]]);
  });

  it('an answer after 3 s (emulator clock) is refused with 10062 and the interaction fails', async () => {
    let callback: unknown;
    fx.commandRoutes.ping = async (interaction) => {
      await fx.emulator.control.clock.advance(3001);
      callback = await createInteractionResponse(
        fx.transport,
        interaction.id,
        interaction.token,
        messageResponse('late'),
      ).catch((error: unknown) => error);
      return messageResponse('late');
    };
    const record = await fx.emulator.control.invokeCommand({
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'ping',
    });
    expect(callback).toBeInstanceOf(ServiceError);
    expect((callback as ServiceError).serviceCode).toBe(10062);
    expect(record.status).toBe('failed');
    expect(record.failure).toBe('answered after 3 s (10062 unknown interaction)');
  });

  it('a second answer is refused with 40060; the token appears in no log, record or state', async () => {
    let second: unknown;
    let token = '';
    fx.commandRoutes.ping = async (interaction) => {
      token = interaction.token;
      await createInteractionResponse(
        fx.transport,
        interaction.id,
        interaction.token,
        messageResponse('first'),
      );
      second = await createInteractionResponse(
        fx.transport,
        interaction.id,
        interaction.token,
        messageResponse('again'),
      ).catch((error: unknown) => error);
      return messageResponse('inline');
    };
    const since = fx.emulator.control.requests().at(-1)?.seq ?? 0;
    const record = await fx.emulator.control.invokeCommand({
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'ping',
    });
    expect((second as ServiceError).serviceCode).toBe(40060);
    expect(String(second)).not.toContain(token);
    expect(record).toMatchObject({
      status: 'answered',
      answeredVia: 'callback',
      response: { data: { content: 'first' } },
    });
    expect(record.notes.join('\n')).toMatch(/second answer, ignored/);

    const log = fx.emulator.control.requests(since);
    const callbacks = log.filter((entry) => entry.route?.endsWith('/callback'));
    expect(callbacks.map((entry) => [entry.status, entry.path.includes('[redacted]')])).toEqual([
      [204, true],
      [400, true],
    ]);
    expect(callbacks[0]?.note).toMatch(/answered 4 CHANNEL_MESSAGE_WITH_SOURCE: "first"/);
    const state = await (await fetch(`${fx.emulator.url}/_emulator/state`)).text();
    for (const text of [JSON.stringify(log), JSON.stringify(fx.emulator.control.interactions()), state])
      expect(text.includes(token)).toBe(false);
  });

  it('isStale compares the interaction with the version the app registered', async () => {
    fx.commandRoutes.ping = (interaction) => messageResponse(String(isStale(interaction, '1')));
    const record = await fx.emulator.control.invokeCommand({
      user: fx.users.alice.id,
      guild: fx.guildId,
      name: 'ping',
    });
    expect(record.response).toEqual({ type: 4, data: { content: 'true' } });
  });
});
