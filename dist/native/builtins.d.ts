/**
 * Node built-ins that only some features use, required on first use instead of imported (issue 20):
 * `node:http`, `node:net` and `node:child_process` compile about 9 ms of Node's own modules, a quarter of
 * the SDK's cold start, for a loopback redirect, a deep-link forward or a browser launch that most
 * processes never make. `require` keeps the callers synchronous; Node caches each module after the first.
 */
import type * as ChildProcess from 'node:child_process';
import type * as Http from 'node:http';
import type * as Net from 'node:net';
/** `node:http`, loaded on first call. */
export declare const nodeHttp: () => typeof Http;
/** `node:net`, loaded on first call. */
export declare const nodeNet: () => typeof Net;
/** `node:child_process`, loaded on first call. */
export declare const nodeChildProcess: () => typeof ChildProcess;
