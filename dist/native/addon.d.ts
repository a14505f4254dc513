/**
 * The shape of the compiled addon (`build/Release/social_sdk.node`), as addon.cc exports it.
 * Kept apart from the loader so that later concerns (deep links) can extend it in one place.
 */
export interface NativeAddon {
    /** Fills a view in place from the OS CSPRNG; offset and size count elements, as Node's randomFillSync. */
    randomFill<T extends ArrayBufferView | ArrayBuffer>(buffer: T, offset?: number, size?: number): T;
    /** A new Buffer of `size` bytes from the OS CSPRNG. */
    randomBytes(size: number): Buffer;
    /** The OS call behind the randomness: `getrandom`, `getentropy` or `BCryptGenRandom`. */
    readonly randomSource: string;
    /** Bumped when the JavaScript-visible surface of the addon changes incompatibly. */
    readonly abiVersion: number;
    /**
     * Registers a URI scheme with the OS for the current user (Linux: a Desktop Entry plus mimeapps.list;
     * Windows: HKCU\Software\Classes; macOS: Launch Services for the running bundle). Throws TypeError or
     * RangeError for bad arguments before anything is written, Error with the OS error text on failure.
     */
    registerUriScheme(options: NativeUriSchemeOptions): NativeUriSchemeRegistration;
    /** Removes what registerUriScheme wrote for `scheme`; false when nothing of ours was registered. */
    unregisterUriScheme(scheme: string): boolean;
    /** The command line the OS runs for `scheme` (macOS: the handler's bundle id), or null when none. */
    queryUriScheme(scheme: string): string | null;
    /** How registrations are stored: `xdg-desktop-entry`, `windows-registry` or `launch-services`. */
    readonly uriSchemeBackend: string;
}
/** Arguments of the addon's registerUriScheme. */
export interface NativeUriSchemeOptions {
    /** RFC 3986 scheme, 2..64 characters; stored lowercased. */
    scheme: string;
    /**
     * Absolute path of the program the OS starts with the URL as its last argument. macOS: the path of an
     * application bundle (`.app`) registers that bundle; anything else registers the running one.
     */
    command: string;
    /** Arguments placed before the URL. */
    args?: readonly string[] | undefined;
    /** The name the OS shows for the handler. */
    displayName: string;
    /** Linux: the desktop file ID (without `.desktop`); defaults to `social-sdk-<scheme>`. */
    desktopId?: string | undefined;
    /**
     * Whether the OS appends the URL (`%u`, `"%1"`). Default true; false for a command that opens one fixed
     * URL (a Steam launch). macOS ignores it.
     */
    appendUrl?: boolean | undefined;
}
/** What the addon's registerUriScheme wrote. */
export interface NativeUriSchemeRegistration {
    /** The scheme, lowercased. */
    readonly scheme: string;
    /** The command line as the OS stores it (what queryUriScheme returns afterwards). */
    readonly command: string;
    /** The desktop file path, the registry key, or `LaunchServices:<bundle id>`. */
    readonly location: string;
}
/** The abiVersion this build of the TypeScript code expects. */
export declare const EXPECTED_ABI_VERSION = 1;
/** Checks that a loaded module really is our addon, of the expected ABI, before it is used. */
export declare function assertAddonShape(module: unknown): asserts module is NativeAddon;
