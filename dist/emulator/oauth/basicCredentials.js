/**
 * HTTP Basic client credentials (RFC 6749 2.3.1): `Authorization: Basic base64(id:secret)`, each half
 * form-encoded. An app backend sends the same header on every token request, and decoding it (base64,
 * then form-decoding both halves) was a visible part of the endpoint's cost, so decoded headers are
 * remembered. The result depends only on the header, so an entry is never stale: whether the secret is
 * right is checked against the application on every request. Bounded (emptied when full); one memo per
 * emulator, in memory only, never logged: its keys are client secrets.
 */
import { BoundedMemo } from '../boundedMemo.js';
import { OAuthErrorResponse } from './errors.js';
const MAX_BASIC_HEADERS = 1024;
/** Decoded headers by header (`has(header)`: whether one is remembered). */
export class BasicCredentials extends BoundedMemo {
    constructor() {
        super(MAX_BASIC_HEADERS);
    }
    /** The client id and secret of an `Authorization: Basic ...` header; 401 invalid_client when malformed. */
    parse(header) {
        return this.get(header, decodeBasic);
    }
}
function decodeBasic(header) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0)
        throw malformed();
    return { clientId: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
}
function formDecode(value) {
    try {
        return decodeURIComponent(value.replace(/\+/g, ' '));
    }
    catch {
        throw malformed();
    }
}
function malformed() {
    return new OAuthErrorResponse('invalid_client', 'malformed HTTP Basic credentials', true);
}
