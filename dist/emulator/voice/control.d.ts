/**
 * The voice part of the control API (`control.voice`, and `/_emulator/voice/*`): the calls and their
 * participants (SSRC, speaking, mutes, packets in and out, loss), server mute and deafen, kicking a
 * voice connection, moving a call to the other endpoint, network faults per call, a voice socket cut
 * without a close frame, voice server updates withheld, a simulated crash (4015), ending a call (4022),
 * the local CA's certificate, whether calls require end-to-end encryption (DAVE), and the payloads the
 * relay forwarded (docs/voice-server.md).
 */
import type { NetworkFaults, NetworkFaultsInput } from './netFaults.js';
import { type DaveMode } from './options.js';
import type { VoiceCallInfo, VoiceServer, VoiceServerStats } from './voiceServer.js';
import type { VoiceStates } from './voiceStates.js';
/** The CA clients trust to reach the voice server over TLS. */
export interface VoiceCertificateAuthority {
    /** The CA certificate, PEM. */
    pem: string;
    /** Where it is kept (beside the data file), or null when it lives in memory only. */
    file: string | null;
}
/** `control.voice`. */
export interface VoiceControl {
    /** The calls running now, with their participants and counters. */
    calls(): VoiceCallInfo[];
    /** One call (by voice channel id or lobby id), or undefined. */
    call(channelId: string): VoiceCallInfo | undefined;
    /** Counters of the voice server and its relay. */
    stats(): VoiceServerStats;
    /**
     * The last media payloads (at most 16, oldest first) the relay forwarded from a user in a call, as the
     * relay saw them: transport encryption removed, RTP header excluded. In a call encrypted end to end
     * each is DAVE's frame (ending with the magic marker `0xFA 0xFA`), not the Opus the client encoded:
     * what a test reads to show the relay holds no end-to-end key. Copies; [] when the call or the user
     * in it is unknown. Kept from the moment the user's packets reach the relay, dropped when they leave.
     *
     * @param channelId - The call: the voice channel's id or the lobby id (as {@link VoiceControl.call}).
     * @param userId - The sender.
     * @throws TypeError when an id is not a snowflake string.
     *
     * @example
     * ```ts
     * const [last] = emulator.control.voice.relayed(voiceChannelId, userId).slice(-1);
     * expect(last?.subarray(-2)).toEqual(Buffer.from([0xfa, 0xfa]));
     * ```
     */
    relayed(channelId: string, userId: string): Buffer[];
    /** Server-mutes (or, with false, unmutes) a user in the guild's or lobby's call; whether they were in one. */
    mute(serverId: string, userId: string, muted?: boolean): Promise<boolean>;
    /** Server-deafens (or undeafens) a user. */
    deafen(serverId: string, userId: string, deafened?: boolean): Promise<boolean>;
    /** Kicks a user's voice connection (close 4014) and clears their voice state. */
    disconnect(serverId: string, userId: string): Promise<boolean>;
    /** Moves a call to the other endpoint: its clients get a new VOICE_SERVER_UPDATE and reconnect. Resolves with the new endpoint. */
    move(channelId: string): Promise<string>;
    /** Sets a call's network faults (loss %, delay, jitter, reordering, seed); null clears them. */
    setFaults(channelId: string, faults: NetworkFaultsInput | null): NetworkFaults | null;
    /**
     * Cuts one user's voice WebSocket in a call without a close frame: its TCP/TLS connection is destroyed,
     * as a failing network would (the client sees 1006, not a close code; unlike {@link VoiceControl.crash}'s
     * 4015). The participant stays in the call for the resume window (`voice.resumeWindowMs`): a client
     * that resumes keeps its SSRC and key. Whether the user had an open voice socket in that call.
     *
     * @param channelId - The call: the voice channel's id or the lobby id.
     * @throws TypeError when an id is not a snowflake string.
     */
    dropSocket(channelId: string, userId: string): boolean;
    /**
     * Withholds the voice server updates of a guild or lobby (a fault): its joins (op 4, op 17) change the
     * voice states as usual but no VOICE_SERVER_UPDATE / LOBBY_VOICE_SERVER_UPDATE answers them, so a
     * client's call times out (`JoinTimeout`). `false` lets them through again (for later joins: the
     * withheld ones are not sent). A reset clears it. Returns the new setting.
     *
     * @param serverId - The guild id or the lobby id.
     * @throws TypeError when the id is not a snowflake string or `withheld` not a boolean.
     */
    withholdServerUpdates(serverId: string, withheld?: boolean): boolean;
    /** Closes every voice WebSocket with 4015 (the server "crashed"): clients resume. How many closed. */
    crash(): number;
    /** Ends a call: each participant's connection closes 4022. Whether it existed. */
    end(channelId: string): boolean;
    /** The local CA (starts the voice server if it has not started). */
    certificateAuthority(): Promise<VoiceCertificateAuthority>;
    /** Waits until every voice command received so far (op 4, op 17) was handled. */
    settled(): Promise<void>;
    /** Whether calls require end-to-end encryption (DAVE) or allow clients without it (`voice.dave`). */
    daveMode(): DaveMode;
    /**
     * Changes `voice.dave` for later Identifies: `'required'` refuses a client without DAVE (4017),
     * `'allowed'` lets it in (its call falls back to transport encryption while it is there).
     */
    setDaveMode(mode: DaveMode): DaveMode;
    /** Waits until every DAVE step queued so far (proposals, commits, transitions) ran. */
    daveSettled(): Promise<void>;
}
/** The control calls over one emulator's voice server and voice states (`persist` saves the data file). */
export declare function voiceControl(server: VoiceServer, states: VoiceStates, persist: () => Promise<void>): VoiceControl;
