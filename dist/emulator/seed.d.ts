/**
 * Seeding through the control API: checks the input's shape, then asks each domain's seeder
 * (`<domain>/seed.ts`) for its records, in a fixed order (users before the applications they own, guilds
 * before their roles, channels and members, members before their voice states). Every input is checked
 * and refused with a {@link SeedError} naming the field; missing ids and secrets are made up.
 */
import type { EmulatorContext } from './context.js';
import type { ChannelSeed, MemberSeed, RoleSeed } from './guilds/seed.js';
import { type GuildSeed } from './guilds/seed.js';
import { type ApplicationSeed } from './oauth/seed.js';
import { type PlayedSeed } from './presence/seed.js';
import type { ApplicationRecord, ChannelRecord, ConnectionRecord, GuildRecord, MemberRecord, RoleRecord, UserRecord, VoiceStateRecord } from './records.js';
import { type RelationshipSeed } from './relationships/seed.js';
import { type ConnectionSeed, type UserSeed } from './users/seed.js';
import { type VoiceStateSeed } from './voice/seed.js';
export type { ChannelSeed, GuildSeed, MemberSeed, RoleSeed } from './guilds/seed.js';
export { type ApplicationSeed, seedApplication } from './oauth/seed.js';
export type { PlayedSeed } from './presence/seed.js';
export type { RelationshipRemoval, RelationshipSeed } from './relationships/seed.js';
export { SeedError } from './seedChecks.js';
export { type ConnectionSeed, seedUser, type UserSeed } from './users/seed.js';
export type { VoiceStateSeed } from './voice/seed.js';
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
    /** Friends, pending requests and blocks, of either kind (after users and applications). */
    relationships?: RelationshipSeed[] | undefined;
    /** Applications users have played. */
    played?: PlayedSeed[] | undefined;
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
/** Applies a seed. Records are added one by one, in order; on an error, those added before it stay. */
export declare function applySeed(ctx: EmulatorContext, input: SeedInput): SeedResult;
