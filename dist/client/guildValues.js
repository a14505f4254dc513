/**
 * The C++ library's value types of guilds and linked channels (`GuildMinimal`, `GuildChannel`,
 * `LinkedLobby`, `LinkedChannel`): plain values with the library's getter and setter pairs, made by the
 * client from what the service answered. Ids are decimal strings; setters take `bigint | string`.
 */
import { snowflakeArgument } from '../api/call.js';
/** What the values with an id and a name share: `Id`, `SetId`, `Name`, `SetName`. */
class NamedValue {
    #id;
    #name;
    /** @param id - a snowflake. @param name - the name. */
    constructor(id, name) {
        this.#id = snowflakeArgument(id, 'id');
        this.#name = name;
    }
    /** The id (snowflake, decimal string). */
    Id() {
        return this.#id;
    }
    /**
     * Sets Id.
     * @param id - a snowflake. @throws ValidationError naming `Id` for a bad id.
     */
    SetId(id) {
        this.#id = snowflakeArgument(id, 'Id');
    }
    /** The name. */
    Name() {
        return this.#name;
    }
    /**
     * Sets Name.
     * @param name - the new name.
     */
    SetName(name) {
        this.#name = name;
    }
    /** `<Class>(<id>)`: the id only. */
    toString() {
        return `${this.constructor.name}(${this.#id})`;
    }
}
/** A guild the user is in (`GuildMinimal`). */
export class GuildMinimal extends NamedValue {
    /** @param init - the guild's id and name. */
    constructor(init) {
        super(init.id, init.name);
    }
}
/** The lobby a guild channel is linked to (`LinkedLobby`). */
export class LinkedLobby {
    #applicationId;
    #lobbyId;
    /** @param init - the application and the lobby. */
    constructor(init) {
        this.#applicationId = snowflakeArgument(init.applicationId, 'applicationId');
        this.#lobbyId = snowflakeArgument(init.lobbyId, 'lobbyId');
    }
    /** The application whose lobby it is. */
    ApplicationId() {
        return this.#applicationId;
    }
    /**
     * Sets ApplicationId.
     * @param id - a snowflake. @throws ValidationError naming `ApplicationId`.
     */
    SetApplicationId(id) {
        this.#applicationId = snowflakeArgument(id, 'ApplicationId');
    }
    /** The lobby's id. */
    LobbyId() {
        return this.#lobbyId;
    }
    /**
     * Sets LobbyId.
     * @param id - a snowflake. @throws ValidationError naming `LobbyId`.
     */
    SetLobbyId(id) {
        this.#lobbyId = snowflakeArgument(id, 'LobbyId');
    }
    /** `LinkedLobby(<application id>/<lobby id>)`. */
    toString() {
        return `LinkedLobby(${this.#applicationId}/${this.#lobbyId})`;
    }
}
/** The guild text channel a lobby is linked to (`LinkedChannel`). */
export class LinkedChannel extends NamedValue {
    #guildId;
    /** @param init - the channel's id, name and guild. */
    constructor(init) {
        super(init.id, init.name);
        this.#guildId = snowflakeArgument(init.guildId, 'guildId');
    }
    /** The guild the channel is in. */
    GuildId() {
        return this.#guildId;
    }
    /**
     * Sets GuildId.
     * @param id - a snowflake. @throws ValidationError naming `GuildId`.
     */
    SetGuildId(id) {
        this.#guildId = snowflakeArgument(id, 'GuildId');
    }
}
/** A channel of a guild as the user sees it, with whether they may link it (`GuildChannel`). */
export class GuildChannel extends NamedValue {
    #type;
    #position;
    #parentId;
    #isLinkable;
    #isViewableAndWriteableByAllMembers;
    #linkedLobby;
    /** @param init - every field. */
    constructor(init) {
        super(init.id, init.name);
        this.#type = init.type;
        this.#position = init.position;
        this.#parentId = init.parentId === null ? null : snowflakeArgument(init.parentId, 'parentId');
        this.#isLinkable = init.isLinkable;
        this.#isViewableAndWriteableByAllMembers = init.isViewableAndWriteableByAllMembers;
        this.#linkedLobby = init.linkedLobby;
    }
    /** The channel's `ChannelType`. */
    Type() {
        return this.#type;
    }
    /**
     * Sets Type.
     * @param type - a `ChannelType`.
     */
    SetType(type) {
        this.#type = type;
    }
    /** Its position among the guild's channels (the list is sorted by it). */
    Position() {
        return this.#position;
    }
    /**
     * Sets Position.
     * @param position - an int32.
     */
    SetPosition(position) {
        this.#position = position;
    }
    /** The category it is in, or null. */
    ParentId() {
        return this.#parentId;
    }
    /**
     * Sets ParentId.
     * @param id - a snowflake, or null. @throws ValidationError naming `ParentId`.
     */
    SetParentId(id) {
        this.#parentId = id === null ? null : snowflakeArgument(id, 'ParentId');
    }
    /**
     * Whether the user may link it to a lobby: a text channel, not age-restricted, not linked to another
     * lobby, where the user holds Manage Channels, View Channel and Send Messages (the rules the service
     * enforces, `channelLinkRefusal` of src/rules).
     */
    IsLinkable() {
        return this.#isLinkable;
    }
    /**
     * Sets IsLinkable.
     * @param value - whether it is linkable.
     */
    SetIsLinkable(value) {
        this.#isLinkable = value;
    }
    /**
     * False when the channel restricts some role's or member's reading or writing (private in some way):
     * once linked, every lobby member reads and writes it, so warn the user.
     */
    IsViewableAndWriteableByAllMembers() {
        return this.#isViewableAndWriteableByAllMembers;
    }
    /**
     * Sets IsViewableAndWriteableByAllMembers.
     * @param value - whether everyone may read and write it.
     */
    SetIsViewableAndWriteableByAllMembers(value) {
        this.#isViewableAndWriteableByAllMembers = value;
    }
    /** The lobby it is linked to, or null. */
    LinkedLobby() {
        return this.#linkedLobby;
    }
    /**
     * Sets LinkedLobby.
     * @param lobby - the lobby, or null.
     */
    SetLinkedLobby(lobby) {
        this.#linkedLobby = lobby;
    }
}
