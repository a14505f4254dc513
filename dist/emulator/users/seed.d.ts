import type { EmulatorContext } from '../context.js';
import type { ConnectionRecord, UserRecord } from '../records.js';
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
export declare function seedUser(ctx: EmulatorContext, seed: UserSeed, at?: string): UserRecord;
export declare function seedConnection(ctx: EmulatorContext, seed: ConnectionSeed, at: string): ConnectionRecord;
