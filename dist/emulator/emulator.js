import { inspect } from 'node:util';
import { Limits } from '../model/limits.js';
import { Callers } from './callers.js';
import { EmulatorClock } from './clock.js';
import { commandPermissionRoutes } from './commands/permissionRoutes.js';
import { CommandRegistry } from './commands/registry.js';
import { CommandResponses } from './commands/responses.js';
import { commandRoutes } from './commands/routes.js';
import { commandCollections } from './commands/state.js';
import { consoleRoutes } from './console/routes.js';
import { createControl } from './control.js';
import { controlRoutes } from './controlRoutes.js';
import { DesktopApps } from './desktopApp/service.js';
import { directMessageEvents } from './directMessages/events.js';
import { directMessageRoutes } from './directMessages/routes.js';
import { EventLog } from './events.js';
import { FaultInjector } from './faults.js';
import { EventRouter } from './gateway/eventRouter.js';
import { checkGatewayOptions, Gateway } from './gateway/gateway.js';
import { ReadyBuilder } from './gateway/readyParts.js';
import { gatewayRoutes } from './gateway/routes.js';
import { guildEvents } from './guilds/events.js';
import { guildRoutes } from './guilds/routes.js';
import { IdSource } from './ids.js';
import { interactionRoutes } from './interactions/routes.js';
import { InteractionService } from './interactions/service.js';
import { InviteService } from './invites/invites.js';
import { inviteRoutes } from './invites/routes.js';
import { linkedMessageMirror } from './linkedChannels/mirror.js';
import { linkedChannelRoutes } from './linkedChannels/routes.js';
import { LiveGrants } from './liveGrants.js';
import { memberConnectionUpdates } from './lobbies/connections.js';
import { lobbyEvents } from './lobbies/events.js';
import { removeUserFromLobbies } from './lobbies/members.js';
import { LobbyMembership } from './lobbies/membership.js';
import { MessagePages } from './lobbies/messagePages.js';
import { lobbyReady } from './lobbies/ready.js';
import { lobbyRoutes } from './lobbies/routes.js';
import { AuthorizationServer } from './oauth/authorizationServer.js';
import { authorizeRoutes } from './oauth/authorizeRoutes.js';
import { activationRoutes, deviceAuthorizeRoutes } from './oauth/deviceRoutes.js';
import { discoveryRoutes } from './oauth/discoveryRoutes.js';
import { deauthorizeUser } from './oauth/grants.js';
import { oauthApiRoutes } from './oauth/routes.js';
import { checkEmulatorOptionKeys } from './optionKeys.js';
import { DataFile, restoreSnapshot, snapshotText } from './persistence.js';
import { presenceEvents } from './presence/events.js';
import { Presences } from './presence/presences.js';
import { presenceReady } from './presence/ready.js';
import { PROVISIONAL_UNMERGED_EVENT } from './provisional/accounts.js';
import { PROVISIONAL_MERGED_EVENT } from './provisional/merge.js';
import { provisionalRoutes } from './provisional/routes.js';
import { ProvisionalAccounts } from './provisional/service.js';
import { testIssuerRoutes } from './provisional/testIssuerRoutes.js';
import { RandomTokens } from './randomTokens.js';
import { checkRateLimitOptions, RateLimiter } from './rateLimits.js';
import { relationshipEvents } from './relationships/events.js';
import { relationshipReady } from './relationships/ready.js';
import { forgetUserRelationships } from './relationships/relationships.js';
import { relationshipRoutes } from './relationships/routes.js';
import { RequestLog } from './requestLog.js';
import { applySeed } from './seed.js';
import { API_PREFIX, buildServer, CONTROL_PREFIX } from './server.js';
import { checkIdTokenSigningAlg, SigningKeys } from './signingKeys.js';
import { EmulatorStore } from './store.js';
import { unlinkUserConnections } from './users/connections.js';
import { userRoutes } from './users/routes.js';
import { voiceEvents } from './voice/events.js';
import { voiceRoutes } from './voice/routes.js';
import { forgetUserVoiceStates } from './voice/state.js';
import { authorityFilesOf } from './voice/tls.js';
import { checkVoiceOptions } from './voice/voiceGateway.js';
import { VoiceServer } from './voice/voiceServer.js';
import { VoiceStates } from './voice/voiceStates.js';
import { publicUser } from './wire.js';
/** The only address the emulator listens on. */
export const EMULATOR_HOST = '127.0.0.1';
/** Default largest request body: bigger bodies get 413. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;
/**
 * One local service: its state, its domains and the routes its server mounts. {@link startEmulator} builds
 * and starts one; build it yourself to look at {@link Emulator.ctx} before it listens. Its domain services
 * (OAuth server, gateway, registries) are internal: tests drive them through {@link Emulator.control}.
 */
