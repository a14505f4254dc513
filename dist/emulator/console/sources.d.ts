/**
 * What the console reads: one emulator's state and the services that hold what is not in the store
 * (gateway sessions, presence derived from them, the request log, fault rules, rate limits, delivered
 * interactions). The composition root (emulator.ts) hands these over; the console only reads them.
 */
import type { EmulatorContext } from '../context.js';
import type { DesktopApps } from '../desktopApp/service.js';
import type { FaultInjector } from '../faults.js';
import type { Gateway } from '../gateway/gateway.js';
import type { InteractionService } from '../interactions/service.js';
import type { Presences } from '../presence/presences.js';
import type { RateLimiter } from '../rateLimits.js';
import type { RequestLog } from '../requestLog.js';
import type { VoiceServer } from '../voice/voiceServer.js';
/** The emulator as the console sees it (read-only by convention: actions go through the control API). */
export interface ConsoleSources {
    readonly ctx: EmulatorContext;
    readonly gateway: Pick<Gateway, 'sessions' | 'stats' | 'maxBufferedBytes'>;
    readonly presences: Pick<Presences, 'facts'>;
    readonly requests: Pick<RequestLog, 'list' | 'lastSeq'>;
    readonly faults: Pick<FaultInjector, 'list'>;
    readonly limiter: Pick<RateLimiter, 'options' | 'active'>;
    readonly interactions: Pick<InteractionService, 'list'>;
    /** The emulated Discord desktop apps and their games (docs/desktop-app.md). */
    readonly desktopApps: Pick<DesktopApps, 'list'>;
    /** The voice server's calls and counts (docs/voice-server.md). */
    readonly voice: Pick<VoiceServer, 'calls' | 'stats'>;
}
