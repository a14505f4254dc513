/**
 * `social-sdk/emulator`: a faithful local service for demos, our tests and our users' auth-flow tests.
 *
 * ```ts
 * const emulator = await startEmulator({ seed: 1 });
 * const { applications: [app], users: [user] } = await emulator.control.seed({ users: [{}], applications: [{}] });
 * // ... point the SDK at emulator.url ...
 * await emulator.close();
 * ```
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Limits } from '../model/limits.js';
import { EmulatorClock, type EmulatorClockOptions } from './clock.js';
import type { EmulatorContext, EmulatorSettings } from './context.js';
import { createControl, type EmulatorControl } from './control.js';
import { EventLog } from './events.js';
import { FaultInjector } from './faults.js';
import { IdSource } from './ids.js';
import { DataFile } from './persistence.js';
import { checkRateLimitOptions, RateLimiter, type RateLimitOptions } from './rateLimits.js';
import { RequestLog } from './requestLog.js';
import { controlRoutes } from './routes/control.js';
import { type EmulatorRuntime, persist, restoreSnapshot } from './runtime.js';
import { applySeed, type SeedInput } from './seed.js';
import { type ApiPlugin, buildServer } from './server.js';
import { SigningKeys } from './signingKeys.js';
import { EmulatorStore } from './store.js';

/** The only address the emulator listens on. */
export const EMULATOR_HOST = '127.0.0.1';
/** Default largest request body: bigger bodies get 413. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

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
  /** Authorization code lifetime (default 10 minutes). */
  codeTtlMs?: number | undefined;
  /** Access token lifetime in seconds (default 604800). */
  accessTokenTtlSeconds?: number | undefined;
  /** Extra route plugins mounted under `/api/v10` (they reach the state through `app.emulator`). */
  apiPlugins?: readonly ApiPlugin[] | undefined;
}

export interface RunningEmulator {
  /** `http://127.0.0.1:<port>`: the service's base URL (API under `/api/v10`). */
  readonly url: string;
  readonly port: number;
  readonly control: EmulatorControl;
  /** The fastify instance (for `inject()` in fast tests). */
  readonly server: FastifyInstance;
  /** Stops listening, waits for webhook deliveries and the last write of the data file. */
  close(): Promise<void>;
}

/** Starts the emulator on 127.0.0.1. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? EMULATOR_HOST;
  if (host !== EMULATOR_HOST)
    throw new TypeError(`host: the emulator binds ${EMULATOR_HOST} only, received ${String(host)}`);
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new RangeError(`port: expected 0..65535, received ${String(port)}`);
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  if (!Number.isInteger(bodyLimit) || bodyLimit < 1024)
    throw new RangeError(`bodyLimit: expected an integer >= 1024, received ${String(bodyLimit)}`);

  const runtime = createRuntime(options, bodyLimit);
  const { ctx } = runtime;
  const loaded = runtime.dataFile ? await runtime.dataFile.load() : undefined;
  if (loaded) restoreSnapshot(runtime, loaded);
  else if (options.fixtures) applySeed(ctx, options.fixtures);
  await ctx.keys.ensure(ctx.clock.now());

  const control = createControl(runtime, options.fixtures);
  const server = await buildServer(runtime, {
    apiPlugins: options.apiPlugins,
    controlRoutes: controlRoutes(control, runtime),
  });
  await server.listen({ host: EMULATOR_HOST, port });
  const address = server.server.address() as AddressInfo;
  ctx.baseUrl = `http://${EMULATOR_HOST}:${address.port}`;
  await persist(runtime);

  return {
    url: ctx.baseUrl,
    port: address.port,
    control,
    server,
    close: async () => {
      await server.close();
      await ctx.events.flush();
      await persist(runtime);
    },
  };
}

function createRuntime(options: EmulatorOptions, bodyLimit: number): EmulatorRuntime {
  const clock = new EmulatorClock(options.clock);
  const store = new EmulatorStore();
  const settings: EmulatorSettings = {
    consent: { mode: 'page', userId: null },
    codeTtlMs: options.codeTtlMs ?? 10 * 60 * 1000,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? Limits.ACCESS_TOKEN_LIFETIME_SECONDS,
  };
  if (!(settings.codeTtlMs > 0)) throw new RangeError('codeTtlMs: expected a number > 0');
  if (!(settings.accessTokenTtlSeconds > 0))
    throw new RangeError('accessTokenTtlSeconds: expected a number > 0');
  const ctx: EmulatorContext = {
    store,
    clock,
    ids: new IdSource(clock, options.seed),
    events: new EventLog(store, clock),
    keys: new SigningKeys(),
    settings,
    baseUrl: `http://${EMULATOR_HOST}`,
  };
  return {
    ctx,
    limiter: new RateLimiter(
      clock,
      options.rateLimits === undefined ? {} : checkRateLimitOptions(options.rateLimits),
    ),
    faults: new FaultInjector(),
    requests: new RequestLog(),
    dataFile: options.dataFile === undefined ? undefined : new DataFile(options.dataFile),
    bodyLimit,
  };
}

export {
  type AuthRequirement,
  authenticate,
  authenticateBearer,
  type BearerPrincipal,
  type BotPrincipal,
  type Principal,
} from './auth.js';
export type { EmulatorClockOptions } from './clock.js';
export type { ConsentMode, EmulatorContext, EmulatorSettings } from './context.js';
export type { EmulatorControl } from './control.js';
export { ApiError, Errors, OAuthError } from './errors.js';
export type { FaultRule, FaultRuleInput } from './faults.js';
export type { BucketLimit, RateLimitOptions } from './rateLimits.js';
export type * from './records.js';
export type { RequestLogEntry } from './requestLog.js';
export { type ScriptedBrowserOptions, scriptedBrowser } from './scriptedBrowser.js';
export type {
  ApplicationSeed,
  ChannelSeed,
  GuildSeed,
  MemberSeed,
  RoleSeed,
  SeedInput,
  SeedResult,
  UserSeed,
} from './seed.js';
export type { ApiPlugin } from './server.js';
export { EmulatorStore, memberKey } from './store.js';
