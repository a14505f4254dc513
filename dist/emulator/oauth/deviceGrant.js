import { findByDeviceCode, pollTooSoon } from './deviceCodes.js';
import { OAuthErrorResponse } from './errors.js';
import { required } from './form.js';
import { issueTokens, upsertGrant } from './grants.js';
export async function deviceCodeGrant(ctx, client, form, merge) {
    const record = findByDeviceCode(ctx, required(form, 'device_code'), client.app.id);
    if (!record)
        throw new OAuthErrorResponse('invalid_grant', 'unknown device_code');
    if (record.status === 'used')
        throw new OAuthErrorResponse('invalid_grant', 'the device_code was already exchanged');
    if (ctx.clock.now() >= record.expiresAt)
        throw new OAuthErrorResponse('expired_token', 'the device_code has expired; start again');
    if (record.status === 'denied') {
        record.status = 'used'; // RFC 8628 3.5: access_denied is final
        throw new OAuthErrorResponse('access_denied', 'the user denied the request');
    }
    if (record.status === 'pending') {
        if (pollTooSoon(ctx, record))
            throw new OAuthErrorResponse('slow_down', `poll at most every ${record.intervalS} seconds`);
        throw new OAuthErrorResponse('authorization_pending', 'the user has not answered yet');
    }
    const userId = record.userId;
    if (userId === null)
        throw new OAuthErrorResponse('invalid_grant', 'unknown device_code');
    record.status = 'used'; // before any await: a concurrent exchange must see it used
    if (merge)
        await merge(client.app.id, userId, form, client.confidential);
    const grant = upsertGrant(ctx, client.app.id, userId, record.scopes);
    const { response } = await issueTokens(ctx, {
        app: client.app,
        userId,
        grantId: grant.id,
        scopes: record.scopes,
        authTime: record.authTime ?? ctx.clock.now(),
        refresh: true,
    });
    return response;
}
