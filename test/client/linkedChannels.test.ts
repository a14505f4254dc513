/**
 * Linked channels through the facade, against the emulator over loopback: the guild listing and its
 * flags, linking and unlinking (live on every member's client), each link rule refused with its code,
 * messages mirrored both ways as they are sent, guild invites (single use, one hour on the emulator's
 * clock), and channel handles. Every call in both styles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../src/client/Client.js';
import { ChannelType } from '../../src/client/channelType.js';
import { type ClientResult, ErrorType } from '../../src/client/clientResult.js';
import type { GuildChannel, GuildMinimal } from '../../src/client/guildValues.js';
import { LobbyHandle } from '../../src/client/handles.js';
import type { ClientResultError } from '../../src/client/results.js';
import { SocialCache } from '../../src/client/socialCache.js';
import { permissionBits } from '../../src/model/permissions.js';
import { lobbyCall, until } from '../connection/world.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();
const ids = {
  guild: '910000000000000001',
  mods: '910000000000000002',
  general: '910000000000000010',
  rules: '910000000000000011',
  adults: '910000000000000012',
  voice: '910000000000000013',
  hidden: '910000000000000014',
  locked: '910000000000000015',
  spare: '910000000000000016',
};
const opened: string[] = [];
let alice: Client;
let bob: Client;
let lobbyId: string;
let otherLobbyId: string;

/** The rejection's ClientResult. */
async function failure(promise: Promise<unknown>): Promise<ClientResult> {
  return ((await promise.catch((error: unknown) => error)) as ClientResultError).result;
}

/** A callback-style call's arguments, once it has been called. */
function viaCallback<A extends unknown[]>(
  start: (callback: (...args: A) => void) => Promise<void>,
): Promise<A> {
  return new Promise((resolve, reject) => {
    start((...args) => resolve(args)).catch(reject);
  });
}

beforeAll(async () => {
  const { world } = domain;
  const deny = (bits: bigint) => ({ allow: '0', deny: bits.toString() });
  await world.emulator.control.seed({
    guilds: [
      {
        id: ids.guild,
        name: 'Crafters',
        ownerId: world.carol.id,
        roles: [{ id: ids.mods, name: 'mods', permissions: permissionBits('MANAGE_CHANNELS').toString() }],
        channels: [
          { id: ids.general, name: 'general', position: 2 },
          {
            id: ids.rules,
            name: 'rules',
            position: 1,
            overwrites: [
              { id: ids.guild, type: 0, ...deny(permissionBits('SEND_MESSAGES')) },
              { id: ids.mods, type: 0, allow: permissionBits('SEND_MESSAGES').toString(), deny: '0' },
            ],
          },
          { id: ids.adults, name: 'adults', position: 3, nsfw: true },
          { id: ids.voice, name: 'voice', position: 4, type: 2 },
          {
            id: ids.hidden,
            name: 'hidden',
            position: 5,
            overwrites: [{ id: ids.guild, type: 0, ...deny(permissionBits('VIEW_CHANNEL')) }],
          },
          {
            id: ids.locked,
            name: 'locked',
            position: 6,
            overwrites: [{ id: ids.mods, type: 0, ...deny(permissionBits('MANAGE_CHANNELS')) }],
          },
          { id: ids.spare, name: 'spare', position: 7 },
        ],
        members: [{ userId: world.alice.id, roles: [ids.mods] }, { userId: world.fx.app.botUserId }],
      },
    ],
  });
  alice = await domain.ready(world.tokens.alice, { opener: async (url) => void opened.push(url) });
  bob = await domain.ready(world.tokens.bob, {
    opener: async () => {
      throw new Error('no browser here');
    },
  });
  const members = [{ id: world.alice.id, flags: 1 }, { id: world.bob.id }];
  lobbyId = (await lobbyCall<{ id: string }>(world, world.bot, 'POST', '/lobbies', { members })).id;
  otherLobbyId = (await lobbyCall<{ id: string }>(world, world.bot, 'POST', '/lobbies', { members })).id;
  await until(
    () => alice.GetLobbyHandle(otherLobbyId) !== null && bob.GetLobbyHandle(lobbyId) !== null,
    'lobbies',
  );
});

