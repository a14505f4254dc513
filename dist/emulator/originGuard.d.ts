/** Why a request is refused, or undefined when it may go on. */
export interface Refusal {
    readonly status: 400 | 401 | 403 | 415;
    readonly message: string;
}
export interface OriginGuardOptions {
    /** The port the emulator listens on (read once it listens). */
    readonly port: () => number;
    /** When set, control requests must carry `Authorization: Bearer <token>`. */
    readonly controlToken: string | undefined;
}
/**
 * Checks one request's `Host`, and for control requests `Origin`, content type and token (`'static'`: a
 * control path that serves files, checked the same but for the token).
 */
export declare function checkRequestOrigin(options: OriginGuardOptions, request: {
    readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}, control: boolean | 'static'): Refusal | undefined;
