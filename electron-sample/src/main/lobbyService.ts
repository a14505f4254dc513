/**
 * The lobby and chat of the shell, behind one small module, with the Client's own lobby calls as the
 * C++ library has them: `CreateOrJoinLobby`, `LeaveLobby`, `SendLobbyMessage`,
 * `GetLobbyMessagesWithLimit`, the lobby and message handles, and the lobby and message events (which
 * arrive on the game loop's frames: the Client is pumped). It keeps which lobby the player is in and
 * turns the handles into the page's plain views.
 */
import { type Client, ClientStatus, compareSnowflakes, type MessageHandle } from 'social-sdk';
import type { GameEvent, LobbyView, MemberView, MessageView } from '../common/gameApi.js';

/** How many past messages the chat shows when joining. */
export const HISTORY_LIMIT = 50;

export class LobbyService {
  readonly #client: Client;
  readonly #emit: (event: GameEvent) => void;
  #lobbyId: string | undefined;

  constructor(client: Client, emit: (event: GameEvent) => void) {
    this.#client = client;
    this.#emit = emit;
    // (Member events of a session that is closing come while the Client is no longer Ready: its lobby
    // handles are not to be read then, and the page is told the lobby is gone by `forget`.)
    const changed = (lobbyId: string) => {
      if (lobbyId === this.#lobbyId && client.GetStatus() === ClientStatus.Ready) this.#publish();
    };
    client.on('lobbyMemberAdded', changed);
    client.on('lobbyMemberUpdated', changed);
    client.on('lobbyMemberRemoved', changed);
    client.on('lobbyDeleted', (lobbyId) => {
      if (lobbyId === this.#lobbyId) this.forget();
    });
    client.on('messageCreated', (messageId) => this.#onMessage(messageId));
  }

  get lobbyId(): string | undefined {
    return this.#lobbyId;
  }

  async join(secret: string): Promise<LobbyView> {
    this.#lobbyId = await this.#client.CreateOrJoinLobby(secret);
    return this.#publish();
  }

  async leave(): Promise<void> {
    await this.#client.LeaveLobby(this.#requireLobby('leaveLobby'));
    this.forget();
  }

  /** Drops the lobby without asking the service (signed out, or the service said it is gone). */
  forget(): void {
    if (this.#lobbyId === undefined) return;
    this.#lobbyId = undefined;
    this.#emit({ type: 'lobby', lobby: null });
  }

  async send(content: string): Promise<MessageView> {
    const lobbyId = this.#requireLobby('sendMessage');
    const messageId = await this.#client.SendLobbyMessage(lobbyId, content);
    const handle = this.#client.GetMessageHandle(messageId);
    if (handle === null) throw new Error('sendMessage: the message was sent but is not in the cache');
    return this.#messageView(handle);
  }

  /** The latest messages, oldest first (the service answers newest first). */
  async history(): Promise<MessageView[]> {
    const lobbyId = this.#requireLobby('history');
    const messages = await this.#client.GetLobbyMessagesWithLimit(lobbyId, HISTORY_LIMIT);
    return messages.sort((a, b) => compareSnowflakes(a.Id(), b.Id())).map((m) => this.#messageView(m));
  }

  #requireLobby(call: string): string {
    if (this.#lobbyId === undefined) throw new Error(`${call}: join a lobby first`);
    return this.#lobbyId;
  }

  #onMessage(messageId: string): void {
    if (this.#client.GetStatus() !== ClientStatus.Ready) return;
    const handle = this.#client.GetMessageHandle(messageId);
    if (handle === null || handle.ChannelId() !== this.#lobbyId) return;
    this.#emit({ type: 'message', message: this.#messageView(handle) });
  }

  #messageView(message: MessageHandle): MessageView {
    const authorId = message.AuthorId();
    return {
      id: message.Id(),
      authorId,
      authorName: message.Author()?.DisplayName() ?? nameless(authorId),
      content: message.Content(),
    };
  }

  /** The lobby as the page shows it, from the Client's live lobby handle. */
  #publish(): LobbyView {
    const lobbyId = this.#requireLobby('publish');
    const members: MemberView[] = (this.#client.GetLobbyHandle(lobbyId)?.LobbyMembers() ?? []).map(
      (member) => ({
        id: member.Id(),
        name: member.User()?.DisplayName() ?? nameless(member.Id()),
        connected: member.Connected(),
      }),
    );
    const view = { id: lobbyId, members };
    this.#emit({ type: 'lobby', lobby: view });
    return view;
  }
}

/** A member whose user the Client does not know yet. */
function nameless(id: string): string {
  return `player ${id.slice(-4)}`;
}
