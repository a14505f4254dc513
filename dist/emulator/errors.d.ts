import { type Checked } from '../rules/index.js';
/** The body of every API error: `{ code, message, errors? }`. */
export interface ApiErrorBody {
    code: number;
    message: string;
    errors?: unknown;
}
/** An API error: HTTP status plus the service's `{ code, message, errors? }` body. */
export declare class ApiError extends Error {
    readonly status: number;
    readonly code: number;
    readonly errors?: unknown;
    name: string;
    constructor(status: number, code: number, message: string, errors?: unknown);
    /** The response body: `{ code, message }`, plus `errors` when the error has a tree of issues. */
    body(): ApiErrorBody;
}
/** The common ones, with the service's codes and messages. */
export declare const Errors: {
    /** 401, code 0: no credentials, or ones the service does not accept. */
    readonly unauthorized: () => ApiError;
    /** 404, code 0: no such route. */
    readonly notFound: () => ApiError;
    /** 405, code 0: the route exists but not with this method. */
    readonly methodNotAllowed: () => ApiError;
    /** 400, code 50109: the body is not valid JSON. */
    readonly invalidJson: () => ApiError;
    /** 413, code 40005: the body is larger than the emulator's `bodyLimit`. */
    readonly payloadTooLarge: () => ApiError;
    /** 415, code 0: a body with a content type the route does not read. */
    readonly unsupportedMediaType: () => ApiError;
    /** 403, code 50001: the caller has no access to the resource. */
    readonly missingAccess: () => ApiError;
    /** 403, code 50013: the caller sees the resource but lacks a permission for the action. */
    readonly missingPermissions: () => ApiError;
    /** 403, code 20001: a route for users' Bearer tokens called with a Bot token. */
    readonly botsCannotUse: () => ApiError;
    /** 403, code 20002: a route for Bot tokens called with a user's Bearer token. */
    readonly onlyBotsCanUse: () => ApiError;
    /** 404, code 10002: no application with this id. */
    readonly unknownApplication: () => ApiError;
    /** 404, code 10004: no guild with this id. */
    readonly unknownGuild: () => ApiError;
    /** 404, code 10003: no channel with this id. */
    readonly unknownChannel: () => ApiError;
    /** 404, code 10013: no user with this id. */
    readonly unknownUser: () => ApiError;
    /** 404, code 10031: no lobby with this id. */
    readonly unknownLobby: () => ApiError;
    /** 400, code 50024: the action does not apply to this kind of channel. */
    readonly wrongChannelType: () => ApiError;
    /** A 50035 body whose `errors` tree came from `src/rules`. */
    readonly unknownMessage: () => ApiError;
    /** Editing someone else's message. */
    readonly notAuthor: () => ApiError;
    /**
     * 403, code 50229: what only a full account may do, asked by or of a provisional account (a guild join,
     * a Discord friendship); `what` completes "A provisional account cannot ...". Here rather than in the
     * provisional domain, which every domain that refuses it would otherwise import.
     */
    readonly userIsProvisional: (what: string) => ApiError;
    /** 400, code 50035, with the field-error tree `errors` (the service's Invalid Form Body). */
    readonly invalidFormBody: (errors: unknown) => ApiError;
};
/** The value a `src/rules` check read, or the 50035 body built from the issues it found. */
export declare function valid<T>(checked: Checked<T>): T;
