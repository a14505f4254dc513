/**
 * @discordjs/rest with @discordjs/builders (clients nobody here wrote), unchanged, against the emulator:
 * command registration (bulk overwrite, upsert, edit, delete, guild commands), localized lists, the
 * service's errors as its `DiscordAPIError`s (50035 with field paths, 10063, 401), a retried 5xx, and the
 * 429s: a per-route one must not be taken as global (the other routes go on), a global one must (every
 * route waits). The only settings are the library's own: `api` (the emulator's URL), `makeRequest`
 * wrapping its default strategy (to keep each body for the OpenAPI check), `rejectOnRateLimit` (to see a
 * 429 as an error instead of a wait), and no background sweepers (the test ends cleanly).
 */
import {
  ContextMenuCommandBuilder,
  type ContextMenuCommandType,
  SlashCommandBuilder,
  type SlashCommandSubcommandsOnlyBuilder,
} from '@discordjs/builders';
import {
  DefaultRestOptions,
  DiscordAPIError,
  makeURLSearchParams,
  RateLimitError,
  REST,
  type RESTOptions,
  type ResponseLike,
} from '@discordjs/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandsFixture, startCommandsFixture } from '../emulator/commandsFixture.js';
import { ReceivedBodies } from './receivedBodies.js';

const received = new ReceivedBodies();
let cf: CommandsFixture;
let rest: REST;

/** A client as its documentation sets one up, pointed at the emulator. */
function restFor(token: string, extra: Partial<RESTOptions> = {}): REST {
  return new REST({
    api: `${cf.url}/api`,
    version: '10',
    hashSweepInterval: 0,
    handlerSweepInterval: 0,
    makeRequest: async (url, init) =>
      (await received.keepRest(
        url,
        init.method,
        await DefaultRestOptions.makeRequest(url, init),
      )) as ResponseLike,
    ...extra,
  }).setToken(token);
}

beforeAll(async () => {
  cf = await startCommandsFixture();
  rest = restFor(cf.app.botToken);
});
afterAll(async () => {
  await cf.emulator.close();
});

type Command = { id: string; name: string; version: string; [field: string]: unknown };

const globalCommands = () => `/applications/${cf.app.id}/commands` as const;
const guildCommands = () => `/applications/${cf.app.id}/guilds/${cf.guildId}/commands` as const;

/** A slash command with subcommands, every option type, choices, ranges and localizations. */
function richCommand(description = 'every option type'): SlashCommandSubcommandsOnlyBuilder {
  return new SlashCommandBuilder()
    .setName('rich')
    .setDescription(description)
    .setNameLocalizations({ fr: 'riche' })
    .setDescriptionLocalizations({ fr: 'tous les types' })
    .setDefaultMemberPermissions('8')
    .addSubcommand((sub) =>
      sub
        .setName('sub')
        .setDescription('a subcommand')
        .addStringOption((o) => o.setName('text').setDescription('s').setRequired(true).setMaxLength(10))
        .addIntegerOption((o) =>
          o
            .setName('int')
            .setDescription('i')
            .addChoices({ name: 'one', value: 1, name_localizations: { fr: 'un' } }),
        )
        .addNumberOption((o) => o.setName('num').setDescription('n').setMinValue(-1.5).setMaxValue(2.5))
        .addBooleanOption((o) => o.setName('bool').setDescription('b'))
        .addUserOption((o) => o.setName('user').setDescription('u'))
        .addChannelOption((o) => o.setName('channel').setDescription('c').addChannelTypes(0, 2))
        .addRoleOption((o) => o.setName('role').setDescription('r'))
        .addMentionableOption((o) => o.setName('mention').setDescription('m'))
        .addAttachmentOption((o) => o.setName('file').setDescription('f'))
        .addStringOption((o) => o.setName('auto').setDescription('a').setAutocomplete(true)),
    )
    .addSubcommand((sub) => sub.setName('plain').setDescription('no options'));
}

const USER_COMMAND = 2 as ContextMenuCommandType;
const MESSAGE_COMMAND = 3 as ContextMenuCommandType;

