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

/** A member of the lobby's voice call, as the voice panel shows them. */
export interface VoiceMemberView {
  readonly id: string;
  readonly name: string;
  /** The player themselves (no volume slider: a player does not hear themselves). */
  readonly self: boolean;
  /** The speaking light: sending voice now. */
  readonly speaking: boolean;
  readonly muted: boolean;
  readonly deafened: boolean;
  /** How loud the player hears them, 0..200 (100 = as sent). */
  readonly volume: number;
}

/** The lobby's voice call the player is in. */
export interface VoiceView {
  readonly lobbyId: string;
  /** The call's status by its name (`Joining`, ..., `Connected`, `Reconnecting`). */
  readonly status: string;
  readonly selfMute: boolean;
  readonly selfDeaf: boolean;
  /** Push-to-talk mode (else voice activity). */
  readonly pushToTalk: boolean;
  /** The push-to-talk key is held. */
  readonly pttActive: boolean;
  /** Encrypted end to end (DAVE) now, and the code members compare ('' when not encrypted). */
  readonly encrypted: boolean;
  readonly privacyCode: string;
  readonly members: readonly VoiceMemberView[];
}

/** An audio device as a picker lists it; `id` is what selecting it sends back. */
export interface AudioDeviceView {
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
}

/**
 * The input and output pickers. Each list starts with the entry that follows the system's default
 * (the SDK's `GetDefaultAudioDeviceId()`), then the OS's devices; empty when there are none.
 */
export interface AudioDevicesView {
  /** Calls use the OS devices (the sample's option); when off, the pickers say so and list nothing. */
  readonly enabled: boolean;
  readonly inputs: readonly AudioDeviceView[];
  readonly outputs: readonly AudioDeviceView[];
  /** The selected ids (the default entry's until the player picks a device). */
  readonly input: string;
  readonly output: string;
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
  | { readonly type: 'invite'; readonly invite: InviteView }
  /** The voice call changed; null once it ended (`ended` says why when it was not the player's leave). */
  | { readonly type: 'voice'; readonly voice: VoiceView | null; readonly ended: string | null }
  | { readonly type: 'devices'; readonly devices: AudioDevicesView };

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
  /** Joins the voice call of the lobby the player is in (starts it when nobody is in it). */
  joinCall(): Promise<CallResult<VoiceView>>;
  /** Leaves the voice call. */
  leaveCall(): Promise<CallResult<null>>;
  /** Mutes or unmutes the microphone (the others see it). */
  setSelfMute(mute: boolean): Promise<CallResult<VoiceView>>;
  /** Deafens or undeafens the call (the others see it). */
  setSelfDeaf(deaf: boolean): Promise<CallResult<VoiceView>>;
  /** Push-to-talk (true) or voice activity (false). */
  setPushToTalk(on: boolean): Promise<CallResult<VoiceView>>;
  /** The push-to-talk key went down (true) or up (false). */
  setPttActive(active: boolean): Promise<CallResult<VoiceView>>;
  /** How loud the player hears a member, 0..200 (an integer; 100 = as sent). */
  setMemberVolume(userId: string, volume: number): Promise<CallResult<VoiceView>>;
  /** The input and output pickers (they also arrive as `devices` events when devices come and go). */
  audioDevices(): Promise<CallResult<AudioDevicesView>>;
  /** Selects the microphone by id (the list's first entry: follow the system's default). */
  setInputDevice(deviceId: string): Promise<CallResult<AudioDevicesView>>;
  /** Selects the speakers by id. */
  setOutputDevice(deviceId: string): Promise<CallResult<AudioDevicesView>>;
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
  joinCall: 'game:join-call',
  leaveCall: 'game:leave-call',
  setSelfMute: 'game:set-self-mute',
  setSelfDeaf: 'game:set-self-deaf',
  setPushToTalk: 'game:set-push-to-talk',
  setPttActive: 'game:set-ptt-active',
  setMemberVolume: 'game:set-member-volume',
  audioDevices: 'game:audio-devices',
  setInputDevice: 'game:set-input-device',
  setOutputDevice: 'game:set-output-device',
} as const satisfies Partial<Record<keyof GameApi, string>>;

export type InvokeCall = keyof typeof INVOKE_CHANNELS;
export type InvokeChannel = (typeof INVOKE_CHANNELS)[InvokeCall];

/** One-way messages: the frame tick (page to main) and events (main to page). */
export const FRAME_CHANNEL = 'game:frame';
export const EVENT_CHANNEL = 'game:event';
