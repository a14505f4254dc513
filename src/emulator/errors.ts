/**
 * Errors in the service's shapes. Routes throw these; the server's error handler turns them into
 * responses, so a handler never builds an error body by hand. The OAuth2 endpoints' errors are
 * `OAuthErrorResponse`s (oauth/errors.ts).
 */
import { type Checked, toErrorBody } from '../rules/index.js';

/** The body of every API error: `{ code, message, errors? }`. */
export interface ApiErrorBody {
  code: number;
  message: string;
  errors?: unknown;
}

/** An API error: HTTP status plus the service's `{ code, message, errors? }` body. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: unknown,
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return this.errors === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, errors: this.errors };
  }
}

/** The common ones, with the service's codes and messages. */
export const Errors = {
  unauthorized: () => new ApiError(401, 0, '401: Unauthorized'),
  notFound: () => new ApiError(404, 0, '404: Not Found'),
  methodNotAllowed: () => new ApiError(405, 0, '405: Method Not Allowed'),
  invalidJson: () => new ApiError(400, 50109, 'The request body contains invalid JSON.'),
  payloadTooLarge: () => new ApiError(413, 40005, 'Request entity too large'),
  unsupportedMediaType: () => new ApiError(415, 0, '415: Unsupported Media Type'),
  missingAccess: () => new ApiError(403, 50001, 'Missing Access'),
  missingPermissions: () => new ApiError(403, 50013, 'Missing Permissions'),
  botsCannotUse: () => new ApiError(403, 20001, 'Bots cannot use this endpoint'),
  onlyBotsCanUse: () => new ApiError(403, 20002, 'Only bots can use this endpoint'),
  unknownApplication: () => new ApiError(404, 10002, 'Unknown Application'),
  unknownGuild: () => new ApiError(404, 10004, 'Unknown Guild'),
  unknownChannel: () => new ApiError(404, 10003, 'Unknown Channel'),
  unknownUser: () => new ApiError(404, 10013, 'Unknown User'),
  unknownLobby: () => new ApiError(404, 10031, 'Unknown Lobby'),
  wrongChannelType: () => new ApiError(400, 50024, 'Cannot execute action on this channel type'),
  /** A 50035 body whose `errors` tree came from `src/rules`. */
  invalidFormBody: (errors: unknown) => new ApiError(400, 50035, 'Invalid Form Body', errors),
} as const;

/** The value a `src/rules` check read, or the 50035 body built from the issues it found. */
export function valid<T>(checked: Checked<T>): T {
  if (checked.issues.length > 0) throw Errors.invalidFormBody(toErrorBody(checked.issues).errors);
  return checked.value;
}
