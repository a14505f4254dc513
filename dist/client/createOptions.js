/**
 * `ClientCreateOptions`, the C++ library's constructor argument, for code ported from it:
 * `new Client(options)` with an instance of it means `{ baseUrl: ApiBase, webBase: WebBase }` of
 * `ClientOptions`. Its audio members are kept and read back as set, with nothing to apply on a desktop OS
 * (docs/voice.md): `ExperimentalAudioSystem` chooses between mobile audio paths (Node and Electron have
 * one), `ExperimentalAndroidPreventCommsForBluetooth` is Android's, and `CpuAffinityMask` is a hint the
 * C++ header lets platforms ignore (the SDK runs on the game's event loop; the audio module's device
 * threads belong to the OS backend).
 */
import { ValidationError } from '../http/errors.js';
import { isHttpUrl, parseUrl } from '../rules/url.js';
import { AudioSystem } from './callValues.js';
import { DEFAULT_WEB_BASE } from './webLinks.js';
/** The options of the C++ library's `Client(ClientCreateOptions)`. */
export class ClientCreateOptions {
    #apiBase = 'https://discord.com/api';
    #webBase = DEFAULT_WEB_BASE;
    #audioSystem = AudioSystem.Standard;
    #preventCommsForBluetooth = false;
    #cpuAffinityMask;
    /** Where the API is: the service's origin, with or without `/api` (default `https://discord.com/api`). */
    ApiBase() {
        return this.#apiBase;
    }
    /**
     * @param ApiBase - an http(s) URL: the origin, or the origin followed by `/api`.
     * @throws ValidationError naming `ApiBase` for anything else.
     */
    SetApiBase(ApiBase) {
        apiOrigin(ApiBase);
        this.#apiBase = ApiBase;
    }
    /** Where the web pages the client opens are (default `https://discord.com`). */
    WebBase() {
        return this.#webBase;
    }
    /**
     * @param WebBase - an http(s) URL; its origin is used.
     * @throws ValidationError naming `WebBase` unless an http or https URL.
     */
    SetWebBase(WebBase) {
        httpUrl('WebBase', WebBase);
        this.#webBase = WebBase;
    }
    /** The mobile audio path (default `AudioSystem.Standard`); kept, with nothing to choose on a desktop OS. */
    ExperimentalAudioSystem() {
        return this.#audioSystem;
    }
    /** @throws ValidationError naming `ExperimentalAudioSystem` unless an `AudioSystem` value. */
    SetExperimentalAudioSystem(ExperimentalAudioSystem) {
        if (ExperimentalAudioSystem !== AudioSystem.Standard && ExperimentalAudioSystem !== AudioSystem.Game)
            throw ValidationError.argument('ExperimentalAudioSystem', `ExperimentalAudioSystem: expected AudioSystem.Standard (0) or AudioSystem.Game (1), got ${String(ExperimentalAudioSystem)}`);
        this.#audioSystem = ExperimentalAudioSystem;
    }
    /** Android's Bluetooth routing switch (default false); kept, with nothing to do on a desktop OS. */
    ExperimentalAndroidPreventCommsForBluetooth() {
        return this.#preventCommsForBluetooth;
    }
    /** @throws ValidationError naming `ExperimentalAndroidPreventCommsForBluetooth` unless a boolean. */
    SetExperimentalAndroidPreventCommsForBluetooth(ExperimentalAndroidPreventCommsForBluetooth) {
        if (typeof ExperimentalAndroidPreventCommsForBluetooth !== 'boolean')
            throw ValidationError.argument('ExperimentalAndroidPreventCommsForBluetooth', `ExperimentalAndroidPreventCommsForBluetooth: expected a boolean, got ${typeof ExperimentalAndroidPreventCommsForBluetooth}`);
        this.#preventCommsForBluetooth = ExperimentalAndroidPreventCommsForBluetooth;
    }
    /** The thread-affinity hint (a 64-bit mask), or undefined (the default); kept, and ignored here. */
    CpuAffinityMask() {
        return this.#cpuAffinityMask;
    }
    /**
     * @param CpuAffinityMask - a mask of 0..2^64-1 as a bigint, a safe integer or a decimal string; undefined
     *   clears it.
     * @throws ValidationError naming `CpuAffinityMask` for anything else.
     */
    SetCpuAffinityMask(CpuAffinityMask) {
        if (CpuAffinityMask === undefined) {
            this.#cpuAffinityMask = undefined;
            return;
        }
        let mask;
        if (typeof CpuAffinityMask === 'bigint')
            mask = CpuAffinityMask;
        else if (typeof CpuAffinityMask === 'number' && Number.isSafeInteger(CpuAffinityMask))
            mask = BigInt(CpuAffinityMask);
        else if (typeof CpuAffinityMask === 'string' && /^\d{1,20}$/.test(CpuAffinityMask))
            mask = BigInt(CpuAffinityMask);
        if (mask === undefined || mask < 0n || mask > 0xffffffffffffffffn)
            throw ValidationError.argument('CpuAffinityMask', `CpuAffinityMask: expected a 64-bit unsigned mask (bigint, integer or decimal string), got ${String(CpuAffinityMask)}`);
        this.#cpuAffinityMask = mask;
    }
    /** The `ClientOptions` these stand for. */
    toClientOptions() {
        return { baseUrl: apiOrigin(this.#apiBase), webBase: httpUrl('WebBase', this.#webBase).origin };
    }
}
function apiOrigin(apiBase) {
    const url = httpUrl('ApiBase', apiBase);
    const path = url.pathname.replace(/\/+$/, '');
    if ((path !== '' && path !== '/api') || url.search !== '' || url.hash !== '')
        throw ValidationError.argument('ApiBase', `ApiBase: expected an origin, optionally followed by /api, got ${JSON.stringify(apiBase)}`);
    return url.origin;
}
function httpUrl(field, value) {
    const url = parseUrl(value);
    if (url === undefined || !isHttpUrl(url))
        throw ValidationError.argument(field, `${field}: expected an http or https URL, got ${JSON.stringify(value)}`);
    return url;
}