export class Emulator {
    /** What routes and domains see (`app.emulator` in a route plugin). */
    ctx;
    /** @internal Per-token and per-bucket windows (`control.rateLimits` configures them). */
    limiter;
    /** Fault rules the server applies to each request before handling it (`control.faults` adds them). */
    faults = new FaultInjector();
    /** Every request and gateway frame that reached the emulator, without secrets (`control.requests()`). */
    requests = new RequestLog();
    /** Largest request body in bytes; bigger bodies get 413. */
    bodyLimit;
    #controlToken;
    /** @internal The OAuth2 authorization server (authorize, token, revoke) and what it remembers. */
    oauth;
    /** @internal Serialized lobby message pages. */
    messagePages;
    /** @internal Every application's commands and permissions, with their rules. */
    commands;
    /** @internal The realtime gateway (WebSocket sessions fed by the event bus); see `control.gateway`. */
    gateway;
    /** @internal Serialized command lists and commands. */
    commandResponses = new CommandResponses();
    /** @internal Invocations delivered to apps, their answers and follow-ups (`control.invokeCommand`). */
    interactions;
    /** @internal Presence derived from gateway sessions, op 3 and the control API. */
    presences;
    /** @internal The emulated Discord desktop apps (`control.desktopApp`). */
    desktopApps;
    /** @internal Activity invites and join requests, and their validity. */
    invites;
    /** Provisional accounts, their identity providers and the built-in OIDC test issuer. */
    provisional;
    /** @internal The voice server (TLS voice gateway and UDP relay), started on first use. */
    voice;
    /** @internal Voice states of guild channels and lobby calls (op 4, op 17) and their grants. */
    voiceStates;
    /** What a test does to the emulator from outside the service's API ({@link RunningEmulator.control}). */
    control;
    #port;
    #dataFile;
    #fixtures;
    #apiPlugins;
    /** The lobbies each user is in (lobbies/membership.ts): READY's lobbies and connection announcements. */
    #membership;
    #started = false;
    /** Checks the options and builds the state; nothing listens until {@link start}. */
    constructor(options = {}) {
        checkEmulatorOptionKeys(options, 'startEmulator: options');
        const host = options.host ?? EMULATOR_HOST;
        if (host !== EMULATOR_HOST)
            throw new TypeError(`host: the emulator binds ${EMULATOR_HOST} only, received ${String(host)}`);
        this.#port = options.port ?? 0;
        if (!Number.isInteger(this.#port) || this.#port < 0 || this.#port > 65_535)
            throw new RangeError(`port: expected 0..65535, received ${String(this.#port)}`);
        this.bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
        if (options.controlToken !== undefined && !/^[\x21-\x7e]{16,512}$/.test(options.controlToken))
            throw new TypeError('controlToken: expected 16 to 512 visible ASCII characters');
        this.#controlToken = options.controlToken;
        if (!Number.isInteger(this.bodyLimit) || this.bodyLimit < 1024)
            throw new RangeError(`bodyLimit: expected an integer >= 1024, received ${String(this.bodyLimit)}`);
        this.ctx = createContext(options);
        const { store, clock, ids } = this.ctx;
        this.limiter = new RateLimiter(clock, options.rateLimits === undefined ? {} : checkRateLimitOptions(options.rateLimits));
        this.#dataFile = options.dataFile === undefined ? undefined : new DataFile(options.dataFile);
        this.#fixtures = options.fixtures;
        this.#apiPlugins = options.apiPlugins ?? [];
        this.oauth = new AuthorizationServer(this.ctx);
        this.messagePages = new MessagePages(store);
        this.commands = new CommandRegistry({
            collections: commandCollections(store),
            nextId: () => ids.next(),
            now: () => clock.now(),
        });
        this.interactions = new InteractionService(this.ctx, this.commands, this.requests);
        this.presences = new Presences(this.ctx);
        this.invites = new InviteService(this.ctx, this.presences);
        this.desktopApps = new DesktopApps(this.ctx, this.presences);
        this.provisional = new ProvisionalAccounts(this.ctx);
        this.oauth.merge = this.provisional.mergeFromForm;
        const events = new EventRouter([
            lobbyEvents(),
            directMessageEvents,
            relationshipEvents,
            presenceEvents,
            guildEvents,
            voiceEvents,
        ]);
        this.voice = new VoiceServer(this.ctx, checkVoiceOptions(options.voice), options.dataFile === undefined ? undefined : authorityFilesOf(options.dataFile));
        this.voiceStates = new VoiceStates(this.ctx, this.voice);
        const membership = new LobbyMembership(this.ctx);
        this.#membership = membership;
        const ready = new ReadyBuilder([
            lobbyReady(membership),
            relationshipReady,
            presenceReady(this.presences),
        ]);
        this.gateway = new Gateway(this.ctx, this.requests, {
            events,
            ready,
            presenceCommands: (sender, command) => {
                this.presences.command(sender, command);
                // Op 3's status is account-wide state (presence/state.ts) but has no response to wait for: it is
                // saved here, like an HTTP write, so a kill -9 after it keeps it (issue 38). A failed save is
                // logged; the next write retries the whole state.
                if (this.#dataFile)
                    this.persist().catch((error) => process.emitWarning(`the state could not be saved after a status update (op 3): ${error.message}`, 'EmulatorWarning'));
            },
            voice: this.voiceStates,
        }, checkGatewayOptions(options.gateway));
        this.voiceStates.dispatch = (sessionId, t, data) => this.gateway.dispatchToSession(sessionId, t, data);
        this.interactions.overGateway = (applicationId, payload) => this.gateway.dispatchToBot(applicationId, 'INTERACTION_CREATE', payload);
        this.control = createControl(this);
    }
    /** Loads the data file (or seeds the fixtures), then listens on 127.0.0.1. Once per emulator. */
    async start() {
        if (this.#started)
            throw new Error('this emulator was already started (build a new Emulator instead)');
        this.#started = true;
        const { ctx } = this;
        const loaded = this.#dataFile ? await this.#dataFile.load() : undefined;
        if (loaded) {
            restoreSnapshot(ctx, loaded);
            this.voiceStates.forgetSessionStates();
        }
        else if (this.#fixtures)
            applySeed(ctx, this.#fixtures);
        // An RSA key costs 50-300 ms of CPU (in libuv's pool): made while the server is built, and awaited
        // before start() resolves, so that no client's first sign-in waits for it.
        const keysReady = ctx.keys.ensure();
        keysReady.catch(() => undefined); // reported below; this only keeps a failure before then handled
        const server = await buildServer({
            ctx,
            limiter: this.limiter,
            faults: this.faults,
            requests: this.requests,
            bodyLimit: this.bodyLimit,
            controlToken: this.#controlToken,
            persist: this.#dataFile ? () => this.persist() : undefined,
            mounts: this.#mounts(),
        });
        // After the gateway's own subscription (made while the server was built): a change's dispatches go
        // out before the presence updates it causes (RELATIONSHIP_ADD, then the new friend's presence).
        ctx.events.subscribe((event) => this.presences.onEvent(event));
        // After presence: an invite's validity follows the PRESENCE_CHANGE its holder's activity records.
        ctx.events.subscribe((event) => this.invites.onEvent(event));
        ctx.events.subscribe(linkedMessageMirror(ctx));
        ctx.events.subscribe((event) => this.voiceStates.onEvent(event));
        // A merge or an unmerge revoked grants: the sessions of those tokens end now, not at the next sweep.
        ctx.events.subscribe((event) => {
            if (event.type === PROVISIONAL_MERGED_EVENT || event.type === PROVISIONAL_UNMERGED_EVENT)
                this.gateway.sweep();
        });
        // Last: a user's connection records its LOBBY_MEMBER_UPDATEs after every other listener reacted to it.
        ctx.events.subscribe(memberConnectionUpdates(ctx, this.#membership));
        try {
            await server.listen({ host: EMULATOR_HOST, port: this.#port });
        }
        catch (error) {
            await server.close().catch(() => undefined);
            throw listenError(error, this.#port);
        }
        try {
            await keysReady;
        }
        catch (error) {
            await server.close();
            throw error;
        }
        const address = server.server.address();
        ctx.baseUrl = `http://${EMULATOR_HOST}:${address.port}`;
        await this.persist();
        return {
            url: ctx.baseUrl,
            port: address.port,
            control: this.control,
            server,
            close: async () => {
                await this.desktopApps.closeAll();
                await this.voice.close();
                await server.close();
                await ctx.events.flush();
                await this.persist();
            },
        };
    }
    /** The routes, in the order they are registered. */
    #mounts() {
        return [
            { plugin: discoveryRoutes },
            { plugin: authorizeRoutes(this.oauth) },
            // The OAuth API answers both unversioned (`/api/oauth2/...`, as in the discovery document) and under v10.
            { plugin: oauthApiRoutes(this.oauth), prefix: '/api' },
            { plugin: oauthApiRoutes(this.oauth), prefix: API_PREFIX },
            { plugin: activationRoutes(this.oauth) },
            { plugin: deviceAuthorizeRoutes(this.oauth), prefix: '/api' },
            { plugin: deviceAuthorizeRoutes(this.oauth), prefix: API_PREFIX },
            { plugin: userRoutes, prefix: API_PREFIX },
            { plugin: voiceRoutes, prefix: API_PREFIX },
            { plugin: lobbyRoutes(this.messagePages, this.#membership), prefix: API_PREFIX },
            { plugin: guildRoutes, prefix: API_PREFIX },
            { plugin: linkedChannelRoutes, prefix: API_PREFIX },
            { plugin: directMessageRoutes, prefix: API_PREFIX },
            { plugin: relationshipRoutes, prefix: API_PREFIX },
            { plugin: inviteRoutes(this.invites), prefix: API_PREFIX },
            { plugin: gatewayRoutes(this.gateway), prefix: API_PREFIX },
            { plugin: commandRoutes(this.commands, this.commandResponses), prefix: API_PREFIX },
            { plugin: commandPermissionRoutes(this.commands), prefix: API_PREFIX },
            { plugin: interactionRoutes(this.interactions), prefix: API_PREFIX },
            { plugin: provisionalRoutes(this.provisional), prefix: API_PREFIX },
            { plugin: testIssuerRoutes(this.provisional.issuer) },
            ...this.#apiPlugins.map((plugin) => ({ plugin, prefix: API_PREFIX })),
            { plugin: controlRoutes(this.control, () => this.snapshotText()), prefix: CONTROL_PREFIX },
            { plugin: consoleRoutes(this), prefix: CONTROL_PREFIX },
        ];
    }
    /** Where it listens, never what it holds (the store keeps applications' secrets). */
    toString() {
        return `Emulator(${this.ctx.baseUrl})`;
    }
    /** What `console.log` and `util.inspect` print: the same as {@link toString}. */
    [inspect.custom]() {
        return this.toString();
    }
    /** The whole state as JSON text (what the data file holds). */
    snapshotText() {
        return snapshotText(this.ctx);
    }
    /** Writes the state if it changed since the last write (no-op without a data file). */
    async persist() {
        if (this.#dataFile)
            await this.#dataFile.save(() => this.snapshotText());
    }
    /** Empties the state (and what was remembered about it) and re-applies the start fixtures. */
    reset() {
        const { ctx } = this;
        this.gateway.reset();
        this.voice.terminateAll();
        this.presences.forget();
        ctx.store.clear();
        ctx.ids.reset();
        ctx.events.resync();
        ctx.callers.forget();
        this.oauth.forget();
        this.provisional.mergeDurationMs = 0;
        this.limiter.reset();
        this.faults.clear();
        this.requests.clear();
        ctx.settings.consent = { mode: 'page', userId: null };
        if (this.#fixtures)
            applySeed(ctx, this.#fixtures);
    }
    /**
     * Removes a user's account: every grant is revoked (APPLICATION_DEAUTHORIZED to each app), guild and
     * lobby memberships end, pending codes go, and the scripted consent forgets the user.
     */
    removeUser(userId) {
        const { ctx } = this;
        deauthorizeUser(ctx, userId);
        const user = ctx.store.users.get(userId);
        for (const [key, member] of ctx.store.members) {
            if (member.userId !== userId)
                continue;
            ctx.store.members.delete(key);
            if (user !== undefined)
                ctx.events.record('GUILD_MEMBER_REMOVE', null, { guild_id: member.guildId, user: publicUser(user) });
        }
        removeUserFromLobbies(ctx, userId);
        unlinkUserConnections(ctx, userId);
        forgetUserVoiceStates(ctx, userId);
        forgetUserRelationships(ctx, userId);
        for (const [hash, code] of ctx.store.codes)
            if (code.userId === userId)
                ctx.store.codes.delete(hash);
        ctx.store.users.delete(userId);
        if (ctx.settings.consent.userId === userId)
            ctx.settings.consent.userId = null;
    }
}
/** The state and services of a new emulator (what `app.emulator` is), from checked options. */
function createContext(options) {
    const clock = new EmulatorClock(options.clock);
    const settings = {
        consent: { mode: 'page', userId: null },
        codeTtlMs: options.codeTtlMs ?? 10 * 60 * 1000,
        accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? Limits.ACCESS_TOKEN_LIFETIME_SECONDS,
    };
    if (!(settings.codeTtlMs > 0))
        throw new RangeError('codeTtlMs: expected a number > 0');
    if (!(settings.accessTokenTtlSeconds > 0))
        throw new RangeError('accessTokenTtlSeconds: expected a number > 0');
    const store = new EmulatorStore();
    return {
        store,
        clock,
        ids: new IdSource(clock, options.seed),
        events: new EventLog(store, clock),
        keys: new SigningKeys(() => clock.now(), options.idTokenSigningAlg === undefined ? undefined : checkIdTokenSigningAlg(options.idTokenSigningAlg)),
        settings,
        random: new RandomTokens(options.random),
        callers: new Callers(store, clock),
        liveGrants: new LiveGrants(store),
        baseUrl: `http://${EMULATOR_HOST}`,
    };
}
/**
 * A port that cannot be had, said with what to do (the `code` kept): a busy one is the common case, when
 * a second emulator or another server already holds it.
 */
function listenError(error, port) {
    const code = error?.code;
    const where = `${EMULATOR_HOST}:${port}`;
    const choose = 'pick another port, or 0 for a free one (startEmulator({ port: 0 }); social-sdk emulator --port 0) and read the chosen one from the url';
    const message = code === 'EADDRINUSE'
        ? `the emulator cannot listen on ${where}: the port is in use by another process: ${choose}`
        : code === 'EACCES'
            ? `the emulator cannot listen on ${where}: this user may not use the port (below 1024 needs privileges): ${choose}`
            : undefined;
    if (message === undefined)
        return error;
    return Object.assign(new Error(message, { cause: error }), { code });
}
