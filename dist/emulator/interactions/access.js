/**
 * Whether the service would deliver an invocation at all: the command must be available where it is
 * used (guild commands never in DMs; a global command in a DM only when its contexts allow it and the
 * app's bot shares a guild with the user), the member must pass `canUseCommand` (src/rules), a USER
 * command needs a member who can send messages in the channel (SERVICE.md Errors: Permission Denied),
 * and a global command invoked with an older version is rejected for read-repair.
 */
import { ApplicationCommandType, compareSnowflakes, InteractionContextType, isSnowflake, PermissionFlags, } from '../../model/index.js';
import { canUseCommand } from '../../rules/index.js';
import { permissionsIn } from '../guilds/permissions.js';
import { SeedError } from '../seedChecks.js';
/** Why the service would not deliver the invocation, or null when it would. */
export function refusalOf(ctx, registry, invocation, clientVersion) {
    const { command, application, user, guildId, channel } = invocation;
    const name = `"${command.name}"`;
    const contexts = command.contexts ?? null;
    if (guildId === null) {
        const inDms = contexts === null ? command.dm_permission !== false : contexts.includes(InteractionContextType.BOT_DM);
        if (!inDms)
            return {
                reason: 'not-available',
                message: `${name} is not available in DMs (its contexts or dm_permission)`,
            };
        const shared = [...ctx.store.guilds.keys()].some((id) => ctx.store.member(id, user.id) && ctx.store.member(id, application.botUserId));
        if (!shared)
            return {
                reason: 'not-available',
                message: `the app's bot shares no guild with user ${user.id}, so its commands are not in their DMs`,
            };
    }
    else if (invocation.commandGuildId === null &&
        contexts !== null &&
        !contexts.includes(InteractionContextType.GUILD)) {
        return { reason: 'not-available', message: `${name} is not available in guilds (its contexts)` };
    }
    if (guildId !== null && channel !== null) {
        const bits = permissionsIn(ctx, guildId, user.id, channel);
        const member = ctx.store.member(guildId, user.id);
        const overwrites = registry.permissions.list(application.id, guildId);
        const decision = canUseCommand({
            command,
            appPermissions: overwrites.find((entry) => entry.id === application.id),
            commandPermissions: overwrites.find((entry) => entry.id === command.id),
            member: { user: { id: user.id }, roles: member?.roles ?? [], permissions: bits },
            channel: { id: channel.id, type: channel.type, parent_id: channel.parentId },
            guild: { id: guildId },
        });
        if (!decision.allowed)
            return { reason: 'permission-denied', message: `Permission Denied: ${decision.reason.message}` };
        if (command.type === ApplicationCommandType.USER && (bits & PermissionFlags.SEND_MESSAGES) === 0n)
            return {
                reason: 'permission-denied',
                message: `Permission Denied: user ${user.id} cannot send messages in channel ${channel.id}`,
            };
    }
    if (clientVersion !== undefined) {
        if (!isSnowflake(clientVersion))
            throw new SeedError('version: expected a command version snowflake');
        if (invocation.commandGuildId === null && compareSnowflakes(clientVersion, command.version) !== 0) {
            return {
                reason: 'stale-version',
                message: `the client has version ${clientVersion} of ${name}, the current one is ${command.version}: the service rejects the invocation and reloads the command`,
            };
        }
    }
    return null;
}
