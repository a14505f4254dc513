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
};
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
};
/** The transport encryption modes still served (others were discontinued 2024-11-18). */
export const VoiceEncryptionMode = {
    AesGcm: 'aead_aes256_gcm_rtpsize',
    XChaCha: 'aead_xchacha20_poly1305_rtpsize',
};
/** Speaking flags of op 5. */
export const SpeakingFlags = { Microphone: 1, Soundshare: 2, Priority: 4 };
/** Voice gateway versions served: 4 to 8 (8 adds `seq`, `seq_ack` and buffered resume). */
export const VOICE_GATEWAY_VERSIONS = { min: 4, max: 8 };
