/**
 * Wire types of voice: the voice gateway's opcodes and close codes (VOICE.md §4, from the service's
 * public documentation and community documentation), the transport encryption modes (§5), the voice
 * states the main gateway dispatches (§3) and their lobby forms (§3.4, community-sourced). The emulator's
 * voice server speaks them; the SDK's voice connection reads them.
 */
import type { Snowflake } from './snowflake.js';

/** Opcodes of the voice gateway (JSON `{ op, d }` frames; DAVE's binary ones are `uint8 op | payload`). */
export const VoiceOpcode = {
  Identify: 0,
  SelectProtocol: 1,
  Ready: 2,
  Heartbeat: 3,
  SessionDescription: 4,
  Speaking: 5,
  HeartbeatAck: 6,
  Resume: 7,
  Hello: 8,
  Resumed: 9,
  /** Community documentation: a client's video announcement (accepted and ignored). */
  Video: 12,
  ClientsConnect: 11,
  ClientDisconnect: 13,
  /** Community documentation: what a client wants to receive (accepted and ignored). */
  MediaSinkWants: 15,
  /** Community documentation: the client asks for the server's version; answered. */
  VoiceBackendVersion: 16,
  DavePrepareTransition: 21,
  DaveExecuteTransition: 22,
  DaveTransitionReady: 23,
  DavePrepareEpoch: 24,
  DaveMlsExternalSender: 25,
  DaveMlsKeyPackage: 26,
  DaveMlsProposals: 27,
  DaveMlsCommitWelcome: 28,
  DaveMlsAnnounceCommitTransition: 29,
  DaveMlsWelcome: 30,
  DaveMlsInvalidCommitWelcome: 31,
} as const;
export type VoiceOpcode = (typeof VoiceOpcode)[keyof typeof VoiceOpcode];

/** Close codes of the voice gateway (VOICE.md §4). */
export const VoiceCloseCode = {
  UnknownOpcode: 4001,
  FailedToDecode: 4002,
  NotAuthenticated: 4003,
  AuthenticationFailed: 4004,
  AlreadyAuthenticated: 4005,
  SessionNoLongerValid: 4006,
  SessionTimeout: 4009,
  ServerNotFound: 4011,
  UnknownProtocol: 4012,
  /** Community documentation: the media side crashed; the client resumes. */
  WebRtcCrashed: 4013,
  /** Kicked, the channel left or the session dropped: do not reconnect. */
  Disconnected: 4014,
  /** The voice server crashed: the client resumes. */
  VoiceServerCrashed: 4015,
  UnknownEncryptionMode: 4016,
  DaveRequired: 4017,
  BadRequest: 4020,
  RateLimited: 4021,
  CallTerminated: 4022,
} as const;
export type VoiceCloseCode = (typeof VoiceCloseCode)[keyof typeof VoiceCloseCode];

/** The transport encryption modes still served (others were discontinued 2024-11-18). */
export const VoiceEncryptionMode = {
  AesGcm: 'aead_aes256_gcm_rtpsize',
  XChaCha: 'aead_xchacha20_poly1305_rtpsize',
} as const;
export type VoiceEncryptionMode = (typeof VoiceEncryptionMode)[keyof typeof VoiceEncryptionMode];

/** Speaking flags of op 5. */
export const SpeakingFlags = { Microphone: 1, Soundshare: 2, Priority: 4 } as const;

/** Voice gateway versions served: 4 to 8 (8 adds `seq`, `seq_ack` and buffered resume). */
export const VOICE_GATEWAY_VERSIONS = { min: 4, max: 8 } as const;

/** A voice state as VOICE_STATE_UPDATE and GUILD_CREATE carry it (a guild voice or stage channel). */
export interface VoiceStateWire {
  guild_id?: Snowflake;
  channel_id: Snowflake | null;
  user_id: Snowflake;
  session_id: string;
  deaf: boolean;
  mute: boolean;
  self_deaf: boolean;
  self_mute: boolean;
  self_video: boolean;
  self_stream?: boolean;
  suppress: boolean;
  request_to_speak_timestamp: string | null;
  member?: unknown;
}

/** A lobby call's voice state (LOBBY_VOICE_STATE_UPDATE, a lobby's `voice_states`). */
export interface LobbyVoiceStateWire extends Omit<VoiceStateWire, 'guild_id' | 'member'> {
  lobby_id: Snowflake;
}

/** d of VOICE_SERVER_UPDATE (`endpoint` null: the server is gone, wait for another). */
export interface VoiceServerUpdateData {
  token: string;
  guild_id: Snowflake;
  endpoint: string | null;
}

/** d of LOBBY_VOICE_SERVER_UPDATE (community documentation). */
export interface LobbyVoiceServerUpdateData {
  token: string;
  lobby_id: Snowflake;
  endpoint: string | null;
}

/** d of main-gateway op 4 Update Voice State. */
export interface VoiceStateCommand {
  guild_id: Snowflake;
  channel_id: Snowflake | null;
  self_mute: boolean;
  self_deaf: boolean;
  self_video: boolean;
}

/** One entry of main-gateway op 17 Update Lobby Voice States (community documentation). */
export interface LobbyVoiceStateCommand {
  lobby_id: Snowflake;
  self_mute: boolean;
  self_deaf: boolean;
  self_video: boolean;
}

/** Dispatches of voice on the main gateway. */
export type VoiceDispatchName =
  | 'VOICE_STATE_UPDATE'
  | 'VOICE_SERVER_UPDATE'
  | 'LOBBY_VOICE_STATE_UPDATE'
  | 'LOBBY_VOICE_SERVER_UPDATE';
