/**
 * The one context the client's domain modules share, made once by the `Client`'s constructor: the
 * transport, the token state, the sign-in session, the realtime connection, the cache, the event delivery
 * and the log, plus the two ways a call runs under the facade's convention ({@link ClientContext.settle}
 * for calls that need no connection, {@link ClientContext.call} for those that do). Every domain module
 * takes this object and nothing else from the client.
 */
import type { EventEmitter } from 'node:events';
import { type UrlOpener } from '../auth/opener.js';
import { SignInSession } from '../auth/session.js';
import { Transport } from '../http/transport.js';
import { type LogFunction } from '../model/logging.js';
import type { User } from '../model/user.js';
import type { ClientOptions } from './clientOptions.js';
import { type ClientEvents, EventDelivery } from './events.js';
import { Logger } from './logging.js';
import { Realtime } from './realtime.js';
import { type ResultCallback } from './results.js';
import { SocialCache } from './socialCache.js';
import { TokenState } from './tokenState.js';
export type { ClientOptions } from './clientOptions.js';
/** What the domain modules of one client share. */
export interface ClientContext {
    /** The client's one transport: base URL, timeout, the current token's authorization. */
    readonly transport: Transport;
    /** The current token (read by the gateway) and the token lifetimes. */
    readonly tokens: TokenState;
    /** Authorize, the token endpoint, and the signal of the client's pending requests. */
    readonly session: SignInSession;
    /** The realtime connection and the readiness check. */
    readonly realtime: Realtime;
    /** Lobbies, members, users and recent messages, as the gateway and the calls told them. */
    readonly cache: SocialCache;
    /** Callbacks and events, immediate or pumped. */
    readonly events: EventDelivery;
    /** The client's one log: every layer's diagnostic lines go here; never a secret. */
    readonly log: LogFunction;
    /** The log's callbacks and file (`AddLogCallback`, `SetLogDir`). */
    readonly logger: Logger;
    /** Opens URLs for the user (the authorize page, a message in Discord). */
    readonly opener: UrlOpener;
    /** The origin of the web pages the client opens, without a trailing slash. */
    readonly webBase: string;
    /** `{ signal }` of the client's pending requests (aborted by `AbortPendingRequests`), at call time. */
    requestOptions(): {
        signal: AbortSignal;
    };
    /**
     * Runs `work` under the facade's convention (see results.ts), callbacks through the client's delivery.
     * @returns a Promise of the value, or, given a callback, a Promise of nothing that never rejects.
     */
    settle<T, V extends readonly unknown[]>(work: () => Promise<T>, callback: ResultCallback<V> | undefined, spread: (value: T) => V, empty: V): Promise<T> | Promise<void>;
    /**
     * {@link ClientContext.settle} for a call that needs the connection: `ClientNotReady` before Ready,
     * then `work`; its value (if any) is the callback's one value.
     */
    call<T, V extends readonly unknown[]>(name: string, work: (user: User) => Promise<T>, callback: ResultCallback<V> | undefined, empty: V): Promise<T> | Promise<void>;
}
/**
 * Builds a client's context.
 * @param options - the client's options.
 * @param emitter - where the client's `on(...)` listeners are registered (the `Client` itself).
 * @returns the context, with nothing shared between clients but `RunCallbacks()`'s list of queues.
 * @throws TypeError or RangeError for an invalid callback mode, connection policy or timeout, or an
 *   option the client does not take (misspelled, say).
 */
export declare function createClientContext(options: ClientOptions, emitter: EventEmitter<ClientEvents>): ClientContext;
