/**
 * The presence domain's part of READY: the presence of every user the session may see (Discord friends,
 * and game-only friends of the session's application), as the session sees it.
 */
import type { GatewayPresence } from '../../model/presence.js';
import type { ReadyParts } from '../gatewayEvents.js';
import { otherOf, pairsOf } from '../relationships/state.js';
import type { Presences } from './presences.js';
import { viewerKind } from './viewers.js';
import { presenceSeen } from './wire.js';

/** READY's `presences`, from the emulator's one {@link Presences}. */
export function presenceReady(presences: Presences): ReadyParts {
  return {
    presences: (ctx, session) => {
      const out: GatewayPresence[] = [];
      if (!session.sees.relationships) return out;
      for (const pair of pairsOf(ctx, session.userId)) {
        const kind = viewerKind(pair, session.userId, session.applicationId);
        if (kind === null) continue;
        const userId = otherOf(pair, session.userId);
        out.push(presenceSeen(presences.facts(userId), userId, session.applicationId, kind));
      }
      return out;
    },
  };
}
