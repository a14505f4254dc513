/** The wire model: types, enums, limits, locales, snowflakes and permission bits. No I/O. */
export * from './application.js';
export * from './command.js';
export * from './connection.js';
export * from './directMessage.js';
export * from './enums.js';
export * from './errors.js';
export * from './gateway.js';
export * from './interaction.js';
export * from './limits.js';
export * from './lobby.js';
export * from './locales.js';
export * from './oauth.js';
export * from './permissions.js';
export * from './presence.js';
export * from './relationship.js';
export * from './snowflake.js';
export * from './user.js';
