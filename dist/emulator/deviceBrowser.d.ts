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
/** Options of {@link scriptedDeviceBrowser}. */
export interface ScriptedDeviceBrowserOptions {
    /** `approve` (default) or `deny`. */
    readonly decision?: 'approve' | 'deny' | undefined;
    /** Who approves (an id of the page's list). Default: the control API's consenting user, else the first. */
    readonly userId?: string | undefined;
    /** Types this instead of the code shown (a typo, a guess). */
    readonly typed?: string | undefined;
    /** Bound on each page load, ms (default 10000). */
    readonly timeoutMs?: number | undefined;
}
/** What the console shows: the fields of the SDK's device screen this needs. */
export interface ShownDeviceCode {
    readonly verificationUri: string;
    readonly userCode: string;
}
/**
 * Returns `(screen) => Promise<number>`: loads the activation page, posts the code and the decision, and
 * resolves with the status the page answered (200 done, 400 a wrong code, 429 too many wrong codes).
 */
export declare function scriptedDeviceBrowser(options?: ScriptedDeviceBrowserOptions): (screen: ShownDeviceCode) => Promise<number>;
