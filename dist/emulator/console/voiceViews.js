import { usernameOf } from './peopleViews.js';
/** The voice page: counts, and the calls. */
export function voiceView(sources) {
    return {
        stats: sources.voice.stats(),
        calls: sources.voice.calls().map((call) => ({
            ...call,
            participants: call.participants.map((p) => ({ ...p, username: usernameOf(sources.ctx, p.userId) })),
        })),
    };
}
/** What the feed compares for the voice page: every participant's speaking flags and counters. */
export function voiceFingerprint(sources) {
    return sources.voice
        .calls()
        .map((call) => `${call.id}[${call.participants.map((p) => `${p.userId}:${p.speaking}:${p.packetsIn}:${p.packetsOut}:${p.serverMute}${p.serverDeaf}${p.connected}${p.daveProtocolVersion}${p.daveMember}`).join(',')}]${JSON.stringify(call.faults)}${call.e2ee}:${call.dave?.epoch}:${call.dave?.transitionId}`)
        .join(';');
}
