/** The relationships domain's part of READY: every entry of the user in the session's application. */
import type { ReadyParts } from '../gatewayEvents.js';
import { pairsOf } from './state.js';
import { entriesOf } from './wire.js';

export const relationshipReady: ReadyParts = {
  relationships: (ctx, session) =>
    session.sees.relationships
      ? entriesOf(ctx, pairsOf(ctx, session.userId), session.userId, session.applicationId)
      : [],
};
