/**
 * The gateway's READY builder, composed from each domain's `ready.ts` the way the event routes are: a
 * READY field belongs to one domain, so a field declared twice is refused when the table is built, and
 * a field nobody declares reads as an empty list.
 */
import type { EmulatorContext } from '../context.js';
import type { IsConnected, ReadyField, ReadyPart, ReadyParts, ReadySession } from '../gatewayEvents.js';
export declare class ReadyBuilder {
    #private;
    constructor(tables: readonly ReadyParts[]);
    /** The domains' fields of a session's READY. */
    fields(ctx: EmulatorContext, session: ReadySession, connected: IsConnected): {
        [K in ReadyField]: ReturnType<ReadyPart<K>>;
    };
}
