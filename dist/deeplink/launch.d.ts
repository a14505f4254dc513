import { type SchemeRegistration } from './register.js';
/** What a launch registration wrote: the scheme, the command line as the OS stores it, and where. */
export type LaunchRegistration = SchemeRegistration;
/** The largest Steam app id (the C++ library takes a `uint32_t`). */
export declare const MAX_STEAM_APP_ID = 4294967295;
/** `steam://rungameid/<id>`: Steam's URL that starts (or focuses) an installed game. */
export declare function steamLaunchUrl(steamAppId: number): string;
/**
 * Registers `command` as what the OS starts for `discord-<applicationId>:` links, the link appended as
 * the last argument. An empty command means this program (see {@link defaultLaunchCommand}).
 *
 * @example
 * registerLaunchCommand('1234567890', '"/opt/My Game/game" --windowed');
 * @throws TypeError or RangeError naming the argument (nothing is written then): a bad application id, a
 *   command that is not a string, too long (over 32767 characters), with a control character (NUL, newline,
 *   ...) or an unbalanced quote, a relative program, `%` on Windows. Error with the OS's reason when the OS
 *   refuses, or when the native addon is not available.
 */
export declare function registerLaunchCommand(applicationId: string | bigint, command: string): LaunchRegistration;
/**
 * Registers the Steam launch of `steamAppId` as what the OS runs for `discord-<applicationId>:` links.
 *
 * @example
 * registerLaunchSteamApplication('1234567890', 570);
 * @throws TypeError or RangeError for a bad application id or Steam app id (an integer 1..4294967295);
 *   Error when there is no opener to run (no `xdg-open` on PATH; macOS), the OS refuses, or the addon is
 *   not available.
 */
export declare function registerLaunchSteamApplication(applicationId: string | bigint, steamAppId: number): LaunchRegistration;
/**
 * The Client's `RegisterLaunchCommand`: true when registered; false when the OS refused or the addon is
 * missing, the reason going to `log`. Bad arguments still throw, as {@link registerLaunchCommand}.
 */
export declare function tryRegisterLaunchCommand(applicationId: string | bigint, command: string, log?: ((line: string) => void) | undefined): boolean;
/** The Client's `RegisterLaunchSteamApplication`, with {@link tryRegisterLaunchCommand}'s contract. */
export declare function tryRegisterLaunchSteamApplication(applicationId: string | bigint, steamAppId: number, log?: ((line: string) => void) | undefined): boolean;
