/**
 * Presence derived from gateway sessions, op 3 and the control API. A user is online while a gateway
 * session of theirs is connected (any application) or while the control API says another device of
 * theirs is; their status is the one they chose with op 3 (account-wide, default online). The first
 * connected session with an application marks it played.
 *
 * Rich presence: each user's activity per application, as their last op 3 from a session of that
 * application set it (the application's id and name written over what the client sent), cleared by an
 * op 3 without one and when their last session of the application goes.
 *
 * It follows the bus: `GATEWAY_USER_CONNECTION` from the gateway, and `RELATIONSHIP_CHANGE` (a new friend
 * gets the user's presence at once); op 3 arrives whole through {@link Presences.command}, the gateway's
 * sink, because its join secrets must not travel on the bus. Each change records `PRESENCE_CHANGE` with
 * the facts before and after (events.ts turns it into PRESENCE_UPDATE for the viewers whose view changed);
 * the facts hold activities without their secrets. Which applications are connected, and the activities
 * set over them, are memory only, as sessions are.
 */
import type { GatewayActivity } from '../../model/activity.js';
import type { ChosenStatus, PresenceUpdateCommand } from '../../model/presence.js';
import { RelationshipType } from '../../model/relationship.js';
import { withoutSecrets } from '../../rules/activity.js';
import type { EmulatorContext } from '../context.js';
import type { PresenceCommandSender } from '../gatewayEvents.js';
import type { EventRecord } from '../records.js';
import type { PairRecord } from '../relationships/state.js';
import { addPlayed, playedApplications, statuses } from './state.js';
import type { PresenceFacts } from './wire.js';

export class Presences {
  readonly #ctx: EmulatorContext;
  /** User id -> applications with a connected session of theirs. */
  readonly #connected = new Map<string, Set<string>>();
  /** User id -> application id -> their activity there (secrets included) and the session that set it. */
  readonly #activities = new Map<string, Map<string, OwnActivity>>();
  /** Users whose emulated Discord app runs (desktopApp/): online from it when no other status says. */
  readonly #desktop = new Set<string>();

  constructor(ctx: EmulatorContext) {
    this.#ctx = ctx;
  }

