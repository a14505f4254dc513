/**
 * The gateway's READY builder, composed from each domain's `ready.ts` the way the event routes are: a
 * READY field belongs to one domain, so a field declared twice is refused when the table is built, and
 * a field nobody declares reads as an empty list.
 */
import type { EmulatorContext } from '../context.js';
import type { IsConnected, ReadyField, ReadyPart, ReadyParts, ReadySession } from '../gatewayEvents.js';

/** READY's domain fields, in the order READY lists them. */
const FIELDS: readonly ReadyField[] = ['lobbies', 'relationships', 'presences'];

export class ReadyBuilder {
  readonly #parts = new Map<ReadyField, ReadyPart<ReadyField>>();

  constructor(tables: readonly ReadyParts[]) {
    for (const table of tables)
      for (const field of FIELDS) {
        const part = table[field];
        if (part === undefined) continue;
        if (this.#parts.has(field)) throw new Error(`READY field ${field}: filled by two domains`);
        this.#parts.set(field, part as ReadyPart<ReadyField>);
      }
  }

  /** The domains' fields of a session's READY. */
  fields(
    ctx: EmulatorContext,
    session: ReadySession,
    connected: IsConnected,
  ): { [K in ReadyField]: ReturnType<ReadyPart<K>> } {
    const part = <K extends ReadyField>(field: K) =>
      (this.#parts.get(field)?.(ctx, session, connected) ?? []) as ReturnType<ReadyPart<K>>;
    return { lobbies: part('lobbies'), relationships: part('relationships'), presences: part('presences') };
  }
}
