import { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { EmulatorContext } from './context.js';
import type { FaultInjector } from './faults.js';
import { type RateLimiter } from './rateLimits.js';
import { type RequestLog } from './requestLog.js';
/** Where the control API lives; it is neither logged, faulted nor rate limited. */
export declare const CONTROL_PREFIX = "/_emulator";
/**
 * Whether a canonical path is under the control prefix: `/_emulator` itself or below it (case as the
 * router matches it: exactly). `/_emulatorX` counts too: it routes nowhere, and guarding it costs nothing.
 */
export declare function isControlPath(path: string): boolean;
/** The versioned API prefix. */
export declare const API_PREFIX = "/api/v10";
/** Plugins registered under `/api/v10` by an embedder (they reach the state through `app.emulator`). */
export type ApiPlugin = FastifyPluginAsync;
/** A route plugin and where it is mounted (no prefix: at the root). */
export interface Mount {
    plugin: FastifyPluginAsync;
    prefix?: string | undefined;
}
/** What the server is built from: one emulator's state and services, and the routes to mount in order. */
export interface ServerParts {
    readonly ctx: EmulatorContext;
    readonly limiter: RateLimiter;
    readonly faults: FaultInjector;
    readonly requests: RequestLog;
    /** Largest request body accepted (bytes); larger ones get 413. */
    readonly bodyLimit: number;
    /** When set, the control API answers only requests that carry it as a Bearer token. */
    readonly controlToken: string | undefined;
    /** Saves the state before each response; undefined when the state is not persisted. */
    readonly persist: (() => Promise<void>) | undefined;
    readonly mounts: readonly Mount[];
}
/** Builds (but does not start) the server. */
export declare function buildServer(parts: ServerParts): Promise<FastifyInstance>;
