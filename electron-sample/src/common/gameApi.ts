/**
 * The one contract between the page and the main process: what the preload exposes as `window.game`,
 * the IPC channel of each call, and the plain objects that cross. Nothing here is Electron or the SDK, so
 * the renderer and the tests can use it as is.
 */

/** The signed-in player as the page shows them. */
export interface PlayerView {
  readonly id: string;
  readonly name: string;
}

/** A lobby member: `connected` is the dot next to the name. */
export interface MemberView {
  readonly id: string;
  readonly name: string;
  readonly connected: boolean;
}

export interface LobbyView {
  readonly id: string;
  readonly members: readonly MemberView[];
}

export interface MessageView {
  readonly id: string;
  readonly authorId: string;
  readonly authorName: string;
  readonly content: string;
}

/** A friend in the friends list: their rich presence in this game, and whether it can be joined. */
export interface FriendView {
  readonly id: string;
  readonly name: string;
  readonly online: boolean;
  /** "In lobby, 1 of 4", or null when they show nothing in this game. */
  readonly activity: string | null;
  readonly joinable: boolean;
}

/** An invite to a friend's lobby (`join`), or a friend asking to join ours (`request`). */
export interface InviteView {
  readonly messageId: string;
  readonly fromName: string;
  readonly kind: 'join' | 'request';
}

/** What a call answers: a value, or a sentence the page can show (never a secret, never a stack). */
export type CallResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

/** Events the main process pushes to the page, in the order they happened. */
export type GameEvent =
  | { readonly type: 'status'; readonly status: string }
  | { readonly type: 'player'; readonly player: PlayerView | null }
  | { readonly type: 'lobby'; readonly lobby: LobbyView | null }
  | { readonly type: 'message'; readonly message: MessageView }
  | { readonly type: 'friends'; readonly friends: readonly FriendView[] }
  | { readonly type: 'invite'; readonly invite: InviteView };

/** `window.game`: everything the page may ask of the main process. */
export interface GameApi {
  signIn(): Promise<CallResult<PlayerView>>;
  signOut(): Promise<CallResult<null>>;
  status(): Promise<CallResult<string>>;
  joinLobby(secret: string): Promise<CallResult<LobbyView>>;
  leaveLobby(): Promise<CallResult<null>>;
  sendMessage(content: string): Promise<CallResult<MessageView>>;
  history(): Promise<CallResult<MessageView[]>>;
  friends(): Promise<CallResult<FriendView[]>>;
  /** Invites a friend to the lobby the player is in (shown as the player's rich presence). */
  invite(userId: string): Promise<CallResult<null>>;
  /** Asks a friend to let the player into their lobby. */
  askToJoin(userId: string): Promise<CallResult<null>>;
  /** Accepts an invite (answers the lobby joined) or approves a join request (answers null). */
  answerInvite(messageId: string): Promise<CallResult<LobbyView | null>>;
  /** One frame of the game loop: the main process runs the SDK's queued callbacks (`RunCallbacks`). */
  frame(): void;
  /** Subscribes to {@link GameEvent}s; returns the unsubscribe function. */
  onEvent(listener: (event: GameEvent) => void): () => void;
}

/** The request/answer calls and their IPC channels (`ipcRenderer.invoke` / `ipcMain.handle`). */
export const INVOKE_CHANNELS = {
  signIn: 'game:sign-in',
  signOut: 'game:sign-out',
  status: 'game:status',
  joinLobby: 'game:join-lobby',
  leaveLobby: 'game:leave-lobby',
  sendMessage: 'game:send-message',
  history: 'game:history',
  friends: 'game:friends',
  invite: 'game:invite',
  askToJoin: 'game:ask-to-join',
  answerInvite: 'game:answer-invite',
} as const satisfies Partial<Record<keyof GameApi, string>>;

export type InvokeCall = keyof typeof INVOKE_CHANNELS;
export type InvokeChannel = (typeof INVOKE_CHANNELS)[InvokeCall];

/** One-way messages: the frame tick (page to main) and events (main to page). */
export const FRAME_CHANNEL = 'game:frame';
export const EVENT_CHANNEL = 'game:event';
