/**
 * Seeding: applications, users, guilds, roles, members and channels created through the control API.
 * Every input is checked and refused with a message naming the field; missing ids and secrets are made up.
 */
import { generateKeyPairSync } from 'node:crypto';
import { CONNECTION_SERVICES, ConnectionVisibility } from '../model/connection.js';
import { type PermissionName, permissionBits, permissionsProblem } from '../model/permissions.js';
import { parseSnowflake } from '../model/snowflake.js';
import type { EmulatorContext } from './context.js';
import { loopbackUrlProblem } from './interactions/loopback.js';
import type {
  ApplicationRecord,
  ChannelOverwriteRecord,
  ChannelRecord,
  ConnectionRecord,
  GuildRecord,
  MemberRecord,
  RoleRecord,
  UserRecord,
  VoiceStateRecord,
} from './records.js';
import { memberKey } from './store.js';
import { linkConnection } from './users/connections.js';
import { CONNECTABLE_CHANNEL_TYPES, connectToVoice, disconnectFromVoice } from './voice/state.js';

/** A control-API input that cannot be applied; the message names the field and what is allowed. */
export class SeedError extends TypeError {
  override name = 'SeedError';
}

export interface ApplicationSeed {
  id?: string | undefined;
  name?: string | undefined;
  botToken?: string | undefined;
  clientSecret?: string | undefined;
  /** Public client: PKCE S256 required, no client_credentials. Default false. */
  publicClient?: boolean | undefined;
  redirectUris?: string[] | undefined;
  flags?: number | undefined;
  webhookUrl?: string | null | undefined;
  /** Where interactions are POSTed: a loopback URL (`http://127.0.0.1:<port>/...`) or null. */
  interactionsUrl?: string | null | undefined;
  ownerId?: string | null | undefined;
  /** Approved for the `identify.premium` scope (users' real `premium_type`). Default false. */
  premiumScopeApproved?: boolean | undefined;
}

export interface UserSeed {
  id?: string | undefined;
  username?: string | undefined;
  global_name?: string | null | undefined;
  email?: string | null | undefined;
  verified?: boolean | undefined;
  locale?: string | undefined;
  avatar?: string | null | undefined;
  mfa_enabled?: boolean | undefined;
  premium_type?: number | undefined;
  flags?: number | undefined;
}

export interface RoleSeed {
  id?: string | undefined;
  /** Required unless nested in a guild seed. */
  guildId?: string | undefined;
  name?: string | undefined;
  /** Decimal permission bit set. Default "0". */
  permissions?: string | undefined;
  position?: number | undefined;
}

export interface MemberSeed {
  guildId?: string | undefined;
  userId: string;
  roles?: string[] | undefined;
  nick?: string | null | undefined;
}

export interface ChannelSeed {
  id?: string | undefined;
  guildId?: string | undefined;
  name?: string | undefined;
  /** Channel type. Default 0 (text). */
  type?: number | undefined;
  parentId?: string | null | undefined;
  overwrites?: ChannelOverwriteRecord[] | undefined;
}

export interface GuildSeed {
  id?: string | undefined;
  name?: string | undefined;
  ownerId?: string | null | undefined;
  locale?: string | undefined;
  /** Permissions of @everyone (the role whose id is the guild id). Default: view, send, history, use commands. */
  everyonePermissions?: string | undefined;
  roles?: RoleSeed[] | undefined;
  channels?: ChannelSeed[] | undefined;
  members?: MemberSeed[] | undefined;
}

/** A third-party account linked to a user (`GET /users/@me/connections`). */
export interface ConnectionSeed {
  userId: string;
  /** The service, one of the OpenAPI description's (`steam`, `github`, `xbox`, ...). */
  type: string;
  /** The account's id on the service (1..256 characters). Default: a new id. */
  id?: string | undefined;
  /** The account's name there. Default: the user's username. */
  name?: string | null | undefined;
  /**
   * `account` (default) or `game`: a third-party game connection, which the service no longer returns
   * when linked since the change, nor at all from its July 2026 cut-over (users/connections.ts).
   */
  kind?: 'account' | 'game' | undefined;
  /** When it was linked: Unix ms or an ISO 8601 date. Default: the emulator's now. */
  createdAt?: number | string | undefined;
  verified?: boolean | undefined;
  friend_sync?: boolean | undefined;
  show_activity?: boolean | undefined;
  two_way_link?: boolean | undefined;
  /** 0 (only the user) or 1 (everyone, the default). */
  visibility?: number | undefined;
  revoked?: boolean | undefined;
}

