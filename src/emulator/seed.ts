/**
 * Seeding through the control API: checks the input's shape, then asks each domain's seeder
 * (`<domain>/seed.ts`) for its records, in a fixed order (users before the applications they own, guilds
 * before their roles, channels and members, members before their voice states). Every input is checked
 * and refused with a {@link SeedError} naming the field; missing ids and secrets are made up.
 */
import type { EmulatorContext } from './context.js';
import type { ChannelSeed, MemberSeed, RoleSeed } from './guilds/seed.js';
import { type GuildSeed, seedChannel, seedGuild, seedMember, seedRole } from './guilds/seed.js';
import { type ApplicationSeed, seedApplication } from './oauth/seed.js';
import { type PlayedSeed, seedPlayed } from './presence/seed.js';
import type {
  ApplicationRecord,
  ChannelRecord,
  ConnectionRecord,
  GuildRecord,
  MemberRecord,
  RoleRecord,
  UserRecord,
  VoiceStateRecord,
} from './records.js';
import { type RelationshipSeed, seedRelationship } from './relationships/seed.js';
import { eachSeed, SeedError } from './seedChecks.js';
import { type ConnectionSeed, seedConnection, seedUser, type UserSeed } from './users/seed.js';
import { seedVoiceState, type VoiceStateSeed } from './voice/seed.js';

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
export function applySeed(ctx: EmulatorContext, input: SeedInput): SeedResult {
  if (typeof input !== 'object' || input === null) throw new SeedError('seed: expected an object');
  const users = eachSeed(input.users, 'users', (seed, at) => seedUser(ctx, seed, at));
  const applications = eachSeed(input.applications, 'applications', (seed, at) =>
    seedApplication(ctx, seed, at),
  );
  const guilds = eachSeed(input.guilds, 'guilds', (seed, at) => seedGuild(ctx, seed, at));
  const roles = eachSeed(input.roles, 'roles', (seed, at) => seedRole(ctx, seed, undefined, at));
  const channels = eachSeed(input.channels, 'channels', (seed, at) => seedChannel(ctx, seed, undefined, at));
  const members = eachSeed(input.members, 'members', (seed, at) => seedMember(ctx, seed, undefined, at));
  const connections = eachSeed(input.connections, 'connections', (seed, at) => seedConnection(ctx, seed, at));
  const voiceStates = eachSeed(input.voiceStates, 'voiceStates', (seed, at) => seedVoiceState(ctx, seed, at));
  eachSeed(input.relationships, 'relationships', (seed, at) => seedRelationship(ctx, seed, at));
  eachSeed(input.played, 'played', (seed, at) => seedPlayed(ctx, seed, at));
  const result: SeedResult = {
    users,
    applications,
    guilds: guilds.map((seeded) => seeded.guild),
    roles: [...guilds.flatMap((seeded) => seeded.roles), ...roles],
    channels: [...guilds.flatMap((seeded) => seeded.channels), ...channels],
    members: [...guilds.flatMap((seeded) => seeded.members), ...members],
    connections,
    voiceStates: voiceStates.filter((state) => state !== undefined),
  };
  return structuredClone(result);
}
