import { otherOf, pairsOf } from '../relationships/state.js';
import { viewerKind } from './viewers.js';
import { presenceSeen } from './wire.js';
/** READY's `presences`, from the emulator's one {@link Presences}. */
export function presenceReady(presences) {
    return {
        presences: (ctx, session) => {
            const out = [];
            if (!session.sees.relationships)
                return out;
            for (const pair of pairsOf(ctx, session.userId)) {
                const kind = viewerKind(pair, session.userId, session.applicationId);
                if (kind === null)
                    continue;
                const userId = otherOf(pair, session.userId);
                out.push(presenceSeen(presences.facts(userId), userId, session.applicationId, kind));
            }
            return out;
        },
    };
}
