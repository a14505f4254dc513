import { userCallerOf } from '../routeAuth.js';
/** Scopes any one of which lets a token read relationships and see presence. */
export const RELATIONSHIP_READ_SCOPES = [
    'sdk.social_layer',
    'sdk.social_layer_presence',
    'relationships.read',
];
/** Scopes any one of which lets a token change relationships. */
export const RELATIONSHIP_WRITE_SCOPES = ['sdk.social_layer', 'sdk.social_layer_presence'];
/** Who may read relationships (the routes' `config.auth`): a user's token with a read scope, else 50001. */
export const RELATIONSHIP_READ_AUTH = {
    tokens: ['user'],
    scopes: RELATIONSHIP_READ_SCOPES,
    scopeRefusal: 'missingAccess',
};
/** Who may change relationships: a user's token with a write scope, else 50001. */
export const RELATIONSHIP_WRITE_AUTH = {
    tokens: ['user'],
    scopes: RELATIONSHIP_WRITE_SCOPES,
    scopeRefusal: 'missingAccess',
};
/** The caller of a route that declares {@link RELATIONSHIP_READ_AUTH} or {@link RELATIONSHIP_WRITE_AUTH}. */
export function relationshipCaller(request) {
    const principal = userCallerOf(request);
    return { applicationId: principal.application.id, userId: principal.user.id };
}
