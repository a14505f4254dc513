/**
 * HTTP Basic client credentials (RFC 6749 2.3.1): `Authorization: Basic base64(id:secret)`, each half
 * form-encoded. An app backend sends the same header on every token request, and decoding it (base64,
 * then form-decoding both halves) was a visible part of the endpoint's cost, so decoded headers are
 * remembered. The result depends only on the header, so an entry is never stale: whether the secret is
 * right is checked against the application on every request. Bounded (emptied when full); one memo per
 * emulator, in memory only, never logged: its keys are client secrets.
 */
import { BoundedMemo } from '../boundedMemo.js';
export interface BasicClientCredentials {
    clientId: string;
    secret: string;
}
/** Decoded headers by header (`has(header)`: whether one is remembered). */
export declare class BasicCredentials extends BoundedMemo<BasicClientCredentials> {
    constructor();
    /** The client id and secret of an `Authorization: Basic ...` header; 401 invalid_client when malformed. */
    parse(header: string): BasicClientCredentials;
}
