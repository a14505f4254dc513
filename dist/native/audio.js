/**
 * The optional audio module (`social_sdk_audio.node`, native/audio_*.cc): OS audio devices through
 * RtAudio. It is a separate file from the main addon and is loaded lazily, on the first device call, so
 * that the main addon and `import('social-sdk')` never depend on the system's audio libraries. When it
 * is absent (not built: no audio headers, a platform without a build) or does not load (a missing
 * libpulse), {@link audioModule} says why and callers use the PCM-only path.
 *
 * Every call into it is bounded here: the native side probes and opens devices on libuv's worker pool,
 * and a backend that hangs (a stuck sound server) becomes a rejected Promise after {@link AUDIO_TIMEOUT_MS}.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PACKAGE_ROOT } from './loader.js';
/** How long one probe, open or close may take before it is reported as failed, ms. */
export const AUDIO_TIMEOUT_MS = 10_000;
/** The `.node` files the loader tries, in order. */
export function audioModuleCandidates(root = PACKAGE_ROOT) {
    return [
        join(root, 'build', 'audio', 'Release', 'social_sdk_audio.node'),
        join(root, 'build', 'audio', 'Debug', 'social_sdk_audio.node'),
    ];
}
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
    const path = env.SOCIAL_SDK_AUDIO_PATH ?? audioModuleCandidates(root).find((file) => existsSync(file));
    if (path === undefined)
        return { module: undefined, status: { loaded: false, error: missingReason(root) } };
    try {
        const module = createRequire(import.meta.url)(path);
        assertAudioShape(module);
        return { module, status: { loaded: true, path } };
    }
    catch (cause) {
        const message = cause instanceof Error ? cause.message : String(cause);
        return {
            module: undefined,
            status: { loaded: false, path, error: `could not load ${path}: ${message}` },
        };
    }
}
function missingReason(root) {
    const errorFile = join(root, 'build', 'audio', 'audio-build-error.txt');
    if (existsSync(errorFile))
        return `the audio module was not built: ${readFileSync(errorFile, 'utf8').trim()}`;
    return 'the audio module is not built (`npm run build:native` in the social-sdk package builds it where the system has audio headers: Debian libpulse-dev or libasound2-dev)';
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
