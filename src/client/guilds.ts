/**
 * The client's guild domain: `GetUserGuilds` and `GetGuildChannels`. A channel's `IsLinkable` is decided
 * by the rule the service enforces when linking (`channelLinkRefusal` of src/rules, over the user's
 * permission bits the listing carries), and `IsViewableAndWriteableByAllMembers` by `openToAllMembers`
 * over the channel's overwrites: the SDK and the emulator share both.
 */
import { snowflakeArgument } from '../api/call.js';
import { getCurrentUserGuilds, getGuildChannels } from '../api/guilds.js';
import type { GuildChannelWire } from '../model/guild.js';
import { channelLinkRefusal, openToAllMembers } from '../rules/channelLinking.js';
import type { ChannelType } from './channelType.js';
import type { ClientContext } from './context.js';
import { GuildChannel, GuildMinimal, LinkedLobby } from './guildValues.js';
import type { ResultCallback } from './results.js';

/** Callback of `GetUserGuilds`. */
export type GetUserGuildsCallback = ResultCallback<[guilds: GuildMinimal[]]>;
/** Callback of `GetGuildChannels`: sorted by position. */
export type GetGuildChannelsCallback = ResultCallback<[channels: GuildChannel[]]>;

/** The guild domain of one client. */
export class Guilds {
  readonly #ctx: ClientContext;

  /** @param ctx - the client's context. */
  constructor(ctx: ClientContext) {
    this.#ctx = ctx;
  }

  /** `GetUserGuilds`: the guilds the user is in. */
  userGuilds(callback: GetUserGuildsCallback | undefined): Promise<unknown> {
    const work = async () =>
      (await getCurrentUserGuilds(this.#ctx.transport, this.#ctx.requestOptions())).map(
        (guild) => new GuildMinimal({ id: guild.id, name: guild.name }),
      );
    return this.#ctx.call('GetUserGuilds', work, callback, [[]]);
  }

  /** `GetGuildChannels`: the channels of a guild the user can view, sorted by position. */
  guildChannels(guildId: bigint | string, callback: GetGuildChannelsCallback | undefined): Promise<unknown> {
    const work = async () => {
      const id = snowflakeArgument(guildId, 'guildId');
      const wire = await getGuildChannels(this.#ctx.transport, id, this.#ctx.requestOptions());
      return [...wire].sort(byPosition).map(guildChannel);
    };
    return this.#ctx.call('GetGuildChannels', work, callback, [[]]);
  }
}

const byPosition = (a: GuildChannelWire, b: GuildChannelWire): number =>
  a.position - b.position || (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);

/** A listed channel as the library's value, with the two flags decided by the shared rules. */
function guildChannel(wire: GuildChannelWire): GuildChannel {
  const linked = wire.linked_lobby ?? null;
  const facts = { type: wire.type, nsfw: wire.nsfw === true, linkedLobbyId: linked?.lobby_id ?? null };
  return new GuildChannel({
    id: wire.id,
    name: wire.name,
    type: wire.type as ChannelType,
    position: wire.position,
    parentId: wire.parent_id ?? null,
    isLinkable: channelLinkRefusal(facts, BigInt(wire.permissions ?? '0')) === undefined,
    isViewableAndWriteableByAllMembers: openToAllMembers(wire.permission_overwrites ?? []),
    linkedLobby:
      linked && new LinkedLobby({ applicationId: linked.application_id, lobbyId: linked.lobby_id }),
  });
}
