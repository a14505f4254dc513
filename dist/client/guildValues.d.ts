/**
 * The C++ library's value types of guilds and linked channels (`GuildMinimal`, `GuildChannel`,
 * `LinkedLobby`, `LinkedChannel`): plain values with the library's getter and setter pairs, made by the
 * client from what the service answered. Ids are decimal strings; setters take `bigint | string`.
 */
import { type SnowflakeArg } from '../api/call.js';
import type { ChannelType } from './channelType.js';
/** What the values with an id and a name share: `Id`, `SetId`, `Name`, `SetName`. */
declare abstract class NamedValue {
    #private;
    /** @param id - a snowflake. @param name - the name. */
    constructor(id: SnowflakeArg, name: string);
    /** The id (snowflake, decimal string). */
    Id(): string;
    /**
     * Sets Id.
     * @param id - a snowflake. @throws ValidationError naming `Id` for a bad id.
     */
    SetId(id: SnowflakeArg): void;
    /** The name. */
    Name(): string;
    /**
     * Sets Name.
     * @param name - the new name.
     */
    SetName(name: string): void;
    /** `<Class>(<id>)`: the id only. */
    toString(): string;
}
/** A guild the user is in (`GuildMinimal`). */
export declare class GuildMinimal extends NamedValue {
    /** @param init - the guild's id and name. */
    constructor(init: {
        id: SnowflakeArg;
        name: string;
    });
}
/** The lobby a guild channel is linked to (`LinkedLobby`). */
export declare class LinkedLobby {
    #private;
    /** @param init - the application and the lobby. */
    constructor(init: {
        applicationId: SnowflakeArg;
        lobbyId: SnowflakeArg;
    });
    /** The application whose lobby it is. */
    ApplicationId(): string;
    /**
     * Sets ApplicationId.
     * @param id - a snowflake. @throws ValidationError naming `ApplicationId`.
     */
    SetApplicationId(id: SnowflakeArg): void;
    /** The lobby's id. */
    LobbyId(): string;
    /**
     * Sets LobbyId.
     * @param id - a snowflake. @throws ValidationError naming `LobbyId`.
     */
    SetLobbyId(id: SnowflakeArg): void;
    /** `LinkedLobby(<application id>/<lobby id>)`. */
    toString(): string;
}
/** The guild text channel a lobby is linked to (`LinkedChannel`). */
export declare class LinkedChannel extends NamedValue {
    #private;
    /** @param init - the channel's id, name and guild. */
    constructor(init: {
        id: SnowflakeArg;
        name: string;
        guildId: SnowflakeArg;
    });
    /** The guild the channel is in. */
    GuildId(): string;
    /**
     * Sets GuildId.
     * @param id - a snowflake. @throws ValidationError naming `GuildId`.
     */
    SetGuildId(id: SnowflakeArg): void;
}
/** What a {@link GuildChannel} is made from. */
export interface GuildChannelInit {
    id: SnowflakeArg;
    name: string;
    type: ChannelType;
    position: number;
    parentId: SnowflakeArg | null;
    isLinkable: boolean;
    isViewableAndWriteableByAllMembers: boolean;
    linkedLobby: LinkedLobby | null;
}
/** A channel of a guild as the user sees it, with whether they may link it (`GuildChannel`). */
export declare class GuildChannel extends NamedValue {
    #private;
    /** @param init - every field. */
    constructor(init: GuildChannelInit);
    /** The channel's `ChannelType`. */
    Type(): ChannelType;
    /**
     * Sets Type.
     * @param type - a `ChannelType`.
     */
    SetType(type: ChannelType): void;
    /** Its position among the guild's channels (the list is sorted by it). */
    Position(): number;
    /**
     * Sets Position.
     * @param position - an int32.
     */
    SetPosition(position: number): void;
    /** The category it is in, or null. */
    ParentId(): string | null;
    /**
     * Sets ParentId.
     * @param id - a snowflake, or null. @throws ValidationError naming `ParentId`.
     */
    SetParentId(id: SnowflakeArg | null): void;
    /**
     * Whether the user may link it to a lobby: a text channel, not age-restricted, not linked to another
     * lobby, where the user holds Manage Channels, View Channel and Send Messages (the rules the service
     * enforces, `channelLinkRefusal` of src/rules).
     */
    IsLinkable(): boolean;
    /**
     * Sets IsLinkable.
     * @param value - whether it is linkable.
     */
    SetIsLinkable(value: boolean): void;
    /**
     * False when the channel restricts some role's or member's reading or writing (private in some way):
     * once linked, every lobby member reads and writes it, so warn the user.
     */
    IsViewableAndWriteableByAllMembers(): boolean;
    /**
     * Sets IsViewableAndWriteableByAllMembers.
     * @param value - whether everyone may read and write it.
     */
    SetIsViewableAndWriteableByAllMembers(value: boolean): void;
    /** The lobby it is linked to, or null. */
    LinkedLobby(): LinkedLobby | null;
    /**
     * Sets LinkedLobby.
     * @param lobby - the lobby, or null.
     */
    SetLinkedLobby(lobby: LinkedLobby | null): void;
}
export {};
