/**
 * The C++ library's value types of guilds and linked channels (`GuildMinimal`, `GuildChannel`,
 * `LinkedLobby`, `LinkedChannel`): plain values with the library's getter and setter pairs, made by the
 * client from what the service answered. Ids are decimal strings; setters take `bigint | string`.
 */
import { type SnowflakeArg, snowflakeArgument } from '../api/call.js';
import type { ChannelType } from './channelType.js';

/** What the values with an id and a name share: `Id`, `SetId`, `Name`, `SetName`. */
abstract class NamedValue {
  #id: string;
  #name: string;

  /** @param id - a snowflake. @param name - the name. */
  constructor(id: SnowflakeArg, name: string) {
    this.#id = snowflakeArgument(id, 'id');
    this.#name = name;
  }
  /** The id (snowflake, decimal string). */
  Id(): string {
    return this.#id;
  }
  /**
   * Sets Id.
   * @param id - a snowflake. @throws ValidationError naming `Id` for a bad id.
   */
  SetId(id: SnowflakeArg): void {
    this.#id = snowflakeArgument(id, 'Id');
  }
  /** The name. */
  Name(): string {
    return this.#name;
  }
  /**
   * Sets Name.
   * @param name - the new name.
   */
  SetName(name: string): void {
    this.#name = name;
  }
  /** `<Class>(<id>)`: the id only. */
  toString(): string {
    return `${this.constructor.name}(${this.#id})`;
  }
}

/** A guild the user is in (`GuildMinimal`). */
export class GuildMinimal extends NamedValue {
  /** @param init - the guild's id and name. */
  constructor(init: { id: SnowflakeArg; name: string }) {
    super(init.id, init.name);
  }
}

/** The lobby a guild channel is linked to (`LinkedLobby`). */
export class LinkedLobby {
  #applicationId: string;
  #lobbyId: string;

  /** @param init - the application and the lobby. */
  constructor(init: { applicationId: SnowflakeArg; lobbyId: SnowflakeArg }) {
    this.#applicationId = snowflakeArgument(init.applicationId, 'applicationId');
    this.#lobbyId = snowflakeArgument(init.lobbyId, 'lobbyId');
  }
  /** The application whose lobby it is. */
  ApplicationId(): string {
    return this.#applicationId;
  }
  /**
   * Sets ApplicationId.
   * @param id - a snowflake. @throws ValidationError naming `ApplicationId`.
   */
  SetApplicationId(id: SnowflakeArg): void {
    this.#applicationId = snowflakeArgument(id, 'ApplicationId');
  }
  /** The lobby's id. */
  LobbyId(): string {
    return this.#lobbyId;
  }
  /**
   * Sets LobbyId.
   * @param id - a snowflake. @throws ValidationError naming `LobbyId`.
   */
  SetLobbyId(id: SnowflakeArg): void {
    this.#lobbyId = snowflakeArgument(id, 'LobbyId');
  }
  /** `LinkedLobby(<application id>/<lobby id>)`. */
  toString(): string {
    return `LinkedLobby(${this.#applicationId}/${this.#lobbyId})`;
  }
}

/** The guild text channel a lobby is linked to (`LinkedChannel`). */
export class LinkedChannel extends NamedValue {
  #guildId: string;

  /** @param init - the channel's id, name and guild. */
  constructor(init: { id: SnowflakeArg; name: string; guildId: SnowflakeArg }) {
    super(init.id, init.name);
    this.#guildId = snowflakeArgument(init.guildId, 'guildId');
  }
  /** The guild the channel is in. */
  GuildId(): string {
    return this.#guildId;
  }
  /**
   * Sets GuildId.
   * @param id - a snowflake. @throws ValidationError naming `GuildId`.
   */
  SetGuildId(id: SnowflakeArg): void {
    this.#guildId = snowflakeArgument(id, 'GuildId');
  }
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
export class GuildChannel extends NamedValue {
  #type: ChannelType;
  #position: number;
  #parentId: string | null;
  #isLinkable: boolean;
  #isViewableAndWriteableByAllMembers: boolean;
  #linkedLobby: LinkedLobby | null;

  /** @param init - every field. */
  constructor(init: GuildChannelInit) {
    super(init.id, init.name);
    this.#type = init.type;
    this.#position = init.position;
    this.#parentId = init.parentId === null ? null : snowflakeArgument(init.parentId, 'parentId');
    this.#isLinkable = init.isLinkable;
    this.#isViewableAndWriteableByAllMembers = init.isViewableAndWriteableByAllMembers;
    this.#linkedLobby = init.linkedLobby;
  }
  /** The channel's `ChannelType`. */
  Type(): ChannelType {
    return this.#type;
  }
  /**
   * Sets Type.
   * @param type - a `ChannelType`.
   */
  SetType(type: ChannelType): void {
    this.#type = type;
  }
  /** Its position among the guild's channels (the list is sorted by it). */
  Position(): number {
    return this.#position;
  }
  /**
   * Sets Position.
   * @param position - an int32.
   */
  SetPosition(position: number): void {
    this.#position = position;
  }
  /** The category it is in, or null. */
  ParentId(): string | null {
    return this.#parentId;
  }
  /**
   * Sets ParentId.
   * @param id - a snowflake, or null. @throws ValidationError naming `ParentId`.
   */
  SetParentId(id: SnowflakeArg | null): void {
    this.#parentId = id === null ? null : snowflakeArgument(id, 'ParentId');
  }
  /**
   * Whether the user may link it to a lobby: a text channel, not age-restricted, not linked to another
   * lobby, where the user holds Manage Channels, View Channel and Send Messages (the rules the service
   * enforces, `channelLinkRefusal` of src/rules).
   */
  IsLinkable(): boolean {
    return this.#isLinkable;
  }
  /**
   * Sets IsLinkable.
   * @param value - whether it is linkable.
   */
  SetIsLinkable(value: boolean): void {
    this.#isLinkable = value;
  }
  /**
   * False when the channel restricts some role's or member's reading or writing (private in some way):
   * once linked, every lobby member reads and writes it, so warn the user.
   */
  IsViewableAndWriteableByAllMembers(): boolean {
    return this.#isViewableAndWriteableByAllMembers;
  }
  /**
   * Sets IsViewableAndWriteableByAllMembers.
   * @param value - whether everyone may read and write it.
   */
  SetIsViewableAndWriteableByAllMembers(value: boolean): void {
    this.#isViewableAndWriteableByAllMembers = value;
  }
  /** The lobby it is linked to, or null. */
  LinkedLobby(): LinkedLobby | null {
    return this.#linkedLobby;
  }
  /**
   * Sets LinkedLobby.
   * @param lobby - the lobby, or null.
   */
  SetLinkedLobby(lobby: LinkedLobby | null): void {
    this.#linkedLobby = lobby;
  }
}
