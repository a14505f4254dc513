/**
 * The client's device sign-in domain (consoles and TVs, RFC 8628): `GetTokenFromDevice` and its
 * provisional-merge variant run the whole grant and show its screen through the presenter
 * (deviceScreen.ts); `AbortGetTokenFromDevice` ends every running grant; `OpenAuthorizeDeviceScreen` /
 * `CloseAuthorizeDeviceScreen` show and hide the screen for a flow a game backend runs; the closed
 * callback hears of every close.
 */
import { snowflakeArgument } from '../api/call.js';
import { mergeIssues } from '../api/tokenEndpoint.js';
import { DeviceAuthorizationArgs } from '../auth/DeviceAuthorizationArgs.js';
import { ValidationError } from '../http/errors.js';
import { LoggingSeverity } from '../model/logging.js';
import { formatUserCode, normalizeUserCode } from '../rules/deviceGrant.js';
import { printingDeviceScreen } from './deviceScreen.js';
import { slotCallback } from './events.js';
/** Minutes a screen opened by `OpenAuthorizeDeviceScreen` says the code lasts (the service's 300 s). */
const BACKEND_CODE_SECONDS = 300;
export class DeviceSignIn {
    #ctx;
    #signIn;
    #presenter;
    /** One per running grant; `AbortGetTokenFromDevice` aborts them all. */
    #running = new Set();
    #closedCallback;
    /** Which opening of the screen is showing (0: none); a stale `closed()` is ignored. */
    #shown = 0;
    #openings = 0;
    /**
     * @param ctx - the client's context.
     * @param signIn - for the application id when the args have no ClientId.
     * @param presenter - the screen; default {@link printingDeviceScreen}.
     */
    constructor(ctx, signIn, presenter) {
        this.#ctx = ctx;
        this.#signIn = signIn;
        this.#presenter = presenter ?? printingDeviceScreen();
    }
    /** `GetTokenFromDevice` and `GetTokenFromDeviceProvisionalMerge`. */
    getToken(args, merge, callback) {
        const controller = new AbortController();
        const work = async () => {
            if (!(args instanceof DeviceAuthorizationArgs))
                throw ValidationError.argument('args', 'args: expected a DeviceAuthorizationArgs');
            const clientId = args.ClientId() ?? this.#signIn.applicationId;
            if (clientId === undefined)
                throw ValidationError.argument('args.ClientId', 'args.ClientId: set it, or call SetApplicationId first');
            if (args.Scopes() === '')
                throw ValidationError.argument('args.Scopes', 'args.Scopes: name at least one scope');
            if (merge !== undefined)
                checkMerge(merge);
            this.#running.add(controller);
            try {
                return await this.#ctx.session.deviceGrant({
                    clientId,
                    scopes: args.Scopes(),
                    merge,
                    signal: controller.signal,
                    show: (screen) => this.#open(screen),
                });
            }
            finally {
                this.#running.delete(controller);
                this.close();
            }
        };
        return this.#signIn.runGrant(merge === undefined ? 'GetTokenFromDevice' : 'GetTokenFromDeviceProvisionalMerge', work, callback);
    }
    /** `AbortGetTokenFromDevice`: every running grant ends with `Aborted`. */
    abort() {
        for (const controller of this.#running)
            controller.abort();
    }
    /** `OpenAuthorizeDeviceScreen`: shows a code a backend obtained. */
    openScreen(clientId, userCode) {
        const id = snowflakeArgument(clientId, 'clientId');
        const canonical = normalizeUserCode(userCode);
        if (canonical === undefined)
            throw ValidationError.argument('userCode', 'userCode: expected 8 letters of the user-code alphabet (XXXX-XXXX)');
        const shownCode = formatUserCode(canonical);
        const verificationUri = new URL('/activate', this.#ctx.transport.baseUrl).href;
        this.#open({
            clientId: id,
            userCode: shownCode,
            verificationUri,
            verificationUriComplete: `${verificationUri}?user_code=${shownCode}`,
            expiresIn: BACKEND_CODE_SECONDS,
        });
    }
    /** `CloseAuthorizeDeviceScreen` (and the end of a grant): hides the screen if it shows. */
    close() {
        if (this.#shown === 0)
            return;
        this.#shown = 0;
        this.#presenter.close();
        this.#notifyClosed();
    }
    /** `SetAuthorizeDeviceScreenClosedCallback`. */
    setClosedCallback(callback) {
        this.#closedCallback = slotCallback(callback);
    }
    #open(screen) {
        // The user code is a credential while it lives: the line says where to go, never the code.
        this.#ctx.log(`device: authorize screen shown for application ${screen.clientId} (${screen.verificationUri}, code valid ${screen.expiresIn} s)`, LoggingSeverity.Info);
        if (this.#shown !== 0)
            this.#presenter.close();
        this.#openings += 1;
        const opening = this.#openings;
        this.#shown = opening;
        const closed = () => {
            if (this.#shown !== opening)
                return;
            this.#shown = 0;
            this.#notifyClosed();
        };
        try {
            const shown = this.#presenter.open(screen, closed);
            if (shown instanceof Promise)
                shown.catch((error) => this.#ctx.log?.(`the device screen failed: ${String(error)}`));
        }
        catch (error) {
            this.#ctx.log?.(`the device screen failed: ${String(error)}`);
        }
    }
    #notifyClosed() {
        const callback = this.#closedCallback;
        if (callback !== undefined)
            this.#ctx.events.run(callback);
    }
}
/** The merge's credential, checked before anything is sent (the screen is not shown for a bad one). */
function checkMerge(merge) {
    const [issue] = mergeIssues(merge);
    if (issue === undefined)
        return;
    const path = String(issue.path[0]);
    throw ValidationError.argument(path, `${path}: ${issue.message}`);
}
