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
/** The verdict on a `resume_gateway_url`: the URL to use, or why it is refused (no URL in the reason). */
export type ResumeUrlVerdict = {
    ok: true;
    url: string;
} | {
    ok: false;
    reason: string;
};
/**
 * @param gateway - the gateway's address the client was given (`GET /gateway`).
 * @param offered - READY's `resume_gateway_url`.
 * @param allowedHosts - extra hosts (`resume.example.net`, `*.example.net`), lower case.
 * @example
 * checkResumeUrl('wss://gateway.example.com', 'ws://gateway.example.com', []) // refused: a downgrade
 */
export declare function checkResumeUrl(gateway: string, offered: string, allowedHosts?: readonly string[]): ResumeUrlVerdict;
/** Checks the allow list once (a clear error naming the entry). */
export declare function checkAllowedHosts(hosts: readonly string[] | undefined, where: string): readonly string[];
