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