describe('guilds', () => {
  it('GetUserGuilds lists the guilds the user is in, in both styles', async () => {
    const guilds = await alice.GetUserGuilds();
    expect(guilds.map((g) => [g.Id(), g.Name()])).toEqual([[ids.guild, 'Crafters']]);
    const [result, viaCb] = await viaCallback<[ClientResult, GuildMinimal[]]>((cb) => bob.GetUserGuilds(cb));
    expect(result.successful()).toBe(true);
    expect(viaCb).toEqual([]);
  });

  it('GetGuildChannels lists the visible channels by position, with IsLinkable and the privacy flag', async () => {
    const channels = await alice.GetGuildChannels(BigInt(ids.guild));
    const row = (c: GuildChannel) => [
      c.Name(),
      c.Type(),
      c.IsLinkable(),
      c.IsViewableAndWriteableByAllMembers(),
    ];
    expect(channels.map(row)).toEqual([
      ['rules', ChannelType.GuildText, true, false],
      ['general', ChannelType.GuildText, true, true],
      ['adults', ChannelType.GuildText, false, true],
      ['voice', ChannelType.GuildVoice, false, true],
      ['locked', ChannelType.GuildText, false, true],
      ['spare', ChannelType.GuildText, true, true],
    ]);
    expect(channels[0]?.Position()).toBe(1);
    expect(channels[0]?.ParentId()).toBeNull();
    expect(channels[0]?.LinkedLobby()).toBeNull();
  });

  it('GetGuildChannels in the callback style, and a guild the user is not in (50001)', async () => {
    const [result, channels] = await viaCallback<[ClientResult, GuildChannel[]]>((cb) =>
      bob.GetGuildChannels(ids.guild, cb),
    );
    expect([result.type, result.errorCode, channels]).toEqual([ErrorType.HTTPError, 50001, []]);
    const bad = await failure(alice.GetGuildChannels('guild'));
    expect(bad.type).toBe(ErrorType.ValidationError);
    expect(bad.error).toMatch(/^guildId: expected a snowflake/);
  });
});

describe('linking', () => {
  it('LinkChannelToLobby links; every member sees LinkedChannel() live; the channel lists its lobby', async () => {
    const updated: string[] = [];
    bob.on('lobbyUpdated', (id) => updated.push(id));
    await alice.LinkChannelToLobby(lobbyId, ids.general);
    const link = alice.GetLobbyHandle(lobbyId)?.LinkedChannel();
    expect([link?.Id(), link?.Name(), link?.GuildId()]).toEqual([ids.general, 'general', ids.guild]);
    await until(
      () => bob.GetLobbyHandle(lobbyId)?.LinkedChannel()?.Id() === ids.general,
      'bob sees the link',
    );
    expect(updated).toContain(lobbyId);
    const general = (await alice.GetGuildChannels(ids.guild)).find((c) => c.Id() === ids.general);
    expect(general?.IsLinkable()).toBe(false);
    expect(general?.LinkedLobby()?.LobbyId()).toBe(lobbyId);
    expect(general?.LinkedLobby()?.ApplicationId()).toBe(domain.world.fx.app.id);
  });

  it('CanLinkLobby reads the member flag', () => {
    const handle = alice.GetLobbyHandle(lobbyId);
    expect(handle?.GetLobbyMemberHandle(domain.world.alice.id)?.CanLinkLobby()).toBe(true);
    expect(handle?.GetLobbyMemberHandle(domain.world.bob.id)?.CanLinkLobby()).toBe(false);
  });

  it('each rule is refused with its code', async () => {
    const codeOf = async (client: Client, lobby: string, channel: string) => {
      const result = await failure(client.LinkChannelToLobby(lobby, channel));
      return [result.status, result.errorCode];
    };
    expect(await codeOf(bob, otherLobbyId, ids.spare)).toEqual([403, 50013]); // no CanLinkLobby
    expect(await codeOf(alice, otherLobbyId, ids.voice)).toEqual([400, 50024]); // not a text channel
    expect(await codeOf(alice, otherLobbyId, ids.adults)).toEqual([400, 50035]); // age-restricted
    expect(await codeOf(alice, otherLobbyId, ids.general)).toEqual([400, 50035]); // linked elsewhere
    expect(await codeOf(alice, otherLobbyId, ids.locked)).toEqual([403, 50013]); // no Manage Channels there
    expect(await codeOf(alice, otherLobbyId, ids.hidden)).toEqual([403, 50001]); // cannot see it
    expect(await codeOf(alice, otherLobbyId, '1')).toEqual([404, 10003]);
    const nsfw = await failure(alice.LinkChannelToLobby(otherLobbyId, ids.adults));
    expect(nsfw.responseBody).toContain('CHANNEL_LINK_AGE_RESTRICTED');
    const taken = await failure(alice.LinkChannelToLobby(otherLobbyId, ids.general));
    expect(taken.responseBody).toContain('CHANNEL_LINK_ALREADY_LINKED');
    expect(alice.GetLobbyHandle(otherLobbyId)?.LinkedChannel()).toBeNull();
  });

  it('a lobby made from a secret cannot be linked, even by a member with CanLinkLobby', async () => {
    const { world } = domain;
    const secretLobby = await alice.CreateOrJoinLobby('linked-secret');
    await lobbyCall(world, world.bot, 'PUT', `/lobbies/${secretLobby}/members/${world.alice.id}`, {
      flags: 1,
    });
    const [result] = await viaCallback<[ClientResult]>((cb) =>
      alice.LinkChannelToLobby(secretLobby, ids.spare, cb),
    );
    expect([result.status, result.errorCode]).toEqual([400, 50035]);
    expect(result.responseBody).toContain('LOBBY_LINK_SECRET_LOBBY');
  });
});

