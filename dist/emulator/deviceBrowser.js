/**
 * A user with a phone, for tests and headless demos of the device grant: given what the console shows
 * (the verification URL and the user code), it loads the activation page and posts the code and a
 * decision with the page's form token, as a person's browser would. Its function fits the SDK's
 * device-screen presenter, so a `Client` can show its screen straight to it.
 *
 * @example
 * const client = new Client({ baseUrl: emulator.url, deviceScreen: { open: scriptedDeviceBrowser(), close() {} } });
 * await client.GetTokenFromDevice(args);
 */
/** The form's hidden token field (its value is base64url and digits: nothing to unescape). */
const PAGE_TOKEN_FIELD = /<input type="hidden" name="page_token" value="([A-Za-z0-9_.-]+)">/;
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
const DEVICE_BROWSER_KEYS = optionKeys({
    decision: true,
    userId: true,
    typed: true,
    timeoutMs: true,
});
/**
 * Returns `(screen) => Promise<number>`: loads the activation page, posts the code and the decision, and
 * resolves with the status the page answered (200 done, 400 a wrong code, 429 too many wrong codes).
 */
export function scriptedDeviceBrowser(options = {}) {
    checkOptionKeys(options, DEVICE_BROWSER_KEYS, 'scriptedDeviceBrowser: options');
    const timeoutMs = options.timeoutMs ?? 10_000;
    return async (screen) => {
        const page = await fetch(screen.verificationUri, { signal: AbortSignal.timeout(timeoutMs) });
        const html = await page.text();
        if (!page.ok)
            throw new Error(`scriptedDeviceBrowser: the activation page answered ${page.status}`);
        const pageToken = PAGE_TOKEN_FIELD.exec(html)?.[1];
        if (pageToken === undefined)
            throw new Error('scriptedDeviceBrowser: the activation page has no form token');
        const form = new URLSearchParams({
            page_token: pageToken,
            user_code: options.typed ?? screen.userCode,
            decision: options.decision ?? 'approve',
        });
        if (options.userId !== undefined)
            form.set('user_id', options.userId);
        const answer = await fetch(new URL('/activate', screen.verificationUri), {
            method: 'POST',
            body: form,
            signal: AbortSignal.timeout(timeoutMs),
        });
        await answer.body?.cancel();
        return answer.status;
    };
}
