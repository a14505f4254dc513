/**
 * Opening the authorize URL in the user's browser. The default opener runs the OS's URL handler with
 * `execFile` and an argument array: the URL is never seen by a shell. Only http(s) URLs are opened.
 */
import { nodeChildProcess } from '../native/builtins.js';
import { isHttpUrl, parseUrl } from '../rules/url.js';
import { AuthorizationError } from './errors.js';
/** The program and arguments that open `url` on `platform`. */
export function browserCommand(platform, url) {
    switch (platform) {
        case 'darwin':
            return { file: 'open', args: [url] };
        case 'win32':
            // url.dll's handler takes the URL as one argument; cmd.exe's `start` would parse `&` in it.
            return { file: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
        default:
            return { file: 'xdg-open', args: [url] };
    }
}
/** Throws unless `url` is an absolute http(s) URL. */
export function assertBrowserUrl(url) {
    const parsed = parseUrl(url);
    if (parsed === undefined) {
        throw new AuthorizationError('opener_failed', 'refusing to open a URL that does not parse');
    }
    if (!isHttpUrl(parsed)) {
        throw new AuthorizationError('opener_failed', `refusing to open a ${parsed.protocol} URL in the browser`);
    }
}
/**
 * How long the opener waits for the OS handler to exit. `open` and `rundll32` return at once, and so does
 * `xdg-open` under a desktop environment; without one, `xdg-open` runs the browser in the foreground and
 * only returns when it closes. A handler still running after this long has launched the browser: it is
 * left running (never killed, which would close the user's browser) and no longer holds the process open.
 */
export const OPENER_SETTLE_MS = 3_000;
/** The default opener: the OS browser through xdg-open / open / rundll32 url.dll. */
export const openInBrowser = (url) => {
    assertBrowserUrl(url);
    const { file, args } = browserCommand(process.platform, url);
    return new Promise((resolve, reject) => {
        const child = nodeChildProcess().execFile(file, args, { windowsHide: true }, (error) => {
            clearTimeout(settle);
            if (error) {
                // Node's message repeats the command line, URL (state, nonce) included: report only the code.
                const code = typeof error.code === 'string' ? error.code : `exit status ${String(error.code)}`;
                reject(new AuthorizationError('opener_failed', `could not open the browser with ${file} (${code})`));
            }
            else {
                resolve();
            }
        });
        const settle = setTimeout(() => {
            child.unref();
            child.stdout?.destroy();
            child.stderr?.destroy();
            resolve();
        }, OPENER_SETTLE_MS);
        settle.unref();
    });
};
