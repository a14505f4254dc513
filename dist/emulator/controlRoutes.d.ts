/**
 * The control API over HTTP (`/_emulator/*`), for tests in other processes or languages. Same operations
 * as the `control` object; bad input answers 400 `{ code: 0, message }` naming the field.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { EmulatorControl } from './control.js';
/** The control routes, bound to one emulator (`state`: its whole state as JSON text). */
export declare function controlRoutes(control: EmulatorControl, state: () => string): FastifyPluginAsync;
