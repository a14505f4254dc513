/**
 * The gateway's table of event routes, composed from each domain's `events.ts` (see gatewayEvents.ts):
 * an event type belongs to one domain, so a type declared twice is refused when the table is built.
 */
import type { EmulatorContext } from '../context.js';
import type {
  Delivery,
  EventRoute,
  EventRoutes,
  IsConnected,
  SessionApplications,
} from '../gatewayEvents.js';
import type { EventRecord } from '../records.js';

const NO_APPLICATIONS: ReadonlySet<string> = new Set();

export class EventRouter {
  readonly #routes = new Map<string, EventRoute>();

  constructor(tables: readonly EventRoutes[]) {
    for (const table of tables)
      for (const [type, route] of Object.entries(table)) {
        if (this.#routes.has(type)) throw new Error(`gateway event ${type}: routed by two domains`);
        this.#routes.set(type, route);
      }
  }

  /**
   * The dispatches an event causes (none for events the gateway does not carry). `applicationsOf` says
   * which applications a user has sessions with (default: none), for events routed per application.
   */
  deliveriesOf(
    ctx: EmulatorContext,
    event: EventRecord,
    connected: IsConnected,
    applicationsOf: SessionApplications = () => NO_APPLICATIONS,
  ): Delivery[] {
    return this.#routes.get(event.type)?.(ctx, event, connected, applicationsOf) ?? [];
  }

  /** The event types carried, for the emulator's own checks. */
  types(): string[] {
    return [...this.#routes.keys()];
  }
}
