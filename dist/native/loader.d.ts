import { type NativeAddon } from './addon.js';
/**
 * Where a loaded addon came from: `build` (built from source in this package, `npm run build:native`),
 * `prebuild` (the binary shipped for this platform in `prebuilds/<platform>-<arch>/`), or `path` (the
 * file `SOCIAL_SDK_NATIVE_PATH` names).
 */
export type NativeSource = 'build' | 'prebuild' | 'path';
/** What the loader found, for diagnostics (`social-sdk native`, tests, bug reports). */
export interface NativeStatus {
    /** True when the compiled addon is loaded and in use. */
    readonly loaded: boolean;
    /** The `.node` file that was loaded, or the one that was tried. */
    readonly path?: string;
    /** Where the loaded (or tried) file came from. */
    readonly source?: NativeSource;
    /** Why the addon is not loaded: a missing build, a failed build, a load error, or a deliberate opt-out. */
    readonly error?: string;
}
/**
 * The package root: the nearest folder above this code that holds a package.json. The code runs from
 * `src/native/` (tests), `dist/native/` (the CLI) or a chunk of `dist/bundle/` (the public entries), so the
 * depth is not fixed.
 */
export declare const PACKAGE_ROOT: string;
/** The prebuild folder's name for a platform, in the Node-API prebuild convention (`linux-x64`). */
export declare function prebuildTarget(platform?: string, arch?: string): string;
/**
 * The addon files the loader tries, in order. A build from source comes first, as in node-gyp-build: it
 * exists only when someone built it on purpose (a developer changing native/, or a user whose host the
 * prebuild does not suit, such as Electron on Windows), and is then the one they mean.
 */
export declare function addonCandidates(root: string, target?: string): {
    readonly path: string;
    readonly source: NativeSource;
}[];
export interface LoadResult {
    readonly addon: NativeAddon | undefined;
    readonly status: NativeStatus;
}
/**
 * Loads the addon once. `SOCIAL_SDK_NATIVE=off` opts out deliberately; `SOCIAL_SDK_NATIVE_PATH` points
 * at a specific `.node` file (used by tests to exercise the fallback and by packagers with odd layouts).
 */
export declare function loadAddon(env?: NodeJS.ProcessEnv, root?: string): LoadResult;
