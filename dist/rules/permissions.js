/**
 * Who may run a command in a guild channel: the evaluation order of FACTS.md "Command permission
 * evaluation", step by step, with the entry that decided.
 */
import { ApplicationCommandPermissionType, allChannelsPermissionId, everyonePermissionId, hasAllPermissions, PermissionFlags, parseSnowflake, permissionNames, THREAD_CHANNEL_TYPES, } from '../model/index.js';
const TYPE_NAME = { 1: 'ROLE', 2: 'USER', 3: 'CHANNEL' };
function describeEntry(level, entry, label) {
    const kind = TYPE_NAME[entry.type] ?? `type ${entry.type}`;
    const what = label === undefined ? `${kind} ${entry.id}` : `${kind} ${entry.id} (${label})`;
    return `${level}-level ${what} is ${entry.permission ? 'allowed' : 'denied'}`;
}
const DECIMAL = /^(0|[1-9][0-9]*)$/;
/**
 * Permission bits from the wire. Unknown bits are kept (not refused): a member's permissions may carry
 * flags newer than this SDK, and they must not make the evaluation fail.
 */
function bits(value, what) {
    if (typeof value === 'bigint' && value >= 0n)
        return value;
    if (typeof value === 'string' && DECIMAL.test(value))
        return BigInt(value);
    throw new TypeError(`${what}: expected a permission bit set as a non-negative decimal string or bigint`);
}
/** The entries of one level, after checking that the object belongs to `ownerId` in `guildId`. */
function entriesOf(source, ownerId, guildId, what) {
    if (source === null || source === undefined)
        return [];
    if (Array.isArray(source))
        return source;
    const object = source;
    if (parseSnowflake(object.id, `${what}.id`) !== ownerId) {
        throw new TypeError(`${what}.id: ${object.id} is not ${ownerId}; these overwrites belong to another target`);
    }
    if (parseSnowflake(object.guild_id, `${what}.guild_id`) !== guildId) {
        throw new TypeError(`${what}.guild_id: ${object.guild_id} is not the guild ${guildId}`);
    }
    if (!Array.isArray(object.permissions))
        throw new TypeError(`${what}.permissions: expected an array`);
    return object.permissions;
}
/** Looks entries up by type AND id: a channel id may equal the @everyone id, a role id may not. */
class EntryIndex {
    #byKey = new Map();
    constructor(entries) {
        for (const entry of entries) {
            const key = `${entry.type}:${entry.id}`;
            // The service keeps one entry per (type, id); should a list repeat one, the first wins.
            if (!this.#byKey.has(key))
                this.#byKey.set(key, entry);
        }
    }
    get(type, id) {
        return this.#byKey.get(`${type}:${id}`);
    }
}
/** Step 1 for one level: the entry for this channel, else the All Channels entry. */
function channelEntry(index, subject) {
    const own = index.get(ApplicationCommandPermissionType.CHANNEL, subject.channelId);
    if (own !== undefined)
        return { entry: own };
    const all = index.get(ApplicationCommandPermissionType.CHANNEL, subject.allChannelsId);
    return all === undefined ? undefined : { entry: all, label: 'All Channels' };
}
/** Steps 2 and 3 for one level: the user entry, else the member's role entries, else @everyone. */
function memberEntry(index, subject, level) {
    const user = index.get(ApplicationCommandPermissionType.USER, subject.userId);
    if (user !== undefined) {
        return { step: 'user', entry: user, permission: user.permission, message: describeEntry(level, user) };
    }
    let firstTrue;
    let firstFalse;
    for (const roleId of subject.roleIds) {
        const role = index.get(ApplicationCommandPermissionType.ROLE, roleId);
        if (role === undefined)
            continue;
        if (role.permission)
            firstTrue ??= role;
        else
            firstFalse ??= role;
    }
    if (firstTrue !== undefined) {
        return { step: 'role', entry: firstTrue, permission: true, message: describeEntry(level, firstTrue) };
    }
    if (firstFalse !== undefined) {
        const message = `${describeEntry(level, firstFalse)} and none of the member's roles is allowed`;
        return { step: 'role', entry: firstFalse, permission: false, message };
    }
    const everyone = index.get(ApplicationCommandPermissionType.ROLE, subject.everyoneId);
    if (everyone === undefined)
        return undefined;
    return {
        step: 'everyone',
        entry: everyone,
        permission: everyone.permission,
        message: describeEntry(level, everyone, '@everyone'),
    };
}
/**
 * Decides whether `member` may run `command` in `channel` of `guild`, following FACTS.md exactly:
 *
 * 0. Administrator may always run it.
 * 1. Channel: the command-level entry for the channel (threads use their parent), else the command-level
 *    All Channels entry (id = guild id - 1); false denies. With neither, the app-level entries are
 *    checked the same way.
 * 2. Command-level user entry decides; else the member's role entries (allow if one is true, else deny);
 *    else the `@everyone` entry (id = guild id) decides.
 * 3. App-level user/role/@everyone in the same order; false denies, true only goes on to step 4.
 * 4. `default_member_permissions`: null allows, "0" denies, else the member needs all those bits.
 *
 * Entries are matched by `type` and `id` together. Throws a TypeError naming the field for malformed
 * input (bad ids or permission strings, overwrites of another command or guild, a thread without parent).
 */
export function canUseCommand(input) {
    const { command, member, channel, guild } = input;
    const guildId = parseSnowflake(guild.id, 'guild.id');
    const memberBits = bits(member.permissions, 'member.permissions');
    if (hasAllPermissions(memberBits, PermissionFlags.ADMINISTRATOR)) {
        return {
            allowed: true,
            reason: { step: 'administrator', message: 'the member has Administrator, which may run every command' },
        };
    }
    const isThread = THREAD_CHANNEL_TYPES.has(channel.type);
    if (isThread && (channel.parent_id === null || channel.parent_id === undefined)) {
        throw new TypeError(`channel.parent_id: thread ${channel.id} has no parent channel to take permissions from`);
    }
    const everyoneId = everyonePermissionId(guildId);
    const subject = {
        userId: parseSnowflake(member.user.id, 'member.user.id'),
        // @everyone is its own step (after the roles), so it is not one of the member's roles here.
        roleIds: member.roles
            .map((id, i) => parseSnowflake(id, `member.roles[${i}]`))
            .filter((id) => id !== everyoneId),
        channelId: parseSnowflake(isThread ? channel.parent_id : channel.id, isThread ? 'channel.parent_id' : 'channel.id'),
        everyoneId,
        allChannelsId: allChannelsPermissionId(guildId),
    };
    const commandId = parseSnowflake(command.id, 'command.id');
    const applicationId = parseSnowflake(command.application_id, 'command.application_id');
    const commandLevel = new EntryIndex(entriesOf(input.commandPermissions, commandId, guildId, 'commandPermissions'));
    const appLevel = new EntryIndex(entriesOf(input.appPermissions, applicationId, guildId, 'appPermissions'));
    // Step 1: the command level's channel entry, if any, stands; only without one does the app level count.
    const channelLevel = channelEntry(commandLevel, subject) !== undefined ? 'command' : 'application';
    const channelMatch = channelEntry(channelLevel === 'command' ? commandLevel : appLevel, subject);
    if (channelMatch !== undefined && !channelMatch.entry.permission) {
        const where = isThread ? ` (thread ${channel.id} uses its parent ${subject.channelId})` : '';
        return {
            allowed: false,
            reason: {
                step: 'channel',
                level: channelLevel,
                entry: channelMatch.entry,
                message: `${describeEntry(channelLevel, channelMatch.entry, channelMatch.label)}${where}`,
            },
        };
    }
    // Step 2: command-level user / role / @everyone entries decide both ways.
    const commandMatch = memberEntry(commandLevel, subject, 'command');
    if (commandMatch !== undefined) {
        return {
            allowed: commandMatch.permission,
            reason: {
                step: commandMatch.step,
                level: 'command',
                entry: commandMatch.entry,
                message: commandMatch.message,
            },
        };
    }
    // Step 3: app-level entries can only deny; allowing defers to default_member_permissions.
    const appMatch = memberEntry(appLevel, subject, 'application');
    if (appMatch !== undefined && !appMatch.permission) {
        return {
            allowed: false,
            reason: { step: appMatch.step, level: 'application', entry: appMatch.entry, message: appMatch.message },
        };
    }
    // Step 4.
    const prefix = appMatch === undefined ? 'no overwrite decided' : `${appMatch.message}, so`;
    const defaults = command.default_member_permissions;
    // Every outcome of this step names it and the bits it required.
    const byDefaults = (allowed, required, message, missing) => ({
        allowed,
        reason: {
            step: 'default_member_permissions',
            required,
            ...(missing === undefined ? {} : { missing }),
            message: `${prefix} ${message}`,
        },
    });
    if (defaults === null || defaults === undefined) {
        return byDefaults(true, null, 'default_member_permissions is null (everyone may run it)');
    }
    const required = bits(defaults, 'command.default_member_permissions');
    if (required === 0n) {
        return byDefaults(false, required, 'default_member_permissions is "0" (administrators only)');
    }
    const missing = required & ~memberBits;
    if (missing === 0n) {
        return byDefaults(true, required, `the member has every permission of default_member_permissions "${defaults}"`);
    }
    const names = permissionNames(missing);
    const lacking = names.length > 0 ? names.join(', ') : `bits ${missing}`;
    return byDefaults(false, required, `the member lacks ${lacking} of default_member_permissions "${defaults}"`, missing);
}
