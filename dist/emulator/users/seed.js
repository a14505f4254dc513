/**
 * Seeding the users domain: users, and the third-party accounts linked to them (connections.ts).
 */
import { CONNECTION_SERVICES, ConnectionVisibility } from '../../model/connection.js';
import { existingUser, idOrNew, instant, nullableString, object, optionalBoolean, optionalInteger, optionalString, SeedError, } from '../seedChecks.js';
import { linkConnection } from './connections.js';
export function seedUser(ctx, seed, at = 'user') {
    object(seed, at);
    const id = idOrNew(ctx, seed.id, `${at}.id`);
    const username = optionalString(seed.username, `${at}.username`, 2, 32) ?? `user${id.slice(-6)}`;
    const user = {
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
export function seedConnection(ctx, seed, at) {
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
        name: seed.name === undefined
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
