/**
 * The steps of a voice connection (networking.ts), apart from the connection itself: the call facade
 * (src/client/calls.ts) and the media (mediaCall.ts) read them without loading the voice gateway, DAVE
 * and UDP code, which loads when a call first connects (issue 45: the root bundle carries only what every
 * process uses).
 */
export declare const VoiceNetworkingCode: {
    readonly OpeningWs: 0;
    readonly Identifying: 1;
    readonly UdpHandshaking: 2;
    readonly SelectingProtocol: 3;
    readonly Ready: 4;
    readonly Resuming: 5;
    readonly Closed: 6;
};
export type VoiceNetworkingCode = (typeof VoiceNetworkingCode)[keyof typeof VoiceNetworkingCode];
