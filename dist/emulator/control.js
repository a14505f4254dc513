/**
 * The control API: what a test (or the CLI user) does to the emulator from outside the service's own
 * API. The same operations are available as the `control` object returned by `startEmulator` and over
 * HTTP under `/_emulator/*` (see controlRoutes.ts). Mutations are persisted like API requests.
 */
import { CHOSEN_STATUSES } from '../model/presence.js';
import { userActions } from './console/actions.js';
import { sendFromDiscord } from './directMessages/fromDiscord.js';
import { deauthorizeUser, sweepExpired } from './oauth/grants.js';
import { checkPlayed } from './presence/seed.js';
import { provisionalControl } from './provisional/control.js';
import { checkRateLimitOptions } from './rateLimits.js';
import { removeRelationship, seedRelationship, } from './relationships/seed.js';
import { savedAfter } from './savedAfter.js';
import { applySeed, SeedError, seedApplication, seedUser, } from './seed.js';
import { updateUser } from './users/profile.js';
import { voiceControl } from './voice/control.js';
const ELSEWHERE = new Set([...CHOSEN_STATUSES, 'offline']);
/** Builds the control object over one emulator. */
export function createControl(target) {
    const { ctx } = target;
    const saved = savedAfter(() => target.persist());
    return {
        provisional: provisionalControl(target.provisional, () => target.persist()),
        voice: voiceControl(target.voice, target.voiceStates, () => target.persist()),
        act: userActions(ctx, target.invites, () => target.persist()),
        desktopApp: {
            start: (input) => target.desktopApps.start(input),
            stop: (userId) => target.desktopApps.stop(userId),
            kill: (userId) => target.desktopApps.kill(userId),
            restart: (userId) => target.desktopApps.restart(userId),
            list: () => target.desktopApps.list(),
            acceptInvite: (input) => target.desktopApps.acceptInvite(input),
            requestJoin: (input) => target.desktopApps.requestJoin(input),
            answerJoinRequest: (input) => target.desktopApps.answerJoinRequest(input),
        },
        seed: async (input) => saved(applySeed(ctx, input)),
        createApplication: async (seed = {}) => saved(structuredClone(seedApplication(ctx, seed))),
        createUser: async (seed = {}) => saved(structuredClone(seedUser(ctx, seed))),
        removeUser: async (userId) => {
            const user = ctx.store.users.get(userId);
            if (!user)
                throw new SeedError(`removeUser: no user ${userId}`);
            if (user.bot)
                throw new SeedError(`removeUser: ${userId} is an application's bot user`);
            target.removeUser(userId);
            target.gateway.sweep();
            await target.persist();
        },
        deauthorize: async (userId, applicationId) => {
            const revoked = deauthorizeUser(ctx, userId, applicationId);
            target.gateway.sweep();
            return saved(revoked);
        },
        reset: async () => {
            // The apps' users are about to go: the apps quit first (their games get a CLOSE frame).
            await target.desktopApps.closeAll();
            target.reset();
            await target.persist();
        },
        addRelationship: async (seed) => saved(seedRelationship(ctx, seed)),
        removeRelationship: async (removal) => saved(removeRelationship(ctx, removal)),
        setPresence: async (userId, presence) => {
            const user = checkedId('userId', userId);
            if (!ctx.store.users.has(user))
                throw new SeedError(`userId: no user ${user}`);
            const status = presence?.status;
            if (typeof status !== 'string' || !ELSEWHERE.has(status))
                throw new SeedError(`status: expected one of ${[...ELSEWHERE].join(', ')}, received ${JSON.stringify(status)}`);
            target.presences.setElsewhere(user, status);
            await target.persist();
        },
        markPlayed: async (userId, applicationId) => {
            const { user, application } = checkPlayed(ctx, { user: userId, application: applicationId }, 'played');
            target.presences.markPlayed(user, application);
            await target.persist();
        },
        sendDirectMessageFromDiscord: async (message) => saved(sendFromDiscord(ctx, message)),
        updateUser: async (userId, update) => saved(updateUser(ctx, userId, update)),
        clock: {
            now: () => ctx.clock.now(),
            advance: async (ms) => {
                const now = ctx.clock.advance(ms);
                sweepExpired(ctx);
                // Before the gateway drops the connections that missed heartbeats in the jump: what expired is
                // dispatched on them first.
                target.invites.sweep();
                target.gateway.sweep();
                target.voice.sweep();
                return saved(now);
            },
            set: async (epochMs) => saved(ctx.clock.set(epochMs)),
            freeze: async (frozen) => {
                ctx.clock.freeze(frozen);
                await target.persist();
            },
        },
        setConsent: async (mode, userId) => {
            if (mode !== 'page' && mode !== 'approve' && mode !== 'deny') {
                throw new SeedError(`consent.mode: expected "page", "approve" or "deny", received ${JSON.stringify(mode)}`);
            }
            if (userId !== undefined && userId !== null) {
                const user = ctx.store.users.get(userId);
                if (!user || user.bot)
                    throw new SeedError(`consent.userId: no (non-bot) user ${userId}`);
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
            await target.persist();
        },
        faults: {
            add: (rule) => target.faults.add(rule),
            list: () => target.faults.list(),
            remove: (id) => target.faults.remove(id),
            clear: () => target.faults.clear(),
        },
        rateLimits: {
            configure: (options) => target.limiter.configure(checkRateLimitOptions(options)),
            get: () => structuredClone(target.limiter.options),
            reset: () => target.limiter.reset(),
        },
        rotateKeys: async (options = {}) => saved(await ctx.keys.rotate(options.dropPrevious === true)),
        gateway: {
            url: () => target.gateway.url(),
            sessions: () => target.gateway.sessions(),
            drop: (userId, options = {}) => {
                if (options.resumable !== undefined && typeof options.resumable !== 'boolean')
                    throw new SeedError(`resumable: expected a boolean, received ${JSON.stringify(options.resumable)}`);
                return target.gateway.drop(checkedId('userId', userId), options);
            },
            reconnect: (userId) => target.gateway.reconnect(checkedId('userId', userId)),
            pauseAcks: (userId) => target.gateway.pauseAcks(true, optionalId(userId)),
            resumeAcks: (userId) => target.gateway.pauseAcks(false, optionalId(userId)),
            stats: () => target.gateway.stats(),
            sessionStartLimit: (userId, applicationId) => target.gateway.sessionStartLimit(checkedId('userId', userId), checkedId('applicationId', applicationId)),
        },
        requests: (since) => target.requests.list(since),
        clearRequests: () => target.requests.clear(),
        events: (filter) => ctx.events.list(filter),
        clearEvents: async () => {
            ctx.events.clear();
            await target.persist();
        },
        flushWebhooks: () => ctx.events.flush(),
        invokeCommand: async (input) => saved(await target.interactions.invokeCommand(input)),
        autocomplete: async (input) => saved(await target.interactions.autocomplete(input)),
        interactions: () => target.interactions.list(),
        interaction: (id) => target.interactions.get(id),
        applicationKeys: (applicationId) => target.interactions.keys(applicationId),
    };
}
function checkedId(what, value) {
    if (typeof value !== 'string' || !/^\d{1,20}$/.test(value))
        throw new SeedError(`${what}: expected a snowflake string, received ${JSON.stringify(value)}`);
    return value;
}
function optionalId(value) {
    return value === undefined || value === null ? undefined : checkedId('userId', value);
}
function positive(what, value) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        throw new SeedError(`${what}: expected a number > 0, received ${String(value)}`);
    }
}
