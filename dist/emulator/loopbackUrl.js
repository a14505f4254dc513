/**
 * The emulator is a local tool: it delivers interactions only to the machine it runs on. An app's
 * interactions URL must be http(s) on a loopback address (127.0.0.0/8 or [::1]), checked when the app
 * is seeded and again before each delivery. Host names are refused, `localhost` too: a name can be made
 * to resolve anywhere.
 */
import { isHttpUrl, parseUrl } from '../rules/url.js';
/** Why `value` is not a loopback http(s) URL, or undefined when it is one. */
export function loopbackUrlProblem(value) {
    if (typeof value !== 'string')
        return 'expected an http(s) URL on 127.0.0.1 (or [::1]), or null';
    const url = parseUrl(value);
    if (url === undefined)
        return `not an absolute URL: ${JSON.stringify(value.slice(0, 100))}`;
    if (!isHttpUrl(url))
        return `expected http: or https:, got ${url.protocol}`;
    if (url.username !== '' || url.password !== '')
        return 'must not carry credentials';
    const host = url.hostname;
    if (host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host))
        return undefined;
    return `the emulator delivers interactions to loopback addresses only (127.0.0.1 or [::1]); got host ${JSON.stringify(host)}`;
}
