/** A form body as the token endpoint's parser gives it: one string per name, or an array when repeated. */
export type OAuthForm = Record<string, unknown>;
/** A parameter that may appear at most once (RFC 6749 3.1); an empty value counts as absent. */
export declare function single(form: OAuthForm, name: string): string | undefined;
/** A parameter that must appear exactly once: `invalid_request` names it when it is missing. */
export declare function required(form: OAuthForm, name: string): string;