describe('mirrored messages', () => {
  it("a lobby message appears in the channel; a channel message reaches every member's client live", async () => {
    const { world } = domain;
    const sent = await alice.SendLobbyMessage(lobbyId, 'from the game');
    const inChannel = await lobbyCall<{ content: string; application_id?: string; author: { id: string } }[]>(
      world,
      world.bot,
      'GET',
      `/channels/${ids.general}/messages`,
    );
    expect(inChannel[0]).toMatchObject({ content: 'from the game', application_id: world.fx.app.id });
    expect(inChannel[0]?.author.id).toBe(world.alice.id);
    expect(sent).not.toBe('');

    const seen: string[] = [];
    bob.on('messageCreated', (id) => seen.push(id));
    const posted = await lobbyCall<{ id: string }>(
      world,
      world.bot,
      'POST',
      `/channels/${ids.general}/messages`,
      {
        content: 'from the guild',
      },
    );
    await until(
      () => seen.some((id) => bob.GetMessageHandle(id)?.Content() === 'from the guild'),
      'mirrored',
    );
    const mirrored = bob.GetMessageHandle(seen.at(-1) as string);
    expect(mirrored?.ChannelId()).toBe(lobbyId);
    // MessageHandle.Channel(): the lobby, as a Lobby channel named after its linked channel.
    expect([mirrored?.Channel()?.Id(), mirrored?.Channel()?.Type()]).toEqual([lobbyId, ChannelType.Lobby]);
    expect(mirrored?.AuthorId()).toBe(world.fx.app.botUserId);
    expect(mirrored?.Id()).not.toBe(posted.id);
    await until(() => alice.GetLobbyHandle(lobbyId) !== null, 'alice still in the lobby');
    const history = await alice.GetLobbyMessagesWithLimit(lobbyId, 10);
    expect(history.map((m) => m.Content())).toEqual(['from the guild', 'from the game']);
    const channelHistory = await lobbyCall<unknown[]>(
      world,
      world.bot,
      'GET',
      `/channels/${ids.general}/messages`,
    );
    expect(channelHistory).toHaveLength(2);
  });
});

