/**
 * The client's device sign-in domain (consoles and TVs, RFC 8628): `GetTokenFromDevice` and its
 * provisional-merge variant run the whole grant and show its screen through the presenter
 * (deviceScreen.ts); `AbortGetTokenFromDevice` ends every running grant; `OpenAuthorizeDeviceScreen` /
 * `CloseAuthorizeDeviceScreen` show and hide the screen for a flow a game backend runs; the closed
 * callback hears of every close.
 */
import { type ProvisionalMerge } from '../api/tokenEndpoint.js';
import { DeviceAuthorizationArgs } from '../auth/DeviceAuthorizationArgs.js';
import type { ClientContext } from './context.js';
import { type DeviceScreenPresenter } from './deviceScreen.js';
import type { SignIn, TokenExchangeCallback } from './signIn.js';
export declare class DeviceSignIn {
    #private;
    /**
     * @param ctx - the client's context.
     * @param signIn - for the application id when the args have no ClientId.
     * @param presenter - the screen; default {@link printingDeviceScreen}.
     */
    constructor(ctx: ClientContext, signIn: SignIn, presenter: DeviceScreenPresenter | undefined);
    /** `GetTokenFromDevice` and `GetTokenFromDeviceProvisionalMerge`. */
    getToken(args: DeviceAuthorizationArgs, merge: ProvisionalMerge | undefined, callback: TokenExchangeCallback | undefined): Promise<unknown>;
    /** `AbortGetTokenFromDevice`: every running grant ends with `Aborted`. */
    abort(): void;
    /** `OpenAuthorizeDeviceScreen`: shows a code a backend obtained. */
    openScreen(clientId: bigint | string, userCode: string): void;
    /** `CloseAuthorizeDeviceScreen` (and the end of a grant): hides the screen if it shows. */
    close(): void;
    /** `SetAuthorizeDeviceScreenClosedCallback`. */
    setClosedCallback(callback: (() => void) | undefined): void;
}