/**
 * A user (a bot too) connected to a voice or stage channel of a guild they are a member of. With
 * `channelId: null` (and `guildId`) the user leaves the guild's voice channel instead.
 */
export interface VoiceStateSeed {
  userId: string;
  channelId: string | null;
  /** Required only with `channelId: null` (otherwise the channel's guild). */
  guildId?: string | undefined;
}

/** Everything the control API can seed in one call; applied in this order. */
export interface SeedInput {
  users?: UserSeed[] | undefined;
  applications?: ApplicationSeed[] | undefined;
  guilds?: GuildSeed[] | undefined;
  roles?: RoleSeed[] | undefined;
  channels?: ChannelSeed[] | undefined;
  members?: MemberSeed[] | undefined;
  connections?: ConnectionSeed[] | undefined;
  voiceStates?: VoiceStateSeed[] | undefined;
}

/** What was created, secrets included (the test that seeded them needs them). */
export interface SeedResult {
  users: UserRecord[];
  applications: ApplicationRecord[];
  guilds: GuildRecord[];
  roles: RoleRecord[];
  channels: ChannelRecord[];
  members: MemberRecord[];
  connections: ConnectionRecord[];
  /** The voice states set (a user who left has none: not listed). */
  voiceStates: VoiceStateRecord[];
}

const DEFAULT_EVERYONE: readonly PermissionName[] = [
  'VIEW_CHANNEL',
  'SEND_MESSAGES',
  'READ_MESSAGE_HISTORY',
  'USE_APPLICATION_COMMANDS',
  'ADD_REACTIONS',
  'CONNECT',
  'SPEAK',
];

/** Applies a seed. Records are added one by one, in order; on an error, those added before it stay. */
export function applySeed(ctx: EmulatorContext, input: SeedInput): SeedResult {
  if (typeof input !== 'object' || input === null) throw new SeedError('seed: expected an object');
  const result: SeedResult = {
    users: [],
    applications: [],
    guilds: [],
    roles: [],
    channels: [],
    members: [],
    connections: [],
    voiceStates: [],
  };
  for (const [i, seed] of list(input.users, 'users').entries())
    result.users.push(seedUser(ctx, seed, `users[${i}]`));
  for (const [i, seed] of list(input.applications, 'applications').entries()) {
    result.applications.push(seedApplication(ctx, seed, `applications[${i}]`));
  }
  for (const [i, seed] of list(input.guilds, 'guilds').entries())
    seedGuild(ctx, seed, `guilds[${i}]`, result);
  for (const [i, seed] of list(input.roles, 'roles').entries())
    result.roles.push(seedRole(ctx, seed, undefined, `roles[${i}]`));
  for (const [i, seed] of list(input.channels, 'channels').entries()) {
    result.channels.push(seedChannel(ctx, seed, undefined, `channels[${i}]`));
  }
  for (const [i, seed] of list(input.members, 'members').entries()) {
    result.members.push(seedMember(ctx, seed, undefined, `members[${i}]`));
  }
  for (const [i, seed] of list(input.connections, 'connections').entries())
    result.connections.push(seedConnection(ctx, seed, `connections[${i}]`));
  for (const [i, seed] of list(input.voiceStates, 'voiceStates').entries()) {
    const state = seedVoiceState(ctx, seed, `voiceStates[${i}]`);
    if (state) result.voiceStates.push(state);
  }
  return structuredClone(result);
}

