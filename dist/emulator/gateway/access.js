import { DIRECT_MESSAGE_SCOPES } from '../directMessages/access.js';
import { LOBBY_SCOPES } from '../oauth/scopes.js';
import { RELATIONSHIP_READ_SCOPES } from '../relationships/access.js';
/** Scopes any one of which lets a token connect. */
export const GATEWAY_SCOPES = [
    'sdk.social_layer',
    'sdk.social_layer_presence',
    'lobbies.write',
    'dm_channels.read',
    'relationships.read',
];
function botCaller(ctx, raw) {
    const application = ctx.callers.botApplication(raw);
    const user = application && ctx.store.users.get(application.botUserId);
    if (application === undefined || user === undefined)
        return undefined;
    return { user, application, lobbies: false, directMessages: false, relationships: false, bot: true };
}
/**
 * The caller a raw token stands for, or undefined when it may not connect: a user's access token, or
 * an application's bot token (bare, as the libraries send it; `bot` is then true and the session sees
 * only what its intents ask for, never the social layer's lobbies, DMs or relationships).
 */
export function gatewayCaller(ctx, raw) {
    const token = ctx.callers.accessToken(raw);
    if (token === undefined)
        return botCaller(ctx, raw);
    if (token.userId === null)
        return undefined;
    const user = ctx.store.users.get(token.userId);
    const application = ctx.store.applications.get(token.applicationId);
    if (user === undefined || user.bot || application === undefined)
        return undefined;
    const scopes = new Set(token.scopes);
    if (!GATEWAY_SCOPES.some((scope) => scopes.has(scope)))
        return undefined;
    return {
        user,
        application,
        lobbies: LOBBY_SCOPES.some((scope) => scopes.has(scope)),
        directMessages: DIRECT_MESSAGE_SCOPES.some((scope) => scopes.has(scope)),
        relationships: RELATIONSHIP_READ_SCOPES.some((scope) => scopes.has(scope)),
    };
}
