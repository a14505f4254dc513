/**
 * An emulator and a real handler of ours on a loopback port: an application whose interactions URL is
 * the handler, its commands registered through the SDK, and a guild with members of different abilities.
 * The handler's routes are the test's own (`routes`), so each test installs what it needs.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bulkOverwriteGlobalCommands, bulkOverwriteGuildCommands } from '../../src/api/commands.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import type { ApplicationRecord, UserRecord } from '../../src/emulator/records.js';
import { Transport } from '../../src/http/transport.js';
import {
  type AutocompleteHandler,
  type CommandHandler,
  createInteractionHandler,
  type InteractionHandler,
} from '../../src/interactions/index.js';
import type { ApplicationCommand, BulkApplicationCommandItem } from '../../src/model/command.js';
import { PermissionFlags as P, serializePermissions } from '../../src/model/permissions.js';

/** Every option type, under a subcommand group (`/game admin setup`) and a plain subcommand (`/game stats`). */
export const GLOBAL_COMMANDS: BulkApplicationCommandItem[] = [
  {
    name: 'game',
    description: 'Game commands',
    options: [
      {
        type: 2,
        name: 'admin',
        description: 'Administration',
        options: [
          {
            type: 1,
            name: 'setup',
            description: 'Set up a match',
            options: [
              { type: 3, name: 'map', description: 'Map', required: true, autocomplete: true },
              {
                type: 4,
                name: 'rounds',
                description: 'Rounds',
                required: true,
                min_value: 1,
                max_value: 30,
                autocomplete: true,
              },
              { type: 10, name: 'ratio', description: 'Ratio', autocomplete: true },
              { type: 5, name: 'ranked', description: 'Ranked' },
              { type: 6, name: 'referee', description: 'Referee' },
              { type: 7, name: 'channel', description: 'Channel', channel_types: [0] },
              { type: 8, name: 'role', description: 'Role' },
              { type: 9, name: 'notify', description: 'Who to notify' },
              { type: 11, name: 'rules', description: 'Rules file' },
            ],
          },
        ],
      },
      {
        type: 1,
        name: 'stats',
        description: 'Stats',
        options: [
          { type: 3, name: 'mode', description: 'Mode', choices: [{ name: 'Ranked', value: 'ranked' }] },
        ],
      },
    ],
  },
  { name: 'ping', description: 'Ping' },
  { name: 'slow', description: 'Takes a while' },
  { type: 2, name: 'Challenge to a duel' },
  { type: 3, name: 'Quote' },
];

/** A guild command usable only with Manage Guild. */
export const GUILD_COMMANDS: BulkApplicationCommandItem[] = [
  {
    name: 'moderate',
    description: 'Moderation',
    default_member_permissions: serializePermissions(P.MANAGE_GUILD),
  },
];

export interface InteractionsFixture {
  emulator: RunningEmulator;
  app: ApplicationRecord;
  /** alice: a plain member; bob: another member (targets); carol: muted in #quiet; dave: a moderator. */
  users: { alice: UserRecord; bob: UserRecord; carol: UserRecord; dave: UserRecord };
  guildId: string;
  channels: { general: string; quiet: string; voice: string };
  roleId: string;
  commands: ApplicationCommand[];
  /** The handler's routes: set per test. */
  commandRoutes: Record<string, CommandHandler>;
  autocompleteRoutes: Record<string, AutocompleteHandler>;
  /** Failures the handler reported. */
  errors: Error[];
  /** Raw deliveries (headers and bytes), for cross-checks. */
  raw: { signature: string; timestamp: string; body: Buffer }[];
  handler: InteractionHandler;
  transport: Transport;
  close(): Promise<void>;
}

/** Starts the emulator, the handler on 127.0.0.1:0, and registers the commands. */
export async function startInteractionsFixture(
  options: { deferAfterMs?: number } = {},
): Promise<InteractionsFixture> {
  const emulator = await startEmulator({ rateLimits: false, seed: 15 });
  const { control } = emulator;
  const seeded = await control.seed({
    users: [
      { username: 'alice', locale: 'de' },
      { username: 'bob' },
      { username: 'carol' },
      { username: 'dave' },
    ],
    applications: [{ name: 'Arena' }],
  });
  const [alice, bob, carol, dave] = seeded.users;
  const [app] = seeded.applications;
  if (!alice || !bob || !carol || !dave || !app) throw new Error('seed failed');
  const guild = await control.seed({
    guilds: [
      {
        name: 'Arena Guild',
        locale: 'fr',
        roles: [{ name: 'moderator', permissions: serializePermissions(P.MANAGE_GUILD) }],
        channels: [{ name: 'general' }, { name: 'quiet' }, { name: 'voice', type: 2 }],
      },
    ],
  });
  const guildId = guild.guilds[0]?.id ?? '';
  const roleId = guild.roles[1]?.id ?? '';
  const [general, quiet, voice] = guild.channels;
  if (!general || !quiet || !voice) throw new Error('guild seed failed');
  await control.seed({
    members: [
      { guildId, userId: alice.id },
      { guildId, userId: bob.id, nick: 'Bobby' },
      { guildId, userId: carol.id },
      { guildId, userId: dave.id, roles: [roleId] },
      { guildId, userId: app.botUserId },
    ],
  });
  // carol cannot send messages in #quiet.
  await control.seed({
    channels: [
      {
        id: quiet.id,
        guildId,
        name: 'quiet',
        overwrites: [{ id: carol.id, type: 1, allow: '0', deny: serializePermissions(P.SEND_MESSAGES) }],
      },
    ],
  });

  const transport = new Transport({ baseUrl: emulator.url });
  const fixture = {
    commandRoutes: {} as Record<string, CommandHandler>,
    autocompleteRoutes: {} as Record<string, AutocompleteHandler>,
    errors: [] as Error[],
    raw: [] as InteractionsFixture['raw'],
  };
  // The handler keeps these tables by reference: each test puts in the routes it needs.
  const handler = createInteractionHandler({
    publicKey: app.verifyKey,
    transport,
    deferAfterMs: options.deferAfterMs ?? 2000,
    // The emulator's clock may be moved forward by a test: the timestamp check follows it.
    now: () => control.clock.now(),
    commands: fixture.commandRoutes,
    autocomplete: fixture.autocompleteRoutes,
    onError: (error) => fixture.errors.push(error),
  });
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      fixture.raw.push({
        signature: String(req.headers['x-signature-ed25519']),
        timestamp: String(req.headers['x-signature-timestamp']),
        body,
      });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const updated = await control.createApplication({
    id: app.id,
    interactionsUrl: `http://127.0.0.1:${port}/interactions`,
  });

  const bot = new Transport({ baseUrl: emulator.url, authorization: { type: 'Bot', token: app.botToken } });
  const commands = [
    ...(await bulkOverwriteGlobalCommands(bot, app.id, GLOBAL_COMMANDS)),
    ...(await bulkOverwriteGuildCommands(bot, app.id, guildId, GUILD_COMMANDS)),
  ];
  return {
    emulator,
    app: updated,
    users: { alice, bob, carol, dave },
    guildId,
    channels: { general: general.id, quiet: quiet.id, voice: voice.id },
    roleId,
    commands,
    ...fixture,
    handler,
    transport,
    close: async () => {
      await handler.drain();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await emulator.close();
    },
  };
}
