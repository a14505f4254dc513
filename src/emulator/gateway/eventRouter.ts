/**
 * The gateway's table of event routes, composed from each domain's `events.ts` (see gatewayEvents.ts):
 * an event type belongs to one domain, so a type declared twice is refused when the table is built.
 */
import type { EmulatorContext } from '../context.js';
import type { Delivery, EventRoute, EventRoutes, IsConnected } from '../gatewayEvents.js';
import type { EventRecord } from '../records.js';

export class EventRouter {
  readonly #routes = new Map<string, EventRoute>();

  constructor(tables: readonly EventRoutes[]) {
    for (const table of tables)
      for (const [type, route] of Object.entries(table)) {
        if (this.#routes.has(type)) throw new Error(`gateway event ${type}: routed by two domains`);
        this.#routes.set(type, route);
      }
  }

  /** The dispatches an event causes (none for events the gateway does not carry). */
  deliveriesOf(ctx: EmulatorContext, event: EventRecord, connected: IsConnected): Delivery[] {
    return this.#routes.get(event.type)?.(ctx, event, connected) ?? [];
  }

  /** The event types carried, for the emulator's own checks. */
  types(): string[] {
    return [...this.#routes.keys()];
  }
}
