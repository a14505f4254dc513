/**
 * The console's voice page: the voice server's counts (started, endpoints, relay drops) and each live
 * call with its participants (who, SSRC, speaking flags, mutes, mode, packets in and out, loss). The
 * page computes packets per second from two snapshots; the feed's `voice` fingerprint moves with every
 * packet counted, so an open page follows a call live.
 */
import type { VoiceCallInfo, VoiceParticipantInfo, VoiceServerStats } from '../voice/voiceServer.js';
import type { ConsoleSources } from './sources.js';
/** A participant with its username. */
export interface VoiceParticipantView extends VoiceParticipantInfo {
    username: string;
}
/** A call with its participants' usernames. */
export interface VoiceCallView extends Omit<VoiceCallInfo, 'participants'> {
    participants: VoiceParticipantView[];
}
/** The voice page: counts, and the calls. */
export declare function voiceView(sources: ConsoleSources): {
    stats: VoiceServerStats;
    calls: VoiceCallView[];
};
/** What the feed compares for the voice page: every participant's speaking flags and counters. */
export declare function voiceFingerprint(sources: ConsoleSources): string;
