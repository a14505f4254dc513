import { CommandErrors } from './errors.js';
import { permissionsKey } from './state.js';
export class CommandPermissionStore {
    collections;
    constructor(collections) {
        this.collections = collections;
    }
    /** Every permissions object of the application in the guild (commands with overwrites, app level). */
    list(applicationId, guildId) {
        return this.collections.permissions.get(permissionsKey(applicationId, guildId)) ?? [];
    }
    /** The permissions object of one command (or of the app, `id` = application id); 10066 when none. */
    get(applicationId, guildId, id) {
        const found = this.list(applicationId, guildId).find((entry) => entry.id === id);
        if (!found)
            throw CommandErrors.unknownPermissions();
        return found;
    }
    /**
     * Replaces every overwrite of `id` in the guild (an empty list removes the object). Returns the
     * permissions object as the service answers it.
     */
    set(applicationId, guildId, id, permissions) {
        const key = permissionsKey(applicationId, guildId);
        const object = {
            id,
            application_id: applicationId,
            guild_id: guildId,
            permissions: permissions.map(({ id: target, type, permission }) => ({ id: target, type, permission })),
        };
        const others = this.list(applicationId, guildId).filter((entry) => entry.id !== id);
        const next = object.permissions.length === 0 ? others : [...others, object];
        if (next.length === 0)
            this.collections.permissions.delete(key);
        else
            this.collections.permissions.set(key, next);
        return object;
    }
    /**
     * Deletes the overwrites of a command: in one guild, or (`guildId` null, a global command) in every
     * guild of the application. Deleting or renaming a command does this (SERVICE.md).
     */
    drop(applicationId, commandId, guildId) {
        const prefix = `${applicationId}:`;
        for (const [key, list] of this.collections.permissions) {
            if (guildId === null ? !key.startsWith(prefix) : key !== permissionsKey(applicationId, guildId))
                continue;
            if (!list.some((entry) => entry.id === commandId))
                continue;
            const next = list.filter((entry) => entry.id !== commandId);
            if (next.length === 0)
                this.collections.permissions.delete(key);
            else
                this.collections.permissions.set(key, next);
        }
    }
}
