import type { EmulatorContext } from '../context.js';
import type { ChannelOverwriteRecord, ChannelRecord, GuildRecord, MemberRecord, RoleRecord } from '../records.js';
/** A role to seed, in a guild seed or standalone with `guildId`; a missing id is allocated. */
export interface RoleSeed {
    id?: string | undefined;
    /** Required unless nested in a guild seed. */
    guildId?: string | undefined;
    name?: string | undefined;
    /** Decimal permission bit set. Default "0". */
    permissions?: string | undefined;
    position?: number | undefined;
}
/** A user to make a member of a guild (the user must exist), with role ids and a nickname. */
export interface MemberSeed {
    guildId?: string | undefined;
    userId: string;
    roles?: string[] | undefined;
    nick?: string | null | undefined;
}
/** A channel to seed, in a guild seed or standalone with `guildId`, with its permission overwrites. */
export interface ChannelSeed {
    id?: string | undefined;
    guildId?: string | undefined;
    name?: string | undefined;
    /** Channel type. Default 0 (text). */
    type?: number | undefined;
    parentId?: string | null | undefined;
    overwrites?: ChannelOverwriteRecord[] | undefined;
    /** Age-restricted. Default false. */
    nsfw?: boolean | undefined;
    /** Sorting position, 0..1000. Default 0. */
    position?: number | undefined;
}
/** A guild to seed, with its `@everyone` role and its owner as a member; roles, channels and members nest. */
export interface GuildSeed {
    id?: string | undefined;
    name?: string | undefined;
    ownerId?: string | null | undefined;
    locale?: string | undefined;
    /** Permissions of `@everyone` (the role whose id is the guild id). Default: view, send, history, use commands. */
    everyonePermissions?: string | undefined;
    roles?: RoleSeed[] | undefined;
    channels?: ChannelSeed[] | undefined;
    members?: MemberSeed[] | undefined;
}
/** A seeded guild and what came with it, each list in creation order. */
export interface SeededGuild {
    guild: GuildRecord;
    roles: RoleRecord[];
    channels: ChannelRecord[];
    members: MemberRecord[];
}
/** Seeds a role, channel or member: of the enclosing guild seed (`guildId`), or of the seed's own `guildId`. */
type GuildPartSeeder<S, R> = (ctx: EmulatorContext, seed: S, guildId: string | undefined, at: string) => R;
export declare function seedGuild(ctx: EmulatorContext, seed: GuildSeed, at: string): SeededGuild;
export declare const seedRole: GuildPartSeeder<RoleSeed, RoleRecord>;
export declare const seedChannel: GuildPartSeeder<ChannelSeed, ChannelRecord>;
export declare const seedMember: GuildPartSeeder<MemberSeed, MemberRecord>;
export {};
