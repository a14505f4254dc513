/**
 * Shared setup of the commands and permissions tests: an emulator with an application (Bot and
 * client-credentials credentials), a second application, an EMBEDDED one, and a guild whose members
 * have different abilities to manage it.
 */

import type { ApplicationRecord, UserRecord } from '../../src/emulator/records.js';
import { ApplicationFlags, PermissionFlags, serializePermissions } from '../../src/model/index.js';
import { api, type Fixture, type JsonResponse, signIn, startFixture, tokenRequest } from './helpers.js';

export interface CommandsFixture extends Fixture {
  embeddedApp: ApplicationRecord;
  guildId: string;
  /** Roles: MANAGE_GUILD + MANAGE_ROLES, ADMINISTRATOR, MANAGE_GUILD only. */
  roles: { manager: string; admin: string; guildOnly: string };
  channelId: string;
  /** alice (`user`) owns the guild; bob (`other`) is a manager; these are the rest. */
  admin: UserRecord;
  guildManagerOnly: UserRecord;
  plain: UserRecord;
  outsider: UserRecord;
  /** `Bot <token>` of `app`. */
  bot: string;
}

export async function startCommandsFixture(): Promise<CommandsFixture> {
  const fixture = await startFixture({ seed: 11 });
  const { control } = fixture.emulator;
  const extra = await control.seed({
    users: [
      { username: 'carol', locale: 'fr' },
      { username: 'dave' },
      { username: 'erin' },
      { username: 'frank' },
    ],
    applications: [{ name: 'Activity', flags: ApplicationFlags.EMBEDDED }],
  });
  const [admin, guildManagerOnly, plain, outsider] = extra.users;
  const [embeddedApp] = extra.applications;
  if (!admin || !guildManagerOnly || !plain || !outsider || !embeddedApp) throw new Error('seed failed');
  const bits = (...flags: bigint[]) => serializePermissions(flags.reduce((all, flag) => all | flag, 0n));
  const guilds = await control.seed({
    guilds: [
      {
        name: 'Test Guild',
        ownerId: fixture.user.id,
        roles: [
          { name: 'manager', permissions: bits(PermissionFlags.MANAGE_GUILD, PermissionFlags.MANAGE_ROLES) },
          { name: 'admin', permissions: bits(PermissionFlags.ADMINISTRATOR) },
          { name: 'guild-only', permissions: bits(PermissionFlags.MANAGE_GUILD) },
        ],
        channels: [{ name: 'general' }],
      },
    ],
  });
  const guild = guilds.guilds[0];
  const [, manager, adminRole, guildOnly] = guilds.roles;
  const channel = guilds.channels[0];
  if (!guild || !manager || !adminRole || !guildOnly || !channel) throw new Error('guild seed failed');
  await control.seed({
    members: [
      { guildId: guild.id, userId: fixture.other.id, roles: [manager.id] },
      { guildId: guild.id, userId: admin.id, roles: [adminRole.id] },
      { guildId: guild.id, userId: guildManagerOnly.id, roles: [guildOnly.id] },
      { guildId: guild.id, userId: plain.id },
    ],
  });
  return {
    ...fixture,
    embeddedApp,
    guildId: guild.id,
    roles: { manager: manager.id, admin: adminRole.id, guildOnly: guildOnly.id },
    channelId: channel.id,
    admin,
    guildManagerOnly,
    plain,
    outsider,
    bot: `Bot ${fixture.app.botToken}`,
  };
}

/** `Bearer <client-credentials token>` of `app` with `scope`. */
export async function clientCredentials(
  fixture: Fixture,
  scope = 'applications.commands.update',
  app: ApplicationRecord = fixture.app,
): Promise<string> {
  const response = await tokenRequest(
    fixture.url,
    { grant_type: 'client_credentials', scope },
    { basic: [app.id, app.clientSecret] },
  );
  if (response.status !== 200) throw new Error(`client_credentials failed: ${JSON.stringify(response.body)}`);
  return `Bearer ${String(response.body.access_token)}`;
}

/** `Bearer <user token>` of `userId` for `fixture.app`, with the permissions-update scope. */
export async function userToken(
  fixture: Fixture,
  userId: string,
  scope = 'identify applications.commands.permissions.update',
): Promise<string> {
  const tokens = await signIn(fixture, scope, userId);
  return `Bearer ${tokens.access_token}`;
}

/** Path of the global commands (`guild` undefined) or a guild's commands of `appId`. */
export function commandsPath(appId: string, guildId?: string): string {
  return guildId === undefined
    ? `/api/v10/applications/${appId}/commands`
    : `/api/v10/applications/${appId}/guilds/${guildId}/commands`;
}

/** Deletes every command of the fixture's app, global and in its guild (bulk overwrite with `[]`). */
export async function clearCommands(fixture: CommandsFixture): Promise<void> {
  for (const path of [commandsPath(fixture.app.id), commandsPath(fixture.app.id, fixture.guildId)])
    await api(fixture.url, path, { method: 'PUT', auth: fixture.bot, body: [] });
}

/** A CHAT_INPUT body. */
export function slash(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, description: `the ${name} command`, ...extra };
}

/** An API error body. */
export interface ErrorJson {
  code: number;
  message: string;
  errors?: Record<string, unknown>;
}

/** Status and error code of a response, for one-line assertions. */
export function outcome(response: JsonResponse<unknown>): [number, number | undefined] {
  const body = response.body as Partial<ErrorJson> | undefined;
  return [response.status, typeof body?.code === 'number' ? body.code : undefined];
}

export { api };
