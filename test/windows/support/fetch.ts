/**
 * Node 20's global fetch (undici) turns TCP keep-alive on before the socket connects; under Wine 8.0 that
 * connect then fails with "connect UNKNOWN" (libuv applies the keep-alive options when connecting, and
 * Wine refuses one of them). http.request sets keep-alive after connecting and works, and so does
 * node-fetch, which the SDK uses by default. The suite's scripted browser (test/auth/emulatorHelpers.ts)
 * calls the global fetch, so the processes that import this module get node-fetch in its place.
 */
import nodeFetch from 'node-fetch';

globalThis.fetch = nodeFetch as unknown as typeof fetch;
