import { Errors } from '../errors.js';
import { PREMIUM_SCOPE, USER_READ_SCOPES } from '../oauth/scopes.js';
import { callerOf } from '../routeAuth.js';
import { currentUser } from '../wire.js';
import { CONNECTIONS_SCOPE, returnedConnections } from './connections.js';
/** `GET /users/@me`: the bot, or a user's token with `identify` or a social-layer scope. */
const USER_READERS = { tokens: ['bot', 'user'], scopes: USER_READ_SCOPES };
/** `GET /users/@me/connections`: the bot, or a user's token with `connections`. */
const CONNECTION_READERS = { tokens: ['bot', 'user'], scopes: [CONNECTIONS_SCOPE] };
export async function userRoutes(app) {
    const ctx = app.emulator;
    // Synchronous: the value returned is sent at once (an async handler costs a promise and a tick).
    app.get('/users/@me', { config: { bucket: 'users.@me', auth: USER_READERS } }, (request) => {
        const principal = callerOf(request);
        const user = principal.user;
        if (!user)
            throw Errors.unauthorized();
        const bearer = principal.kind === 'bearer' ? principal : undefined;
        const withEmail = bearer?.scopes.has('email') === true;
        const withPremiumType = bearer?.scopes.has(PREMIUM_SCOPE) === true && bearer.application.premiumScopeApproved === true;
        return currentUser(user, withEmail, withPremiumType);
    });
    app.get('/users/@me/connections', { config: { bucket: 'users.@me.connections', auth: CONNECTION_READERS } }, async (request) => {
        const user = callerOf(request).user;
        if (!user)
            throw Errors.unauthorized();
        return returnedConnections(ctx, user.id);
    });
}
