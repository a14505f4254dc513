/**
 * The device authorization grant as one flow (RFC 8628): ask for the codes, show them, then poll the
 * token endpoint every `interval` seconds, five more after each `slow_down`, until tokens, a refusal, the
 * codes' expiry or the caller's abort. Waits are timers (fake timers drive them in tests); the expiry is
 * checked against the client's clock as well as the service's `expired_token`.
 */
import { pollDeviceToken, requestDeviceAuthorization } from '../api/deviceGrant.js';
import { AbortError, OAuthError } from '../http/errors.js';
import { SLOW_DOWN_STEP_SECONDS } from '../model/deviceGrant.js';
import { AuthorizationAbortedError, AuthorizationError } from './errors.js';
/** Runs the whole grant; resolves with the token response (checked once, in `src/api`). */
export async function runDeviceGrant(options) {
    const { transport, clientId, signal } = options;
    const codes = await aborting(signal, () => requestDeviceAuthorization(transport, { clientId, scope: options.scopes }, { signal }));
    const deadline = options.now() + codes.expires_in * 1000;
    options.show({
        clientId,
        userCode: codes.user_code,
        verificationUri: codes.verification_uri,
        verificationUriComplete: codes.verification_uri_complete,
        expiresIn: codes.expires_in,
    });
    let intervalS = codes.interval;
    for (;;) {
        await wait(intervalS * 1000, signal);
        if (options.now() >= deadline)
            throw expired();
        try {
            return await aborting(signal, () => pollDeviceToken(transport, { clientId, deviceCode: codes.device_code, merge: options.merge }, { signal }));
        }
        catch (error) {
            if (!(error instanceof OAuthError))
                throw error;
            if (error.error === 'authorization_pending')
                continue;
            if (error.error === 'slow_down')
                intervalS += SLOW_DOWN_STEP_SECONDS;
            else if (error.error === 'expired_token')
                throw expired(error);
            else if (error.error === 'access_denied') {
                throw new AuthorizationError('authorization_denied', 'the user denied the device sign-in', {
                    serviceError: 'access_denied',
                    status: error.status,
                    cause: error,
                });
            }
            else
                throw error;
        }
    }
}
function expired(cause) {
    return new AuthorizationError('device_code_expired', 'the device code expired before the user answered', {
        serviceError: cause?.error,
        status: cause?.status,
        cause,
    });
}
function abortedError() {
    return new AuthorizationAbortedError('aborted', 'the device sign-in was aborted');
}
/** `request()`, with an abort reported as the flow's abort rather than the transport's. */
async function aborting(signal, request) {
    if (signal.aborted)
        throw abortedError();
    try {
        return await request();
    }
    catch (error) {
        if (error instanceof AbortError && signal.aborted)
            throw abortedError();
        throw error;
    }
}
/** Resolves after `ms`, or rejects with {@link AuthorizationAbortedError} as soon as `signal` aborts. */
function wait(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted) {
            reject(abortedError());
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(abortedError());
        };
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal.addEventListener('abort', onAbort, { once: true });
    });
}
