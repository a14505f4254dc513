/** The app's user, as its READY dispatch carries it. */
export interface DesktopAppUser {
    id: string;
    username: string;
    discriminator?: string | undefined;
    global_name?: string | null | undefined;
    avatar?: string | null | undefined;
    bot?: boolean | undefined;
}
/** The READY dispatch's data: the protocol version, the app's configuration, its signed-in user. */
export interface DesktopAppReady {
    v: number;
    config: Record<string, unknown>;
    user: DesktopAppUser;
}
/** Where a connection is. */
export type DesktopAppState = 'idle' | 'searching' | 'handshaking' | 'ready' | 'waiting' | 'closed';
/** Why a command or a connection failed: a short code, and a message that says what and where. */
export declare class DesktopAppError extends Error {
    name: string;
    /**
     * `absent` (no app answered), `closed` (the connection went, or was closed), `timeout` (no answer in
     * time), `busy` (too many commands waiting), `rpc` (the app answered with an ERROR event).
     */
    readonly code: 'absent' | 'closed' | 'timeout' | 'busy' | 'rpc';
    /** The app's error code, for `rpc` (RPC error codes: 4000 invalid payload, 5000 OAuth2 error, ...). */
    readonly rpcCode: number | undefined;
    constructor(code: DesktopAppError['code'], message: string, rpcCode?: number);
}
/** Options of a {@link DesktopAppConnection}; all but `clientId` optional. */
export interface DesktopAppConnectionOptions {
    /** The application id sent in the handshake (`client_id`). */
    clientId: string;
    /** The places to try, in order (default: {@link ipcCandidates} of the environment, read at each try). */
    candidates?: (() => readonly string[]) | undefined;
    /** How long one socket may take to connect, ms (default 1000). */
    connectTimeoutMs?: number | undefined;
    /** How long the app may take to answer the handshake with READY, ms (default 5000). */
    handshakeTimeoutMs?: number | undefined;
    /** How long a command may wait for its answer, ms (default 10000). */
    commandTimeoutMs?: number | undefined;
    /** The first wait before looking for the app again, ms (default 1000); doubled each time. */
    retryMinMs?: number | undefined;
    /** The longest wait before looking again, ms (default 30000). */
    retryMaxMs?: number | undefined;
    /** Diagnostic lines (never a token). */
    log?: ((line: string) => void) | undefined;
    /** Each READY (the first, and after each reconnection). */
    onReady?: ((ready: DesktopAppReady) => void) | undefined;
    /** Each dispatch but READY: its event name and data. */
    onDispatch?: ((event: string, data: unknown) => void) | undefined;
    /** The ready connection went (the app quit or broke the protocol); a new one is looked for. */
    onLost?: ((reason: string) => void) | undefined;
}
/** The most commands waiting for an answer at once; more are refused with `busy`. */
export declare const MAX_PENDING_COMMANDS = 32;
/** One application's connection to the app. */
export declare class DesktopAppConnection {
    #private;
    /** @param options - the application id, and the bounds (see {@link DesktopAppConnectionOptions}). */
    constructor(options: DesktopAppConnectionOptions);
    /** Where the connection is. */
    get state(): DesktopAppState;
    /** The app's READY while connected, else undefined. */
    get ready(): DesktopAppReady | undefined;
    /** Why the last try failed (no app found, no READY in time, closed by the app), or undefined. */
    get problem(): string | undefined;
    /** Starts looking for the app (once; later calls do nothing until {@link close}). */
    start(): void;
    /**
     * The app's READY once the current try ends: at once when ready, undefined when it failed (see
     * {@link problem}) or the connection is closed. Starts the connection if it was idle.
     */
    settled(): Promise<DesktopAppReady | undefined>;
    /**
     * Sends a command and waits (bounded) for the answer with its nonce.
     * @returns the answer's `data`.
     * @throws DesktopAppError: `closed` when not ready or when the connection goes, `timeout`, `busy`, `rpc`.
     */
    command(command: string, args: Record<string, unknown>, event?: string): Promise<unknown>;
    /** Closes the connection for good: commands waiting are refused, no new try is made. */
    close(): void;
}
