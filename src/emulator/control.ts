/**
 * The control API: what a test (or the CLI user) does to the emulator from outside the service's own
 * API. The same operations are available as the `control` object returned by `startEmulator` and over
 * HTTP under `/_emulator/*` (see routes/control.ts). Mutations are persisted like API requests.
 */
import type { ConsentMode, ConsentSetting, EmulatorSettings } from './context.js';
import type { FaultRule, FaultRuleInput } from './faults.js';
import { deauthorizeUser, sweepExpired } from './grants.js';
import { checkRateLimitOptions, type RateLimitOptions } from './rateLimits.js';
import type { ApplicationRecord, EventRecord, UserRecord } from './records.js';
import type { RequestLogEntry } from './requestLog.js';
import { removeUserFromLobbies } from './routes/lobbies.js';
import { type EmulatorRuntime, persist } from './runtime.js';
import {
  type ApplicationSeed,
  applySeed,
  SeedError,
  type SeedInput,
  type SeedResult,
  seedApplication,
  seedUser,
  type UserSeed,
} from './seed.js';

export interface EmulatorControl {
  /** Seeds users, applications (with bot users), guilds (with @everyone), roles, channels and members. */
  seed(input: SeedInput): Promise<SeedResult>;
  /** Creates (or, with an existing id, updates) an application; returns it with its secrets. */
  createApplication(seed?: ApplicationSeed): Promise<ApplicationRecord>;
  createUser(seed?: UserSeed): Promise<UserRecord>;
  /**
   * Removes a user's account: every grant is revoked (APPLICATION_DEAUTHORIZED to each app, refresh then
   * fails with invalid_grant), guild memberships and lobby memberships end.
   */
  removeUser(userId: string): Promise<void>;
  /** The user revokes the app (or every app): returns how many grants were revoked. */
  deauthorize(userId: string, applicationId?: string): Promise<number>;
  /** Empties the state (commands and other plugin collections too) and re-applies the start fixtures. */
  reset(): Promise<void>;

  readonly clock: {
    /** Emulator time, Unix ms. */
    now(): number;
    /** Moves time forward (expires codes, tokens, rate-limit windows, idle lobbies). Returns the new time. */
    advance(ms: number): Promise<number>;
    set(epochMs: number): Promise<number>;
    freeze(frozen: boolean): Promise<void>;
  };

  /** Scripted consent: `page` (default) shows the consent page; `approve`/`deny` decide at once. */
  setConsent(mode: ConsentMode, userId?: string | null): Promise<ConsentSetting>;
  readonly settings: Readonly<EmulatorSettings>;
  /** Changes code and token lifetimes. */
  configure(settings: Partial<Pick<EmulatorSettings, 'codeTtlMs' | 'accessTokenTtlSeconds'>>): Promise<void>;

  readonly faults: {
    add(rule: FaultRuleInput): FaultRule;
    list(): FaultRule[];
    remove(id: number): boolean;
    clear(): void;
  };
  readonly rateLimits: {
    /** Replaces the limits (`false` turns rate limiting off) and forgets the current windows. */
    configure(options: RateLimitOptions | false): void;
    get(): RateLimitOptions;
    /** Forgets the current windows. */
    reset(): void;
  };

  /** Adds a new id_token signing key; with dropPrevious the old ones leave the JWKS. Returns the new kid. */
  rotateKeys(options?: { dropPrevious?: boolean | undefined }): Promise<string>;

  /** The request log (no secrets), oldest first; `since` a sequence number. */
  requests(since?: number): RequestLogEntry[];
  clearRequests(): void;
  /** The event log, oldest first. */
  events(filter?: { type?: string | undefined; since?: number | undefined }): EventRecord[];
  clearEvents(): Promise<void>;
  /** Waits until every webhook POST started so far has been answered (or failed). */
  flushWebhooks(): Promise<void>;
}