export function seedUser(ctx: EmulatorContext, seed: UserSeed, at = 'user'): UserRecord {
  object(seed, at);
  const id = seed.id === undefined ? ctx.ids.next() : snowflake(seed.id, `${at}.id`);
  const username = optionalString(seed.username, `${at}.username`, 2, 32) ?? `user${id.slice(-6)}`;
  const user: UserRecord = {
    id,
    username,
    global_name: nullableString(seed.global_name, `${at}.global_name`, 1, 32) ?? null,
    discriminator: '0',
    avatar: nullableString(seed.avatar, `${at}.avatar`, 1, 64) ?? null,
    bot: false,
    email: nullableString(seed.email, `${at}.email`, 3, 254) ?? `${username}@users.emulator.test`,
    verified: optionalBoolean(seed.verified, `${at}.verified`) ?? true,
    locale: optionalString(seed.locale, `${at}.locale`, 2, 10) ?? 'en-US',
    mfa_enabled: optionalBoolean(seed.mfa_enabled, `${at}.mfa_enabled`) ?? false,
    flags: optionalInteger(seed.flags, `${at}.flags`, 0, 2 ** 53 - 1) ?? 0,
    public_flags: 0,
    premium_type: optionalInteger(seed.premium_type, `${at}.premium_type`, 0, 3) ?? 0,
  };
  ctx.store.users.set(id, user);
  return user;
}

export function seedApplication(
  ctx: EmulatorContext,
  seed: ApplicationSeed,
  at = 'application',
): ApplicationRecord {
  object(seed, at);
  const id = seed.id === undefined ? ctx.ids.next() : snowflake(seed.id, `${at}.id`);
  const existing = ctx.store.applications.get(id);
  const name = optionalString(seed.name, `${at}.name`, 1, 100) ?? existing?.name ?? `App ${id.slice(-6)}`;
  const redirectUris = (seed.redirectUris ?? existing?.redirectUris ?? []).map((uri, i) =>
    checkRedirectUri(uri, `${at}.redirectUris[${i}]`),
  );
  const webhookUrl = seed.webhookUrl === undefined ? (existing?.webhookUrl ?? null) : seed.webhookUrl;
  if (webhookUrl !== null) checkHttpUrl(webhookUrl, `${at}.webhookUrl`);
  const interactionsUrl =
    seed.interactionsUrl === undefined ? (existing?.interactionsUrl ?? null) : seed.interactionsUrl;
  if (interactionsUrl !== null) {
    const problem = loopbackUrlProblem(interactionsUrl);
    if (problem !== undefined) throw new SeedError(`${at}.interactionsUrl: ${problem}`);
  }
  const ownerId = seed.ownerId === undefined ? (existing?.ownerId ?? null) : seed.ownerId;
  if (ownerId !== null) existingUser(ctx, ownerId, `${at}.ownerId`);
  const keys = existing ?? ed25519Keys();
  const botUserId = existing?.botUserId ?? id;
  const app: ApplicationRecord = {
    id,
    name,
    botToken:
      optionalString(seed.botToken, `${at}.botToken`, 16, 256) ??
      existing?.botToken ??
      `${Buffer.from(id).toString('base64url')}.${ctx.random.token(4)}.${ctx.random.token(27)}`,
    botUserId,
    clientSecret:
      optionalString(seed.clientSecret, `${at}.clientSecret`, 8, 256) ??
      existing?.clientSecret ??
      ctx.random.token(24),
    publicClient: optionalBoolean(seed.publicClient, `${at}.publicClient`) ?? existing?.publicClient ?? false,
    redirectUris,
    flags: optionalInteger(seed.flags, `${at}.flags`, 0, 2 ** 31 - 1) ?? existing?.flags ?? 0,
    webhookUrl,
    interactionsUrl,
    ownerId,
    publicKeyPem: keys.publicKeyPem,
    privateKeyPem: keys.privateKeyPem,
    verifyKey: keys.verifyKey,
    premiumScopeApproved:
      optionalBoolean(seed.premiumScopeApproved, `${at}.premiumScopeApproved`) ??
      existing?.premiumScopeApproved ??
      false,
  };
  ctx.store.applications.set(id, app);
  // The bot user shares the application's id, as on the service.
  const bot = ctx.store.users.get(botUserId);
  ctx.store.users.set(botUserId, {
    id: botUserId,
    username: name.slice(0, 32),
    global_name: null,
    discriminator: bot?.discriminator ?? '0',
    avatar: null,
    bot: true,
    email: null,
    verified: true,
    locale: 'en-US',
    mfa_enabled: false,
    flags: 0,
    public_flags: 0,
    premium_type: 0,
  });
  return app;
}

