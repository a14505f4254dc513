/**
 * The lobby and chat of the shell, behind one small module: it uses the SDK's REST functions over
 * `client.transport` and the gateway's `dispatch` events, written before the Client had its own lobby
 * calls (`CreateOrJoinLobby`, `SendLobbyMessage`, lobby handles); moving to them is this file only. It keeps the lobby the player is in and turns what the service says into the
 * page's plain views.
 */
import {
  type Client,
  compareSnowflakes,
  createOrJoinLobby,
  type GatewayDispatch,
  getLobbyMessages,
  type LobbyMessage,
  leaveLobby,
  sendLobbyMessage,
  type User,
} from 'social-sdk';
import type { GameEvent, LobbyView, MemberView, MessageView } from '../common/gameApi.js';

/** How many past messages the chat shows when joining. */
export const HISTORY_LIMIT = 50;

/** A player's display name: their global name, else their username. */
export function displayName(user: Pick<User, 'global_name' | 'username'>): string {
  return user.global_name ?? user.username;
}

interface CurrentLobby {
  readonly id: string;
  readonly members: Map<string, { connected: boolean }>;
}

export class LobbyService {
  readonly #client: Client;
  readonly #emit: (event: GameEvent) => void;
  /** Names learnt from READY and message authors: members arrive as ids only. */
  readonly #names = new Map<string, string>();
  #lobby: CurrentLobby | undefined;
  /** The signed-in player (from READY): connected whenever this session is, even if REST omits it. */
  #selfId: string | undefined;

  constructor(client: Client, emit: (event: GameEvent) => void) {
    this.#client = client;
    this.#emit = emit;
    client.on('dispatch', (event) => this.#onDispatch(event));
  }

  /** Remembers a user's name (the signed-in player's, for one). */
  rememberUser(user: Pick<User, 'id' | 'global_name' | 'username'>): void {
    this.#names.set(user.id, displayName(user));
  }

  get lobbyId(): string | undefined {
    return this.#lobby?.id;
  }

  async join(secret: string): Promise<LobbyView> {
    const lobby = await createOrJoinLobby(this.#client.transport, { secret });
    this.#lobby = {
      id: lobby.id,
      members: new Map(lobby.members.map((m) => [m.id, { connected: m.connected ?? m.id === this.#selfId }])),
    };
    return this.#publish();
  }

  async leave(): Promise<void> {
    const lobby = this.#requireLobby('leaveLobby');
    await leaveLobby(this.#client.transport, lobby.id);
    this.forget();
  }

  /** Drops the lobby without asking the service (signed out, or the service said it is gone). */
  forget(): void {
    if (this.#lobby === undefined) return;
    this.#lobby = undefined;
    this.#emit({ type: 'lobby', lobby: null });
  }

  async send(content: string): Promise<MessageView> {
    const lobby = this.#requireLobby('sendMessage');
    return this.#messageView(await sendLobbyMessage(this.#client.transport, lobby.id, { content }));
  }

  /** The latest messages, oldest first (the service answers newest first). */
  async history(): Promise<MessageView[]> {
    const lobby = this.#requireLobby('history');
    const messages = await getLobbyMessages(this.#client.transport, lobby.id, { limit: HISTORY_LIMIT });
    return messages.sort((a, b) => compareSnowflakes(a.id, b.id)).map((m) => this.#messageView(m));
  }

  #requireLobby(call: string): CurrentLobby {
    if (this.#lobby === undefined) throw new Error(`${call}: join a lobby first`);
    return this.#lobby;
  }

  #messageView(message: LobbyMessage): MessageView {
    this.rememberUser(message.author);
    return {
      id: message.id,
      authorId: message.author.id,
      authorName: displayName(message.author),
      content: message.content,
    };
  }

  #view(lobby: CurrentLobby): LobbyView {
    const members: MemberView[] = [...lobby.members].map(([id, { connected }]) => ({
      id,
      name: this.#names.get(id) ?? `player ${id.slice(-4)}`,
      connected,
    }));
    return { id: lobby.id, members };
  }

  #publish(): LobbyView {
    const lobby = this.#requireLobby('publish');
    const view = this.#view(lobby);
    this.#emit({ type: 'lobby', lobby: view });
    return view;
  }

  #onDispatch(event: GatewayDispatch): void {
    const lobby = this.#lobby;
    switch (event.t) {
      case 'READY':
        this.#selfId = event.d.user.id;
        this.rememberUser(event.d.user);
        return;
      case 'LOBBY_MEMBER_ADD':
      case 'LOBBY_MEMBER_UPDATE':
        if (event.d.lobby_id !== lobby?.id) return;
        lobby.members.set(event.d.member.id, { connected: event.d.member.connected });
        this.#publish();
        return;
      case 'LOBBY_MEMBER_REMOVE':
        if (event.d.lobby_id !== lobby?.id) return;
        lobby.members.delete(event.d.member.id);
        this.#publish();
        return;
      case 'LOBBY_DELETE':
        if (event.d.id === lobby?.id) this.forget();
        return;
      case 'LOBBY_MESSAGE_CREATE': {
        if (event.d.lobby_id !== lobby?.id) return;
        const known = this.#names.has(event.d.author.id);
        this.#emit({ type: 'message', message: this.#messageView(event.d) });
        // A first message teaches the member list a name it only knew as an id.
        if (!known && lobby.members.has(event.d.author.id)) this.#publish();
        return;
      }
      default:
        return;
    }
  }
}
