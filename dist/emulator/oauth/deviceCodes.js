/**
 * The device authorization grant's state (RFC 8628): the codes issued by `POST /oauth2/device/authorize`,
 * kept in the store (so they persist and reset with everything else) under the device code's digest,
 * and what the activation page and the token endpoint do with them. Every expiry and every polling
 * interval reads the emulator's clock, so tests move time instead of waiting. The codes remembered are
 * bounded per client and source (ownerBounds.ts), so a client asking for a thousand codes pushes out its
 * own oldest, never a code another client's user is entering.
 */
import { DEFAULT_DEVICE_POLL_INTERVAL_SECONDS, SLOW_DOWN_STEP_SECONDS, USER_CODE_ALPHABET, USER_CODE_LENGTH, } from '../../model/deviceGrant.js';
import { formatUserCode } from '../../rules/deviceGrant.js';
import { secretHash } from '../secrets.js';
import { evictionFor } from './ownerBounds.js';
/** Lifetime of a device code: the service's 300 s. */
export const DEVICE_CODE_TTL_SECONDS = 300;
/** Entropy of a device code (43 base64url characters). */
const DEVICE_CODE_BYTES = 32;
/**
 * Codes remembered (pending, or answered or expired within the day) per client and source, and in all:
 * past the first the client's own oldest goes; past the second, the oldest of whoever holds the most.
 */
export const DEVICE_CODE_BOUNDS = { perOwner: 100, total: 10_000 };
/** The store collection of device codes (keyed by digest). */
export function deviceCodes(ctx) {
    return ctx.store.collection('deviceCodes');
}
/** Issues a device code and a user code nobody else holds now; `source` is the asking address. */
export function issueDeviceCode(ctx, app, scopes, source) {
    const codes = deviceCodes(ctx);
    sweepDeviceCodes(ctx);
    const owner = ownerOf(app.id, source);
    for (;;) {
        const victim = evictionFor(owners(codes), owner, DEVICE_CODE_BOUNDS);
        if (victim === undefined)
            break;
        codes.delete(victim);
    }
    const now = ctx.clock.now();
    const deviceCode = ctx.random.token(DEVICE_CODE_BYTES);
    let userCode = drawUserCode(ctx);
    while (findByUserCode(ctx, userCode) !== undefined)
        userCode = drawUserCode(ctx);
    const record = {
        hash: secretHash(deviceCode),
        applicationId: app.id,
        source,
        scopes,
        userCode,
        createdAt: now,
        expiresAt: now + DEVICE_CODE_TTL_SECONDS * 1000,
        intervalS: DEFAULT_DEVICE_POLL_INTERVAL_SECONDS,
        lastPolledAt: null,
        status: 'pending',
        userId: null,
        authTime: null,
    };
    codes.set(record.hash, record);
    const shown = formatUserCode(userCode);
    const verificationUri = `${ctx.baseUrl}/activate`;
    return {
        device_code: deviceCode,
        user_code: shown,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?user_code=${shown}`,
        expires_in: DEVICE_CODE_TTL_SECONDS,
        interval: record.intervalS,
    };
}
/** The live (pending, unexpired) request with this canonical user code. */
export function findByUserCode(ctx, userCode) {
    const now = ctx.clock.now();
    for (const record of deviceCodes(ctx).values()) {
        if (record.userCode === userCode && record.status === 'pending' && now < record.expiresAt)
            return record;
    }
    return undefined;
}
/** The request of a device code, if it was issued to this application. */
export function findByDeviceCode(ctx, deviceCode, applicationId) {
    const record = deviceCodes(ctx).get(secretHash(deviceCode));
    return record?.applicationId === applicationId ? record : undefined;
}
/**
 * A poll of the token endpoint: whether it came sooner than the interval allows (then the interval
 * grows, RFC 8628 3.5 `slow_down`). Notes the poll's time either way.
 */
export function pollTooSoon(ctx, record) {
    const now = ctx.clock.now();
    const tooSoon = record.lastPolledAt !== null && now - record.lastPolledAt < record.intervalS * 1000;
    record.lastPolledAt = now;
    if (tooSoon)
        record.intervalS += SLOW_DOWN_STEP_SECONDS;
    return tooSoon;
}
/** Forgets device codes a day past their expiry (a replay within the day still reads as used/expired). */
export function sweepDeviceCodes(ctx) {
    const now = ctx.clock.now();
    const codes = deviceCodes(ctx);
    for (const [hash, record] of codes)
        if (now >= record.expiresAt + 86_400_000)
            codes.delete(hash);
}
function ownerOf(applicationId, source) {
    return `${applicationId} ${source ?? ''}`;
}
function* owners(codes) {
    for (const [hash, record] of codes)
        yield [hash, ownerOf(record.applicationId, record.source)];
}
/** Eight letters of the readable alphabet, each drawn without modulo bias. */
function drawUserCode(ctx) {
    let code = '';
    while (code.length < USER_CODE_LENGTH) {
        // One base64url character carries 6 bits (0..63); 60 is the largest multiple of 20 below 64.
        for (const char of ctx.random.token(12)) {
            const value = BASE64URL.indexOf(char);
            if (value < 60 && code.length < USER_CODE_LENGTH)
                code += USER_CODE_ALPHABET[value % 20];
        }
    }
    return code;
}
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