function seedGuild(ctx: EmulatorContext, seed: GuildSeed, at: string, result: SeedResult): void {
  object(seed, at);
  const id = seed.id === undefined ? ctx.ids.next() : snowflake(seed.id, `${at}.id`);
  const ownerId =
    seed.ownerId === undefined || seed.ownerId === null
      ? null
      : existingUser(ctx, seed.ownerId, `${at}.ownerId`);
  const guild: GuildRecord = {
    id,
    name: optionalString(seed.name, `${at}.name`, 2, 100) ?? `Guild ${id.slice(-6)}`,
    ownerId,
    locale: optionalString(seed.locale, `${at}.locale`, 2, 10) ?? 'en-US',
  };
  ctx.store.guilds.set(id, guild);
  result.guilds.push(guild);
  const everyone = seed.everyonePermissions ?? permissionBits(...DEFAULT_EVERYONE).toString();
  result.roles.push(
    seedRole(
      ctx,
      { id, name: '@everyone', permissions: everyone, position: 0 },
      id,
      `${at}.everyonePermissions`,
    ),
  );
  if (ownerId !== null) result.members.push(seedMember(ctx, { userId: ownerId }, id, `${at}.ownerId`));
  for (const [i, role] of list(seed.roles, `${at}.roles`).entries()) {
    result.roles.push(seedRole(ctx, role, id, `${at}.roles[${i}]`));
  }
  for (const [i, channel] of list(seed.channels, `${at}.channels`).entries()) {
    result.channels.push(seedChannel(ctx, channel, id, `${at}.channels[${i}]`));
  }
  for (const [i, member] of list(seed.members, `${at}.members`).entries()) {
    result.members.push(seedMember(ctx, member, id, `${at}.members[${i}]`));
  }
}

function seedRole(ctx: EmulatorContext, seed: RoleSeed, guildId: string | undefined, at: string): RoleRecord {
  object(seed, at);
  const guild = existingGuild(ctx, guildId ?? seed.guildId, `${at}.guildId`);
  const permissions = seed.permissions ?? '0';
  const problem = permissionsProblem(permissions);
  if (problem !== undefined) throw new SeedError(`${at}.permissions: ${problem}`);
  const role: RoleRecord = {
    id: seed.id === undefined ? ctx.ids.next() : snowflake(seed.id, `${at}.id`),
    guildId: guild,
    name: optionalString(seed.name, `${at}.name`, 1, 100) ?? 'new role',
    permissions,
    position: optionalInteger(seed.position, `${at}.position`, 0, 250) ?? 1,
  };
  ctx.store.roles.set(role.id, role);
  return role;
}

function seedChannel(
  ctx: EmulatorContext,
  seed: ChannelSeed,
  guildId: string | undefined,
  at: string,
): ChannelRecord {
  object(seed, at);
  const guild = existingGuild(ctx, guildId ?? seed.guildId, `${at}.guildId`);
  const parentId =
    seed.parentId === undefined || seed.parentId === null ? null : snowflake(seed.parentId, `${at}.parentId`);
  const overwrites = list(seed.overwrites, `${at}.overwrites`).map((overwrite, i) => {
    const where = `${at}.overwrites[${i}]`;
    object(overwrite, where);
    if (overwrite.type !== 0 && overwrite.type !== 1)
      throw new SeedError(`${where}.type: expected 0 (role) or 1 (member)`);
    for (const field of ['allow', 'deny'] as const) {
      const problem = permissionsProblem(overwrite[field]);
      if (problem !== undefined) throw new SeedError(`${where}.${field}: ${problem}`);
    }
    return {
      id: snowflake(overwrite.id, `${where}.id`),
      type: overwrite.type,
      allow: overwrite.allow,
      deny: overwrite.deny,
    };
  });
  const channel: ChannelRecord = {
    id: seed.id === undefined ? ctx.ids.next() : snowflake(seed.id, `${at}.id`),
    guildId: guild,
    name: optionalString(seed.name, `${at}.name`, 1, 100) ?? 'general',
    type: optionalInteger(seed.type, `${at}.type`, 0, 20) ?? 0,
    parentId,
    overwrites,
  };
  ctx.store.channels.set(channel.id, channel);
  return channel;
}