/** The status of the last response the client received. */
function lastStatus(): number | undefined {
  return received.all.at(-1)?.status;
}

describe('@discordjs/rest + @discordjs/builders against the emulator', () => {
  it('registers commands in bulk, upserts by name, edits and deletes', async () => {
    const body = [
      richCommand().toJSON(),
      new ContextMenuCommandBuilder().setName('High Five').setType(USER_COMMAND).toJSON(),
      new ContextMenuCommandBuilder().setName('Quote').setType(MESSAGE_COMMAND).toJSON(),
    ];
    const registered = (await rest.put(globalCommands(), { body })) as Command[];
    expect(registered.map((command) => [command.name, command.type])).toEqual([
      ['rich', 1],
      ['High Five', 2],
      ['Quote', 3],
    ]);
    const rich = registered[0] as Command;

    // Creating a command whose name exists replaces it (same id, new version, 200 rather than 201).
    const upserted = (await rest.post(globalCommands(), {
      body: richCommand('changed').toJSON(),
    })) as Command;
    expect(lastStatus()).toBe(200);
    expect(upserted).toMatchObject({ id: rich.id, description: 'changed' });
    expect(upserted.version).not.toBe(rich.version);
    const created = (await rest.post(globalCommands(), {
      body: new SlashCommandBuilder().setName('ping').setDescription('pong').toJSON(),
    })) as Command;
    expect(lastStatus()).toBe(201);

    const edited = (await rest.patch(`${globalCommands()}/${created.id}`, {
      body: { description: 'pong!' },
    })) as Command;
    expect(edited.description).toBe('pong!');
    expect(await rest.get(`${globalCommands()}/${created.id}`)).toMatchObject({ id: created.id });
    await rest.delete(`${globalCommands()}/${created.id}`);
    expect(lastStatus()).toBe(204);

    const guild = (await rest.put(guildCommands(), {
      body: [new SlashCommandBuilder().setName('local').setDescription('guild only').toJSON()],
    })) as Command[];
    expect(guild).toEqual([expect.objectContaining({ name: 'local', guild_id: cf.guildId })]);
    expect(await rest.get(`/applications/${cf.app.id}/guilds/${cf.guildId}/commands/permissions`)).toEqual(
      [],
    );
  });

  it('lists commands in the requester locale, or with every localization', async () => {
    const localized = (await rest.get(globalCommands(), {
      headers: { 'Accept-Language': 'fr' },
    })) as Command[];
    const rich = localized.find((command) => command.name === 'rich');
    expect(rich).toMatchObject({ name_localized: 'riche', description_localized: 'tous les types' });
    expect(rich).not.toHaveProperty('name_localizations');

    const dictionaries = (await rest.get(globalCommands(), {
      query: makeURLSearchParams({ with_localizations: true }),
    })) as Command[];
    expect(dictionaries.find((command) => command.name === 'rich')).toMatchObject({
      name_localizations: { fr: 'riche' },
      description_localizations: { fr: 'tous les types' },
    });
  });

  it("reports the service's errors as DiscordAPIError: 50035 with field paths, 10063, 401", async () => {
    const invalid = await rest
      .post(globalCommands(), {
        body: {
          name: 'Bad Name',
          description: 'x',
          options: [{ type: 3, name: 'pick', description: 'p', choices: [{ name: '', value: 'a' }] }],
        },
      })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(DiscordAPIError);
    const error = invalid as DiscordAPIError;
    expect(error).toMatchObject({ status: 400, code: 50035, method: 'POST' });
    // discord.js flattens the service's error tree into `path[CODE]: message` lines.
    expect(error.message).toMatch(/^Invalid Form Body\n/);
    expect(error.message).toMatch(/^name\[APPLICATION_COMMAND_INVALID_NAME\]: /m);
    expect(error.message).toMatch(/^options\[0\]\.choices\[0\]\.name\[BASE_TYPE_BAD_LENGTH\]: /m);

    const unknown = await rest.get(`${globalCommands()}/1`).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 404, code: 10063 });

    const stranger = await restFor('not-a-real-token-of-any-app')
      .get(globalCommands())
      .catch((e: unknown) => e);
    expect(stranger).toBeInstanceOf(DiscordAPIError);
    expect(stranger).toMatchObject({ status: 401, code: 0 });
  });

  it('retries a 5xx as it is meant to, and the retry succeeds', async () => {
    const path = `/api/v10${globalCommands()}`;
    cf.emulator.control.faults.add({ method: 'GET', path, status: 502, times: 1 });
    const since = cf.emulator.control.requests().at(-1)?.seq ?? 0;
    const commands = (await rest.get(globalCommands())) as Command[];
    expect(commands.length).toBeGreaterThan(0);
    expect(
      cf.emulator.control
        .requests(since)
        .filter((entry) => entry.path === path)
        .map((entry) => entry.status),
    ).toEqual([502, 200]);
  });
});

