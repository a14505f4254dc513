import { authenticate } from '../callers.js';
import { Errors } from '../errors.js';
/** Scopes any one of which lets a token send and read direct messages. */
export const DIRECT_MESSAGE_SCOPES = ['sdk.social_layer', 'dm_channels.read'];
const DM_CALLER = { bearer: true, anyScope: DIRECT_MESSAGE_SCOPES, userRequired: true };
/** The caller of a direct-message route (401/403 as for any route otherwise). */
export function directMessageCaller(ctx, request) {
    const principal = authenticate(ctx, request, DM_CALLER);
    if (!principal.user)
        throw Errors.unauthorized();
    return { applicationId: principal.application.id, userId: principal.user.id };
}
