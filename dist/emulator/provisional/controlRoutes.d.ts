/** The provisional part of the control API over HTTP (`/_emulator/provisional/*`): see control.ts. */
import type { FastifyPluginAsync } from 'fastify';
import type { ProvisionalControl } from './control.js';
/** The same over HTTP, under `/_emulator/provisional` (registered by the control routes). */
export declare function provisionalControlRoutes(control: ProvisionalControl, body: (value: unknown) => Record<string, unknown>): FastifyPluginAsync;
