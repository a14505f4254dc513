import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertAddonShape } from './addon.js';
/**
 * The package root: the nearest folder above this code that holds a package.json. The code runs from
 * `src/native/` (tests), `dist/native/` (the CLI) or a chunk of `dist/bundle/` (the public entries), so the
 * depth is not fixed.
 */
export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
function findPackageRoot(start) {
    for (let dir = start;;) {
        if (existsSync(join(dir, 'package.json')))
            return dir;
        const parent = dirname(dir);
        // At the file system's root without a package.json: the layout of the published package is assumed.
        if (parent === dir)
            return join(start, '..', '..');
        dir = parent;
    }
}
/** The prebuild folder's name for a platform, in the Node-API prebuild convention (`linux-x64`). */
export function prebuildTarget(platform = process.platform, arch = process.arch) {
    return `${platform}-${arch}`;
}
/**
 * The addon files the loader tries, in order. A build from source comes first, as in node-gyp-build: it
 * exists only when someone built it on purpose (a developer changing native/, or a user whose host the
 * prebuild does not suit, such as Electron on Windows), and is then the one they mean.
 */
export function addonCandidates(root, target = prebuildTarget()) {
    return [
        { path: join(root, 'build', 'Release', 'social_sdk.node'), source: 'build' },
        { path: join(root, 'build', 'Debug', 'social_sdk.node'), source: 'build' },
        { path: join(root, 'prebuilds', target, 'social_sdk.node'), source: 'prebuild' },
    ];
}
/** Where `npm run build:native` records why the addon build failed (see scripts/build-native.mjs). */
function buildErrorFile(root) {
    return join(root, 'build', 'native-build-error.txt');
}
/**
 * Loads the addon once. `SOCIAL_SDK_NATIVE=off` opts out deliberately; `SOCIAL_SDK_NATIVE_PATH` points
 * at a specific `.node` file (used by tests to exercise the fallback and by packagers with odd layouts).
 */
export function loadAddon(env = process.env, root = PACKAGE_ROOT) {
    if (env.SOCIAL_SDK_NATIVE === 'off') {
        return { addon: undefined, status: { loaded: false, error: 'disabled by SOCIAL_SDK_NATIVE=off' } };
    }
    const override = env.SOCIAL_SDK_NATIVE_PATH;
    const found = override === undefined
        ? addonCandidates(root).find((candidate) => existsSync(candidate.path))
        : { path: override, source: 'path' };
    if (found === undefined) {
        return { addon: undefined, status: { loaded: false, error: missingReason(root) } };
    }
    const { path, source } = found;
    try {
        const module = createRequire(import.meta.url)(path);
        assertAddonShape(module);
        return { addon: module, status: { loaded: true, path, source } };
    }
    catch (cause) {
        const message = cause instanceof Error ? cause.message : String(cause);
        const hint = source === 'prebuild' ? `; ${BUILD_HINT}` : '';
        return {
            addon: undefined,
            status: { loaded: false, path, source, error: `could not load ${path}: ${message}${hint}` },
        };
    }
}
/** How to build the addon from source, said wherever a prebuild is missing or does not load. */
const BUILD_HINT = 'build it from source with CMake 3.15+ and a C++17 compiler: `npm run build:native` in the social-sdk package folder (node_modules/social-sdk)';
function missingReason(root) {
    const errorFile = buildErrorFile(root);
    if (existsSync(errorFile)) {
        return `the addon build failed: ${readFileSync(errorFile, 'utf8').trim()}`;
    }
    const shipped = existsSync(join(root, 'prebuilds')) ? readdirSync(join(root, 'prebuilds')).sort() : [];
    const prebuilds = shipped.length > 0 ? `prebuilds exist for ${shipped.join(', ')}` : 'this copy has no prebuilds';
    return `no prebuilt addon for ${prebuildTarget()} (${prebuilds}) and none built from source (no ${addonCandidates(root)[0]?.path}); ${BUILD_HINT}`;
}
