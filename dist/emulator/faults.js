/**
 * Fault injection: rules that match requests by method and path and, for the next N matches, add latency,
 * answer with a chosen status and body, answer 429 with a `retry_after`, or drop the connection.
 */
/** The fault rules of one emulator (`emulator.faults`; `control.faults` offers the same operations). */
export class FaultInjector {
    #rules = [];
    #nextId = 1;
    #patterns = new Map();
    /** Adds a rule (checked) and returns it. Earlier rules win when several match. */
    add(input) {
        const rule = checkFault(input, this.#nextId++);
        this.#rules.push(rule);
        this.#patterns.set(rule.id, pathPattern(rule.path));
        return { ...rule };
    }
    /** Copies of the rules still active, oldest (first to match) first, with their remaining uses and hits. */
    list() {
        return this.#rules.map((rule) => ({ ...rule }));
    }
    /**
     * Removes the rule with this id.
     * @param id - the `id` that {@link FaultInjector.add} returned.
     * @returns whether a rule was removed (false: unknown id, or already used up).
     */
    remove(id) {
        const before = this.#rules.length;
        this.#rules = this.#rules.filter((rule) => rule.id !== id);
        this.#patterns.delete(id);
        return this.#rules.length !== before;
    }
    /** Removes every rule. */
    clear() {
        this.#rules = [];
        this.#patterns.clear();
    }
    /** @internal The action for a request, consuming one use of the first matching rule. */
    match(method, path) {
        // Every request asks; with no rules (the usual case) that must cost nothing.
        if (this.#rules.length === 0)
            return undefined;
        const upper = method.toUpperCase();
        for (const rule of this.#rules) {
            if (rule.method !== '*' && rule.method !== upper)
                continue;
            if (!this.#patterns.get(rule.id)?.test(path))
                continue;
            rule.hits += 1;
            rule.remaining -= 1;
            if (rule.remaining <= 0)
                this.remove(rule.id);
            const { id, latencyMs, status, body, retryAfter, scope, drop } = rule;
            return { id, latencyMs, status, body, retryAfter, scope, drop };
        }
        return undefined;
    }
}
function pathPattern(path) {
    const escaped = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${escaped.join('.*')}$`);
}
function checkFault(input, id) {
    if (typeof input !== 'object' || input === null)
        throw new TypeError('fault: expected an object');
    const { path, method = '*', times = 1, latencyMs = 0, status, body, retryAfter, scope, drop = false, } = input;
    if (typeof path !== 'string' || !path.startsWith('/')) {
        throw new TypeError(`fault.path: expected a path starting with "/", received ${JSON.stringify(path)}`);
    }
    if (typeof method !== 'string' || !/^(\*|[A-Za-z]+)$/.test(method)) {
        throw new TypeError(`fault.method: expected an HTTP method or "*", received ${JSON.stringify(method)}`);
    }
    if (typeof times !== 'number' ||
        times < 0 ||
        (!Number.isInteger(times) && times !== Number.POSITIVE_INFINITY)) {
        throw new RangeError(`fault.times: expected an integer >= 0 (0 or Infinity: every request), received ${times}`);
    }
    if (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0 || latencyMs > 120_000) {
        throw new RangeError(`fault.latencyMs: expected 0..120000, received ${String(latencyMs)}`);
    }
    if (status !== undefined && (!Number.isInteger(status) || status < 200 || status > 599)) {
        throw new RangeError(`fault.status: expected an HTTP status 200..599, received ${String(status)}`);
    }
    if (retryAfter !== undefined && (typeof retryAfter !== 'number' || !(retryAfter >= 0))) {
        throw new RangeError(`fault.retryAfter: expected seconds >= 0, received ${String(retryAfter)}`);
    }
    if (scope !== undefined && scope !== 'user' && scope !== 'global' && scope !== 'shared') {
        throw new TypeError(`fault.scope: expected "user", "global" or "shared", received ${JSON.stringify(scope)}`);
    }
    if (typeof drop !== 'boolean')
        throw new TypeError('fault.drop: expected a boolean');
    const actions = [status !== undefined, retryAfter !== undefined, drop].filter(Boolean).length;
    if (actions > 1)
        throw new TypeError('fault: give at most one of status, retryAfter and drop');
    if (actions === 0 && latencyMs === 0) {
        throw new TypeError('fault: give latencyMs, status, retryAfter or drop (the rule would do nothing)');
    }
    return {
        id,
        method: method.toUpperCase(),
        path,
        remaining: times === 0 ? Number.POSITIVE_INFINITY : times,
        latencyMs,
        status: status ?? null,
        body: body ?? null,
        retryAfter: retryAfter ?? null,
        scope: scope ?? 'user',
        drop,
        hits: 0,
    };
}