function seedMember(
  ctx: EmulatorContext,
  seed: MemberSeed,
  guildId: string | undefined,
  at: string,
): MemberRecord {
  object(seed, at);
  const guild = existingGuild(ctx, guildId ?? seed.guildId, `${at}.guildId`);
  const userId = existingUser(ctx, seed.userId, `${at}.userId`);
  const roles = list(seed.roles, `${at}.roles`).map((roleId, i) => {
    const id = snowflake(roleId, `${at}.roles[${i}]`);
    if (ctx.store.roles.get(id)?.guildId !== guild)
      throw new SeedError(`${at}.roles[${i}]: no role ${id} in guild ${guild}`);
    return id;
  });
  const member: MemberRecord = {
    guildId: guild,
    userId,
    roles,
    nick: nullableString(seed.nick, `${at}.nick`, 1, 32) ?? null,
    joinedAt: new Date(ctx.clock.now()).toISOString(),
  };
  ctx.store.members.set(memberKey(guild, userId), member);
  return member;
}

function seedConnection(ctx: EmulatorContext, seed: ConnectionSeed, at: string): ConnectionRecord {
  object(seed, at);
  const userId = existingUser(ctx, seed.userId, `${at}.userId`);
  if (typeof seed.type !== 'string' || !CONNECTION_SERVICES.includes(seed.type))
    throw new SeedError(`${at}.type: expected one of ${CONNECTION_SERVICES.join(', ')}`);
  if (seed.kind !== undefined && seed.kind !== 'account' && seed.kind !== 'game')
    throw new SeedError(`${at}.kind: expected "account" or "game"`);
  const visibility = optionalInteger(seed.visibility, `${at}.visibility`, 0, 1);
  return linkConnection(ctx, {
    userId,
    id: optionalString(seed.id, `${at}.id`, 1, 256) ?? ctx.ids.next(),
    name:
      seed.name === undefined
        ? (ctx.store.users.get(userId)?.username ?? null)
        : (nullableString(seed.name, `${at}.name`, 1, 256) ?? null),
    type: seed.type,
    kind: seed.kind ?? 'account',
    createdAt: instant(seed.createdAt, `${at}.createdAt`) ?? ctx.clock.now(),
    verified: optionalBoolean(seed.verified, `${at}.verified`) ?? true,
    friend_sync: optionalBoolean(seed.friend_sync, `${at}.friend_sync`) ?? false,
    show_activity: optionalBoolean(seed.show_activity, `${at}.show_activity`) ?? true,
    two_way_link: optionalBoolean(seed.two_way_link, `${at}.two_way_link`) ?? false,
    visibility: visibility ?? ConnectionVisibility.EVERYONE,
    revoked: optionalBoolean(seed.revoked, `${at}.revoked`) ?? false,
  });
}

