/** setTimeout's longest delay; longer expiries are waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Expiry times of the most recent tokens received, so a later `UpdateToken` can schedule the callback. */
const MAX_KNOWN_TOKENS = 16;
/** Expiry tracking of one client's tokens. */
export class TokenLifetime {
    #now;
    #log;
    #expiries = new Map();
    #current;
    #callback;
    #timer;
    constructor(options) {
        this.#now = options.now;
        this.#log = options.log;
    }
    /** Notes the expiry of tokens just received from a grant. */
    received(tokens) {
        this.#expiries.set(tokens.accessToken, this.#now() + tokens.expiresIn * 1000);
        for (const key of this.#expiries.keys()) {
            if (this.#expiries.size <= MAX_KNOWN_TOKENS)
                break;
            this.#expiries.delete(key);
        }
    }
    /** The token now in use (or none); re-arms the callback for it. */
    setCurrent(token) {
        this.#current = token;
        this.#arm();
    }
    /** The callback for the current token's expiry (or none); re-arms it. */
    setCallback(callback) {
        this.#callback = callback;
        this.#arm();
    }
    /** (Re)schedules the callback for the current token: once per token. */
    #arm() {
        clearTimeout(this.#timer);
        this.#timer = undefined;
        const token = this.#current;
        const expiresAt = token === undefined ? undefined : this.#expiries.get(token);
        if (this.#callback === undefined || token === undefined || expiresAt === undefined)
            return;
        const fire = () => {
            this.#timer = undefined;
            // Once per token: forget its expiry so re-arming (a new callback) does not fire it again.
            this.#expiries.delete(token);
            this.#log?.('the current token expired');
            this.#callback?.();
        };
        const schedule = () => {
            const remaining = Math.max(0, expiresAt - this.#now());
            this.#timer = setTimeout(remaining > MAX_TIMER_MS ? schedule : fire, Math.min(remaining, MAX_TIMER_MS));
            this.#timer.unref();
        };
        schedule();
    }
}
