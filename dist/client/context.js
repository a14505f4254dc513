import { DEFAULT_AUTHORIZE_TIMEOUT_MS } from '../auth/authorizer.js';
import { openInBrowser } from '../auth/opener.js';
import { SignInSession } from '../auth/session.js';
import { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, Transport } from '../http/transport.js';
import { LoggingSeverity } from '../model/logging.js';
import { EventDelivery } from './events.js';
import { Logger } from './logging.js';
import { checkClientOptionKeys } from './optionKeys.js';
import { Realtime } from './realtime.js';
import { settle } from './results.js';
import { SocialCache } from './socialCache.js';
import { TokenState } from './tokenState.js';
import { transportLogHooks } from './transportLog.js';
import { webOrigin } from './webLinks.js';
/**
 * Builds a client's context.
 * @param options - the client's options.
 * @param emitter - where the client's `on(...)` listeners are registered (the `Client` itself).
 * @returns the context, with nothing shared between clients but `RunCallbacks()`'s list of queues.
 * @throws TypeError or RangeError for an invalid callback mode, connection policy or timeout, or an
 *   option the client does not take (misspelled, say).
 */
export function createClientContext(options, emitter) {
    checkClientOptionKeys(options, 'new Client: options');
    const now = options.now ?? Date.now;
    const logger = new Logger({ plain: options.log, fileMaxBytes: options.logFileMaxBytes, now });
    const log = logger.write;
    const events = new EventDelivery(emitter, options.callbackMode ?? 'immediate', log, (severity) => logger.hears(severity));
    const transport = new Transport({
        baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
        fetch: options.fetch,
        timeoutMs: DEFAULT_TIMEOUT_MS,
    });
    // Added, not given as the options' hooks: a user's `transport.setHooks` must not silence the log.
    transport.addHooks(transportLogHooks(log));
    const opener = options.opener ?? openInBrowser;
    const session = new SignInSession({
        transport,
        opener,
        redirectMode: options.redirectMode,
        timeoutMs: options.authorizeTimeoutMs ?? DEFAULT_AUTHORIZE_TIMEOUT_MS,
        jwksRefetchCooldownMs: options.jwksRefetchCooldownMs,
        clockToleranceS: options.clockToleranceS,
        now,
        log,
        onDeauthorized: (event) => {
            log(`application ${event.applicationId} was deauthorized (invalid_grant on refresh)`, LoggingSeverity.Warning);
            events.deliver('deauthorized', event);
        },
    });
    const tokens = new TokenState(transport, now, log);
    const cache = new SocialCache(log);
    const realtime = new Realtime({ transport, tokens, cache, events, log }, options.connection);
    const context = {
        transport,
        tokens,
        session,
        realtime,
        cache,
        events,
        log,
        logger,
        opener,
        webBase: webOrigin(options.webBase),
        requestOptions: () => ({ signal: session.pendingRequestsSignal }),
        settle: (work, callback, spread, empty) => settle(work, callback, spread, empty, events.run),
        call: (name, work, callback, empty) => context.settle(async () => work(realtime.requireReady(name)), callback, (value) => (value === undefined ? [] : [value]), empty),
    };
    return context;
}
