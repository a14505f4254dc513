/**
 * `GET /_emulator/memory`: the emulator process's `process.memoryUsage()`, taken after a full garbage
 * collection when Node runs with `--expose-gc` (`gc: true`), else as it stands (`gc: false`). For soak
 * runs and memory benchmarks: RSS alone says what V8 holds from the OS, which it gives back slowly; the
 * heap after a collection says what the emulator still references.
 */
import type { FastifyPluginAsync } from 'fastify';
/** What the route answers: the figures are bytes, as `process.memoryUsage()` gives them. */
export interface MemoryReport {
    /** True when a full collection ran just before the figures were read. */
    readonly gc: boolean;
    readonly rss: number;
    readonly heapTotal: number;
    readonly heapUsed: number;
    readonly external: number;
    readonly arrayBuffers: number;
}
/** The route, registered under the control API's prefix (and its guard). */
export declare const memoryRoute: FastifyPluginAsync;
