/**
 * The options of a `Client` and of the objects inside them (`connection`, `desktopApp`, `voice`,
 * `audio`), as types only. They live here, apart from the modules that read them, so that the context
 * and the one check of their keys (optionKeys.ts) can name them without importing the domain modules,
 * which themselves take the context: no import circle. Each module still exports its own options under
 * the same name.
 */
import type { RedirectMode } from '../auth/authorizer.js';
import type { UrlOpener } from '../auth/opener.js';
import type { ConnectionPolicy } from '../connection/machine.js';
import type { FetchLike } from '../http/transport.js';
import type { VoiceEncryptionMode } from '../model/voice.js';
import type { AudioCapture, AudioPlayback } from '../voice/audioIo.js';
import type { OpusBackend } from '../voice/opus.js';
import type { CallbackMode } from './callbacks.js';
import type { DeviceScreenPresenter } from './deviceScreen.js';
/** Options of a `Client`; all optional. */
export interface ClientOptions {
    /** The service's origin. Default `https://discord.com`; an emulator's `url` in tests and demos. */
    baseUrl?: string | undefined;
    /** Fetch implementation for every request. Default: the transport's own, over `node:http`. */
    fetch?: FetchLike | undefined;
    /** Opens the authorize URL. Default: the OS browser (xdg-open / open / rundll32 url.dll). */
    opener?: UrlOpener | undefined;
    /** How long `Authorize` waits for the redirect, ms. Default 300000 (5 minutes). */
    authorizeTimeoutMs?: number | undefined;
    /**
     * Redirect when `CustomSchemeParam` is unset: `'loopback'` (default; a one-shot server on 127.0.0.1) or
     * `'customScheme'` (`discord-<app id>:/authorize/callback`, delivered through `HandleRedirect`).
     */
    redirectMode?: RedirectMode | undefined;
    /** The application id, as `SetApplicationId` would set it. */
    applicationId?: bigint | string | undefined;
    /** Seconds of clock skew tolerated in ID-token checks (0..300). Default 60. */
    clockToleranceS?: number | undefined;
    /** Current time in Unix ms, for ID-token checks and token lifetimes. Default `Date.now`. */
    now?: (() => number) | undefined;
    /** Minimum ms between JWKS refetches caused by unknown key ids. Default 0 (one refetch per unknown kid). */
    jwksRefetchCooldownMs?: number | undefined;
    /**
     * Diagnostic lines of `Info` and above, without their severity (`AddLogCallback` gives both). Never
     * receives tokens, codes, state or nonce.
     */
    log?: ((line: string) => void) | undefined;
    /** Size at which `SetLogDir`'s `discord.log` is rotated to `discord.log.1`, bytes. Default 4 MiB. */
    logFileMaxBytes?: number | undefined;
    /**
     * The origin of the service's web pages that the client opens (a message in Discord, the connected-games
     * settings), as `ClientCreateOptions.WebBase`. Default `https://discord.com`.
     */
    webBase?: string | undefined;
    /**
     * When callbacks and events run: `'immediate'` (default) as soon as they are ready; `'pumped'` queued,
     * in order, until the game calls `RunCallbacks()`. Promises settle as they are ready in both modes.
     */
    callbackMode?: CallbackMode | undefined;
    /**
     * The authorize-device screen of `GetTokenFromDevice` and `OpenAuthorizeDeviceScreen`. Default: prints
     * the verification URL and the user code to standard output.
     */
    deviceScreen?: DeviceScreenPresenter | undefined;
    /** The realtime connection: retry policy and the bound of each handshake step (ms, default 20000). */
    connection?: RealtimeOptions | undefined;
    /**
     * The Discord app beside the game, over its local IPC socket (docs/desktop-app.md): where to look and
     * the bounds of its waits; `false` turns the path off (rich presence before `Connect` is then only kept
     * for Ready). Default: on, looking where the app listens on this OS.
     */
    desktopApp?: DesktopAppOptions | false | undefined;
    /**
     * Lobby voice calls (docs/voice.md): the CA the voice server's TLS chains to (the emulator's; Node's
     * `NODE_EXTRA_CA_CERTS` works too), bounds, the Opus package, and the audio I/O of each call.
     */
    voice?: VoiceOptions | undefined;
    /**
     * The OS audio devices (docs/voice.md): `devices: true` makes calls capture from the selected input
     * and play to the selected output (off by default: servers, bots and tests never open a microphone);
     * the backend and how often device changes are looked for.
     */
    audio?: AudioDeviceOptions | undefined;
}
/** Options of the realtime connection (`ClientOptions.connection`). */
export interface RealtimeOptions {
    /** Retry policy of lost connections. */
    policy?: Partial<ConnectionPolicy> | undefined;
    /** Bound of each handshake step (upgrade, HELLO, READY), ms. Default 20000. */
    handshakeTimeoutMs?: number | undefined;
    /**
     * Hosts a READY's `resume_gateway_url` may name besides the gateway's own site (`*.example.net` for
     * any subdomain). A URL outside them, or `ws:` after a `wss:` gateway, is not followed: the next
     * connection identifies afresh at the original gateway (docs/hostile-peers.md).
     * @default []
     */
    resumeHosts?: readonly string[] | undefined;
}
/** Options of the desktop-app path (`ClientOptions.desktopApp`); `false` there turns the path off. */
export interface DesktopAppOptions {
    /**
     * Folders to look for `discord-ipc-N` in (each with its Flatpak and Snap subfolders), instead of the
     * environment's (`XDG_RUNTIME_DIR`, `TMPDIR`, `TMP`, `TEMP`, `/tmp`; a named pipe on Windows).
     */
    directories?: readonly string[] | undefined;
    /** How long the app may take to answer the handshake, ms. @default 5000 */
    handshakeTimeoutMs?: number | undefined;
    /** How long a command may wait for the app's answer, ms. @default 10000 */
    commandTimeoutMs?: number | undefined;
    /** The first wait before looking for the app again, ms (doubled each time). @default 1000 */
    retryMinMs?: number | undefined;
    /** The longest wait before looking again, ms. @default 30000 */
    retryMaxMs?: number | undefined;
}
/** Voice options of a client (`ClientOptions.voice`). */
export interface VoiceOptions {
    /**
     * PEM certificate(s) the voice gateway's TLS may chain to, besides Node's roots and the file named by
     * `NODE_EXTRA_CA_CERTS` (both keep working): the emulator's local CA (`control.voice.certificateAuthority()`).
     */
    ca?: string | readonly string[] | undefined;
    /** How long a call waits for the main gateway's voice server before `JoinTimeout`, ms. Default 15000. */
    joinTimeoutMs?: number | undefined;
    /** Bound of each step of the voice handshake (WebSocket, Ready, UDP discovery...), ms. Default 15000. */
    handshakeTimeoutMs?: number | undefined;
    /**
     * The Opus package. By default `@discordjs/opus` when the game installed it and its prebuilt binary
     * loads (it is not a dependency of this package), else `opusscript` (a dependency, WebAssembly).
     */
    opus?: OpusBackend | undefined;
    /**
     * Transport encryption modes in order of preference: the first the voice server offers is used.
     * Default `['aead_aes256_gcm_rtpsize', 'aead_xchacha20_poly1305_rtpsize']` (the service prefers AES-GCM).
     */
    modes?: readonly VoiceEncryptionMode[] | undefined;
    /** Makes a call's capture (default: silence every 20 ms, the capture callback supplies the audio). */
    capture?: (() => AudioCapture) | undefined;
    /** Makes a call's playback (default: discards; the received callback is where a headless game hears). */
    playback?: (() => AudioPlayback) | undefined;
    /**
     * End-to-end encryption of calls (DAVE, through `@snazzah/davey`):
     * - `'preferred'` (default): offered; a call the server keeps transport-only still connects, but a call
     *   encrypted end to end is never downgraded (it ends: `SignalingUnexpectedClose`, detail 4017);
     * - `'required'`: a call that is not encrypted end to end ends (also when davey does not load here);
     * - `'off'`: not offered (a server that requires it closes with 4017).
     * @default 'preferred'
     */
    dave?: 'preferred' | 'required' | 'off' | undefined;
}
/** Audio options of a client (`ClientOptions.audio`). */
export interface AudioDeviceOptions {
    /**
     * Calls capture from the selected input device and play to the selected output device. Off by default,
     * so that servers, bots and test suites never open a microphone; a game turns it on. Calls given their
     * own `voice.capture` or `voice.playback` keep them.
     * @default false
     */
    devices?: boolean | undefined;
    /** The OS backend: `auto` (default), `pulse`, `alsa`, `wasapi`, `ds`, `core`. */
    api?: string | undefined;
    /** How often the device list is compared while a change callback is set or a call holds a device, ms. Default 1000. */
    pollIntervalMs?: number | undefined;
}
