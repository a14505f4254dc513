/**
 * What a bot's session has beyond a user's: the intents it identified with (which `bots` dispatches
 * it receives, gatewayEvents.ts). Kept beside the sessions, keyed by them, so the session itself stays
 * the same for both kinds.
 */
import type { IntentFilter } from '../gatewayEvents.js';
import type { GatewaySession } from './session.js';

export class BotSessions {
  readonly #intents = new WeakMap<GatewaySession, number>();

  add(session: GatewaySession, intents: number): void {
    this.#intents.set(session, intents);
  }

  /** The session's intents, or undefined for a user's session. */
  intentsOf(session: GatewaySession): number | undefined {
    return this.#intents.get(session);
  }

  /** Whether a bot session receives a `bots` dispatch that needs `filter`. */
  sees(session: GatewaySession, filter: IntentFilter | undefined): boolean {
    const intents = this.#intents.get(session);
    if (intents === undefined) return false;
    if (filter === undefined) return true;
    return (intents & filter.all) === filter.all && (intents & (filter.none ?? 0)) === 0;
  }
}
