/**
 * `ClientCreateOptions`, the C++ library's constructor argument, for code ported from it:
 * `new Client(options)` with an instance of it means `{ baseUrl: ApiBase, webBase: WebBase }` of
 * `ClientOptions`. Its audio and Android members (`ExperimentalAudioSystem`,
 * `ExperimentalAndroidPreventCommsForBluetooth`) and `CpuAffinityMask` are left out: there is no audio
 * here and the SDK runs on the game's own event loop, with no threads to pin (docs/parity.md).
 */
import { ValidationError } from '../http/errors.js';
import { isHttpUrl, parseUrl } from '../rules/url.js';
import { DEFAULT_WEB_BASE } from './webLinks.js';
/** The options of the C++ library's `Client(ClientCreateOptions)`. */
export class ClientCreateOptions {
    #apiBase = 'https://discord.com/api';
    #webBase = DEFAULT_WEB_BASE;
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
