/** One typed function per REST route: commands, permissions, lobbies, messages, users, OAuth2, interaction answers. */
export * from './activityInvites.js';
export type { CallOptions, SnowflakeArg } from './call.js';
export * from './checks.js';
export * from './childToken.js';
export * from './commands.js';
export * from './deviceGrant.js';
export * from './directMessages.js';
export * from './gateway.js';
export * from './guilds.js';
export * from './interactions.js';
export * from './lobbies.js';
export * from './moderationMetadata.js';
export * from './oauth.js';
export * from './permissions.js';
export * from './provisional.js';
export * from './relationships.js';
export * from './users.js';
