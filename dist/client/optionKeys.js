import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
export const CLIENT_OPTION_KEYS = optionKeys({
    baseUrl: true,
    fetch: true,
    opener: true,
    authorizeTimeoutMs: true,
    redirectMode: true,
    applicationId: true,
    clockToleranceS: true,
    now: true,
    jwksRefetchCooldownMs: true,
    log: true,
    logFileMaxBytes: true,
    webBase: true,
    callbackMode: true,
    deviceScreen: true,
    connection: true,
    desktopApp: true,
    voice: true,
    audio: true,
});
const AUDIO_KEYS = optionKeys({
    devices: true,
    api: true,
    pollIntervalMs: true,
});
const CONNECTION_KEYS = optionKeys({
    policy: true,
    handshakeTimeoutMs: true,
    resumeHosts: true,
});
const POLICY_KEYS = optionKeys({
    maxRetries: true,
    backoffBaseMs: true,
    backoffMaxMs: true,
    reidentifyMinMs: true,
    reidentifyMaxMs: true,
    healthyAfterMs: true,
});
const DESKTOP_APP_KEYS = optionKeys({
    directories: true,
    handshakeTimeoutMs: true,
    commandTimeoutMs: true,
    retryMinMs: true,
    retryMaxMs: true,
});
/**
 * Checks the keys of `options` and of its nested option objects.
 * @param where - the caller's name for them (`new Client: options`, `players: options.client`).
 * @throws TypeError naming the unknown key, where it is, and the keys allowed there.
 */
export function checkClientOptionKeys(options, where) {
    checkOptionKeys(options, CLIENT_OPTION_KEYS, where);
    if (options === undefined)
        return;
    checkOptionKeys(options.connection, CONNECTION_KEYS, `${where}.connection`);
    checkOptionKeys(options.connection?.policy, POLICY_KEYS, `${where}.connection.policy`);
    if (options.desktopApp !== false)
        checkOptionKeys(options.desktopApp, DESKTOP_APP_KEYS, `${where}.desktopApp`);
    checkOptionKeys(options.audio, AUDIO_KEYS, `${where}.audio`);
}
