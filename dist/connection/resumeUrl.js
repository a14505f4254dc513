/**
 * Which `resume_gateway_url` of a READY the client may follow. A RESUME carries the access token, so the
 * address a server names must not take the token anywhere the gateway the client was given would not:
 * - no downgrade: after a `wss:` gateway only `wss:`; after `ws:` (a local emulator) either;
 * - the same host as the gateway, a sibling under its parent domain when the gateway's host has at least
 *   three labels (`gateway.example.com` allows `gateway-us-east1-b.example.com`, as the service family
 *   hands out regional resume hosts), or a host of the configured allow list (`*.example.net` for any
 *   subdomain). IP addresses and one- or two-label names allow only themselves.
 * Anything else is refused, and the session is resumed nowhere: the next connection identifies afresh on
 * the original gateway.
 */
import { parseUrl } from '../rules/url.js';
/**
 * @param gateway - the gateway's address the client was given (`GET /gateway`).
 * @param offered - READY's `resume_gateway_url`.
 * @param allowedHosts - extra hosts (`resume.example.net`, `*.example.net`), lower case.
 * @example
 * checkResumeUrl('wss://gateway.example.com', 'ws://gateway.example.com', []) // refused: a downgrade
 */
export function checkResumeUrl(gateway, offered, allowedHosts = []) {
    const given = parseUrl(gateway);
    const next = parseUrl(offered);
    if (given === undefined || next === undefined)
        return { ok: false, reason: 'resume_gateway_url: expected an absolute ws: or wss: URL' };
    if (next.protocol !== 'wss:' && next.protocol !== 'ws:')
        return { ok: false, reason: 'resume_gateway_url: expected a ws: or wss: URL' };
    if (given.protocol === 'wss:' && next.protocol !== 'wss:')
        return { ok: false, reason: 'resume_gateway_url: ws: after a wss: gateway (a downgrade)' };
    if (next.username !== '' || next.password !== '')
        return { ok: false, reason: 'resume_gateway_url: credentials in the URL' };
    const host = next.hostname.toLowerCase();
    if (!sameSite(given.hostname.toLowerCase(), host) && !allowedHosts.some((rule) => matches(rule, host)))
        return {
            ok: false,
            reason: 'resume_gateway_url: a host outside the gateway\u2019s domain and the allow list',
        };
    return { ok: true, url: next.href };
}
/** Checks the allow list once (a clear error naming the entry). */
export function checkAllowedHosts(hosts, where) {
    if (hosts === undefined)
        return [];
    if (!Array.isArray(hosts))
        throw new TypeError(`${where}: expected an array of host names`);
    return hosts.map((host, i) => {
        if (typeof host !== 'string' || !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(host))
            throw new TypeError(`${where}[${i}]: expected a host name, or *.domain for its subdomains`);
        return host.toLowerCase();
    });
}
function matches(rule, host) {
    return rule.startsWith('*.') ? host.endsWith(rule.slice(1)) : host === rule;
}
function sameSite(gateway, host) {
    if (gateway === host)
        return true;
    const labels = gateway.split('.');
    if (isIpLiteral(gateway) || labels.length < 3)
        return false;
    return host.endsWith(`.${labels.slice(1).join('.')}`);
}
function isIpLiteral(host) {
    return host.startsWith('[') || /^\d+(\.\d+){3}$/.test(host);
}
