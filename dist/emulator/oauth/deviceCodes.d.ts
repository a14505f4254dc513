import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord } from '../records.js';
import { type OwnerBounds } from './ownerBounds.js';
/** Where a device code stands. */
export type DeviceCodeStatus = 'pending' | 'approved' | 'denied' | 'used';
/** One device authorization request. */
export interface DeviceCodeRecord {
    /** Digest of the device code (the code itself is never stored). */
    hash: string;
    applicationId: string;
    /** The address that asked for it (absent in records saved before it was kept). */
    source?: string | undefined;
    scopes: string[];
    /** Canonical user code (eight letters, no dash). */
    userCode: string;
    createdAt: number;
    expiresAt: number;
    /** Seconds the client must wait between polls; grows by 5 on each slow_down. */
    intervalS: number;
    lastPolledAt: number | null;
    status: DeviceCodeStatus;
    /** The user who approved, and when. */
    userId: string | null;
    authTime: number | null;
}
/** Lifetime of a device code: the service's 300 s. */
export declare const DEVICE_CODE_TTL_SECONDS = 300;
/**
 * Codes remembered (pending, or answered or expired within the day) per client and source, and in all:
 * past the first the client's own oldest goes; past the second, the oldest of whoever holds the most.
 */
export declare const DEVICE_CODE_BOUNDS: OwnerBounds;
/** The store collection of device codes (keyed by digest). */
export declare function deviceCodes(ctx: EmulatorContext): Map<string, DeviceCodeRecord>;
/** What `POST /oauth2/device/authorize` answers. */
export interface IssuedDeviceCode {
    device_code: string;
    user_code: string;
    verification_uri: string;
    verification_uri_complete: string;
    expires_in: number;
    interval: number;
}
/** Issues a device code and a user code nobody else holds now; `source` is the asking address. */
export declare function issueDeviceCode(ctx: EmulatorContext, app: ApplicationRecord, scopes: string[], source: string): IssuedDeviceCode;
/** The live (pending, unexpired) request with this canonical user code. */
export declare function findByUserCode(ctx: EmulatorContext, userCode: string): DeviceCodeRecord | undefined;
/** The request of a device code, if it was issued to this application. */
export declare function findByDeviceCode(ctx: EmulatorContext, deviceCode: string, applicationId: string): DeviceCodeRecord | undefined;
/**
 * A poll of the token endpoint: whether it came sooner than the interval allows (then the interval
 * grows, RFC 8628 3.5 `slow_down`). Notes the poll's time either way.
 */
export declare function pollTooSoon(ctx: EmulatorContext, record: DeviceCodeRecord): boolean;
/** Forgets device codes a day past their expiry (a replay within the day still reads as used/expired). */
export declare function sweepDeviceCodes(ctx: EmulatorContext): void;
