import { authenticate } from '../callers.js';
import { Errors } from '../errors.js';
import { PREMIUM_SCOPE, USER_READ_SCOPES } from '../oauth/scopes.js';
import { currentUser } from '../wire.js';
import { CONNECTIONS_SCOPE, returnedConnections } from './connections.js';
const CONNECTION_READERS = {
    bot: true,
    bearer: true,
    anyScope: [CONNECTIONS_SCOPE],
    userRequired: true,
};
export async function userRoutes(app) {
    const ctx = app.emulator;
    // Synchronous: the value returned is sent at once (an async handler costs a promise and a tick).
    app.get('/users/@me', { config: { bucket: 'users.@me' } }, (request) => {
        const principal = authenticate(ctx, request, {
            bot: true,
            bearer: true,
            anyScope: USER_READ_SCOPES,
            userRequired: true,
        });
        if (!principal.user)
            throw Errors.unauthorized();
        const bearer = principal.kind === 'bearer' ? principal : undefined;
        const withEmail = bearer?.scopes.has('email') === true;
        const withPremiumType = bearer?.scopes.has(PREMIUM_SCOPE) === true && bearer.application.premiumScopeApproved === true;
        return currentUser(principal.user, withEmail, withPremiumType);
    });
    app.get('/users/@me/connections', { config: { bucket: 'users.@me.connections' } }, async (request) => {
        const user = authenticate(ctx, request, CONNECTION_READERS).user;
        if (!user)
            throw Errors.unauthorized();
        return returnedConnections(ctx, user.id);
    });
}
