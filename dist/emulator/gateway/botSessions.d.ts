/**
 * What a bot's session has beyond a user's: the intents it identified with (which `bots` dispatches
 * it receives, gatewayEvents.ts). Kept beside the sessions, keyed by them, so the session itself stays
 * the same for both kinds.
 */
import type { IntentFilter } from '../gatewayEvents.js';
import type { GatewaySession } from './session.js';
export declare class BotSessions {
    #private;
    add(session: GatewaySession, intents: number): void;
    /** The session's intents, or undefined for a user's session. */
    intentsOf(session: GatewaySession): number | undefined;
    /** Whether a bot session receives a `bots` dispatch that needs `filter`. */
    sees(session: GatewaySession, filter: IntentFilter | undefined): boolean;
}
