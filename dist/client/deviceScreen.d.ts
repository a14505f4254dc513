/**
 * "The authorize-device screen" of the C++ library, for a Node process, which has no overlay: a pluggable
 * presenter the client hands what a console shows (the verification URL and the user code), and tells
 * when to take it down. The default prints both and a QR code of the complete link (a phone's camera
 * opens it with the code filled in); an Electron game renders them in its window; a test
 * hands them to `scriptedDeviceBrowser` of the emulator.
 */
import type { DeviceCodeShown } from '../auth/deviceGrant.js';
/** What the screen shows. */
export type DeviceScreen = DeviceCodeShown;
/** Shows and hides the device screen. */
export interface DeviceScreenPresenter {
    /**
     * Shows the screen. Call `closed()` if the player closes it (the client then runs the
     * `SetAuthorizeDeviceScreenClosedCallback` callback). A returned promise that rejects is logged.
     */
    open(screen: DeviceScreen, closed: () => void): unknown;
    /** Hides it (the flow ended, or `CloseAuthorizeDeviceScreen`). */
    close(): void;
}
/** Options of {@link printingDeviceScreen}. */
export interface PrintingDeviceScreenOptions {
    /**
     * Also print a QR code of `verificationUriComplete`, drawn with half blocks (light modules drawn, for
     * a terminal's light-on-dark text). Default true; a link too long for a QR code is printed without one.
     */
    qrCode?: boolean | undefined;
}
/**
 * The default presenter: prints the URL and the code on a line each to `write` (standard output), then a
 * QR code of the complete link, one line of it per `write`.
 * @example
 * new Client({ deviceScreen: printingDeviceScreen((line) => logger.info(line), { qrCode: false }) });
 */
export declare function printingDeviceScreen(write?: (line: string) => void, options?: PrintingDeviceScreenOptions): DeviceScreenPresenter;
