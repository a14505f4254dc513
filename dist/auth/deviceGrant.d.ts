import type { ProvisionalMerge } from '../api/oauth.js';
import type { Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { Snowflake } from '../model/snowflake.js';
/** What a console shows the player: where to go and what to type. */
export interface DeviceCodeShown {
    readonly clientId: Snowflake;
    /** `XXXX-XXXX`. */
    readonly userCode: string;
    readonly verificationUri: string;
    /** The URI with the code in it (for a QR code). */
    readonly verificationUriComplete: string;
    /** Seconds the code stays valid. */
    readonly expiresIn: number;
}
/** Options of {@link runDeviceGrant}. */
export interface DeviceGrantOptions {
    readonly transport: Transport;
    readonly clientId: Snowflake;
    readonly scopes: string;
    /** Shows the codes (called once, before the first poll). */
    readonly show: (shown: DeviceCodeShown) => void;
    /** Aborting it ends the flow with {@link AuthorizationAbortedError}. */
    readonly signal: AbortSignal;
    /** Unix ms. */
    readonly now: () => number;
    /** A provisional account to merge into the user who approves. */
    readonly merge?: ProvisionalMerge | undefined;
}
/** Runs the whole grant; resolves with the token response (checked once, in `src/api`). */
export declare function runDeviceGrant(options: DeviceGrantOptions): Promise<OAuthTokenResponse>;
