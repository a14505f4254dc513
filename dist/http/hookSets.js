const NAMES = ['onRequest', 'onResponse', 'onRetry'];
export class HookSets {
    #user;
    #added = new Set();
    #current = {};
    constructor(user) {
        this.#user = { ...user };
        this.#combine();
    }
    /** The combined hooks the transport calls: undefined where no set has one (nothing to build). */
    get current() {
        return this.#current;
    }
    /** Replaces the user's hooks; added ones stay. */
    set(hooks) {
        this.#user = { ...hooks };
        this.#combine();
    }
    /** Adds a set of hooks beside the user's; the returned function removes it. */
    add(hooks) {
        const copy = { ...hooks };
        this.#added.add(copy);
        this.#combine();
        return () => {
            this.#added.delete(copy);
            this.#combine();
        };
    }
    #combine() {
        const sets = [this.#user, ...this.#added];
        const combined = {};
        for (const name of NAMES) {
            const hooks = sets.map((set) => set[name]).filter((hook) => hook !== undefined);
            combined[name] =
                hooks.length <= 1
                    ? hooks[0]
                    : (event) => {
                        for (const hook of hooks) {
                            try {
                                hook(event);
                            }
                            catch {
                                // One broken observer must not keep the others from hearing the event.
                            }
                        }
                    };
        }
        this.#current = combined;
    }
}
