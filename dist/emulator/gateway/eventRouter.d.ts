/**
 * The gateway's table of event routes, composed from each domain's `events.ts` (see gatewayEvents.ts):
 * an event type belongs to one domain, so a type declared twice is refused when the table is built.
 */
import type { EmulatorContext } from '../context.js';
import type { Delivery, EventRoutes, IsConnected, SessionApplications } from '../gatewayEvents.js';
import type { EventRecord } from '../records.js';
export declare class EventRouter {
    #private;
    constructor(tables: readonly EventRoutes[]);
    /**
     * The dispatches an event causes (none for events the gateway does not carry). `applicationsOf` says
     * which applications a user has sessions with (default: none), for events routed per application.
     */
    deliveriesOf(ctx: EmulatorContext, event: EventRecord, connected: IsConnected, applicationsOf?: SessionApplications): Delivery[];
    /** The event types carried, for the emulator's own checks. */
    types(): string[];
}
