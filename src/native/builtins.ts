/**
 * Node built-ins that only some features use, required on first use instead of imported (issue 20):
 * `node:http`, `node:net` and `node:child_process` compile about 9 ms of Node's own modules, a quarter of
 * the SDK's cold start, for a loopback redirect, a deep-link forward or a browser launch that most
 * processes never make. `require` keeps the callers synchronous; Node caches each module after the first.
 */
import type * as ChildProcess from 'node:child_process';
import type * as Http from 'node:http';
import { createRequire } from 'node:module';
import type * as Net from 'node:net';

const requireBuiltin = createRequire(import.meta.url);

/** `node:http`, loaded on first call. */
export const nodeHttp = (): typeof Http => requireBuiltin('node:http') as typeof Http;
/** `node:net`, loaded on first call. */
export const nodeNet = (): typeof Net => requireBuiltin('node:net') as typeof Net;
/** `node:child_process`, loaded on first call. */
export const nodeChildProcess = (): typeof ChildProcess =>
  requireBuiltin('node:child_process') as typeof ChildProcess;
