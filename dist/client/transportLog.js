import { LoggingSeverity } from '../model/logging.js';
/**
 * The transport hooks that write to a client's log.
 * @param log - the client's log.
 */
export function transportLogHooks(log) {
    return {
        onResponse: (event) => {
            const outcome = event.status === 0 ? `failed (${event.failure ?? 'network'})` : `${event.status}`;
            const severity = event.status === 0 || event.status >= 500 ? LoggingSeverity.Warning : LoggingSeverity.Verbose;
            log(`http: ${event.method} ${event.route} attempt ${event.attempt}: ${outcome} in ${Math.round(event.durationMs)} ms`, severity);
        },
        onRetry: (event) => {
            const what = event.reason === 'rate-limit' ? 'rate limited; waiting' : `${event.reason}; retrying in`;
            log(`http: ${event.method} ${event.route} ${what} ${event.delayMs} ms` +
                (event.status === 0 ? '' : ` after status ${event.status}`), LoggingSeverity.Warning);
        },
    };
}
