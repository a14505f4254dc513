const NO_APPLICATIONS = new Set();
export class EventRouter {
    #routes = new Map();
    constructor(tables) {
        for (const table of tables)
            for (const [type, route] of Object.entries(table)) {
                if (this.#routes.has(type))
                    throw new Error(`gateway event ${type}: routed by two domains`);
                this.#routes.set(type, route);
            }
    }
    /**
     * The dispatches an event causes (none for events the gateway does not carry). `applicationsOf` says
     * which applications a user has sessions with (default: none), for events routed per application.
     */
    deliveriesOf(ctx, event, connected, applicationsOf = () => NO_APPLICATIONS) {
        return this.#routes.get(event.type)?.(ctx, event, connected, applicationsOf) ?? [];
    }
    /** The event types carried, for the emulator's own checks. */
    types() {
        return [...this.#routes.keys()];
    }
}
