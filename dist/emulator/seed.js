import { seedChannel, seedGuild, seedMember, seedRole } from './guilds/seed.js';
import { seedApplication } from './oauth/seed.js';
import { seedPlayed } from './presence/seed.js';
import { seedRelationship } from './relationships/seed.js';
import { eachSeed, SeedError } from './seedChecks.js';
import { seedConnection, seedUser } from './users/seed.js';
import { seedVoiceState } from './voice/seed.js';
export { seedApplication } from './oauth/seed.js';
export { SeedError } from './seedChecks.js';
export { seedUser } from './users/seed.js';
/** Applies a seed. Records are added one by one, in order; on an error, those added before it stay. */
export function applySeed(ctx, input) {
    if (typeof input !== 'object' || input === null)
        throw new SeedError('seed: expected an object');
    const users = eachSeed(input.users, 'users', (seed, at) => seedUser(ctx, seed, at));
    const applications = eachSeed(input.applications, 'applications', (seed, at) => seedApplication(ctx, seed, at));
    const guilds = eachSeed(input.guilds, 'guilds', (seed, at) => seedGuild(ctx, seed, at));
    const roles = eachSeed(input.roles, 'roles', (seed, at) => seedRole(ctx, seed, undefined, at));
    const channels = eachSeed(input.channels, 'channels', (seed, at) => seedChannel(ctx, seed, undefined, at));
    const members = eachSeed(input.members, 'members', (seed, at) => seedMember(ctx, seed, undefined, at));
    const connections = eachSeed(input.connections, 'connections', (seed, at) => seedConnection(ctx, seed, at));
    const voiceStates = eachSeed(input.voiceStates, 'voiceStates', (seed, at) => seedVoiceState(ctx, seed, at));
    eachSeed(input.relationships, 'relationships', (seed, at) => seedRelationship(ctx, seed, at));
    eachSeed(input.played, 'played', (seed, at) => seedPlayed(ctx, seed, at));
    const result = {
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
