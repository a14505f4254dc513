/**
 * The options of `startEmulator` (and `new Emulator`), as a type only. It lives apart from the composition
 * root that reads it (emulator.ts) so that the one check of its keys (optionKeys.ts), which emulator.ts
 * calls, can name it without importing emulator.ts back: no import circle. emulator.ts and the entry
 * point export it under the same name.
 */
import type { EmulatorClockOptions } from './clock.js';
import type { GatewayOptions } from './gateway/gateway.js';
import type { RandomFill } from './randomTokens.js';
import type { RateLimitOptions } from './rateLimits.js';
import type { SeedInput } from './seed.js';
import type { ApiPlugin } from './server.js';
import type { IdTokenSigningAlg } from './signingKeys.js';
import type { VoiceOptions } from './voice/voiceGateway.js';
/** How {@link startEmulator} (or `new Emulator`) sets up one emulator; every field is optional. */
export interface EmulatorOptions {
    /** TCP port; 0 (default) picks a free one. */
    port?: number | undefined;
    /** Only `127.0.0.1` is accepted: the emulator is never reachable from the network. */
    host?: '127.0.0.1' | undefined;
    /** Deterministic ids: the same seed and the same requests give the same snowflakes. */
    seed?: number | undefined;
    /** Clock: start time, frozen, or a custom time source. Default: real time, advanceable. */
    clock?: EmulatorClockOptions | undefined;
    /** Persist the state to this JSON file (atomic writes; loaded at start). */
    dataFile?: string | undefined;
    /** Seeded at start (when no data file state exists) and again by `control.reset()`. */
    fixtures?: SeedInput | undefined;
    /** Rate limits; `false` turns them off. Default: 50/s per token globally, 30/s per route bucket. */
    rateLimits?: RateLimitOptions | false | undefined;
    /** Largest request body in bytes (default 256 KiB). */
    bodyLimit?: number | undefined;
    /**
     * A secret the control API (`/_emulator`) then requires as `Authorization: Bearer <token>`, for machines
     * shared with other users. The in-process `control` object needs none.
     */
    controlToken?: string | undefined;
    /** Authorization code lifetime (default 10 minutes). */
    codeTtlMs?: number | undefined;
    /** Access token lifetime in seconds (default 604800). */
    accessTokenTtlSeconds?: number | undefined;
    /**
     * What id_tokens are signed with: `RS256` (default, as the service does) or `ES256`. A data file whose
     * newest key has the other algorithm gets a new key at start; its keys stay in the JWKS.
     */
    idTokenSigningAlg?: IdTokenSigningAlg | undefined;
    /** Extra route plugins mounted under `/api/v10` (they reach the state through `app.emulator`). */
    apiPlugins?: readonly ApiPlugin[] | undefined;
    /** The gateway's heartbeat interval, IDENTIFY deadline, resume window and replay log bounds. */
    gateway?: GatewayOptions | undefined;
    /**
     * The voice server's heartbeat interval, deadlines and bounds (docs/voice-server.md). Its local CA is
     * kept beside `dataFile` when there is one (`<dataFile>.voice-ca.pem`), in memory otherwise.
     */
    voice?: VoiceOptions | undefined;
    /**
     * Where every secret the emulator hands out comes from: a function that fills a buffer with secure
     * random bytes. Default: Node's `crypto.randomFillSync`.
     */
    random?: RandomFill | undefined;
}
