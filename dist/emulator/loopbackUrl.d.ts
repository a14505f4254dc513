/**
 * The emulator is a local tool: it delivers interactions only to the machine it runs on. An app's
 * interactions URL must be http(s) on a loopback address (127.0.0.0/8 or [::1]), checked when the app
 * is seeded and again before each delivery. Host names are refused, `localhost` too: a name can be made
 * to resolve anywhere.
 */
/** Why `value` is not a loopback http(s) URL, or undefined when it is one. */
export declare function loopbackUrlProblem(value: unknown): string | undefined;
