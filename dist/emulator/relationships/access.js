import { authenticateBearer } from '../callers.js';
import { Errors } from '../errors.js';
/** Scopes any one of which lets a token read relationships and see presence. */
export const RELATIONSHIP_READ_SCOPES = [
    'sdk.social_layer',
    'sdk.social_layer_presence',
    'relationships.read',
];
/** Scopes any one of which lets a token change relationships. */
export const RELATIONSHIP_WRITE_SCOPES = ['sdk.social_layer', 'sdk.social_layer_presence'];
/** The caller of a relationship route: 401 without a user's token, 403 50001 without the scopes. */
export function relationshipCaller(ctx, request, access) {
    const principal = authenticateBearer(ctx, request, { userRequired: true });
    if (!principal.user)
        throw Errors.unauthorized();
    const needed = access === 'read' ? RELATIONSHIP_READ_SCOPES : RELATIONSHIP_WRITE_SCOPES;
    if (!needed.some((scope) => principal.scopes.has(scope)))
        throw Errors.missingAccess();
    return { applicationId: principal.application.id, userId: principal.user.id };
}
