/**
 * The fastify server: hooks shared by every route (request log, fault injection, rate limits,
 * persistence) and the service's error shapes (404, 405, 400 malformed JSON, 413, 50035, OAuth errors).
 * Which route plugins it mounts is the composition root's choice (emulator.ts); they see the state
 * through `app.emulator` (see context.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, {} from 'fastify';
import { ApiError, Errors } from './errors.js';
import { OAuthErrorResponse, sendOAuthError } from './oauth/errors.js';
import { OriginGuard } from './originGuard.js';
import { formatSeconds } from './rateLimits.js';
import { attachEntry, declareRequestEntry, entryOf } from './requestEntry.js';
import { authKind, redactedPath, redactedQuery } from './requestLog.js';
import { canonicalTarget } from './requestPath.js';
import { installRouteAuth } from './routeAuth.js';
import { SeedError } from './seedChecks.js';
/** Where the control API lives; it is neither logged, faulted nor rate limited. */
export const CONTROL_PREFIX = '/_emulator';
/**
 * Whether a canonical path is under the control prefix: `/_emulator` itself or below it (case as the
 * router matches it: exactly). `/_emulatorX` counts too: it routes nowhere, and guarding it costs nothing.
 */
export function isControlPath(path) {
    return path.startsWith(CONTROL_PREFIX);
}
/** Set by rewriteUrl on a raw request whose target has no canonical form; onRequest refuses it. */
const REFUSED_TARGET = Symbol('refusedTarget');
/** The console's static files: control paths that need no control token (they hold no state). */
const CONSOLE_FILES = `${CONTROL_PREFIX}/ui`;
/** The versioned API prefix. */
export const API_PREFIX = '/api/v10';
function routeInfo(infos, request) {
    // `routeOptions` is a getter that builds a fresh object on each access: read it once per request.
    const config = request.routeOptions.config;
    let info = infos.get(config);
    if (info === undefined) {
        info = { route: config.url ?? null, bucket: config.bucket, methodBuckets: new Map() };
        infos.set(config, info);
    }
    return info;
}
/** The route's rate-limit bucket name (default: method and route pattern). */
function bucketOf(info, method) {
    if (info.bucket !== undefined)
        return info.bucket;
    let bucket = info.methodBuckets.get(method);
    if (bucket === undefined) {
        bucket = `${method} ${info.route ?? '(unknown route)'}`;
        info.methodBuckets.set(method, bucket);
    }
    return bucket;
}
/** Builds (but does not start) the server. */
export async function buildServer(parts) {
    const { ctx } = parts;
    const routeInfos = new WeakMap();
    const app = Fastify({
        logger: false,
        bodyLimit: parts.bodyLimit,
        return503OnClosing: true,
        forceCloseConnections: true,
        onProtoPoisoning: 'error',
        onConstructorPoisoning: 'error',
        // discord-api-types encodes `@me` in paths (`/users/%40me`); the router matches segments undecoded,
        // so the encoded form is read as the service reads it: the same route.
        // (Every request passes here: only a URL with `%40` in it is searched.)
        //
        // Before that, every target is rewritten to its canonical spelling (requestPath.ts), so that the
        // origin guard, the request log, the fault rules and the router decide on one and the same path: the
        // router decodes what it matches, and a guard reading another spelling could be walked around.
        rewriteUrl: (request) => {
            const target = canonicalTarget(request.url ?? '/');
            if (!target.ok) {
                request[REFUSED_TARGET] = target.reason;
                return '/';
            }
            const path = target.path.includes('%40')
                ? target.path.replace(/\/users\/%40me(?=\/|$)/i, '/users/@me')
                : target.path;
            return target.query === '' ? path : `${path}?${target.query}`;
        },
    });
    app.decorate('emulator', ctx);
    const patterns = [];
    app.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods)
            patterns.push({ method: String(method), url: route.url, regex: routeRegex(route.url) });
    });
    app.decorate('routePatterns', () => patterns.map(({ method, url }) => ({ method, url })));
    declareRequestEntry(app);
    // Before any route is registered: each route's `config.auth` is recorded and checked (routeAuth.ts).
    installRouteAuth(app, ctx.callers, CONTROL_PREFIX);
    let port = 0;
    const guard = new OriginGuard({
        // Read from the socket until it listens, then kept: `address()` is a system call, and every request asks.
        port: () => {
            if (port === 0)
                port = app.server.address()?.port ?? 0;
            return port;
        },
        controlToken: parts.controlToken,
    });
    // One synchronous onRequest hook does the origin guard, then the request log, faults and rate limits:
    // no promise per request on the common path (only a fault with latency waits), and each step is
    // skipped when it is off.
    app.addHook('onRequest', (request, reply, done) => {
        const refused = request.raw[REFUSED_TARGET];
        if (refused !== undefined) {
            reply.code(400).send({ code: 0, message: `400: Bad Request (${refused})` });
            return;
        }
        // The URL is the canonical one rewriteUrl made: the path the router routed.
        const url = request.url;
        const path = pathOf(url);
        // First of all: the request must be for this emulator, and control requests from no web page.
        const control = isControlPath(path);
        const files = control && (path === CONSOLE_FILES || path.startsWith(`${CONSOLE_FILES}/`));
        const refusal = guard.check(request, files ? 'static' : control);
        if (refusal !== undefined) {
            reply.code(refusal.status).send({ code: 0, message: refusal.message });
            return;
        }
        // The control API is neither logged, faulted nor rate limited.
        if (control)
            return done();
        const api = path.startsWith('/api/');
        const method = request.method;
        const info = routeInfo(routeInfos, request);
        const bucket = api ? bucketOf(info, method) : null;
        const entry = parts.requests.start({
            time: ctx.clock.now(),
            method,
            // A static route's path is its pattern: keep the route's string rather than this request's copy.
            path: path === info.route ? info.route : redactedPath(path, info.route),
            query: redactedQuery(url),
            route: info.route,
            auth: authKind(request.headers.authorization),
            bucket,
        });
        attachEntry(request, entry);
        const fault = parts.faults.match(method, path);
        if (!fault)
            return limit(request, reply, bucket, done);
        entry.fault = fault.id;
        const apply = () => {
            if (fault.drop) {
                entry.dropped = true;
                reply.hijack();
                request.raw.socket.destroy();
            }
            else if (fault.retryAfter !== null)
                sendRateLimited(reply, fault.retryAfter, fault.scope);
            else if (fault.status !== null)
                sendFault(reply, fault);
            else
                limit(request, reply, bucket, done);
        };
        if (fault.latencyMs > 0)
            void sleep(fault.latencyMs).then(apply);
        else
            apply();
    });
    /**
     * Counts an API request (`bucket` set) against its rate-limit buckets; answers 429 or lets it through.
     * Requests outside the API (`bucket` null) are not limited.
     */
    function limit(request, reply, bucket, done) {
        if (bucket === null || !parts.limiter.active) {
            done();
            return;
        }
        const params = (request.params ?? {});
        const major = params.lobby_id ?? params.guild_id ?? params.application_id ?? params.channel_id ?? '';
        const decision = parts.limiter.take({ bucket, major, identity: identityOf(ctx, request) });
        reply.headers(decision.headers);
        if (decision.limited)
            sendRateLimited(reply, decision.limited.retryAfterSeconds, decision.limited.scope);
        else
            done();
    }
    const persist = parts.persist;
    if (persist)
        app.addHook('onSend', async (request, reply, payload) => {
            try {
                await persist();
                return payload;
            }
            catch (error) {
                const entry = entryOf(request);
                if (entry)
                    entry.error = `persistence failed: ${error.message}`;
                reply.code(500).header('content-type', 'application/json; charset=utf-8');
                return JSON.stringify({
                    code: 0,
                    message: '500: Internal Server Error (the state could not be saved)',
                });
            }
        });
    app.addHook('onResponse', (request, reply, done) => {
        const entry = entryOf(request);
        if (entry) {
            entry.status = reply.statusCode;
            entry.durationMs = Math.round(reply.elapsedTime * 1000) / 1000;
        }
        done();
    });
    app.setErrorHandler((error, request, reply) => {
        if (error instanceof OAuthErrorResponse)
            return sendOAuthError(reply, error);
        if (error instanceof ApiError)
            return reply.code(error.status).send(error.body());
        if (error instanceof SeedError)
            return reply.code(400).send({ code: 50035, message: error.message });
        const known = fastifyError(error, request.url);
        if (known)
            return reply.code(known.status).send(known.body());
        const entry = entryOf(request);
        if (entry)
            entry.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return reply.code(500).send({ code: 0, message: '500: Internal Server Error' });
    });
    app.setNotFoundHandler((request, reply) => {
        const path = pathOf(request.url);
        const allowed = [...new Set(patterns.filter((p) => p.regex.test(path)).map((p) => p.method))];
        if (allowed.length > 0) {
            const error = Errors.methodNotAllowed();
            return reply.code(405).header('allow', allowed.join(', ')).send(error.body());
        }
        return reply.code(404).send(Errors.notFound().body());
    });
    for (const { plugin, prefix } of parts.mounts)
        await app.register(plugin, prefix === undefined ? {} : { prefix });
    return app;
}
/** Maps fastify's own errors (body parsing, limits) to the service's shapes; OAuth paths get RFC 6749 bodies. */
function fastifyError(error, url) {
    const code = error.code;
    const oauth = /^\/api(\/v10)?\/oauth2\/token/.test(pathOf(url));
    switch (code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
            return oauth
                ? new OAuthErrorResponse('invalid_request', 'the body must be application/x-www-form-urlencoded')
                : Errors.invalidJson();
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
            return Errors.payloadTooLarge();
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
            return oauth
                ? new OAuthErrorResponse('invalid_request', 'the body must be application/x-www-form-urlencoded')
                : Errors.unsupportedMediaType();
        default:
            break;
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
        // JSON.parse failures and prototype-poisoning refusals.
        return oauth ? new OAuthErrorResponse('invalid_request', 'malformed request body') : Errors.invalidJson();
    }
    return undefined;
}
function sendRateLimited(reply, retryAfter, scope) {
    const global = scope === 'global';
    const body = {
        message: 'You are being rate limited.',
        retry_after: Math.round(retryAfter * 1000) / 1000,
        global,
        code: 0,
    };
    reply.code(429).headers({
        'retry-after': String(Math.max(1, Math.ceil(retryAfter))),
        'x-ratelimit-scope': scope,
        'x-ratelimit-reset-after': formatSeconds(retryAfter),
    });
    // Only a global 429 carries X-RateLimit-Global: clients (@discordjs/rest among them) take the header's
    // mere presence as "global" and would pause every route for a per-route limit.
    if (global)
        reply.header('x-ratelimit-global', 'true');
    return reply.send(body);
}
function sendFault(reply, fault) {
    const status = fault.status ?? 500;
    if (status === 204 || status === 304)
        return reply.code(status).send();
    const body = fault.body ?? { code: 0, message: `${status}: Injected fault` };
    return reply.code(status).send(body);
}
/**
 * Who the caller is for rate limiting: the digest of its Authorization header (remembered by this
 * emulator's callers: hashing each request's header is measurable at 10k req/s), or `ip:` and its
 * address (a base64url digest never contains `:`, so the two kinds cannot collide).
 */
function identityOf(ctx, request) {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || header === '')
        return `ip:${request.ip}`;
    return ctx.callers.digest(header);
}
function pathOf(url) {
    const at = url.indexOf('?');
    return at < 0 ? url : url.slice(0, at);
}
/** A route pattern (`/api/v10/lobbies/:lobby_id`) as a regular expression over concrete paths. */
function routeRegex(url) {
    const parts = url.split('/').map((segment) => {
        if (segment === '*')
            return '.*';
        if (segment.startsWith(':'))
            return '[^/]+';
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
    return new RegExp(`^${parts.join('/')}/?$`);
}
