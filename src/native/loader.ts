import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertAddonShape, type NativeAddon } from './addon.js';

/** What the loader found, for diagnostics (`social-sdk doctor`, tests, bug reports). */
export interface NativeStatus {
  /** True when the compiled addon is loaded and in use. */
  readonly loaded: boolean;
  /** The `.node` file that was loaded, or the one that was tried. */
  readonly path?: string;
  /** Why the addon is not loaded: a missing build, a failed build, a load error, or a deliberate opt-out. */
  readonly error?: string;
}

/**
 * The package root: the nearest folder above this code that holds a package.json. The code runs from
 * `src/native/` (tests), `dist/native/` (the CLI) or a chunk of `dist/bundle/` (the public entries), so the
 * depth is not fixed.
 */
export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(start: string): string {
  for (let dir = start; ; ) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    // At the file system's root without a package.json: the layout of the published package is assumed.
    if (parent === dir) return join(start, '..', '..');
    dir = parent;
  }
}

/** Where the build puts the addon, in the order the loader tries them. */
export function addonCandidates(root: string): string[] {
  return [join(root, 'build', 'Release', 'social_sdk.node'), join(root, 'build', 'Debug', 'social_sdk.node')];
}

/** Where `npm install` records why the optional addon build failed (see scripts/build-native.mjs). */
function buildErrorFile(root: string): string {
  return join(root, 'build', 'native-build-error.txt');
}

export interface LoadResult {
  readonly addon: NativeAddon | undefined;
  readonly status: NativeStatus;
}

/**
 * Loads the addon once. `SOCIAL_SDK_NATIVE=off` opts out deliberately; `SOCIAL_SDK_NATIVE_PATH` points
 * at a specific `.node` file (used by tests to exercise the fallback and by packagers with odd layouts).
 */
export function loadAddon(env: NodeJS.ProcessEnv = process.env, root: string = PACKAGE_ROOT): LoadResult {
  if (env.SOCIAL_SDK_NATIVE === 'off') {
    return { addon: undefined, status: { loaded: false, error: 'disabled by SOCIAL_SDK_NATIVE=off' } };
  }
  const override = env.SOCIAL_SDK_NATIVE_PATH;
  const path = override ?? addonCandidates(root).find((candidate) => existsSync(candidate));
  if (path === undefined) {
    return { addon: undefined, status: { loaded: false, error: missingReason(root) } };
  }
  try {
    const module: unknown = createRequire(import.meta.url)(path);
    assertAddonShape(module);
    return { addon: module, status: { loaded: true, path } };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return { addon: undefined, status: { loaded: false, path, error: `could not load ${path}: ${message}` } };
  }
}

function missingReason(root: string): string {
  const errorFile = buildErrorFile(root);
  if (existsSync(errorFile)) {
    return `the addon build failed at install: ${readFileSync(errorFile, 'utf8').trim()}`;
  }
  return `the addon is not built (no ${addonCandidates(root)[0]}); run \`npm run build:native\` in the social-sdk package (npm 11 skips dependency install scripts unless the package is listed in allowScripts)`;
}
