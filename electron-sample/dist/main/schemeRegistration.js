/**
 * Registering `discord-<app id>` with the OS: the SDK's native registration first (it writes the
 * .desktop file on Linux, the registry on Windows, asks Launch Services on macOS), and Electron's own
 * `app.setAsDefaultProtocolClient` when the addon is not there. In development (`electron .`) the OS must
 * start Electron with our script, so both are given `process.execPath` and the script path.
 */
/** The program and arguments the OS runs with the redirect URL appended. */
export function launchCommand(context) {
    const args = context.defaultApp && context.scriptPath !== undefined ? [context.scriptPath] : [];
    return { command: context.execPath, args };
}
export function registerRedirectScheme(scheme, context, registrar) {
    const launch = launchCommand(context);
    try {
        registrar.registerNative(scheme, launch);
        return { via: 'native' };
    }
    catch (error) {
        const nativeError = error instanceof Error ? error.message : String(error);
        const registered = registrar.setDefaultProtocolClient(scheme, launch.command, launch.args);
        return registered ? { via: 'electron', nativeError } : { via: 'none', nativeError };
    }
}
//# sourceMappingURL=schemeRegistration.js.map