/**
 * The console over HTTP, under the control prefix (`/_emulator`), behind the same guard as the control
 * API (server.ts, originGuard.ts): loopback Host, no foreign Origin, JSON bodies only, the control token
 * when there is one (the static files excepted: they hold no state, and a browser cannot send a header
 * when it navigates).
 *
 * - `GET /ui`, `GET /ui/<file>`   the page and its files (docs/emulator-console.md)
 * - `GET /views/<page>`          a page's read-only JSON snapshot (views.ts)
 * - `GET /stream`                server-sent events: something changed (feed.ts)
 *
 * Every action of the page goes through the control API's own routes, as a test's would.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ConsoleSources } from './sources.js';
/** Where the console's files are served, under the control prefix. */
export declare const CONSOLE_PATH = "/ui";
/** The console's routes over one emulator; `assetsDir` overrides where the files are read from (tests). */
export declare function consoleRoutes(sources: ConsoleSources, assetsDir?: string): FastifyPluginAsync;
