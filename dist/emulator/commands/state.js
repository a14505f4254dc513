export const COMMANDS_COLLECTION = 'commands';
export const COMMAND_CREATES_COLLECTION = 'commandCreates';
export const COMMAND_PERMISSIONS_COLLECTION = 'commandPermissions';
/** The commands collections of a store (created on first use, so they persist and reset with it). */
export function commandCollections(store) {
    return {
        scopes: store.collection(COMMANDS_COLLECTION),
        creates: store.collection(COMMAND_CREATES_COLLECTION),
        permissions: store.collection(COMMAND_PERMISSIONS_COLLECTION),
    };
}
/** Key of a scope: `<application>:global` or `<application>:<guild>`. */
export function scopeKey(scope) {
    return `${scope.applicationId}:${scope.guildId ?? 'global'}`;
}
/** Key of an application's permissions in one guild. */
export function permissionsKey(applicationId, guildId) {
    return `${applicationId}:${guildId}`;
}
