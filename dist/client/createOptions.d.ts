/** The options of the C++ library's `Client(ClientCreateOptions)`. */
export declare class ClientCreateOptions {
    #private;
    /** Where the API is: the service's origin, with or without `/api` (default `https://discord.com/api`). */
    ApiBase(): string;
    /**
     * @param ApiBase - an http(s) URL: the origin, or the origin followed by `/api`.
     * @throws ValidationError naming `ApiBase` for anything else.
     */
    SetApiBase(ApiBase: string): void;
    /** Where the web pages the client opens are (default `https://discord.com`). */
    WebBase(): string;
    /**
     * @param WebBase - an http(s) URL; its origin is used.
     * @throws ValidationError naming `WebBase` unless an http or https URL.
     */
    SetWebBase(WebBase: string): void;
    /** The `ClientOptions` these stand for. */
    toClientOptions(): {
        baseUrl: string;
        webBase: string;
    };
}
