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
/** The caller a raw access token stands for, or undefined when it may not connect. */
export function gatewayCaller(ctx, raw) {
    const token = ctx.callers.accessToken(raw);
    if (token === undefined || token.userId === null)
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
