/** The provisional-account routes' errors, with the service's codes (docs/provisional-and-device.md). */
import { ProvisionalErrorCode as Code } from '../../model/provisional.js';
import { ApiError, Errors } from '../errors.js';
const bad = (code, message) => new ApiError(400, code, message);
export const ProvisionalErrors = {
    notConfigured: (type) => bad(Code.APP_NOT_CONFIGURED, `Application is not configured for ${type}`),
    expiredIdToken: () => bad(Code.EXPIRED_ID_TOKEN, 'The ID token has expired'),
    invalidIssuer: () => bad(Code.INVALID_ISSUER, 'The ID token has an invalid issuer'),
    invalidAudience: () => bad(Code.INVALID_AUDIENCE, 'The ID token has an invalid audience'),
    tooOld: () => bad(Code.ID_TOKEN_TOO_OLD, 'The ID token was issued more than a week ago'),
    invalidClientSecret: () => new ApiError(401, Code.INVALID_CLIENT_SECRET, 'Invalid client secret'),
    oidcConfigNotFound: () => bad(Code.OIDC_CONFIG_NOT_FOUND, 'OIDC configuration not found'),
    jwksNotFound: () => bad(Code.OIDC_JWKS_NOT_FOUND, 'OIDC JWKS not found'),
    fullAccount: () => bad(Code.IDENTITY_BELONGS_TO_FULL_ACCOUNT, 'This identity belongs to a full account'),
    invalidToken: (why) => bad(Code.INVALID_OIDC_JWT, `Invalid external auth token: ${why}`),
    destinationProvisional: () => bad(Code.MERGE_DESTINATION_PROVISIONAL, 'Cannot merge into a provisional account'),
    sourceBanned: () => bad(Code.MERGE_SOURCE_BANNED, 'The account to merge is banned'),
    alreadyLinked: () => bad(Code.IDENTITY_ALREADY_LINKED, 'This identity is already linked to another account'),
    userIsProvisional: () => bad(Code.USER_IS_PROVISIONAL, 'The user is provisional'),
    /**
     * What only a full account may do (join a guild): 403 with the same code, our design (the service's
     * refusal is not documented; the SDK's merge-required callback stands for it).
     */
    fullAccountOnly: (what) => Errors.userIsProvisional(what),
    noIdentity: () => new ApiError(404, 10013, 'Unknown external identity'),
    locked: () => new ApiError(423, 0, 'A merge of this account is in progress; retry'),
};
