/**
 * The stored (and returned) form of a command: a request body that passed the shared rules, with the
 * fields the service fills in. Every command the emulator returns has the same fields in the same order
 * (compare `ApplicationCommandResponse` in openapi.json).
 */
import { isDeepStrictEqual } from 'node:util';
import { ApplicationCommandType, ApplicationIntegrationType, EntryPointCommandHandlerType, } from '../../model/index.js';
/** Fields of a stored command that are not part of its definition. */
const IDENTITY_FIELDS = new Set(['id', 'application_id', 'guild_id', 'version']);
/**
 * The stored command for a validated create, bulk or merged edit body. `null` fields take the service's
 * default, like absent ones: USER and MESSAGE commands get `""` and no description dictionary; global
 * commands get `dm_permission`; PRIMARY_ENTRY_POINT commands get a `handler` (APP_HANDLER by default).
 */
export function storedCommand(input, scope, identity) {
    const type = (input.type ?? ApplicationCommandType.CHAT_INPUT);
    const contextMenu = type === ApplicationCommandType.USER || type === ApplicationCommandType.MESSAGE;
    const command = {
        id: identity.id,
        type,
        application_id: scope.applicationId,
        ...(scope.guildId === null ? {} : { guild_id: scope.guildId }),
        name: input.name,
        name_localizations: dictionary(input.name_localizations),
        description: contextMenu ? '' : (input.description ?? ''),
        description_localizations: contextMenu ? null : dictionary(input.description_localizations),
        default_member_permissions: permissions(input.default_member_permissions),
        version: identity.version,
    };
    const options = input.options;
    if (type === ApplicationCommandType.CHAT_INPUT && Array.isArray(options) && options.length > 0) {
        // A copy: stored records are never shared with the caller (JSON round trip: plain JSON, and fast).
        command.options = JSON.parse(JSON.stringify(options));
    }
    if (scope.guildId === null)
        command.dm_permission = input.dm_permission ?? true;
    command.default_permission = input.default_permission ?? true;
    command.nsfw = input.nsfw ?? false;
    command.integration_types = (numbers(input.integration_types) ?? [
        ApplicationIntegrationType.GUILD_INSTALL,
    ]);
    command.contexts = (numbers(input.contexts) ?? null);
    if (type === ApplicationCommandType.PRIMARY_ENTRY_POINT) {
        command.handler = (input.handler ??
            EntryPointCommandHandlerType.APP_HANDLER);
    }
    return command;
}
/** A stored command's definition as an edit starts from it (ids left out). */
export function definitionOf(command) {
    const out = {};
    for (const [key, value] of Object.entries(command))
        if (!IDENTITY_FIELDS.has(key))
            out[key] = value;
    return out;
}
/**
 * Whether two stored commands differ in their definition (a "substantial" change: a new `version`).
 * Key order inside localization dictionaries does not count (objects compare by key); option and choice
 * order does (arrays compare by index).
 */
export function definitionChanged(before, after) {
    return !isDeepStrictEqual(definitionOf(before), definitionOf(after));
}
function dictionary(value) {
    return typeof value === 'object' && value !== null ? { ...value } : null;
}
/** `default_member_permissions` in canonical decimal form ("08" cannot pass the rules, but bigints may). */
function permissions(value) {
    return typeof value === 'string' ? BigInt(value).toString() : null;
}
function numbers(value) {
    return Array.isArray(value) ? [...new Set(value)] : undefined;
}
