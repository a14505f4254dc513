import { type AppIdOrScheme } from './scheme.js';
/** Receives a validated redirect URL; may be async (its rejection goes to `onError`). */
export type RedirectHandler = (url: string) => unknown | Promise<unknown>;
/**
 * Receives the join secret of a join link, and the application id when the scheme is `discord-<id>`
 * (undefined for a custom scheme); may be async (its rejection goes to `onError`). The Client's
 * activity-join path (`SetActivityJoinCallback`) is what a game wires here.
 */
export type ActivityJoinHandler = (secret: string, applicationId: string | undefined) => unknown;
/** Options of {@link startRedirectReceiver}. */
export interface RedirectReceiverOptions {
    /** The application id (scheme `discord-<id>`) or the custom scheme. */
    scheme: AppIdOrScheme;
    /**
     * Called in the running instance with each accepted URL: from argv at a cold start and from later
     * launches. Optional when `onActivityJoin` is given; other URLs are then refused (`not_handled`).
     */
    onRedirect?: RedirectHandler | undefined;
    /** Called instead of `onRedirect` for join links (`<scheme>:/_discord/join?secret=...`). */
    onActivityJoin?: ActivityJoinHandler | undefined;
    /** Where to look for a cold-start URL. Default `process.argv`. */
    argv?: readonly string[] | undefined;
    /** A handler that threw or rejected. Default: a process warning (the URL is never included). */
    onError?: ((error: unknown) => void) | undefined;
    /** POSIX: the private directory for the socket. Default `$XDG_RUNTIME_DIR/social-sdk` or the temp dir. */
    socketDirectory?: string | undefined;
    /** Longest URL accepted. Default 8192. */
    maxUrlLength?: number | undefined;
    /** Limit for each connection, both when receiving and when forwarding. Default 3000 ms. */
    timeoutMs?: number | undefined;
}
/** This process owns the endpoint and delivers redirects to the handler until closed. */
export interface PrimaryRedirectReceiver {
    readonly role: 'primary';
    readonly scheme: string;
    readonly endpoint: string;
    /** The URL found in argv at start (already passed to the handler), if any. */
    readonly coldStartUrl: string | undefined;
    /** Stops listening and removes the socket. Until then the receiver keeps the process alive. */
    close(): Promise<void>;
}
/** Another instance owns the endpoint; this process's URL (if any) was handed to it. */
export interface SecondaryRedirectReceiver {
    readonly role: 'secondary';
    readonly scheme: string;
    readonly endpoint: string;
    /** True when a URL from argv was forwarded and accepted. */
    readonly forwarded: boolean;
}
/** {@link startRedirectReceiver}'s result: this process receives (`primary`) or forwards (`secondary`). */
export type RedirectReceiver = PrimaryRedirectReceiver | SecondaryRedirectReceiver;
/**
 * Claims the redirects of a scheme for this process, or hands this process's URL to the instance that
 * already has them. Throws only for bad options or when the endpoint can be neither claimed nor reached.
 */
export declare function startRedirectReceiver(options: RedirectReceiverOptions): Promise<RedirectReceiver>;
