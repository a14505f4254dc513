/**
 * Enumerations of the C++ library (`discordpp.h` 1.9) that the service's wire does not name, exported
 * under the library's names with its values so that ported code reads the same: HTTP statuses, the
 * kinds of content a message carries beside its text, the disclosure message, and installation types.
 */
import type { ValueOf } from './enums.js';
/**
 * HTTP statuses by the C++ library's names (`HttpStatusCode`); `ClientResult.Status()` returns one of
 * these numbers (0 when no response arrived).
 */
export declare const HttpStatusCode: {
    readonly None: 0;
    readonly Continue: 100;
    readonly SwitchingProtocols: 101;
    readonly Processing: 102;
    readonly EarlyHints: 103;
    readonly Ok: 200;
    readonly Created: 201;
    readonly Accepted: 202;
    readonly NonAuthoritativeInfo: 203;
    readonly NoContent: 204;
    readonly ResetContent: 205;
    readonly PartialContent: 206;
    readonly MultiStatus: 207;
    readonly AlreadyReported: 208;
    readonly ImUsed: 209;
    readonly MultipleChoices: 300;
    readonly MovedPermanently: 301;
    readonly Found: 302;
    readonly SeeOther: 303;
    readonly NotModified: 304;
    readonly TemporaryRedirect: 307;
    readonly PermanentRedirect: 308;
    readonly BadRequest: 400;
    readonly Unauthorized: 401;
    readonly PaymentRequired: 402;
    readonly Forbidden: 403;
    readonly NotFound: 404;
    readonly MethodNotAllowed: 405;
    readonly NotAcceptable: 406;
    readonly ProxyAuthRequired: 407;
    readonly RequestTimeout: 408;
    readonly Conflict: 409;
    readonly Gone: 410;
    readonly LengthRequired: 411;
    readonly PreconditionFailed: 412;
    readonly PayloadTooLarge: 413;
    readonly UriTooLong: 414;
    readonly UnsupportedMediaType: 415;
    readonly RangeNotSatisfiable: 416;
    readonly ExpectationFailed: 417;
    readonly MisdirectedRequest: 421;
    readonly UnprocessableEntity: 422;
    readonly Locked: 423;
    readonly FailedDependency: 424;
    readonly TooEarly: 425;
    readonly UpgradeRequired: 426;
    readonly PreconditionRequired: 428;
    readonly TooManyRequests: 429;
    readonly RequestHeaderFieldsTooLarge: 431;
    readonly InternalServerError: 500;
    readonly NotImplemented: 501;
    readonly BadGateway: 502;
    readonly ServiceUnavailable: 503;
    readonly GatewayTimeout: 504;
    readonly HttpVersionNotSupported: 505;
    readonly VariantAlsoNegotiates: 506;
    readonly InsufficientStorage: 507;
    readonly LoopDetected: 508;
    readonly NotExtended: 510;
    readonly NetworkAuthorizationRequired: 511;
};
export type HttpStatusCode = ValueOf<typeof HttpStatusCode>;
/** What a message holds beside its text, which the game may not render (`AdditionalContentType`). */
export declare const AdditionalContentType: {
    readonly Other: 0;
    readonly Attachment: 1;
    readonly Poll: 2;
    readonly VoiceMessage: 3;
    readonly Thread: 4;
    readonly Embed: 5;
    readonly Sticker: 6;
};
export type AdditionalContentType = ValueOf<typeof AdditionalContentType>;
/**
 * Kinds of disclosure message (`DisclosureTypes`): a synthetic first message telling the user that their
 * game messages show on Discord.
 */
export declare const DisclosureTypes: {
    readonly MessageDataVisibleOnDiscord: 3;
};
export type DisclosureTypes = ValueOf<typeof DisclosureTypes>;
/** Where an application is installed (`IntegrationType`); the wire calls these `GUILD_INSTALL`, `USER_INSTALL`. */
export declare const IntegrationType: {
    readonly GuildInstall: 0;
    readonly UserInstall: 1;
};
export type IntegrationType = ValueOf<typeof IntegrationType>;