describe('guild invites', () => {
  it('JoinLinkedLobbyGuild opens a single-use invite that only its user can accept, once', async () => {
    const { world } = domain;
    const url = await alice.JoinLinkedLobbyGuild(lobbyId, undefined);
    expect(url).toMatch(new RegExp(`^${world.fx.url}/invite/[A-Za-z0-9_-]{8,}$`));
    expect(opened).toEqual([url]);
    const [result, bobUrl] = await viaCallback<[ClientResult, string]>((cb) =>
      bob.JoinLinkedLobbyGuild(lobbyId, () => undefined, cb),
    );
    expect(result.successful()).toBe(true);
    const code = bobUrl.split('/').at(-1) as string;
    const accept = (token: string) =>
      fetch(`${world.fx.url}/api/v10/invites/${code}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await accept(world.tokens.carol)).status).toBe(404);
    expect((await accept(world.tokens.bob)).status).toBe(200);
    expect((await bob.GetUserGuilds()).map((g) => g.Id())).toEqual([ids.guild]);
    const again = await accept(world.tokens.bob);
    expect([again.status, ((await again.json()) as { code: number }).code]).toEqual([404, 10006]);
  });

  it('the service’s refusal of a provisional account (403 50229) runs the merge-required callback too', async () => {
    const { control } = domain.world.emulator;
    // What the emulator answers a provisional account (test/emulator/provisionalMerge.test.ts), for a
    // client whose cached user did not say it was one.
    control.faults.add({
      method: 'POST',
      path: `/api/v10/lobbies/${lobbyId}/members/@me/invites`,
      status: 403,
      body: { code: 50229, message: 'A provisional account cannot join a guild' },
    });
    let asked = 0;
    const before = opened.length;
    try {
      const result = await failure(alice.JoinLinkedLobbyGuild(lobbyId, () => asked++));
      expect([result.type, result.status, result.errorCode]).toEqual([ErrorType.HTTPError, 403, 50229]);
      expect(asked).toBe(1);
      expect(opened).toHaveLength(before);
    } finally {
      control.faults.clear();
    }
  });

  it('an unlinked lobby has no guild to invite to (10003)', async () => {
    const result = await failure(alice.JoinLinkedLobbyGuild(otherLobbyId, undefined));
    expect([result.type, result.errorCode]).toEqual([ErrorType.HTTPError, 10003]);
  });
});

describe('channel handles', () => {
  it('GetChannelHandle shows a lobby as a channel, and null for a channel the client does not know', () => {
    const channel = alice.GetChannelHandle(lobbyId);
    expect(channel?.Type()).toBe(ChannelType.Lobby);
    expect(channel?.Name()).toBe('general');
    expect(channel?.Recipients().sort()).toEqual([domain.world.alice.id, domain.world.bob.id].sort());
    expect(alice.GetChannelHandle('12345')).toBeNull();
    expect(alice.GetChannelHandle(lobbyId)?.toString()).toBe(`ChannelHandle(${lobbyId})`);
    expect(() => alice.GetChannelHandle('x')).toThrow(/^channelId: /);
  });
});

describe('the edge', () => {
  it('a lobby dispatch whose linked_channel is malformed reads as no link, and harms nothing else', () => {
    const cache = new SocialCache();
    const lobby = { id: '5', application_id: '6', metadata: null, flags: 0 };
    const member = { id: '7', metadata: null, flags: 1, connected: true };
    for (const linked of [{ id: 'x', guild_id: '1' }, 'general', { id: '8' }]) {
      cache.apply({ t: 'LOBBY_UPDATE', d: { ...lobby, members: [member], linked_channel: linked } } as never);
      const handle = new LobbyHandle(cache, cache.lobbies.get('5') as never);
      expect(handle.LinkedChannel()).toBeNull();
      expect(handle.GetLobbyMemberHandle('7')?.CanLinkLobby()).toBe(true);
    }
  });
});

describe('direct-message channels', () => {
  it('GetChannelHandle shows a conversation as a Dm channel with the other user as recipient', async () => {
    // Friends: their conversation is kept by the service (between non-friends a DM is ephemeral).
    const friends = { user: domain.world.alice.id, other: domain.world.bob.id, kind: 'discord' as const };
    await domain.world.emulator.control.addRelationship({ ...friends, type: 'friend' });
    const messageId = await alice.SendUserMessage(domain.world.bob.id, 'psst');
    await domain.world.emulator.control.removeRelationship(friends);
    const channelId = alice.GetMessageHandle(messageId)?.ChannelId() as string;
    const channel = alice.GetChannelHandle(channelId);
    expect(alice.GetMessageHandle(messageId)?.Channel()?.Id()).toBe(channelId);
    expect([channel?.Type(), channel?.Recipients(), channel?.Name()]).toEqual([
      ChannelType.Dm,
      [domain.world.bob.id],
      domain.world.bob.global_name ?? domain.world.bob.username,
    ]);
  });
});

describe('unlinking', () => {
  it('UnlinkChannelFromLobby needs only the flag, removes the link live, and stops the mirror', async () => {
    const { world } = domain;
    const refused = await failure(bob.UnlinkChannelFromLobby(lobbyId));
    expect(refused.errorCode).toBe(50013);
    const [result] = await viaCallback<[ClientResult]>((cb) => alice.UnlinkChannelFromLobby(lobbyId, cb));
    expect(result.successful()).toBe(true);
    expect(alice.GetLobbyHandle(lobbyId)?.LinkedChannel()).toBeNull();
    await until(() => bob.GetLobbyHandle(lobbyId)?.LinkedChannel() === null, 'bob sees the unlink');
    await alice.SendLobbyMessage(lobbyId, 'not mirrored');
    const inChannel = await lobbyCall<{ content: string }[]>(
      world,
      world.bot,
      'GET',
      `/channels/${ids.general}/messages`,
    );
    expect(inChannel.map((m) => m.content)).not.toContain('not mirrored');
  });
});

// Last: moving the emulator's clock by an hour ends every gateway session of the file.
describe('invite lifetime', () => {
  it('the bot form makes an invite for a member; it expires one hour later on the emulator clock', async () => {
    const { world } = domain;
    await alice.LinkChannelToLobby(otherLobbyId, ids.spare);
    await world.emulator.control.clock.freeze(true);
    const invite = async () =>
      (
        await lobbyCall<{ code: string }>(
          world,
          world.bot,
          'POST',
          `/lobbies/${otherLobbyId}/members/${world.alice.id}/invites`,
        )
      ).code;
    const [first, second] = [await invite(), await invite()];
    const accept = (code: string) =>
      fetch(`${world.fx.url}/api/v10/invites/${code}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${world.tokens.alice}` },
      });
    await world.emulator.control.clock.advance(60 * 60 * 1000 - 1);
    expect((await accept(first)).status).toBe(200);
    await world.emulator.control.clock.advance(1);
    expect((await accept(second)).status).toBe(404);
    await world.emulator.control.clock.freeze(false);
  });
});
