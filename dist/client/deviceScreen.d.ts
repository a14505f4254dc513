/**
 * "The authorize-device screen" of the C++ library, for a Node process, which has no overlay: a pluggable
 * presenter the client hands what a console shows (the verification URL and the user code), and tells
 * when to take it down. The default prints both; an Electron game renders them in its window; a test
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
/**
 * The default presenter: prints the URL and the code on a line each to `write` (standard output).
 * @example
 * new Client({ deviceScreen: printingDeviceScreen((line) => logger.info(line)) });
 */
export declare function printingDeviceScreen(write?: (line: string) => void): DeviceScreenPresenter;
