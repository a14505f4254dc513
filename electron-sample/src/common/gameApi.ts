/**
 * The one contract between the page and the main process: what the preload exposes as `window.game`,
 * the IPC channel of each call, and the plain objects that cross. Nothing here is Electron or the SDK, so
 * the renderer and the tests can use it as is.
 */

/** The signed-in player as the page shows them. */
export interface PlayerView {
  readonly id: string;
  readonly name: string;
  /** Playing without a Discord account (a provisional account): the page offers to link one. */
  readonly provisional: boolean;
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

/** A friend's status as the list shows it (`invisible` already reads as `offline`). */
export type FriendStatus = 'online' | 'idle' | 'dnd' | 'offline';

/** One friend in the unified list: Discord friend, game friend, or both. */
export interface FriendView {
  readonly id: string;
  readonly name: string;
  readonly status: FriendStatus;
  /** A Discord friend (everywhere). */
  readonly discord: boolean;
  /** A game friend (this game only). */
  readonly game: boolean;
  /** What they show in this game ("In lobby, 1 of 4"), or null when nothing. */
  readonly activity: string | null;
  /** Their activity has a party with room left: the player may ask to join. */
  readonly joinable: boolean;
}

/** A pending friend request: `incoming` ones can be accepted or declined, `outgoing` ones wait. */
export interface FriendRequestView {
  readonly id: string;
  readonly name: string;
  readonly direction: 'incoming' | 'outgoing';
}

/**
 * The friends pane: the C++ library's three groups (playing this game, online elsewhere, offline), each
 * sorted by name as the SDK keeps them, and the pending Discord friend requests.
 */
export interface FriendsView {
  readonly playing: readonly FriendView[];
  readonly elsewhere: readonly FriendView[];
  readonly offline: readonly FriendView[];
  readonly requests: readonly FriendRequestView[];
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
  | { readonly type: 'friends'; readonly friends: FriendsView }
  | { readonly type: 'invite'; readonly invite: InviteView };

/** `window.game`: everything the page may ask of the main process. */
export interface GameApi {
  signIn(): Promise<CallResult<PlayerView>>;
  /** Plays without a Discord account: a provisional account known by the game's own identity. */
  playAsGuest(): Promise<CallResult<PlayerView>>;
  /**
   * Links a Discord account to the guest playing now (sign-in in the system browser, then the merge:
   * friends, messages and the lobby come along); answers the player as they are after it.
   */
  linkAccount(): Promise<CallResult<PlayerView>>;
  signOut(): Promise<CallResult<null>>;
  status(): Promise<CallResult<string>>;
  joinLobby(secret: string): Promise<CallResult<LobbyView>>;
  leaveLobby(): Promise<CallResult<null>>;
  sendMessage(content: string): Promise<CallResult<MessageView>>;
  history(): Promise<CallResult<MessageView[]>>;
  /** The friends pane as it is now (it also arrives as `friends` events when it changes). */
  friends(): Promise<CallResult<FriendsView>>;
  /** Sends a Discord friend request to a unique username. */
  addFriend(username: string): Promise<CallResult<null>>;
  /** Accepts the incoming friend request of a user. */
  acceptFriend(userId: string): Promise<CallResult<null>>;
  /** Declines the incoming friend request of a user. */
  declineFriend(userId: string): Promise<CallResult<null>>;
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
  playAsGuest: 'game:play-as-guest',
  linkAccount: 'game:link-account',
  signOut: 'game:sign-out',
  status: 'game:status',
  joinLobby: 'game:join-lobby',
  leaveLobby: 'game:leave-lobby',
  sendMessage: 'game:send-message',
  history: 'game:history',
  friends: 'game:friends',
  addFriend: 'game:add-friend',
  acceptFriend: 'game:accept-friend',
  declineFriend: 'game:decline-friend',
  invite: 'game:invite',
  askToJoin: 'game:ask-to-join',
  answerInvite: 'game:answer-invite',
} as const satisfies Partial<Record<keyof GameApi, string>>;

export type InvokeCall = keyof typeof INVOKE_CHANNELS;
export type InvokeChannel = (typeof INVOKE_CHANNELS)[InvokeCall];

/** One-way messages: the frame tick (page to main) and events (main to page). */
export const FRAME_CHANNEL = 'game:frame';
export const EVENT_CHANNEL = 'game:event';