  /** What a user's presence derives from now. */
  facts(userId: string): PresenceFacts {
    const record = statuses(this.#ctx).get(userId);
    return {
      status: record?.status ?? 'online',
      elsewhere: record?.elsewhere ?? (this.#desktop.has(userId) ? 'online' : null),
      applications: [...(this.#connected.get(userId) ?? [])],
      played: [...(playedApplications(this.#ctx).get(userId) ?? [])],
      activities: Object.fromEntries(
        [...(this.#activities.get(userId) ?? [])].map(([app, own]) => [app, withoutSecrets(own.activity)]),
      ),
    };
  }

  /** The user's activity in the application as they set it (secrets included), for the invites domain. */
  activity(userId: string, applicationId: string): OwnActivity | undefined {
    return this.#activities.get(userId)?.get(applicationId);
  }

  /** An accepted op 3 (the gateway's sink): the account's status, and the activity in that application. */
  command(sender: PresenceCommandSender, command: PresenceUpdateCommand): void {
    const { userId, applicationId, sessionId } = sender;
    this.#change(userId, () => {
      this.#setStatus(userId, { status: command.status });
      const sent = command.activities[0];
      if (sent === undefined) {
        this.#clearActivity(userId, applicationId);
        return;
      }
      const name = this.#ctx.store.applications.get(applicationId)?.name ?? sent.name;
      const activity: GatewayActivity = { ...sent, name, application_id: applicationId };
      let mine = this.#activities.get(userId);
      if (mine === undefined) {
        mine = new Map();
        this.#activities.set(userId, mine);
      }
      mine.set(applicationId, { activity, sessionId });
    });
  }

  /** Follows the bus (subscribed by the emulator after the gateway, so dispatches keep their order). */
  onEvent(event: Readonly<EventRecord>): void {
    const { data } = event;
    const userId = data.user_id;
    switch (event.type) {
      case 'GATEWAY_USER_CONNECTION':
        if (typeof userId === 'string' && event.applicationId !== null)
          this.#connection(userId, event.applicationId, data.connected === true);
        return;
      case 'RELATIONSHIP_CHANGE':
        this.#newFriends(data.before as PairRecord | null, data.after as PairRecord | null);
        return;
    }
  }

  /** Another device of the user (control API): a status, or `offline` for none. */
  setElsewhere(userId: string, status: ChosenStatus | 'offline'): void {
    this.#change(userId, () => this.#setStatus(userId, { elsewhere: status === 'offline' ? null : status }));
  }

  /** The user's emulated Discord app started (online from it) or stopped (and its games' activities go). */
  desktopApp(userId: string, running: boolean, applicationIds: readonly string[] = []): void {
    this.#change(userId, () => {
      if (running) this.#desktop.add(userId);
      else this.#desktop.delete(userId);
      for (const applicationId of applicationIds) this.#clearActivity(userId, applicationId);
    });
  }

  /**
   * A game's SET_ACTIVITY through the user's Discord app (desktopApp/): the activity in that application
   * (its id and name written over what the game sent, as for op 3), or none. `sessionId` names the app's
   * connection with the game (the invites domain keeps it as the activity's session).
   */
  appActivity(userId: string, applicationId: string, sent: GatewayActivity | null, sessionId: string): void {
    this.#change(userId, () => {
      if (sent === null) {
        this.#clearActivity(userId, applicationId);
        return;
      }
      const name = this.#ctx.store.applications.get(applicationId)?.name ?? sent.name;
      let mine = this.#activities.get(userId);
      if (mine === undefined) {
        mine = new Map();
        this.#activities.set(userId, mine);
      }
      mine.set(applicationId, { activity: { ...sent, name, application_id: applicationId }, sessionId });
    });
  }

  /** Marks an application played by the user (control API, or the first session with it). */
  markPlayed(userId: string, applicationId: string): void {
    this.#change(userId, () => addPlayed(this.#ctx, userId, applicationId));
  }

  /** Forgets the connected sessions (after a reset, when the gateway forgot them too). */
  forget(): void {
    this.#connected.clear();
    this.#activities.clear();
    this.#desktop.clear();
  }

  #connection(userId: string, applicationId: string, connected: boolean): void {
    this.#change(userId, () => {
      let apps = this.#connected.get(userId);
      if (connected) {
        if (apps === undefined) {
          apps = new Set();
          this.#connected.set(userId, apps);
        }
        apps.add(applicationId);
        addPlayed(this.#ctx, userId, applicationId);
      } else {
        apps?.delete(applicationId);
        if (apps?.size === 0) this.#connected.delete(userId);
        // The last session of the application went: so does what it was doing there.
        this.#clearActivity(userId, applicationId);
      }
    });
  }

  #clearActivity(userId: string, applicationId: string): void {
    const mine = this.#activities.get(userId);
    mine?.delete(applicationId);
    if (mine?.size === 0) this.#activities.delete(userId);
  }

  #setStatus(
    userId: string,
    change: Partial<{ status: ChosenStatus; elsewhere: ChosenStatus | null }>,
  ): void {
    const all = statuses(this.#ctx);
    const record = all.get(userId) ?? { status: 'online', elsewhere: null };
    all.set(userId, { ...record, ...change });
  }

  /** Applies `mutate` and records PRESENCE_CHANGE when the facts changed. */
  #change(userId: string, mutate: () => void): void {
    const before = this.facts(userId);
    mutate();
    const after = this.facts(userId);
    if (JSON.stringify(before) !== JSON.stringify(after))
      this.#ctx.events.record('PRESENCE_CHANGE', null, { user_id: userId, before, after });
  }

  /** A friendship that appeared (of either kind): each side gets the other's presence at once. */
  #newFriends(before: PairRecord | null, after: PairRecord | null): void {
    if (after === null) return;
    for (const viewerId of after.users) {
      const userId = after.users[0] === viewerId ? after.users[1] : after.users[0];
      if (friendKinds(after, viewerId) > friendKinds(before, viewerId))
        this.#ctx.events.record('PRESENCE_CHANGE', null, {
          user_id: userId,
          before: null,
          after: this.facts(userId),
          to: [viewerId],
        });
    }
  }
}

/** A user's activity in one application, and the gateway session whose op 3 set it. */
export interface OwnActivity {
  readonly activity: GatewayActivity;
  readonly sessionId: string;
}

/** How many friendships (Discord, and game per application) `viewerId` has in the pair. */
function friendKinds(pair: PairRecord | null, viewerId: string): number {
  if (pair === null) return 0;
  let count = pair.discord[viewerId] === RelationshipType.Friend ? 1 : 0;
  for (const types of Object.values(pair.game)) if (types[viewerId] === RelationshipType.Friend) count++;
  return count;
}