/** Builds the control object. `fixtures` are re-applied by reset(). */
export function createControl(runtime: EmulatorRuntime, fixtures: SeedInput | undefined): EmulatorControl {
  const { ctx } = runtime;
  const saved = async <T>(value: T): Promise<T> => {
    await persist(runtime);
    return value;
  };

  return {
    seed: async (input) => saved(applySeed(ctx, input)),
    createApplication: async (seed = {}) => saved(structuredClone(seedApplication(ctx, seed))),
    createUser: async (seed = {}) => saved(structuredClone(seedUser(ctx, seed))),
    removeUser: async (userId) => {
      const user = ctx.store.users.get(userId);
      if (!user) throw new SeedError(`removeUser: no user ${userId}`);
      if (user.bot) throw new SeedError(`removeUser: ${userId} is an application's bot user`);
      deauthorizeUser(ctx, userId);
      for (const [key, member] of ctx.store.members)
        if (member.userId === userId) ctx.store.members.delete(key);
      removeUserFromLobbies(ctx, userId);
      for (const [hash, code] of ctx.store.codes) if (code.userId === userId) ctx.store.codes.delete(hash);
      ctx.store.users.delete(userId);
      if (ctx.settings.consent.userId === userId) ctx.settings.consent.userId = null;
      await persist(runtime);
    },
    deauthorize: async (userId, applicationId) => saved(deauthorizeUser(ctx, userId, applicationId)),
    reset: async () => {
      ctx.store.clear();
      ctx.ids.reset();
      ctx.events.resync();
      runtime.limiter.reset();
      runtime.faults.clear();
      runtime.requests.clear();
      ctx.settings.consent = { mode: 'page', userId: null };
      if (fixtures) applySeed(ctx, fixtures);
      await persist(runtime);
    },
    clock: {
      now: () => ctx.clock.now(),
      advance: async (ms) => {
        const now = ctx.clock.advance(ms);
        sweepExpired(ctx);
        return saved(now);
      },
      set: async (epochMs) => saved(ctx.clock.set(epochMs)),
      freeze: async (frozen) => {
        ctx.clock.freeze(frozen);
        await persist(runtime);
      },
    },
    setConsent: async (mode, userId) => {
      if (mode !== 'page' && mode !== 'approve' && mode !== 'deny') {
        throw new SeedError(
          `consent.mode: expected "page", "approve" or "deny", received ${JSON.stringify(mode)}`,
        );
      }
      if (userId !== undefined && userId !== null) {
        const user = ctx.store.users.get(userId);
        if (!user || user.bot) throw new SeedError(`consent.userId: no (non-bot) user ${userId}`);
      }
      ctx.settings.consent = { mode, userId: userId ?? null };
      return saved({ ...ctx.settings.consent });
    },
    get settings() {
      return structuredClone(ctx.settings);
    },
    configure: async (settings) => {
      if (settings.codeTtlMs !== undefined) {
        positive('codeTtlMs', settings.codeTtlMs);
        ctx.settings.codeTtlMs = settings.codeTtlMs;
      }
      if (settings.accessTokenTtlSeconds !== undefined) {
        positive('accessTokenTtlSeconds', settings.accessTokenTtlSeconds);
        ctx.settings.accessTokenTtlSeconds = Math.floor(settings.accessTokenTtlSeconds);
      }
      await persist(runtime);
    },
    faults: {
      add: (rule) => runtime.faults.add(rule),
      list: () => runtime.faults.list(),
      remove: (id) => runtime.faults.remove(id),
      clear: () => runtime.faults.clear(),
    },
    rateLimits: {
      configure: (options) => runtime.limiter.configure(checkRateLimitOptions(options)),
      get: () => structuredClone(runtime.limiter.options),
      reset: () => runtime.limiter.reset(),
    },
    rotateKeys: async (options = {}) =>
      saved(await ctx.keys.rotate(ctx.clock.now(), options.dropPrevious === true)),
    requests: (since) => runtime.requests.list(since),
    clearRequests: () => runtime.requests.clear(),
    events: (filter) => ctx.events.list(filter),
    clearEvents: async () => {
      ctx.events.clear();
      await persist(runtime);
    },
    flushWebhooks: () => ctx.events.flush(),
  };
}

function positive(what: string, value: unknown): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new SeedError(`${what}: expected a number > 0, received ${String(value)}`);
  }
}
