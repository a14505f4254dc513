import { pairsOf } from './state.js';
import { entriesOf } from './wire.js';
export const relationshipReady = {
    relationships: (ctx, session) => session.sees.relationships
        ? entriesOf(ctx, pairsOf(ctx, session.userId), session.userId, session.applicationId)
        : [],
};
