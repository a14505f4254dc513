/** Why a request is refused, or undefined when it may go on. */
export interface Refusal {
    readonly status: 400 | 401 | 403 | 415;
    readonly message: string;
}
export interface OriginGuardOptions {
    /** The port the emulator listens on (0 until it listens); asked on every request, so keep it cheap. */
    readonly port: () => number;
    /** When set, control requests must carry `Authorization: Bearer <token>`. */
    readonly controlToken: string | undefined;
}
/**
 * The guard of one server: checks each request's `Host`, and for control requests `Origin`, content type
 * and token. Every request passes through it, so the names the emulator answers to are worked out once
 * per port, not per request.
 */
export declare class OriginGuard {
    #private;
    private readonly options;
    constructor(options: OriginGuardOptions);
    /** Why the request is refused, or undefined (`'static'`: a control path that serves files, no token). */
    check(request: {
        readonly headers: Readonly<Record<string, string | string[] | undefined>>;
        readonly raw?: {
            readonly rawHeaders: readonly string[];
        };
    }, control: boolean | 'static'): Refusal | undefined;
}
