/**
 * What every route plugin works with. The server decorates its fastify instance with one
 * {@link EmulatorContext} (`app.emulator`), so a plugin registered on it (or on a child) reaches the
 * store, clock, ids, event bus, signing keys, randomness and the caller check without importing the
 * server. Everything here belongs to one emulator: two emulators in a process share none of it.
 */
import type { Callers } from './callers.js';
import type { EmulatorClock } from './clock.js';
import type { EventLog } from './events.js';
import type { IdSource } from './ids.js';
import type { LiveGrants } from './liveGrants.js';
import type { RandomTokens } from './randomTokens.js';
import type { RouteAuth } from './routeAuth.js';
import type { SigningKeys } from './signingKeys.js';
import type { EmulatorStore } from './store.js';
/** How GET /oauth2/authorize answers: show the consent page, or decide at once. */
export type ConsentMode = 'page' | 'approve' | 'deny';
/** How the emulator answers consent, and for whom (`control.setConsent`, `control.settings.consent`). */
export interface ConsentSetting {
    /** Show the page, or approve or deny at once. */
    mode: ConsentMode;
    /** The user who approves in the scripted modes (and the preselected one on the page); null: the first user. */
    userId: string | null;
}
/** Settings the control API may change at run time. */
export interface EmulatorSettings {
    consent: ConsentSetting;
    /** Lifetime of authorization codes. Default 10 minutes. */
    codeTtlMs: number;
    /** Lifetime of access tokens from the authorization-code and refresh grants. Default 604800 s. */
    accessTokenTtlSeconds: number;
}
/**
 * One emulator's state and services, as every route sees them (`app.emulator` in an `apiPlugins` plugin,
 * `emulator.ctx` outside). Nothing in it is shared with another emulator.
 */
export interface EmulatorContext {
    /** The state: every collection of records. */
    readonly store: EmulatorStore;
    /** The emulator's time; every expiry and rate-limit window reads it. */
    readonly clock: EmulatorClock;
    /** Where new snowflakes come from (deterministic with a `seed`). */
    readonly ids: IdSource;
    /** The event log, which is also the bus domains publish to and subscribe on. */
    readonly events: EventLog;
    /** @internal The id_token signing keys (`control.rotateKeys` adds one). */
    readonly keys: SigningKeys;
    /** Settings the control API may change (consent, code and token lifetimes). */
    readonly settings: EmulatorSettings;
    /** @internal The only source of the secrets the emulator hands out. */
    readonly random: RandomTokens;
    /**
     * Who is calling (Bot or Bearer credentials), with this emulator's own memo of credential digests.
     * The emulator's routes declare what they accept (`config.auth`, routeAuth.ts); a plugin of an
     * embedder may also call {@link authenticate} and {@link authenticateBearer}.
     */
    readonly callers: Callers;
    /** Each user's live grant to each application, indexed (a sign-in looks it up; see liveGrants.ts). */
    readonly liveGrants: LiveGrants;
    /** `http://127.0.0.1:<port>`, known once the server listens (before that, the Host of the request). */
    baseUrl: string;
}
declare module 'fastify' {
    interface FastifyInstance {
        /** The emulator's state and services (see `src/emulator/context.ts`). */
        emulator: EmulatorContext;
        /** Every route the server registered, method and pattern, in registration order (tests, docs). */
        routePatterns: () => readonly {
            readonly method: string;
            readonly url: string;
        }[];
    }
    interface FastifyContextConfig {
        /** Rate-limit bucket name of the route (default: method and route pattern). */
        bucket?: string | undefined;
        /** What the route demands of its caller, checked before its handler (routeAuth.ts). */
        auth?: RouteAuth | undefined;
    }
}
