/** Opens a URL for the user; resolves once the handoff is done (not when the user finishes). */
export type UrlOpener = (url: string) => Promise<void> | void;
/** The program and arguments that open `url` on `platform`. */
export declare function browserCommand(platform: NodeJS.Platform, url: string): {
    file: string;
    args: string[];
};
/** Throws unless `url` is an absolute http(s) URL. */
export declare function assertBrowserUrl(url: string): void;
/**
 * How long the opener waits for the OS handler to exit. `open` and `rundll32` return at once, and so does
 * `xdg-open` under a desktop environment; without one, `xdg-open` runs the browser in the foreground and
 * only returns when it closes. A handler still running after this long has launched the browser: it is
 * left running (never killed, which would close the user's browser) and no longer holds the process open.
 */
export declare const OPENER_SETTLE_MS = 3000;
/** The default opener: the OS browser through xdg-open / open / rundll32 url.dll. */
export declare const openInBrowser: UrlOpener;
