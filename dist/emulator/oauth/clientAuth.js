import { OAuthErrorResponse } from './errors.js';
import { single } from './form.js';
export function authenticateClient(store, memos, header, form) {
    let clientId = single(form, 'client_id');
    let secret = single(form, 'client_secret');
    let basic = false;
    if (typeof header === 'string' && /^basic /i.test(header)) {
        basic = true;
        if (secret !== undefined)
            throw new OAuthErrorResponse('invalid_request', 'use one client authentication method, not two');
        const credentials = memos.basicCredentials.parse(header);
        if (clientId !== undefined && clientId !== credentials.clientId)
            throw new OAuthErrorResponse('invalid_request', 'client_id does not match the Basic credentials');
        clientId = credentials.clientId;
        secret = credentials.secret;
    }
    if (clientId === undefined)
        throw new OAuthErrorResponse('invalid_client', 'client authentication is required', basic);
    const app = store.applications.get(clientId);
    if (!app)
        throw new OAuthErrorResponse('invalid_client', 'unknown client', basic);
    if (secret !== undefined) {
        if (!memos.secretDigests.equal(secret, app.clientSecret))
            throw new OAuthErrorResponse('invalid_client', 'client authentication failed', basic);
        return { app, confidential: true, basic };
    }
    if (!app.publicClient)
        throw new OAuthErrorResponse('invalid_client', 'this client must authenticate with its client secret', basic);
    return { app, confidential: false, basic };
}
