/** The request headers, as Node gives them. */
type Headers = Readonly<Record<string, string | string[] | undefined>>;
/** Why a browser request to a page is refused (a sentence for the error page), or undefined. */
export declare function postRefusal(headers: Headers): string | undefined;
/** Why showing a page is refused: a subresource or frame load from another origin. */
export declare function loadRefusal(headers: Headers): string | undefined;
export {};
