/** READY's domain fields, in the order READY lists them. */
const FIELDS = ['lobbies', 'relationships', 'presences'];
export class ReadyBuilder {
    #parts = new Map();
    constructor(tables) {
        for (const table of tables)
            for (const field of FIELDS) {
                const part = table[field];
                if (part === undefined)
                    continue;
                if (this.#parts.has(field))
                    throw new Error(`READY field ${field}: filled by two domains`);
                this.#parts.set(field, part);
            }
    }
    /** The domains' fields of a session's READY. */
    fields(ctx, session, connected) {
        const part = (field) => (this.#parts.get(field)?.(ctx, session, connected) ?? []);
        return { lobbies: part('lobbies'), relationships: part('relationships'), presences: part('presences') };
    }
}
