/**
 * The keys of `startEmulator`'s options and of the objects inside them (`clock`, `rateLimits`,
 * `gateway`), checked once by the `Emulator`'s constructor with the shared check (rules/optionKeys.ts):
 * a misspelled option (`{ rateLimit: false }`) fails at once, naming itself and what is allowed, instead
 * of leaving the default in place.
 */
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
export const EMULATOR_OPTION_KEYS = optionKeys({
    port: true,
    host: true,
    seed: true,
    clock: true,
    dataFile: true,
    fixtures: true,
    rateLimits: true,
    bodyLimit: true,
    controlToken: true,
    codeTtlMs: true,
    accessTokenTtlSeconds: true,
    idTokenSigningAlg: true,
    apiPlugins: true,
    gateway: true,
    voice: true,
    random: true,
});
const CLOCK_KEYS = optionKeys({ now: true, startMs: true, frozen: true });
const RATE_LIMIT_KEYS = optionKeys({ global: true, route: true, routes: true });
const GATEWAY_KEYS = optionKeys({
    heartbeatIntervalMs: true,
    identifyTimeoutMs: true,
    resumeWindowMs: true,
    replayFrames: true,
    replayBytes: true,
    identifyConcurrency: true,
    sessionStartLimit: true,
    maxSessionsPerUser: true,
    maxFrameBytes: true,
    frameLimit: true,
    frameWindowMs: true,
    maxGuildsPerShard: true,
    maxBufferedBytes: true,
});
const VOICE_KEYS = optionKeys({
    heartbeatIntervalMs: true,
    resumeWindowMs: true,
    identifyTimeoutMs: true,
    resumeBuffer: true,
    maxParticipants: true,
    dave: true,
});
/**
 * Checks the keys of `options` and of its nested option objects.
 * @param where - the caller's name for them (`startEmulator: options`, `testEmulator: options.emulator`).
 * @throws TypeError naming the unknown key, where it is, and the keys allowed there.
 */
export function checkEmulatorOptionKeys(options, where) {
    checkOptionKeys(options, EMULATOR_OPTION_KEYS, where);
    if (options === undefined)
        return;
    checkOptionKeys(options.clock, CLOCK_KEYS, `${where}.clock`);
    if (options.rateLimits !== false)
        checkOptionKeys(options.rateLimits, RATE_LIMIT_KEYS, `${where}.rateLimits`);
    checkOptionKeys(options.gateway, GATEWAY_KEYS, `${where}.gateway`);
    checkOptionKeys(options.voice, VOICE_KEYS, `${where}.voice`);
}
