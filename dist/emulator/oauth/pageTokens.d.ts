import type { RandomTokens } from '../randomTokens.js';
/** How long a rendered form may be posted: the consent request's 10 minutes. */
export declare const PAGE_TOKEN_TTL_MS: number;
/** What a form's token is bound to. */
export interface PageBinding {
    /** Which page rendered the form: `activate`, or `consent:<request id>`. */
    readonly page: string;
    /** The user signed in when it was shown (the one the page preselects), or null when there was none. */
    readonly userId: string | null;
}
/** A checked token: good, made here but past its lifetime, or anything else (forged, foreign, absent). */
export type PageTokenCheck = 'valid' | 'expired' | 'invalid';
export declare class PageTokens {
    #private;
    private readonly random;
    constructor(random: RandomTokens);
    /** A token for a form rendered now (`now`: the emulator's clock, ms). */
    issue(binding: PageBinding, now: number): string;
    /** Whether `presented` (the posted field, any type) is a token of this page for this user, at `now`. */
    check(presented: unknown, binding: PageBinding, now: number): PageTokenCheck;
}
