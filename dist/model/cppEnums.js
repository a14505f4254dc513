/**
 * HTTP statuses by the C++ library's names (`HttpStatusCode`); `ClientResult.Status()` returns one of
 * these numbers (0 when no response arrived).
 */
export const HttpStatusCode = {
    None: 0,
    Continue: 100,
    SwitchingProtocols: 101,
    Processing: 102,
    EarlyHints: 103,
    Ok: 200,
    Created: 201,
    Accepted: 202,
    NonAuthoritativeInfo: 203,
    NoContent: 204,
    ResetContent: 205,
    PartialContent: 206,
    MultiStatus: 207,
    AlreadyReported: 208,
    ImUsed: 209,
    MultipleChoices: 300,
    MovedPermanently: 301,
    Found: 302,
    SeeOther: 303,
    NotModified: 304,
    TemporaryRedirect: 307,
    PermanentRedirect: 308,
    BadRequest: 400,
    Unauthorized: 401,
    PaymentRequired: 402,
    Forbidden: 403,
    NotFound: 404,
    MethodNotAllowed: 405,
    NotAcceptable: 406,
    ProxyAuthRequired: 407,
    RequestTimeout: 408,
    Conflict: 409,
    Gone: 410,
    LengthRequired: 411,
    PreconditionFailed: 412,
    PayloadTooLarge: 413,
    UriTooLong: 414,
    UnsupportedMediaType: 415,
    RangeNotSatisfiable: 416,
    ExpectationFailed: 417,
    MisdirectedRequest: 421,
    UnprocessableEntity: 422,
    Locked: 423,
    FailedDependency: 424,
    TooEarly: 425,
    UpgradeRequired: 426,
    PreconditionRequired: 428,
    TooManyRequests: 429,
    RequestHeaderFieldsTooLarge: 431,
    InternalServerError: 500,
    NotImplemented: 501,
    BadGateway: 502,
    ServiceUnavailable: 503,
    GatewayTimeout: 504,
    HttpVersionNotSupported: 505,
    VariantAlsoNegotiates: 506,
    InsufficientStorage: 507,
    LoopDetected: 508,
    NotExtended: 510,
    NetworkAuthorizationRequired: 511,
};
/** What a message holds beside its text, which the game may not render (`AdditionalContentType`). */
export const AdditionalContentType = {
    Other: 0,
    Attachment: 1,
    Poll: 2,
    VoiceMessage: 3,
    Thread: 4,
    Embed: 5,
    Sticker: 6,
};
/**
 * Kinds of disclosure message (`DisclosureTypes`): a synthetic first message telling the user that their
 * game messages show on Discord.
 */
export const DisclosureTypes = {
    MessageDataVisibleOnDiscord: 3,
};
/** Where an application is installed (`IntegrationType`); the wire calls these `GUILD_INSTALL`, `USER_INSTALL`. */
export const IntegrationType = {
    GuildInstall: 0,
    UserInstall: 1,
};
