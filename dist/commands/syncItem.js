import { ApplicationCommandType } from '../model/index.js';
/** Fields the service fills in for display or identity; never part of a definition. */
const SERVER_FIELDS = new Set([
    'application_id',
    'guild_id',
    'version',
    'name_localized',
    'description_localized',
]);
/** The stored command minus what the service fills in; `id` kept. Every defined field is carried over. */
export function definitionItem(command) {
    return withoutServerFields(command);
}
/** Whether `value` is what the service stores when the field is left out (so a file need not say it). */
function isDefault(field, value, type) {
    switch (field) {
        case 'type':
            return value === ApplicationCommandType.CHAT_INPUT;
        case 'name_localizations':
        case 'description_localizations':
            return value === null || (typeof value === 'object' && Object.keys(value).length === 0);
        case 'description':
            // USER and MESSAGE commands come back with "" and take no description.
            return value === '' && type !== ApplicationCommandType.CHAT_INPUT;
        case 'options':
            return Array.isArray(value) && value.length === 0;
        case 'default_member_permissions':
        case 'contexts':
            return value === null;
        case 'dm_permission':
        case 'default_permission':
            return value === true;
        case 'nsfw':
            return value === false;
        case 'integration_types':
            return Array.isArray(value) && value.length === 1 && value[0] === 0;
        default:
            return false;
    }
}
/**
 * The item an exported file holds for `command`: its id and definition, leaving out fields equal to the
 * service's defaults, so the file reads like one written by hand and stays valid in either scope.
 */
export function exportItem(command) {
    const type = command.type ?? ApplicationCommandType.CHAT_INPUT;
    const out = {};
    for (const [field, value] of Object.entries(withoutServerFields(command))) {
        if (value !== undefined && !isDefault(field, value, type))
            out[field] = value;
    }
    return out;
}
/**
 * A deep copy without the server's fields at any depth (options and choices of a localized list carry
 * `name_localized` too).
 */
function withoutServerFields(value) {
    if (Array.isArray(value))
        return value.map(withoutServerFields);
    if (typeof value !== 'object' || value === null)
        return value;
    const out = {};
    for (const [key, field] of Object.entries(value)) {
        if (!SERVER_FIELDS.has(key))
            out[key] = withoutServerFields(field);
    }
    return out;
}
