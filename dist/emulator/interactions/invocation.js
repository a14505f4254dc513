/**
 * What a test asks the emulator to invoke, read and checked: the application and command (by id, or by
 * name and type), where (a guild channel, or a DM with the app's bot), who, and with which options or
 * target. Bad input is a `SeedError` naming the field; whether the service would deliver it at all is
 * decided later (access.ts).
 */
import { ApplicationCommandType, ApplicationFlags, isSnowflake, } from '../../model/index.js';
import { SeedError } from '../seedChecks.js';
function snowflake(value, at) {
    if (typeof value !== 'string' || !isSnowflake(value))
        throw new SeedError(`${at}: expected a snowflake id string`);
    return BigInt(value).toString();
}
function scopeOf(app, guildId) {
    return { applicationId: app.id, guildId, embedded: (app.flags & ApplicationFlags.EMBEDDED) !== 0 };
}
/** Reads the input's references (user, guild, channel, application, command). */
export function readInvocation(ctx, registry, input) {
    if (typeof input !== 'object' || input === null)
        throw new SeedError('invocation: expected an object');
    const user = ctx.store.users.get(snowflake(input.user, 'user'));
    if (!user || user.bot)
        throw new SeedError(`user: no (non-bot) user ${String(input.user)}`);
    const guildId = input.guild === undefined || input.guild === null ? null : snowflake(input.guild, 'guild');
    let channel = null;
    if (guildId !== null) {
        if (!ctx.store.guilds.has(guildId))
            throw new SeedError(`guild: no guild ${guildId}`);
        if (!ctx.store.member(guildId, user.id))
            throw new SeedError(`user: ${user.id} is not a member of guild ${guildId}`);
        channel = channelOf(ctx, guildId, input.channel);
    }
    else if (input.channel !== undefined) {
        throw new SeedError('channel: a DM invocation (no guild) takes no channel');
    }
    if (input.locale !== undefined &&
        (typeof input.locale !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(input.locale)))
        throw new SeedError('locale: expected a locale code such as "en-US" or "de"');
    const found = findCommand(ctx, registry, input, guildId);
    return { ...found, user, guildId, channel, locale: input.locale ?? user.locale };
}
function channelOf(ctx, guildId, requested) {
    if (requested === undefined) {
        for (const channel of ctx.store.channels.values())
            if (channel.guildId === guildId && channel.type === 0)
                return channel;
        throw new SeedError(`channel: guild ${guildId} has no text channel (seed one, or name the channel)`);
    }
    const channel = ctx.store.channels.get(snowflake(requested, 'channel'));
    if (!channel || channel.guildId !== guildId)
        throw new SeedError(`channel: no channel ${String(requested)} in guild ${guildId}`);
    return channel;
}
/**
 * The command: by id or by name and type, in the invocation's guild (guild commands win over global
 * ones of the same name) or among the global commands, of the named application or of the only one
 * that has such a command.
 */
function findCommand(ctx, registry, input, guildId) {
    if ((input.id === undefined) === (input.name === undefined))
        throw new SeedError("id, name: give the command's id or its name (one of them)");
    const id = input.id === undefined ? undefined : snowflake(input.id, 'id');
    const type = input.type ?? ApplicationCommandType.CHAT_INPUT;
    if (id === undefined && ![1, 2, 3, 4].includes(type))
        throw new SeedError('type: expected a command type 1..4');
    const matches = (command) => id !== undefined ? command.id === id : command.name === input.name && command.type === type;
    let apps;
    if (input.application !== undefined) {
        const app = ctx.store.applications.get(snowflake(input.application, 'application'));
        if (!app)
            throw new SeedError(`application: no application ${String(input.application)}`);
        apps = [app];
    }
    else
        apps = [...ctx.store.applications.values()];
    const found = [];
    for (const application of apps) {
        for (const scopeGuild of guildId === null ? [null] : [guildId, null]) {
            const command = registry.list(scopeOf(application, scopeGuild)).find(matches);
            if (command) {
                found.push({ application, command, commandGuildId: scopeGuild });
                break;
            }
        }
    }
    const what = id !== undefined ? `command ${id}` : `command "${input.name}" of type ${type}`;
    const where = guildId === null ? 'among global commands' : `in guild ${guildId} or among global commands`;
    const first = found[0];
    if (first === undefined)
        throw new SeedError(`id, name: no ${what} ${where}`);
    if (found.length > 1)
        throw new SeedError(`application: ${found.length} applications have a ${what}; name the application`);
    return first;
}
