/**
 * The command routes of one scope: the global routes, or a guild's when `guildId` is given. One place
 * chooses between the pairs of functions in `src/api/commands.ts`, so the client and sync never do.
 */
import { bulkOverwriteGlobalCommands, bulkOverwriteGuildCommands, createGlobalCommand, createGuildCommand, deleteGlobalCommand, deleteGuildCommand, editGlobalCommand, editGuildCommand, getGlobalCommand, getGuildCommand, listGlobalCommands, listGuildCommands, } from '../api/commands.js';
/** The routes of the global scope (`guildId` undefined) or of one guild. */
export function scopedRoutes(transport, applicationId, guildId) {
    const app = applicationId;
    if (guildId === undefined) {
        return {
            list: (options) => listGlobalCommands(transport, app, options),
            get: (id, options) => getGlobalCommand(transport, app, id, options),
            create: (body, options) => createGlobalCommand(transport, app, body, options),
            edit: (id, body, options) => editGlobalCommand(transport, app, id, body, options),
            delete: (id, options) => deleteGlobalCommand(transport, app, id, options),
            bulkOverwrite: (commands, options) => bulkOverwriteGlobalCommands(transport, app, commands, options),
        };
    }
    const guild = guildId;
    return {
        list: (options) => listGuildCommands(transport, app, guild, options),
        get: (id, options) => getGuildCommand(transport, app, guild, id, options),
        create: (body, options) => createGuildCommand(transport, app, guild, body, options),
        edit: (id, body, options) => editGuildCommand(transport, app, guild, id, body, options),
        delete: (id, options) => deleteGuildCommand(transport, app, guild, id, options),
        bulkOverwrite: (commands, options) => bulkOverwriteGuildCommands(transport, app, guild, commands, options),
    };
}
