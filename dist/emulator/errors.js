/**
 * Errors in the service's shapes. Routes throw these; the server's error handler turns them into
 * responses, so a handler never builds an error body by hand. The OAuth2 endpoints' errors are
 * `OAuthErrorResponse`s (oauth/errors.ts).
 */
import { ProvisionalErrorCode } from '../model/provisional.js';
import { toErrorBody } from '../rules/index.js';
const USER_IS_PROVISIONAL = ProvisionalErrorCode.USER_IS_PROVISIONAL;
/** An API error: HTTP status plus the service's `{ code, message, errors? }` body. */
export class ApiError extends Error {
    status;
    code;
    errors;
    name = 'ApiError';
    constructor(status, code, message, errors) {
        super(message);
        this.status = status;
        this.code = code;
        this.errors = errors;
    }
    /** The response body: `{ code, message }`, plus `errors` when the error has a tree of issues. */
    body() {
        return this.errors === undefined
            ? { code: this.code, message: this.message }
            : { code: this.code, message: this.message, errors: this.errors };
    }
}
/** The common ones, with the service's codes and messages. */
export const Errors = {
    /** 401, code 0: no credentials, or ones the service does not accept. */
    unauthorized: () => new ApiError(401, 0, '401: Unauthorized'),
    /** 404, code 0: no such route. */
    notFound: () => new ApiError(404, 0, '404: Not Found'),
    /** 405, code 0: the route exists but not with this method. */
    methodNotAllowed: () => new ApiError(405, 0, '405: Method Not Allowed'),
    /** 400, code 50109: the body is not valid JSON. */
    invalidJson: () => new ApiError(400, 50109, 'The request body contains invalid JSON.'),
    /** 413, code 40005: the body is larger than the emulator's `bodyLimit`. */
    payloadTooLarge: () => new ApiError(413, 40005, 'Request entity too large'),
    /** 415, code 0: a body with a content type the route does not read. */
    unsupportedMediaType: () => new ApiError(415, 0, '415: Unsupported Media Type'),
    /** 403, code 50001: the caller has no access to the resource. */
    missingAccess: () => new ApiError(403, 50001, 'Missing Access'),
    /** 403, code 50013: the caller sees the resource but lacks a permission for the action. */
    missingPermissions: () => new ApiError(403, 50013, 'Missing Permissions'),
    /** 403, code 20001: a route for users' Bearer tokens called with a Bot token. */
    botsCannotUse: () => new ApiError(403, 20001, 'Bots cannot use this endpoint'),
    /** 403, code 20002: a route for Bot tokens called with a user's Bearer token. */
    onlyBotsCanUse: () => new ApiError(403, 20002, 'Only bots can use this endpoint'),
    /** 404, code 10002: no application with this id. */
    unknownApplication: () => new ApiError(404, 10002, 'Unknown Application'),
    /** 404, code 10004: no guild with this id. */
    unknownGuild: () => new ApiError(404, 10004, 'Unknown Guild'),
    /** 404, code 10003: no channel with this id. */
    unknownChannel: () => new ApiError(404, 10003, 'Unknown Channel'),
    /** 404, code 10013: no user with this id. */
    unknownUser: () => new ApiError(404, 10013, 'Unknown User'),
    /** 404, code 10031: no lobby with this id. */
    unknownLobby: () => new ApiError(404, 10031, 'Unknown Lobby'),
    /** 400, code 50024: the action does not apply to this kind of channel. */
    wrongChannelType: () => new ApiError(400, 50024, 'Cannot execute action on this channel type'),
    /** A 50035 body whose `errors` tree came from `src/rules`. */
    unknownMessage: () => new ApiError(404, 10008, 'Unknown Message'),
    /** Editing someone else's message. */
    notAuthor: () => new ApiError(403, 50005, 'Cannot edit a message authored by another user'),
    /**
     * 403, code 50229: what only a full account may do, asked by or of a provisional account (a guild join,
     * a Discord friendship); `what` completes "A provisional account cannot ...". Here rather than in the
     * provisional domain, which every domain that refuses it would otherwise import.
     */
    userIsProvisional: (what) => new ApiError(403, USER_IS_PROVISIONAL, `A provisional account cannot ${what}: merge it into a Discord account first`),
    /** 400, code 50035, with the field-error tree `errors` (the service's Invalid Form Body). */
    invalidFormBody: (errors) => new ApiError(400, 50035, 'Invalid Form Body', errors),
};
/** The value a `src/rules` check read, or the 50035 body built from the issues it found. */
export function valid(checked) {
    if (checked.issues.length > 0)
        throw Errors.invalidFormBody(toErrorBody(checked.issues).errors);
    return checked.value;
}
