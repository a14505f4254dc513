/**
 * Seeding the users domain: users, and the third-party accounts linked to them (connections.ts).
 */
import { CONNECTION_SERVICES, ConnectionVisibility } from '../../model/connection.js';
import type { EmulatorContext } from '../context.js';
import type { ConnectionRecord, UserRecord } from '../records.js';
import {
  existingUser,
  idOrNew,
  instant,
  nullableString,
  object,
  optionalBoolean,
  optionalInteger,
  optionalString,
  SeedError,
} from '../seedChecks.js';
import { linkConnection } from './connections.js';

/**
 * A user (a person, never a bot) to seed, in the wire's field names. Every field is optional: a missing id
 * is allocated, the username defaults to `user` and the id's last 6 digits, the e-mail is made from it.
 */
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

export function seedUser(ctx: EmulatorContext, seed: UserSeed, at = 'user'): UserRecord {
  object(seed, at);
  const id = idOrNew(ctx, seed.id, `${at}.id`);
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

export function seedConnection(ctx: EmulatorContext, seed: ConnectionSeed, at: string): ConnectionRecord {
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
