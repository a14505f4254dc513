/**
 * The optional audio module (`social_sdk_audio.node`, native/audio_*.cc): OS audio devices through
 * RtAudio. It is a separate file from the main addon and is loaded lazily, on the first device call, so
 * that the main addon and `import('social-sdk')` never depend on the system's audio libraries. Like the
 * main addon it comes prebuilt (prebuilds/<platform>-<arch>/social_sdk_audio.node, scripts/prebuild.sh)
 * and a build from source comes first. When it is absent (a platform without a prebuild and no build) or
 * does not load (a Linux without libpulse or libasound), {@link audioModule} says why and callers use the
 * PCM-only path.
 *
 * Every call into it is bounded here: the native side probes and opens devices on libuv's worker pool,
 * and a backend that hangs (a stuck sound server) becomes a rejected Promise after {@link AUDIO_TIMEOUT_MS}.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PACKAGE_ROOT, prebuildTarget } from './loader.js';
/** How long one probe, open or close may take before it is reported as failed, ms. */
export const AUDIO_TIMEOUT_MS = 10_000;
/**
 * The `.node` files the loader tries, in order: a build from source first (it exists only when someone
 * built it on purpose), then the prebuild shipped for this platform, as for the main addon.
 */
export function audioModuleCandidates(root = PACKAGE_ROOT, target = prebuildTarget()) {
    return [
        { path: join(root, 'build', 'audio', 'Release', 'social_sdk_audio.node'), source: 'build' },
        { path: join(root, 'build', 'audio', 'Debug', 'social_sdk_audio.node'), source: 'build' },
        { path: join(root, 'prebuilds', target, 'social_sdk_audio.node'), source: 'prebuild' },
    ];
}
/**
 * Said when a Linux module does not load for want of a shared library: the prebuilt one links the
 * system's PulseAudio and ALSA client libraries (libpulse-simple, libpulse, libasound).
 */
const MISSING_LIBRARY_HINT = 'the audio module needs the PulseAudio and ALSA client libraries (Debian/Ubuntu: apt-get install libpulse0 libasound2; desktops have them); calls use the PCM-only path';
function assertAudioShape(value) {
    const module = value;
    if (typeof module !== 'object' ||
        module === null ||
        typeof module.apis !== 'function' ||
        typeof module.listDevices !== 'function' ||
        typeof module.openStream !== 'function' ||
        module.abiVersion !== 1)
        throw new Error('not the social-sdk audio module (or a version this code does not speak)');
}
/**
 * Loads the audio module from `root` (no caching: see {@link audioModule}). `SOCIAL_SDK_AUDIO=off` opts
 * out; `SOCIAL_SDK_AUDIO_PATH` names a specific `.node` file.
 */
export function loadAudioModule(env = process.env, root = PACKAGE_ROOT) {
    if (env.SOCIAL_SDK_AUDIO === 'off')
        return { module: undefined, status: { loaded: false, error: 'disabled by SOCIAL_SDK_AUDIO=off' } };
    const override = env.SOCIAL_SDK_AUDIO_PATH;
    const found = override === undefined
        ? audioModuleCandidates(root).find((candidate) => existsSync(candidate.path))
        : { path: override, source: 'path' };
    if (found === undefined)
        return { module: undefined, status: { loaded: false, error: missingReason(root) } };
    const { path, source } = found;
    try {
        const module = createRequire(import.meta.url)(path);
        assertAudioShape(module);
        return { module, status: { loaded: true, path, source } };
    }
    catch (cause) {
        const message = cause instanceof Error ? cause.message : String(cause);
        const hint = /\blib(pulse|asound)[\w-]*\.so[.\d]*: cannot open shared object file/.test(message)
            ? `; ${MISSING_LIBRARY_HINT}`
            : '';
        return {
            module: undefined,
            status: { loaded: false, path, source, error: `could not load ${path}: ${message}${hint}` },
        };
    }
}
function missingReason(root) {
    const errorFile = join(root, 'build', 'audio', 'audio-build-error.txt');
    if (existsSync(errorFile))
        return `the audio module was not built and has no prebuild for ${prebuildTarget()}: ${readFileSync(errorFile, 'utf8').trim()}`;
    return `the audio module is not built and has no prebuild for ${prebuildTarget()} (\`npm run build:native\` in the social-sdk package builds it where the system has audio headers: Debian libpulse-dev or libasound2-dev)`;
}
let loaded;
/** The audio module of this package, loaded on first use and then kept (with its status). */
export function audioModule() {
    loaded ??= loadAudioModule();
    return loaded;
}
/**
 * `promise`, or a rejection naming `what` once {@link AUDIO_TIMEOUT_MS} (or `ms`) pass first. The timer
 * is unref'd: a hung backend never keeps the process alive.
 */
export function boundedAudio(promise, what, ms = AUDIO_TIMEOUT_MS) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
        timer.unref();
        promise.then((value) => {
            clearTimeout(timer);
            resolve(value);
        }, (error) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
}
