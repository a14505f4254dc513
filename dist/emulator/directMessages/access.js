import { userCallerOf } from '../routeAuth.js';
/** Scopes any one of which lets a token send and read direct messages. */
export const DIRECT_MESSAGE_SCOPES = ['sdk.social_layer', 'dm_channels.read'];
/** Who may call a direct-message route (its `config.auth`): a user's token with a direct-message scope. */
export const DIRECT_MESSAGE_AUTH = { tokens: ['user'], scopes: DIRECT_MESSAGE_SCOPES };
/** The caller of a route that declares {@link DIRECT_MESSAGE_AUTH}. */
export function directMessageCaller(request) {
    const principal = userCallerOf(request);
    return { applicationId: principal.application.id, userId: principal.user.id };
}