describe('@discordjs/rest and the 429s', () => {
  /**
   * A client that reports a 429 as RateLimitError instead of waiting: its `global` is the client's own
   * verdict (a global 429 is one that carries X-RateLimit-Global, whatever its value).
   */
  function limitedClient(): REST {
    return restFor(cf.app.botToken, { rejectOnRateLimit: () => true });
  }

  /** Uses up the window without the client seeing the headers (a client that saw them would wait). */
  async function spendWindow(): Promise<void> {
    const response = await fetch(`${cf.url}/api/v10/users/@me`, { headers: { authorization: cf.bot } });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }

  afterAll(() => {
    cf.emulator.control.rateLimits.configure(false);
  });

  it('a per-route 429 is per route, and the other routes go on', async () => {
    cf.emulator.control.rateLimits.configure({ global: false, route: { limit: 1, windowMs: 60_000 } });
    await spendWindow();
    const client = limitedClient();
    const limited = await client.get('/users/@me').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(RateLimitError);
    expect(limited).toMatchObject({ global: false, scope: 'user' });
    // Another route of the same client is not held back.
    expect(await client.get(globalCommands())).toEqual(expect.any(Array));
    expect(lastStatus()).toBe(200);
  });

  it('a global 429 is global, and every route of the client waits', async () => {
    cf.emulator.control.rateLimits.configure({ global: { limit: 1, windowMs: 60_000 }, route: false });
    await spendWindow();
    const client = limitedClient();
    const limited = await client.get('/users/@me').catch((error: unknown) => error);
    expect(limited).toMatchObject({ global: true, scope: 'global' });
    // Another route: held back by the client itself, before anything is sent.
    const before = cf.emulator.control.requests().length;
    const held = await client.get(globalCommands()).catch((error: unknown) => error);
    expect(held).toBeInstanceOf(RateLimitError);
    expect(held).toMatchObject({ global: true });
    expect(cf.emulator.control.requests()).toHaveLength(before);
  });
});

describe('every body @discordjs/rest received', () => {
  it('matches the OpenAPI response schema of its operation', () => {
    const report = received.check();
    expect(report.problems).toEqual([]);
    // The one documented difference: field error codes are strings (see withIntegerFieldCodes).
    expect(report.stringFieldCodes).toBeGreaterThanOrEqual(2);
    expect(report.undescribed).toEqual([]);
    expect(report.serverErrors).toEqual([`GET /api/v10/applications/${cf.app.id}/commands 502`]);
    expect(new Set(report.described)).toEqual(
      new Set([
        'PUT /applications/{application_id}/commands 200',
        'POST /applications/{application_id}/commands 200',
        'POST /applications/{application_id}/commands 201',
        'POST /applications/{application_id}/commands 400',
        'PATCH /applications/{application_id}/commands/{command_id} 200',
        'GET /applications/{application_id}/commands/{command_id} 200',
        'GET /applications/{application_id}/commands/{command_id} 404',
        'PUT /applications/{application_id}/guilds/{guild_id}/commands 200',
        'GET /applications/{application_id}/guilds/{guild_id}/commands/permissions 200',
        'GET /applications/{application_id}/commands 200',
        'GET /applications/{application_id}/commands 401',
        'GET /users/@me 429',
      ]),
    );
  });
});
