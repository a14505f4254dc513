/**
 * Registering `discord-<app id>` with the OS: the SDK's native registration first (it writes the
 * .desktop file on Linux, the registry on Windows, asks Launch Services on macOS), and Electron's own
 * `app.setAsDefaultProtocolClient` when the addon is not there. In development (`electron .`) the OS must
 * start Electron with our script, so both are given `process.execPath` and the script path.
 */

/** What registration needs from its surroundings (Electron and the SDK in the app, fakes in tests). */
export interface SchemeRegistrar {
  /** The SDK's `registerScheme` (throws when the native addon is absent). */
  registerNative(scheme: string, launch: { command: string; args: readonly string[] }): void;
  /** Electron's `app.setAsDefaultProtocolClient(scheme, path, args)`. */
  setDefaultProtocolClient(scheme: string, path: string, args: readonly string[]): boolean;
}

/** How the app was started: `defaultApp` is Electron's flag for `electron <script>`. */
export interface LaunchContext {
  readonly execPath: string;
  readonly defaultApp: boolean;
  readonly scriptPath: string | undefined;
}

export type RegistrationOutcome =
  | { readonly via: 'native' }
  | { readonly via: 'electron'; readonly nativeError: string }
  | { readonly via: 'none'; readonly nativeError: string };

/** The program and arguments the OS runs with the redirect URL appended. */
export function launchCommand(context: LaunchContext): { command: string; args: readonly string[] } {
  const args = context.defaultApp && context.scriptPath !== undefined ? [context.scriptPath] : [];
  return { command: context.execPath, args };
}

export function registerRedirectScheme(
  scheme: string,
  context: LaunchContext,
  registrar: SchemeRegistrar,
): RegistrationOutcome {
  const launch = launchCommand(context);
  try {
    registrar.registerNative(scheme, launch);
    return { via: 'native' };
  } catch (error) {
    const nativeError = error instanceof Error ? error.message : String(error);
    const registered = registrar.setDefaultProtocolClient(scheme, launch.command, launch.args);
    return registered ? { via: 'electron', nativeError } : { via: 'none', nativeError };
  }
}
