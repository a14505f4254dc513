/**
 * The client's view of its lobbies, their members, users and recent messages, kept from gateway
 * dispatches and call results. Entries are mutable objects that handles hold on to: an update changes
 * the entry in place, so an old handle shows the current state; a removed entry is marked `gone`.
 *
 * Bounded against a hostile server ({@link ClientCacheBounds}, docs/hostile-peers.md): 100 lobbies of 1,000
 * members (the service's limits), 150,000 users, and as the C++ library the 25 most recent messages of
 * each channel, for at most 1,000 channels (the one written to least recently forgets its messages).
 * Past a bound a new item is dropped with one warning per kind; every insert is O(1) (messages: O(25)).
 * A fresh session (READY)
 * replaces the lobbies with READY's and forgets cached messages, since events may have been missed;
 * a resumed session replays what was missed, so nothing needs forgetting. Relationships and presences
 * are the {@link FriendsCache}'s (friendsCache.ts), which shares this cache's users.
 */
import { DisclosureTypes } from '../model/cppEnums.js';
import { ClientCacheBounds } from '../model/limits.js';
import { compareSnowflakes, isSnowflake } from '../model/snowflake.js';
import { defineOwn, isRecord } from '../rules/validateCore.js';
import { readActivityInvite } from './activityInvite.js';
import { readAdditionalContent } from './additionalContent.js';
import { readApplicationProfiles } from './applicationProfiles.js';
import { BoundedUsers, BoundWarnings } from './cacheBounds.js';
import { CallStates } from './callStates.js';
import { ChannelType } from './channelType.js';
import { FriendsCache } from './friendsCache.js';
/** Messages kept per channel (lobby or conversation), as the C++ library keeps. */
export const CACHED_MESSAGES_PER_CHANNEL = ClientCacheBounds.MESSAGES_PER_CHANNEL;
/** A lobby's `linked_channel`, checked where it arrives: anything without snowflake ids reads as no link. */
function linkedChannelEntry(wire) {
    if (typeof wire !== 'object' || wire === null)
        return null;
    const { id, guild_id: guildId, name } = wire;
    if (typeof id !== 'string' || typeof guildId !== 'string' || !isSnowflake(id) || !isSnowflake(guildId))
        return null;
    return { id, guildId, name: typeof name === 'string' ? name : '' };
}
const ms = (iso) => {
    const parsed = iso ? Date.parse(iso) : Number.NaN;
    return Number.isFinite(parsed) ? parsed : 0;
};
/** One client's cache of lobbies, members, users and recent messages, kept from dispatches and call results. */
export class SocialCache {
    lobbies = new Map();
    /** Who is in each lobby's call (the calls domain applies the voice dispatches to it). */
    calls = new CallStates();
    users;
    messages = new Map();
    /** Per channel: ids of the kept messages, oldest first; the channel written to last is last. */
    #channels = new Map();
    #bounds;
    selfId;
    /** The signed-in user's external identities for this application, from READY. */
    selfProfiles = [];
    /**
     * Lobbies the last READY listed without all their members (too large to list there: `member_count`
     * says how many); the lobby domain fetches them (lobbies.ts) and {@link SocialCache.addMembers} them.
     */
    partialLobbies = new Set();
    #log;
    /** Relationships, presences and the friends list's groups. */
    friends;
    /** @param log - where dispatch data the cache refused is reported. */
    constructor(log) {
        this.#bounds = new BoundWarnings(log);
        this.users = new BoundedUsers(this.#bounds);
        this.friends = new FriendsCache(this.users, log, this.#bounds);
        this.#log = log;
    }
    /** Applies a dispatch; returns the library events it causes, in order. */
    apply(event) {
        switch (event.t) {
            case 'READY':
                return [...this.#ready(event.d), ...this.friends.apply(event)];
            case 'LOBBY_CREATE':
                if (!this.upsertLobby(event.d))
                    return [];
                return [{ name: 'lobbyCreated', args: [event.d.id] }];
            case 'LOBBY_UPDATE':
                if (!this.upsertLobby(event.d))
                    return [];
                return [{ name: 'lobbyUpdated', args: [event.d.id] }];
            case 'LOBBY_DELETE':
                this.removeLobby(event.d.id);
                return [{ name: 'lobbyDeleted', args: [event.d.id] }];
            case 'LOBBY_MEMBER_ADD':
            case 'LOBBY_MEMBER_UPDATE': {
                const lobby = this.lobbies.get(event.d.lobby_id);
                if (!lobby || !this.#upsertMember(lobby, event.d.member))
                    return [];
                const name = event.t === 'LOBBY_MEMBER_ADD' ? 'lobbyMemberAdded' : 'lobbyMemberUpdated';
                return [{ name, args: [lobby.id, event.d.member.id] }];
            }
            case 'LOBBY_MEMBER_REMOVE': {
                const lobby = this.lobbies.get(event.d.lobby_id);
                if (!lobby)
                    return [];
                const member = lobby.members.get(event.d.member.id);
                if (member)
                    member.gone = true;
                lobby.members.delete(event.d.member.id);
                return [{ name: 'lobbyMemberRemoved', args: [lobby.id, event.d.member.id] }];
            }
            case 'MESSAGE_CREATE':
            case 'MESSAGE_UPDATE':
                if (event.d.activity !== undefined)
                    return this.#invite(event.t, event.d);
                return [
                    {
                        name: event.t === 'MESSAGE_CREATE' ? 'messageCreated' : 'messageUpdated',
                        args: [this.upsertMessage(event.d).id],
                    },
                ];
            case 'LOBBY_MESSAGE_CREATE':
                return [{ name: 'messageCreated', args: [this.upsertMessage(event.d).id] }];
            case 'LOBBY_MESSAGE_UPDATE':
                return [{ name: 'messageUpdated', args: [this.upsertMessage(event.d).id] }];
            case 'LOBBY_MESSAGE_DELETE':
            case 'MESSAGE_DELETE':
                this.#removeMessage(event.d.id, event.d.channel_id);
                return [{ name: 'messageDeleted', args: [event.d.id, event.d.channel_id] }];
            default:
                return this.friends.apply(event);
        }
    }
    /**
     * Adds or refreshes a lobby (from a dispatch, or a call's answer without `connected`).
     * @returns its entry, or undefined when it is new and the cache holds {@link ClientCacheBounds.LOBBIES}.
     */
    upsertLobby(lobby) {
        let entry = this.lobbies.get(lobby.id);
        if (!entry) {
            if (this.lobbies.size >= ClientCacheBounds.LOBBIES) {
                this.#bounds.reached('lobbies', ClientCacheBounds.LOBBIES, 'lobbies not known yet are dropped');
                return undefined;
            }
            entry = { id: lobby.id, metadata: {}, members: new Map(), gone: false, linkedChannel: null };
            this.lobbies.set(lobby.id, entry);
        }
        entry.metadata = { ...(lobby.metadata ?? {}) };
        entry.linkedChannel = linkedChannelEntry(lobby.linked_channel);
        // Those who left first, so that the bound counts the members the lobby has now.
        const listed = new Set(lobby.members.map((member) => member.id));
        for (const [id, member] of entry.members) {
            if (listed.has(id))
                continue;
            member.gone = true;
            entry.members.delete(id);
        }
        for (const member of lobby.members)
            this.#upsertMember(entry, member);
        return entry;
    }
    /**
     * The members of a lobby READY listed only in part, from a call's answer: those not known yet are
     * added, none is removed (a removal dispatched since the answer was made must not be undone, and one
     * made before it already arrived as LOBBY_MEMBER_REMOVE). Returns the event it causes, if any.
     */
    addMembers(lobby) {
        const entry = this.lobbies.get(lobby.id);
        if (!entry || !this.partialLobbies.delete(lobby.id))
            return [];
        for (const member of lobby.members)
            if (!entry.members.has(member.id))
                this.#upsertMember(entry, member);
        return [{ name: 'lobbyUpdated', args: [lobby.id] }];
    }
    /** Forgets a lobby (deleted, or left) and its messages. */
    removeLobby(lobbyId) {
        const entry = this.lobbies.get(lobbyId);
        if (!entry)
            return;
        entry.gone = true;
        for (const member of entry.members.values())
            member.gone = true;
        this.lobbies.delete(lobbyId);
        this.#forgetChannel(lobbyId);
    }
    /**
     * Adds or refreshes a message; keeps it only if it is among its channel's 25 most recent. Returns the
     * entry (the kept one, or a fresh one a handle may hold).
     */
    upsertMessage(message) {
        this.users.set(message.author.id, message.author);
        const known = this.messages.get(message.id);
        if (known) {
            known.content = message.content;
            known.metadata = { ...(message.metadata ?? {}) };
            known.moderationMetadata = stringRecord(message.moderation_metadata);
            known.editedAt = ms(message.edited_timestamp);
            known.additionalContent = readAdditionalContent(message);
            return known;
        }
        const entry = {
            id: message.id,
            authorId: message.author.id,
            channelId: message.channel_id,
            lobbyId: 'lobby_id' in message ? message.lobby_id : undefined,
            recipientId: 'recipient_id' in message ? message.recipient_id : undefined,
            channelType: channelTypeOf(message),
            content: message.content,
            metadata: { ...(message.metadata ?? {}) },
            moderationMetadata: stringRecord(message.moderation_metadata),
            applicationId: typeof message.application_id === 'string' ? message.application_id : undefined,
            additionalContent: readAdditionalContent(message),
            disclosureType: 'disclosure_type' in message &&
                message.disclosure_type === DisclosureTypes.MessageDataVisibleOnDiscord
                ? DisclosureTypes.MessageDataVisibleOnDiscord
                : null,
            sentAt: ms(message.timestamp),
            editedAt: ms(message.edited_timestamp),
            gone: false,
        };
        this.#keep(entry);
        return entry;
    }
    /**
     * An invite message: the receiver's `activityInviteCreated` / `activityInviteUpdated`, never a message
     * event, and it is not kept among the messages. The sender's own copy causes nothing.
     */
    #invite(t, message) {
        const invite = readActivityInvite(message);
        if (invite === undefined) {
            this.#log?.(`gateway: ${t} ignored: its activity is not a valid invite`);
            return [];
        }
        if (invite.SenderId() === this.selfId)
            return [];
        this.users.set(message.author.id, message.author);
        return [
            { name: t === 'MESSAGE_CREATE' ? 'activityInviteCreated' : 'activityInviteUpdated', args: [invite] },
        ];
    }
    #keep(entry) {
        const ids = this.#channels.get(entry.channelId) ?? [];
        if (ids.length >= CACHED_MESSAGES_PER_CHANNEL && compareSnowflakes(entry.id, ids[0]) < 0)
            return;
        // Written to last, so last in the map's order: the first channel is the one to forget at the bound.
        if (ids.length > 0)
            this.#channels.delete(entry.channelId);
        else if (this.#channels.size >= ClientCacheBounds.MESSAGE_CHANNELS) {
            const oldest = this.#channels.keys().next().value;
            this.#forgetChannel(oldest);
            this.#bounds.reached('message channels', ClientCacheBounds.MESSAGE_CHANNELS, 'the channel written to least recently forgets its messages');
        }
        // Ids grow with time: inserting in id order keeps the list oldest first whatever order they arrive in.
        let at = ids.length;
        while (at > 0 && compareSnowflakes(ids[at - 1], entry.id) > 0)
            at--;
        ids.splice(at, 0, entry.id);
        this.messages.set(entry.id, entry);
        while (ids.length > CACHED_MESSAGES_PER_CHANNEL)
            this.messages.delete(ids.shift());
        this.#channels.set(entry.channelId, ids);
    }
    #removeMessage(messageId, channelId) {
        const entry = this.messages.get(messageId);
        if (entry)
            entry.gone = true;
        this.messages.delete(messageId);
        const ids = this.#channels.get(channelId);
        const at = ids?.indexOf(messageId) ?? -1;
        if (ids && at >= 0)
            ids.splice(at, 1);
    }
    #forgetChannel(channelId) {
        for (const id of this.#channels.get(channelId) ?? [])
            this.messages.delete(id);
        this.#channels.delete(channelId);
    }
    /** Adds or refreshes a member; false when they are new and the lobby holds its 1,000 (not kept). */
    #upsertMember(lobby, member) {
        let entry = lobby.members.get(member.id);
        if (!entry) {
            if (lobby.members.size >= ClientCacheBounds.LOBBY_MEMBERS) {
                this.#bounds.reached('lobby members', ClientCacheBounds.LOBBY_MEMBERS, 'members not known yet are dropped from that lobby');
                return false;
            }
            entry = { id: member.id, lobbyId: lobby.id, metadata: {}, connected: false, gone: false, flags: 0 };
            lobby.members.set(member.id, entry);
        }
        entry.metadata = { ...(member.metadata ?? {}) };
        if (Number.isSafeInteger(member.flags))
            entry.flags = member.flags;
        // A call's answer does not say who is connected: keep what the gateway said, and we are connected.
        // The gateway says who a member is, so a member's handle has its user before it ever speaks.
        if ('user' in member && member.user !== undefined)
            this.users.set(member.user.id, member.user);
        if (typeof member.connected === 'boolean')
            entry.connected = member.connected;
        else if (member.id === this.selfId)
            entry.connected = true;
        return true;
    }
    /**
     * A new session: its lobbies replace the cached ones (events for the difference, so a game following
     * the events stays right), and cached messages are forgotten, as some may have been missed.
     */
    #ready(ready) {
        this.selfId = ready.user.id;
        this.selfProfiles = readApplicationProfiles(ready.user.application_profiles);
        this.users.set(ready.user.id, ready.user);
        const events = [];
        const now = new Set(ready.lobbies.map((lobby) => lobby.id));
        for (const id of [...this.lobbies.keys()]) {
            if (now.has(id))
                continue;
            this.removeLobby(id);
            events.push({ name: 'lobbyDeleted', args: [id] });
        }
        for (const id of [...this.#channels.keys()])
            this.#forgetChannel(id);
        this.partialLobbies.clear();
        for (const lobby of ready.lobbies) {
            const known = this.lobbies.has(lobby.id);
            if (!this.upsertLobby(lobby))
                continue;
            const count = lobby.member_count;
            if (Number.isSafeInteger(count) && count > lobby.members.length)
                this.partialLobbies.add(lobby.id);
            events.push({ name: known ? 'lobbyUpdated' : 'lobbyCreated', args: [lobby.id] });
        }
        return events;
    }
}
/** The kind of channel a message was sent in: a lobby, or a direct message's (ephemeral when it says 18). */
function channelTypeOf(message) {
    if ('lobby_id' in message)
        return ChannelType.Lobby;
    return 'channel_type' in message && message.channel_type === ChannelType.EphemeralDm
        ? ChannelType.EphemeralDm
        : ChannelType.Dm;
}
/** A dispatch's string map, as a copy; anything else (a value that is no string) is taken as empty. */
function stringRecord(value) {
    if (!isRecord(value))
        return {};
    const out = {};
    for (const [key, item] of Object.entries(value)) {
        if (typeof item !== 'string')
            return {};
        defineOwn(out, key, item);
    }
    return out;
}
