/**
 * The console's voice page: the voice server's counts (started, endpoints, relay drops) and each live
 * call with its participants (who, SSRC, speaking flags, mutes, mode, packets in and out, loss). The
 * page computes packets per second from two snapshots; the feed's `voice` fingerprint moves with every
 * packet counted, so an open page follows a call live.
 */
import type { VoiceCallInfo, VoiceParticipantInfo, VoiceServerStats } from '../voice/voiceServer.js';
import { usernameOf } from './peopleViews.js';
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
export function voiceView(sources: ConsoleSources): { stats: VoiceServerStats; calls: VoiceCallView[] } {
  return {
    stats: sources.voice.stats(),
    calls: sources.voice.calls().map((call) => ({
      ...call,
      participants: call.participants.map((p) => ({ ...p, username: usernameOf(sources.ctx, p.userId) })),
    })),
  };
}

/** What the feed compares for the voice page: every participant's speaking flags and counters. */
export function voiceFingerprint(sources: ConsoleSources): string {
  return sources.voice
    .calls()
    .map(
      (call) =>
        `${call.id}[${call.participants.map((p) => `${p.userId}:${p.speaking}:${p.packetsIn}:${p.packetsOut}:${p.serverMute}${p.serverDeaf}${p.connected}${p.daveProtocolVersion}${p.daveMember}`).join(',')}]${JSON.stringify(call.faults)}${call.e2ee}:${call.dave?.epoch}:${call.dave?.transitionId}`,
    )
    .join(';');
}
