/**
 * The keys of a `Client`'s options and of the objects inside them (`connection`, `connection.policy`,
 * `desktopApp`), checked once by the constructor with the one shared check (rules/optionKeys.ts): a
 * misspelled option fails at once, naming itself and what is allowed, instead of leaving a default in
 * place. The fixtures of `social-sdk/testing` check their `client` option with the same lists.
 */
import type { ConnectionPolicy } from '../connection/machine.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import type {
  AudioDeviceOptions,
  ClientOptions,
  DesktopAppOptions,
  RealtimeOptions,
} from './clientOptions.js';

export const CLIENT_OPTION_KEYS = optionKeys<ClientOptions>({
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

const AUDIO_KEYS = optionKeys<AudioDeviceOptions>({
  devices: true,
  api: true,
  pollIntervalMs: true,
});

const CONNECTION_KEYS = optionKeys<RealtimeOptions>({
  policy: true,
  handshakeTimeoutMs: true,
  resumeHosts: true,
});

const POLICY_KEYS = optionKeys<ConnectionPolicy>({
  maxRetries: true,
  backoffBaseMs: true,
  backoffMaxMs: true,
  reidentifyMinMs: true,
  reidentifyMaxMs: true,
  healthyAfterMs: true,
});

const DESKTOP_APP_KEYS = optionKeys<DesktopAppOptions>({
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
export function checkClientOptionKeys(options: ClientOptions | undefined, where: string): void {
  checkOptionKeys(options, CLIENT_OPTION_KEYS, where);
  if (options === undefined) return;
  checkOptionKeys(options.connection, CONNECTION_KEYS, `${where}.connection`);
  checkOptionKeys(options.connection?.policy, POLICY_KEYS, `${where}.connection.policy`);
  if (options.desktopApp !== false)
    checkOptionKeys(options.desktopApp, DESKTOP_APP_KEYS, `${where}.desktopApp`);
  checkOptionKeys(options.audio, AUDIO_KEYS, `${where}.audio`);
}