/** Connects (or, with a null channel, disconnects) a member; the new state, or undefined after leaving. */
function seedVoiceState(
  ctx: EmulatorContext,
  seed: VoiceStateSeed,
  at: string,
): VoiceStateRecord | undefined {
  object(seed, at);
  const userId = existingUser(ctx, seed.userId, `${at}.userId`);
  if (seed.channelId === null) {
    disconnectFromVoice(ctx, existingGuild(ctx, seed.guildId, `${at}.guildId`), userId);
    return undefined;
  }
  const channelId = snowflake(seed.channelId, `${at}.channelId`);
  const channel = ctx.store.channels.get(channelId);
  if (!channel) throw new SeedError(`${at}.channelId: no channel ${channelId} (seed the channel first)`);
  if (!CONNECTABLE_CHANNEL_TYPES.has(channel.type))
    throw new SeedError(
      `${at}.channelId: channel ${channelId} is of type ${channel.type}, not voice (2) or stage (13)`,
    );
  if (seed.guildId !== undefined && snowflake(seed.guildId, `${at}.guildId`) !== channel.guildId)
    throw new SeedError(`${at}.guildId: channel ${channelId} belongs to guild ${channel.guildId}`);
  if (!ctx.store.member(channel.guildId, userId))
    throw new SeedError(`${at}.userId: ${userId} is not a member of guild ${channel.guildId}`);
  return connectToVoice(ctx, { guildId: channel.guildId, userId, channelId });
}

/**
 * A registered redirect URI: absolute, no fragment (RFC 6749 3.1.2); http(s) or a private-use scheme
 * such as `discord-<app id>:/authorize/callback`.
 */
export function checkRedirectUri(value: unknown, at: string): string {
  if (typeof value !== 'string' || value.length > 2048)
    throw new SeedError(`${at}: expected a URI string (up to 2048 characters)`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SeedError(`${at}: not an absolute URI: ${JSON.stringify(value.slice(0, 100))}`);
  }
  if (url.hash !== '' || value.includes('#'))
    throw new SeedError(`${at}: a redirect URI must not contain a fragment`);
  if (/^(javascript|data|file|vbscript|blob):$/i.test(url.protocol)) {
    throw new SeedError(`${at}: scheme ${url.protocol} is not allowed for redirects`);
  }
  return value;
}

function checkHttpUrl(value: unknown, at: string): void {
  if (typeof value !== 'string') throw new SeedError(`${at}: expected an http(s) URL or null`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SeedError(`${at}: not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SeedError(`${at}: expected an http(s) URL`);
}

function ed25519Keys(): Pick<ApplicationRecord, 'publicKeyPem' | 'privateKeyPem' | 'verifyKey'> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    verifyKey: raw.toString('hex'),
  };
}

function existingGuild(ctx: EmulatorContext, id: unknown, at: string): string {
  if (id === undefined) throw new SeedError(`${at}: required (the guild this belongs to)`);
  const guild = snowflake(id, at);
  if (!ctx.store.guilds.has(guild)) throw new SeedError(`${at}: no guild ${guild} (seed the guild first)`);
  return guild;
}

function existingUser(ctx: EmulatorContext, id: unknown, at: string): string {
  const user = snowflake(id, at);
  if (!ctx.store.users.has(user)) throw new SeedError(`${at}: no user ${user} (seed the user first)`);
  return user;
}

function snowflake(value: unknown, at: string): string {
  try {
    return parseSnowflake(value, at);
  } catch (error) {
    throw new SeedError((error as Error).message);
  }
}

function object(value: unknown, at: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SeedError(`${at}: expected an object`);
}

function list<T>(value: T[] | undefined, at: string): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new SeedError(`${at}: expected an array`);
  return value;
}

function optionalString(value: unknown, at: string, min: number, max: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < min || value.length > max) {
    throw new SeedError(`${at}: expected a string of ${min}..${max} characters`);
  }
  return value;
}

function nullableString(value: unknown, at: string, min: number, max: number): string | null | undefined {
  return value === null ? null : optionalString(value, at, min, max);
}

function optionalBoolean(value: unknown, at: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new SeedError(`${at}: expected a boolean`);
  return value;
}

/** An instant given as Unix ms or an ISO 8601 date, as Unix ms. */
function instant(value: unknown, at: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : value;
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0)
    throw new SeedError(`${at}: expected Unix milliseconds or an ISO 8601 date`);
  return ms;
}

function optionalInteger(value: unknown, at: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new SeedError(`${at}: expected an integer from ${min} to ${max}`);
  }
  return value;
}
