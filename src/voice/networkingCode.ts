/**
 * The steps of a voice connection (networking.ts), apart from the connection itself: the call facade
 * (src/client/calls.ts) and the media (mediaCall.ts) read them without loading the voice gateway, DAVE
 * and UDP code, which loads when a call first connects (issue 45: the root bundle carries only what every
 * process uses).
 */
export const VoiceNetworkingCode = {
  OpeningWs: 0,
  Identifying: 1,
  UdpHandshaking: 2,
  SelectingProtocol: 3,
  Ready: 4,
  Resuming: 5,
  Closed: 6,
} as const;
export type VoiceNetworkingCode = (typeof VoiceNetworkingCode)[keyof typeof VoiceNetworkingCode];
