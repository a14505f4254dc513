/**
 * The client's guild domain: `GetUserGuilds` and `GetGuildChannels`. A channel's `IsLinkable` is decided
 * by the rule the service enforces when linking (`channelLinkRefusal` of src/rules, over the user's
 * permission bits the listing carries), and `IsViewableAndWriteableByAllMembers` by `openToAllMembers`
 * over the channel's overwrites: the SDK and the emulator share both.
 */
import { snowflakeArgument } from '../api/call.js';
import { getCurrentUserGuilds, getGuildChannels } from '../api/guilds.js';
import { channelLinkRefusal, openToAllMembers } from '../rules/channelLinking.js';
import { GuildChannel, GuildMinimal, LinkedLobby } from './guildValues.js';
/** The guild domain of one client. */
export class Guilds {
    #ctx;
    /** @param ctx - the client's context. */
    constructor(ctx) {
        this.#ctx = ctx;
    }
    /** `GetUserGuilds`: the guilds the user is in. */
    userGuilds(callback) {
        const work = async () => (await getCurrentUserGuilds(this.#ctx.transport, this.#ctx.requestOptions())).map((guild) => new GuildMinimal({ id: guild.id, name: guild.name }));
        return this.#ctx.call('GetUserGuilds', work, callback, [[]]);
    }
    /** `GetGuildChannels`: the channels of a guild the user can view, sorted by position. */
    guildChannels(guildId, callback) {
        const work = async () => {
            const id = snowflakeArgument(guildId, 'guildId');
            const wire = await getGuildChannels(this.#ctx.transport, id, this.#ctx.requestOptions());
            return [...wire].sort(byPosition).map(guildChannel);
        };
        return this.#ctx.call('GetGuildChannels', work, callback, [[]]);
    }
}
const byPosition = (a, b) => a.position - b.position || (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);
/** A listed channel as the library's value, with the two flags decided by the shared rules. */
function guildChannel(wire) {
    const linked = wire.linked_lobby ?? null;
    const facts = { type: wire.type, nsfw: wire.nsfw === true, linkedLobbyId: linked?.lobby_id ?? null };
    return new GuildChannel({
        id: wire.id,
        name: wire.name,
        type: wire.type,
        position: wire.position,
        parentId: wire.parent_id ?? null,
        isLinkable: channelLinkRefusal(facts, BigInt(wire.permissions ?? '0')) === undefined,
        isViewableAndWriteableByAllMembers: openToAllMembers(wire.permission_overwrites ?? []),
        linkedLobby: linked && new LinkedLobby({ applicationId: linked.application_id, lobbyId: linked.lobby_id }),
    });
}
