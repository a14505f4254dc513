/**
 * The payload the service POSTs for an invocation (SERVICE.md "Interaction payloads received by the
 * app"): default names only, never localized; options in wire form checked against the registered
 * definition with `validateInvocationOptions` (src/rules); `resolved` filled with every user, member,
 * role, channel, attachment and message an option or target names; the invoking member with its
 * permissions in the channel; the bot's `app_permissions`.
 */
import { ApplicationCommandType, InteractionType, isSnowflake, ApplicationCommandOptionType as O, permissionBits, serializePermissions, } from '../../model/index.js';
import { formatIssue, validateInvocationOptions } from '../../rules/index.js';
import { isRecord } from '../../rules/validateCore.js';
import { SeedError } from '../seedChecks.js';
import { publicUser } from '../wire.js';
import { appPermissionsIn, wireChannel, wireMember, wireRole } from './wireObjects.js';
/** Builds the interaction payload; throws `SeedError` for options or targets the definition refuses. */
export function buildPayload(ctx, invocation, input) {
    const { command, application, user, guildId, channel } = invocation;
    const autocomplete = input.type === InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE;
    const resolver = new Resolver(ctx, invocation);
    const built = new OptionBuilder(resolver, input.focused);
    const options = built.level(command.options ?? [], input.options, 'options');
    if (input.focused !== undefined && built.focused === null)
        throw new SeedError(`focused: /${command.name} has no option "${input.focused}" at the invoked path`);
    const issues = validateInvocationOptions(command, options, { autocomplete });
    if (issues.length > 0)
        throw new SeedError(`options do not fit /${command.name}:\n  ${issues.map(formatIssue).join('\n  ')}`);
    const data = {
        id: command.id,
        name: command.name,
        type: command.type,
        version: command.version,
    };
    if (invocation.commandGuildId !== null)
        data.guild_id = invocation.commandGuildId;
    if (command.type === ApplicationCommandType.CHAT_INPUT || autocomplete)
        data.options = options;
    if (!autocomplete) {
        if (command.type === ApplicationCommandType.USER)
            data.target_id = resolver.targetUser(input.target);
        if (command.type === ApplicationCommandType.MESSAGE)
            data.target_id = resolver.targetMessage(input.target, input.findMessage);
        if (Object.keys(resolver.resolved).length > 0)
            data.resolved = resolver.resolved;
    }
    else if (input.target !== undefined)
        throw new SeedError('target: autocomplete requests have no target');
    const payload = {
        id: input.id,
        application_id: application.id,
        type: input.type,
        token: input.token,
        version: 1,
        data,
        locale: invocation.locale,
        entitlements: [],
    };
    if (guildId !== null && channel !== null) {
        const guild = ctx.store.guilds.get(guildId);
        Object.assign(payload, {
            guild_id: guildId,
            guild_locale: guild?.locale ?? 'en-US',
            guild: { id: guildId, locale: guild?.locale ?? 'en-US', features: [] },
            channel_id: channel.id,
            channel: wireChannel(ctx, channel, { userId: user.id, botUserId: application.botUserId }),
            member: wireMember(ctx, guildId, user.id, channel, true),
            app_permissions: serializePermissions(appPermissionsIn(ctx, guildId, application.botUserId, channel)),
            context: 0,
            authorizing_integration_owners: { '0': guildId },
        });
    }
    else {
        const dm = ctx.ids.next();
        Object.assign(payload, {
            channel_id: dm,
            channel: { id: dm, type: 1 },
            user: publicUser(user),
            app_permissions: serializePermissions(DM_APP_PERMISSIONS),
            context: 1,
            authorizing_integration_owners: {},
        });
    }
    return { payload: payload, path: built.path, focused: built.focused };
}
/** What an app may do in a DM with a user: see, send, embed, attach, read history. */
const DM_APP_PERMISSIONS = permissionBits('VIEW_CHANNEL', 'SEND_MESSAGES', 'EMBED_LINKS', 'ATTACH_FILES', 'READ_MESSAGE_HISTORY');
/** Builds wire options from the input object, level by level, following the definition. */
class OptionBuilder {
    resolver;
    focusedName;
    path = [];
    focused = null;
    constructor(resolver, focusedName) {
        this.resolver = resolver;
        this.focusedName = focusedName;
    }
    level(defs, input, at) {
        if (input === undefined)
            input = {};
        if (!isRecord(input))
            throw new SeedError(`${at}: expected an object of option name -> value`);
        const branches = defs.filter((def) => def.type === O.SUB_COMMAND || def.type === O.SUB_COMMAND_GROUP);
        if (branches.length > 0) {
            const names = Object.keys(input);
            const def = names.length === 1 ? branches.find((b) => b.name === names[0]) : undefined;
            if (def === undefined)
                throw new SeedError(`${at}: name one subcommand or group (one of ${branches.map((b) => b.name).join(', ')}) with its options`);
            this.path.push(def.name);
            const nested = 'options' in def ? (def.options ?? []) : [];
            return [
                { name: def.name, type: def.type, options: this.level(nested, input[def.name], `${at}.${def.name}`) },
            ];
        }
        const out = [];
        for (const [name, value] of Object.entries(input)) {
            const def = defs.find((d) => d.name === name);
            if (def === undefined)
                throw new SeedError(`${at}.${name}: no such option (the options here: ${defs.map((d) => d.name).join(', ') || 'none'})`);
            const option = {
                name,
                type: def.type,
                value: this.resolver.value(def, value, `${at}.${name}`),
            };
            if (name === this.focusedName) {
                option.focused = true;
                this.focused = { name, type: def.type };
            }
            out.push(option);
        }
        const focusedDef = defs.find((d) => d.name === this.focusedName);
        if (focusedDef !== undefined && this.focused === null) {
            // The focused option with nothing typed yet.
            out.push({ name: focusedDef.name, type: focusedDef.type, value: '', focused: true });
            this.focused = { name: focusedDef.name, type: focusedDef.type };
        }
        return out;
    }
}
/** Looks entity ids up in the store and collects what the payload's `resolved` carries. */
class Resolver {
    ctx;
    invocation;
    resolved = {};
    constructor(ctx, invocation) {
        this.ctx = ctx;
        this.invocation = invocation;
    }
    /** The wire value of an option; entity options resolve their id (and refuse unknown ones). */
    value(def, value, at) {
        switch (def.type) {
            case O.USER:
                return this.user(value, at);
            case O.CHANNEL:
                return this.channel(def, value, at);
            case O.ROLE:
                return this.role(value, at);
            case O.MENTIONABLE: {
                const id = this.id(value, at);
                if (this.ctx.store.users.has(id))
                    return this.user(id, at);
                return this.role(id, at);
            }
            case O.ATTACHMENT:
                return this.attachment(value, at);
            default:
                if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
                    throw new SeedError(`${at}: expected a string, number or boolean`);
                return value;
        }
    }
    targetUser(target) {
        if (typeof target !== 'string')
            throw new SeedError("target: a USER command needs the target user's id");
        return this.user(target, 'target');
    }
    targetMessage(target, findMessage) {
        let message;
        if (typeof target === 'string') {
            message = findMessage(this.id(target, 'target'));
            if (!message)
                throw new SeedError(`target: no message ${target} known to the emulator (describe it: { content, author })`);
        }
        else if (isRecord(target) && typeof target.content === 'string' && typeof target.author === 'string') {
            message = this.madeUpMessage(target);
        }
        else {
            throw new SeedError('target: a MESSAGE command needs a message id, or { content, author, id? }');
        }
        this.resolved.messages = { ...this.resolved.messages, [message.id]: message };
        return message.id;
    }
    #authorOf(id, at) {
        const author = this.ctx.store.users.get(id);
        if (!author)
            throw new SeedError(`${at}: no user ${id}`);
        return publicUser(author);
    }
    madeUpMessage(target) {
        const id = target.id === undefined ? this.ctx.ids.next() : this.id(target.id, 'target.id');
        return {
            id,
            channel_id: this.invocation.channel?.id ?? '0',
            author: this.#authorOf(this.id(target.author, 'target.author'), 'target.author'),
            content: target.content,
            timestamp: new Date(this.ctx.clock.now()).toISOString(),
            edited_timestamp: null,
            type: 0,
            flags: 0,
            attachments: [],
            embeds: [],
            mentions: [],
            mention_roles: [],
            mention_everyone: false,
            pinned: false,
            tts: false,
            components: [],
        };
    }
    id(value, at) {
        if (typeof value !== 'string' || !isSnowflake(value))
            throw new SeedError(`${at}: expected an id (a snowflake string)`);
        return BigInt(value).toString();
    }
    user(value, at) {
        const id = this.id(value, at);
        const user = this.ctx.store.users.get(id);
        if (!user)
            throw new SeedError(`${at}: no user ${id}`);
        this.resolved.users = { ...this.resolved.users, [id]: publicUser(user) };
        const { guildId, channel } = this.invocation;
        const member = guildId === null ? undefined : wireMember(this.ctx, guildId, id, channel ?? undefined, false);
        if (member)
            this.resolved.members = { ...this.resolved.members, [id]: member };
        return id;
    }
    role(value, at) {
        const id = this.id(value, at);
        const role = this.ctx.store.roles.get(id);
        const guildId = this.invocation.guildId;
        if (!role || role.guildId !== guildId)
            throw new SeedError(`${at}: no role ${id} in this guild`);
        this.resolved.roles = {
            ...this.resolved.roles,
            [id]: wireRole(this.ctx, id),
        };
        return id;
    }
    channel(def, value, at) {
        const id = this.id(value, at);
        const channel = this.ctx.store.channels.get(id);
        const { guildId, user, application } = this.invocation;
        if (!channel || channel.guildId !== guildId)
            throw new SeedError(`${at}: no channel ${id} in this guild`);
        const types = 'channel_types' in def ? def.channel_types : undefined;
        if (types !== undefined && types.length > 0 && !types.includes(channel.type))
            throw new SeedError(`${at}: channel ${id} is of type ${channel.type}; the option takes types ${types.join(', ')}`);
        const wire = wireChannel(this.ctx, channel, { userId: user.id, botUserId: application.botUserId });
        this.resolved.channels = { ...this.resolved.channels, [id]: wire };
        return id;
    }
    attachment(value, at) {
        if (!isRecord(value) ||
            typeof value.filename !== 'string' ||
            value.filename === '' ||
            value.filename.length > 1024)
            throw new SeedError(`${at}: expected an attachment { filename, size?, contentType?, description? }`);
        const input = value;
        const size = input.size ?? 1024;
        if (!Number.isInteger(size) || size < 0)
            throw new SeedError(`${at}.size: expected a byte count`);
        const id = this.ctx.ids.next();
        const url = `${this.ctx.baseUrl}/attachments/${this.invocation.channel?.id ?? 'dm'}/${id}/${encodeURIComponent(input.filename)}`;
        const attachment = { id, filename: input.filename, size, url, proxy_url: url };
        if (input.contentType !== undefined)
            attachment.content_type = String(input.contentType);
        if (input.description !== undefined)
            attachment.description = String(input.description);
        this.resolved.attachments = { ...this.resolved.attachments, [id]: attachment };
        return id;
    }
}
