/**
 * Wire types of voice: the voice gateway's opcodes and close codes (VOICE.md §4, from the service's
 * public documentation and community documentation), the transport encryption modes (§5), the voice
 * states the main gateway dispatches (§3) and their lobby forms (§3.4, community-sourced). The emulator's
 * voice server speaks them; the SDK's voice connection reads them.
 */
import type { Snowflake } from './snowflake.js';
/** Opcodes of the voice gateway (JSON `{ op, d }` frames; DAVE's binary ones are `uint8 op | payload`). */
export declare const VoiceOpcode: {
    readonly Identify: 0;
    readonly SelectProtocol: 1;
    readonly Ready: 2;
    readonly Heartbeat: 3;
    readonly SessionDescription: 4;
    readonly Speaking: 5;
    readonly HeartbeatAck: 6;
    readonly Resume: 7;
    readonly Hello: 8;
    readonly Resumed: 9;
    /** Community documentation: a client's video announcement (accepted and ignored). */
    readonly Video: 12;
    readonly ClientsConnect: 11;
    readonly ClientDisconnect: 13;
    /** Community documentation: what a client wants to receive (accepted and ignored). */
    readonly MediaSinkWants: 15;
    /** Community documentation: the client asks for the server's version; answered. */
    readonly VoiceBackendVersion: 16;
    readonly DavePrepareTransition: 21;
    readonly DaveExecuteTransition: 22;
    readonly DaveTransitionReady: 23;
    readonly DavePrepareEpoch: 24;
    readonly DaveMlsExternalSender: 25;
    readonly DaveMlsKeyPackage: 26;
    readonly DaveMlsProposals: 27;
    readonly DaveMlsCommitWelcome: 28;
    readonly DaveMlsAnnounceCommitTransition: 29;
    readonly DaveMlsWelcome: 30;
    readonly DaveMlsInvalidCommitWelcome: 31;
};
export type VoiceOpcode = (typeof VoiceOpcode)[keyof typeof VoiceOpcode];
/** Close codes of the voice gateway (VOICE.md §4). */
export declare const VoiceCloseCode: {
    readonly UnknownOpcode: 4001;
    readonly FailedToDecode: 4002;
    readonly NotAuthenticated: 4003;
    readonly AuthenticationFailed: 4004;
    readonly AlreadyAuthenticated: 4005;
    readonly SessionNoLongerValid: 4006;
    readonly SessionTimeout: 4009;
    readonly ServerNotFound: 4011;
    readonly UnknownProtocol: 4012;
    /** Community documentation: the media side crashed; the client resumes. */
    readonly WebRtcCrashed: 4013;
    /** Kicked, the channel left or the session dropped: do not reconnect. */
    readonly Disconnected: 4014;
    /** The voice server crashed: the client resumes. */
    readonly VoiceServerCrashed: 4015;
    readonly UnknownEncryptionMode: 4016;
    readonly DaveRequired: 4017;
    readonly BadRequest: 4020;
    readonly RateLimited: 4021;
    readonly CallTerminated: 4022;
};
export type VoiceCloseCode = (typeof VoiceCloseCode)[keyof typeof VoiceCloseCode];
/** The transport encryption modes still served (others were discontinued 2024-11-18). */
export declare const VoiceEncryptionMode: {
    readonly AesGcm: 'aead_aes256_gcm_rtpsize';
    readonly XChaCha: 'aead_xchacha20_poly1305_rtpsize';
};
export type VoiceEncryptionMode = (typeof VoiceEncryptionMode)[keyof typeof VoiceEncryptionMode];
/** Speaking flags of op 5. */
export declare const SpeakingFlags: {
    readonly Microphone: 1;
    readonly Soundshare: 2;
    readonly Priority: 4;
};
/** Voice gateway versions served: 4 to 8 (8 adds `seq`, `seq_ack` and buffered resume). */
export declare const VOICE_GATEWAY_VERSIONS: {
    readonly min: 4;
    readonly max: 8;
};
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
export type VoiceDispatchName = 'VOICE_STATE_UPDATE' | 'VOICE_SERVER_UPDATE' | 'LOBBY_VOICE_STATE_UPDATE' | 'LOBBY_VOICE_SERVER_UPDATE';
