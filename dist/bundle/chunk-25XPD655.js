var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });

// dist/model/logging.js
var LoggingSeverity = {
  Verbose: 1,
  Info: 2,
  Warning: 3,
  Error: 4,
  None: 5
};

// dist/model/voice.js
var VoiceOpcode = {
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
  DaveMlsInvalidCommitWelcome: 31
};
var VoiceCloseCode = {
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
  CallTerminated: 4022
};
var VoiceEncryptionMode = {
  AesGcm: "aead_aes256_gcm_rtpsize",
  XChaCha: "aead_xchacha20_poly1305_rtpsize"
};
var SpeakingFlags = { Microphone: 1, Soundshare: 2, Priority: 4 };
var VOICE_GATEWAY_VERSIONS = { min: 4, max: 8 };

// dist/http/loadOnce.js
function loadOnce(load) {
  let pending;
  return () => {
    pending ??= load().catch((error) => {
      pending = void 0;
      throw error;
    });
    return pending;
  };
}
__name(loadOnce, "loadOnce");

export {
  __name,
  LoggingSeverity,
  VoiceOpcode,
  VoiceCloseCode,
  VoiceEncryptionMode,
  SpeakingFlags,
  VOICE_GATEWAY_VERSIONS,
  loadOnce
};
