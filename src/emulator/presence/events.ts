/**
 * The presence domain on the gateway. `PRESENCE_CHANGE` (presences.ts) is recorded without an
 * application, with `user_id`, `before` and `after` (the user's presence facts; `before` null when the
 * viewers in `to` just became friends and get the presence whatever it is) and optionally `to` (the only
 * viewers concerned). Each viewer's sessions get PRESENCE_UPDATE in each of their applications where the
 * user's presence as they see it changed; one delivery per application and kind of viewer, so a status
 * change fanned out to a thousand friends builds its frame once per application.
 */
import type { GatewayPresence } from '../../model/presence.js';
import { type Delivery, type EventRoutes, stringList } from '../gatewayEvents.js';
import { viewersOf } from './viewers.js';
import { type PresenceFacts, presenceSeen, samePresence, type ViewerKind } from './wire.js';

export const presenceEvents: EventRoutes = {
  PRESENCE_CHANGE: (ctx, event, _connected, applicationsOf) => {
    const { user_id: userId, before, after } = event.data;
    if (typeof userId !== 'string' || !isFacts(after)) return [];
    const to = event.data.to === undefined ? undefined : new Set(stringList(event.data.to));
    const change: Change = { userId, before: isFacts(before) ? before : null, after };
    const viewers = viewersOf(ctx, userId);
    const keep = (ids: string[]) => (to === undefined ? ids : ids.filter((id) => to.has(id)));
    const out: Delivery[] = [];
    // Discord friends: in every application they have sessions with.
    const byApplication = new Map<string, string[]>();
    for (const viewerId of keep(viewers.discord))
      for (const applicationId of applicationsOf(viewerId)) {
        const list = byApplication.get(applicationId) ?? [];
        list.push(viewerId);
        byApplication.set(applicationId, list);
      }
    for (const [applicationId, userIds] of byApplication)
      pushUpdate(out, change, applicationId, 'discord', userIds);
    // Game-only friends: in their game's application only.
    for (const [applicationId, ids] of viewers.game)
      pushUpdate(
        out,
        change,
        applicationId,
        'game',
        keep(ids).filter((id) => applicationsOf(id).has(applicationId)),
      );
    return out;
  },
};

interface Change {
  readonly userId: string;
  readonly before: PresenceFacts | null;
  readonly after: PresenceFacts;
}

/** Adds the PRESENCE_UPDATE of one application and kind of viewer, unless nothing they see changed. */
function pushUpdate(
  out: Delivery[],
  change: Change,
  applicationId: string,
  kind: ViewerKind,
  userIds: string[],
): void {
  if (userIds.length === 0) return;
  const now: GatewayPresence = presenceSeen(change.after, change.userId, applicationId, kind);
  if (
    change.before !== null &&
    samePresence(presenceSeen(change.before, change.userId, applicationId, kind), now)
  )
    return;
  out.push({ t: 'PRESENCE_UPDATE', userIds, audience: 'relationships', applicationId, data: () => now });
}

function isFacts(value: unknown): value is PresenceFacts {
  if (typeof value !== 'object' || value === null) return false;
  const facts = value as Partial<PresenceFacts>;
  return (
    typeof facts.status === 'string' &&
    Array.isArray(facts.applications) &&
    Array.isArray(facts.played) &&
    typeof facts.activities === 'object' &&
    facts.activities !== null
  );
}
